// Focus in and out, and the keys whose meaning is decided here (return,
// the submit shortcut, Tab).

extension TextInputCoordinator {
    /// The widget took focus.
    public func didBeginEditing() {
        guard !isEditing else { return }
        isEditing = true
        focusObserver?.textInputDidBeginEditing(self)
        onBeginEditing?()
    }

    /// The widget lost focus. A composition still open is finished first.
    public func didEndEditing() {
        if let current = composition { finishComposition(current) }
        guard isEditing else { return }
        isEditing = false
        refusalInEffect = nil
        groupingKeyAsDecimal = nil
        let reason = endingReason ?? .focusMoved
        endingReason = nil
        focusObserver?.textInputDidEndEditing(self, reason: reason)
        onEndEditing?(reason)
    }

    /// The user pressed return. Calls ``onSubmit`` then ``returnKeyAction``.
    ///
    /// - Returns: `false` when the key belongs to an input method that is
    ///   composing (it confirms the composition) and nothing was called.
    @discardableResult
    public func didPressReturn() -> Bool {
        guard composition == nil else { return false }
        endingReason = .returnKey
        defer { endingReason = nil }
        onSubmit?()
        returnKeyAction?()
        return true
    }

    /// The user pressed the platform's submit shortcut in the field: Ctrl+Return
    /// on GTK, Cmd+Return on macOS, the keyboard's Done / Submit key on iOS
    /// when return inserts a newline. Calls ``onSubmit`` then
    /// ``submitShortcutAction``, whatever return does in the field, so a
    /// form whose last field is a multi-line editor (where return inserts a
    /// newline) can still be submitted from the keyboard.
    ///
    /// - Returns: `false` when an input method is composing (the key is
    ///   left to it) and nothing was called; the adapter then lets the key
    ///   through.
    @discardableResult
    public func didPressSubmitShortcut() -> Bool {
        guard composition == nil else { return false }
        endingReason = .returnKey
        defer { endingReason = nil }
        onSubmit?()
        submitShortcutAction?()
        return true
    }

    /// The user pressed Tab (Shift-Tab when `backward`) in the field: runs
    /// `move`, such as a focus chain's ``FocusChain/next(cause:)``, unless an
    /// input method is composing.
    ///
    /// While marked text exists, Tab and the other keys that move focus or
    /// submit belong to the input method: Japanese input methods convert with
    /// Tab, and moving focus mid-composition makes them discard the
    /// unconverted text. Adapters that receive these keys as commands (AppKit's
    /// `insertTab:` / `insertBacktab:`) call this instead of moving focus
    /// themselves, as they call ``didPressReturn()`` for return.
    ///
    /// <!-- typecheck: fragment -->
    /// ```swift
    /// case .tab: return coordinator.didPressTab { _ in chain.next(cause: .keyboard) }
    /// ```
    ///
    /// - Parameters:
    ///   - backward: whether Shift was held (Shift-Tab, "insert backtab").
    ///   - move: moves focus; it gets `backward` and returns whether focus moved.
    /// - Returns: what `move` returned, or `false` without calling it while an
    ///   input method composes, so the adapter leaves the key to the toolkit
    ///   and the input method.
    @discardableResult
    public func didPressTab(backward: Bool = false, move: (_ backward: Bool) -> Bool) -> Bool {
        guard composition == nil else { return false }
        return move(backward)
    }

    /// Asks the widget to take focus.
    ///
    /// Not sent as an echo-suppressing command: what the toolkit reports while
    /// focus moves (begin, end, an input method committing) is real and must
    /// be handled, including the widget writes it leads to.
    public func focus() { widget?.focus() }

    /// Asks the widget to take focus after a focus move with `cause`, with
    /// the selection the cause calls for (``FocusCause/focusSelection``): a
    /// failed submit puts the caret at the end of the text, nothing selected.
    ///
    /// While an input method composes, the selection belongs to it, so the
    /// widget only takes focus. Like ``focus()``, the events the toolkit
    /// reports meanwhile are handled as real ones.
    public func focus(cause: FocusCause) {
        guard cause.focusSelection == .caretAtEnd, composition == nil, let widget else {
            return focus()
        }
        var caretAtEnd = state
        caretAtEnd.setSelectionUTF8(caretAtEnd.end.utf8..<caretAtEnd.end.utf8)
        state = caretAtEnd
        widget.focus(selecting: caretAtEnd)
    }

    /// Asks the widget to give up focus; ``onEndEditing`` reports `.resigned`.
    ///
    /// The toolkit ends a composition when focus leaves; that commit is
    /// formatted and shown like any other (see ``focus()``).
    ///
    /// When the resignation is the return key's doing (the last field's return
    /// submits and the chain then resigns), the session still ends with
    /// `.returnKey`: the user pressed return, the app only followed.
    public func resignFocus() {
        let outer = endingReason
        endingReason = outer ?? .resigned
        defer { endingReason = outer }
        widget?.resignFocus()
    }

    /// ``isEnabled`` changed: the chain hears it first (it moves focus on
    /// from a field that was disabled while focused); a field still being
    /// edited after that gives up focus.
    func enabledDidChange() {
        focusObserver?.textInputDidChangeEnabled(self)
        if !isEnabled, isEditing { resignFocus() }
    }
}
