/// A key the widget reports as a command rather than as an edit: AppKit's
/// field editor and text view send `insertNewline:`, `insertTab:` and
/// `insertBacktab:` to their delegate, UIKit asks its text field's delegate
/// `textFieldShouldReturn(_:)`, and Command with Return arrives as a key
/// equivalent or a key command.
package enum WidgetKeyCommand: Sendable, Hashable {
    /// Return (or Enter on the keypad) with `modifiers` held.
    case returnKey(KeyModifiers)
    /// Tab.
    case tab
    /// Shift-Tab ("insert backtab").
    case backtab
}

/// What became of a ``WidgetKeyCommand``: whether the toolkit still acts on
/// the key.
package enum WidgetKeyOutcome: Sendable, Hashable {
    /// FieldKit took the key (return's role, the submit shortcut, a move
    /// through the chain): the toolkit must not act on it.
    case handled
    /// The key is the toolkit's: a newline or a tab in a multi-line editor,
    /// a combination FieldKit does not use, Tab with nowhere to go.
    case toolkit
    /// An input method composes: the key is its own (return confirms the
    /// composition, Tab converts), and nothing was called.
    case inputMethod

    /// Whether the toolkit must leave the key alone (AppKit's
    /// `doCommandBy` returns this).
    package var isHandled: Bool { self == .handled }
}

extension AnnouncedEdit {
    /// The widget reported `command`: decides what it means in this widget
    /// and does it, for every UIKit and AppKit route (`control(_:textView:doCommandBy:)`,
    /// `textView(_:doCommandBy:)`, `textFieldShouldReturn(_:)`, the submit
    /// shortcut's key equivalent).
    ///
    /// - Return follows ``ReturnKeyPress``: in a one-line field plain Return
    ///   is the field's return key (``TextInputCoordinator/didPressReturn()``),
    ///   in a multi-line editor it is the toolkit's newline; the submit
    ///   shortcut (Cmd+Return on Apple platforms) submits from either
    ///   (``TextInputCoordinator/didPressSubmitShortcut()``). Before either,
    ///   the widget's text is settled (``widgetDidSettle(selection:markedRange:widgetText:in:)``):
    ///   the announced edit still pending is forgotten, and a text the
    ///   toolkit changed without an event (the autocorrection Return
    ///   applies) reaches the model before the app's submit handler reads it.
    /// - Tab and Shift-Tab move through the chain (`move`) in a one-line
    ///   field and are the toolkit's in a multi-line editor.
    /// - While marked text composes, nothing is called and the toolkit does
    ///   nothing either: the key is the input method's (return confirms the
    ///   composition, also in a multi-line editor).
    ///
    /// - Parameters:
    ///   - command: the key.
    ///   - isMultiLine: whether the widget is a multi-line editor.
    ///   - convention: whose keyboard conventions apply.
    ///   - selection: the widget's selection, read as the key arrived.
    ///   - markedRange: the widget's marked range (`nil` when none).
    ///   - widgetText: reads the widget's text (read at most once).
    ///   - coordinator: the field's coordinator.
    ///   - move: moves focus (`backward` for Shift-Tab); returns whether it moved.
    @discardableResult
    package func widgetDidPress(
        _ command: WidgetKeyCommand, isMultiLine: Bool, convention: KeyboardConvention = .apple,
        selection: TextSpan?, markedRange: TextSpan?, widgetText: () -> String,
        in coordinator: TextInputCoordinator, move: (_ backward: Bool) -> Bool = { _ in false }
    ) -> WidgetKeyOutcome {
        guard markedRange == nil, !coordinator.isComposing else { return .inputMethod }
        switch command {
        case .returnKey(let modifiers):
            let action = ReturnKeyPress(
                modifiers: modifiers, isMultiLine: isMultiLine, convention: convention
            )
            .action
            guard action != .toolkit else { return .toolkit }
            widgetDidSettle(selection: selection, markedRange: nil, widgetText: widgetText, in: coordinator)
            let taken =
                action == .submitForm ? coordinator.didPressSubmitShortcut() : coordinator.didPressReturn()
            return taken ? .handled : .inputMethod
        case .tab, .backtab:
            guard !isMultiLine else { return .toolkit }
            return coordinator.didPressTab(backward: command == .backtab, move: move) ? .handled : .toolkit
        }
    }
}

extension TextInputCoordinator {
    /// Whether the submit shortcut acts now (UIKit asks before it performs a
    /// key command): not while an input method composes, when the key is
    /// the input method's.
    package var takesSubmitShortcut: Bool { !isComposing }
}

extension FocusChain {
    /// Tab (`backward`: Shift-Tab) pressed in a field of the chain: moves
    /// to the next (previous) field, as the keyboard's move
    /// (``FocusCause/keyboard``). What an adapter hands
    /// ``AnnouncedEdit/widgetDidPress(_:isMultiLine:convention:selection:markedRange:widgetText:in:move:)``.
    ///
    /// - Returns: whether focus moved.
    package func tabMove(backward: Bool) -> Bool {
        backward ? previous(cause: .keyboard) : next(cause: .keyboard)
    }
}

extension WidgetKeyCommand {
    /// The command of a Mac virtual key code (`NSEvent.keyCode`): Return
    /// (36) and the keypad's Enter (76) are ``returnKey(_:)`` with
    /// `modifiers`; any other key is `nil`.
    package init?(macKeyCode: UInt16, modifiers: KeyModifiers) {
        guard macKeyCode == 36 || macKeyCode == 76 else { return nil }
        self = .returnKey(modifiers)
    }

    /// A key that reaches a widget's own key handling (AppKit's key
    /// equivalent or `keyDown`) rather than a delegate's command: it is the
    /// submit shortcut when it is Return with the modifiers
    /// ``ReturnKeyPress`` submits with, and the widget edits (a key
    /// equivalent is offered to every view of the window, not only the
    /// focused one). Then `submit` is called (it declines while an input
    /// method composes).
    ///
    /// - Returns: whether the shortcut was taken; `false` leaves the key to
    ///   the toolkit.
    package static func takeSubmitShortcut(
        _ command: WidgetKeyCommand?, isMultiLine: Bool, widgetEdits: Bool,
        convention: KeyboardConvention = .apple, submit: () -> Bool
    ) -> Bool {
        guard widgetEdits, case .returnKey(let modifiers)? = command,
            ReturnKeyPress(modifiers: modifiers, isMultiLine: isMultiLine, convention: convention).action
                == .submitForm
        else { return false }
        return submit()
    }

    /// ``takeSubmitShortcut(_:isMultiLine:widgetEdits:convention:submit:)``,
    /// then `toolkit` (the toolkit's own handling of the key) when the
    /// shortcut was not taken.
    package static func takeSubmitShortcut(
        _ command: WidgetKeyCommand?, isMultiLine: Bool, widgetEdits: Bool,
        convention: KeyboardConvention = .apple, submit: () -> Bool, otherwise toolkit: () -> Void
    ) {
        let taken = takeSubmitShortcut(
            command, isMultiLine: isMultiLine, widgetEdits: widgetEdits, convention: convention,
            submit: submit)
        if !taken { toolkit() }
    }
}
