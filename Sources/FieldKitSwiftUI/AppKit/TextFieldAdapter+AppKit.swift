#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// Binds an `NSTextField` to a ``/FieldKit/TextInputCoordinator``: the AppKit-level
    /// API for apps without SwiftUI, and the engine of ``PlatformTextField``.
    ///
    /// Editing happens in a field editor (an `NSTextView`). A
    /// ``PlatformTextField``'s own editor (``BoundedFieldEditor``) announces
    /// each edit to this adapter before AppKit makes it, and the change is
    /// then reported with the edit it announced; an editor that announces
    /// nothing (AppKit's secure field editor, or the window's shared one
    /// for a plain `NSTextField`) has its changes taken from the field's
    /// text. Return, Tab and Shift-Tab arrive as editor commands.
    @MainActor
    public final class TextFieldAdapter: NSObject, NSTextFieldDelegate, TextInputWidget,
        RejectionMessageReporting
    {
        /// The field.
        public let textField: NSTextField
        /// The coordinator the field drives.
        public let coordinator: TextInputCoordinator
        var move: ((_ backward: Bool) -> Bool)?
        private var membership = ChainMembership()
        private let announced = AnnouncedEdit()
        private var undoRegistration: HistoryUndoRegistration?
        /// The field editor whose undo this field's session turned off, with
        /// its `allowsUndo` before (the editor is shared by every field of the
        /// window, and the field may no longer report it when editing ends).
        private var undoSwitch = EditorUndoSwitch(\NSTextView.allowsUndo)
        /// The traits the coordinator last gave the field, for the field
        /// editor each editing session gets.
        var textInputTraits: TextInputTraits?
        /// Where the message about left-out characters is drawn: the
        /// field's tooltip, unless the field is given another place (a
        /// ``PlatformTextField``'s container sets its message line).
        lazy var messagePlace: (String?) -> Void = { [weak self] in self?.textField.toolTip = $0 }
        /// Shows and announces the messages about left-out characters
        /// (``RejectionMessageReporting``).
        public private(set) lazy var rejectionPresenter = RejectionPresenter(
            display: { [weak self] in self?.messagePlace($0) },
            element: { [weak self] in self?.textField })

        /// Binds `textField`, showing the coordinator's current text.
        public init(textField: NSTextField, coordinator: TextInputCoordinator) {
            self.textField = textField
            self.coordinator = coordinator
            super.init()
            textField.delegate = self
            // The platform's Undo walks the core's history of what the user saw.
            undoRegistration = becomeWidget(of: textField)
        }

        /// Puts the field in `chain` as `id`: return performs its role, Tab
        /// and Shift-Tab move through the chain.
        public func attach<ID: Hashable & Sendable>(to chain: FocusChain<ID>, as id: ID) {
            membership.join(chain, as: id, with: coordinator)
            move = { [weak chain] backward in chain?.tabMove(backward: backward) ?? false }
        }

        /// Whether the field edits (``WidgetAdapter``): AppKit gives it the
        /// window's field editor while it does.
        package var holdsFocus: Bool { coordinator.isEditing || textField.currentEditor() != nil }

        /// Leaves the chain and gives up focus.
        public func detach() {
            membership.leave()
            move = nil
            resignFocusOnDetach(widgetIsFocused: textField.currentEditor() != nil)
        }

        /// Stops listening to the field without touching focus, when another
        /// adapter takes over the coordinator (the secure / plain swap).
        func retire() {
            textField.delegate = nil
            move = nil
        }

        /// Shows `state`'s text and selection.
        public func show(_ state: TextEditingState) {
            textField.stringValue = state.text
            select(state)
        }

        /// Moves the field editor's selection to `state.selection`.
        public func select(_ state: TextEditingState) {
            textField.currentEditor()?.selectedRange = state.selectedNSRange
        }

        /// Makes the field first responder.
        public func focus() {
            textField.window?.makeFirstResponder(textField)
        }

        /// Makes the field first responder, then replaces the select-all its
        /// field editor makes on focus with `state.selection` (after a failed
        /// submit: the caret at the end, nothing selected).
        public func focus(selecting state: TextEditingState) {
            textField.window?.makeFirstResponder(textField)
            select(state)
        }

        /// Gives up first responder.
        public func resignFocus() {
            textField.window?.makeFirstResponder(nil)
        }

        /// Tells the user that characters were left out: a line under a
        /// ``PlatformTextField`` (the tooltip of a plain `NSTextField`) and a
        /// VoiceOver announcement; `nil` removes it.
        public func showRejection(_ rejection: InputRejection?) {
            rejectionPresenter.show(rejection)
        }

        /// Writes the field left to right for content that reads so in every
        /// language (card numbers, IBANs, phone numbers: the core's
        /// `isLeftToRightContent`, handed over by the coordinator), in the
        /// natural direction otherwise. Nothing goes into the text.
        public func showContentDirection(leftToRight: Bool) {
            textField.baseWritingDirection = leftToRight ? .leftToRight : .natural
        }

        /// The field editor announces an edit (``BoundedFieldEditor``): it is
        /// recorded until the change is reported. Returns whether the editor
        /// may make it (`false` when it is longer than the field holds: the
        /// coordinator has then shown the part that fits and said what was cut).
        func editorWillReplace(_ range: NSRange, with replacement: String?) -> Bool {
            announced.widgetWillReplace(range.textRange, with: replacement, in: coordinator)
        }

        /// Tells the coordinator editing began.
        ///
        /// The window's field editor records the format's rewrites as undo
        /// steps of their own; while this field edits, its undo is off and
        /// the core's history (registered with the window's manager) is the
        /// only one.
        public func controlTextDidBeginEditing(_ obj: Notification) {
            undoSwitch.editingBegan(in: textField.currentEditor() as? NSTextView)
            _ = textInputTraits.map { (textField.currentEditor() as? NSTextView)?.apply($0) }
            coordinator.didBeginEditing()
        }

        /// Tells the coordinator editing ended, gives the field editor its
        /// undo back and removes this field's steps from the window's manager
        /// (as the field editor's own steps go when a field ends editing).
        public func controlTextDidEndEditing(_ obj: Notification) {
            // A change AppKit made without controlTextDidChange (a password
            // manager's fill) reaches the model now.
            let text = textField.stringValue
            announced.widgetDidSettle(selection: nil, markedRange: nil, widgetText: { text }, in: coordinator)
            undoSwitch.editingEnded()
            undoRegistration?.removeAll()
            coordinator.didEndEditing()
        }

        /// Reports the change the field editor announced, with its selection
        /// and marked range.
        public func controlTextDidChange(_ obj: Notification) {
            let text = textField.stringValue
            let editor = textField.currentEditor() as? NSTextView
            announced.widgetDidChange(
                widgetLength: text.utf16.count,
                selection: editor?.selectedRange().textRange,
                markedRange: editor?.markedSpan,
                widgetText: { text }, in: coordinator)
        }

        /// The submit shortcut (Cmd+Return) the field's container caught:
        /// the same core call as Return (`AnnouncedEdit.widgetDidPress`), so
        /// the text the field editor shows is settled into the model before
        /// the form submits, and nothing acts while an input method composes.
        func pressSubmitShortcut() -> Bool {
            let editor = textField.currentEditor() as? NSTextView
            let text = editor?.string ?? textField.stringValue
            return announced.widgetDidPress(
                .returnKey(KeyboardConvention.apple.submitModifier), isMultiLine: false,
                selection: editor?.selectedRange().textRange, markedRange: editor?.markedSpan,
                widgetText: { text }, in: coordinator
            )
            .isHandled
        }

        /// Return, Tab and Shift-Tab go to the core
        /// (`AnnouncedEdit.widgetDidPress`), which settles the text, and
        /// performs the field's return role or moves through the chain;
        /// none of them acts while an input method composes (the key is the
        /// input method's then).
        public func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector)
            -> Bool
        {
            guard let command = WidgetKeyCommand(commandSelector) else { return false }
            let text = textView.string
            let move = self.move
            return announced.widgetDidPress(
                command, isMultiLine: false, selection: textView.selectedRange().textRange,
                markedRange: textView.markedSpan, widgetText: { text }, in: coordinator,
                move: { backward in move?(backward) ?? false }
            )
            .isHandled
        }
    }
#endif
