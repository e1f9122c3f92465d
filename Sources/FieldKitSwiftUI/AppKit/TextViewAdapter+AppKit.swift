#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// Binds an `NSTextView` to a ``/FieldKit/TextInputCoordinator``: the multi-line
    /// counterpart of ``TextFieldAdapter``, and the engine of
    /// ``PlatformTextEditor``.
    @MainActor
    public final class TextViewAdapter: NSObject, NSTextViewDelegate, TextInputWidget,
        RejectionMessageReporting
    {
        /// The text view.
        public let textView: NSTextView
        /// The coordinator the text view drives.
        public let coordinator: TextInputCoordinator
        /// Called after every change of the text, so a placeholder or a
        /// growing height can follow.
        public var onLayoutChange: (() -> Void)?
        private let announced = AnnouncedEdit()
        private var undoRegistration: HistoryUndoRegistration?
        private var membership = ChainMembership()
        /// Shows and announces the messages about left-out characters
        /// (``RejectionMessageReporting``).
        public private(set) lazy var rejectionPresenter = RejectionPresenter(
            display: { [weak self] in self?.textView.toolTip = $0 },
            element: { [weak self] in self?.textView })

        /// Binds `textView`, showing the coordinator's current text.
        public init(textView: NSTextView, coordinator: TextInputCoordinator) {
            self.textView = textView
            self.coordinator = coordinator
            super.init()
            textView.delegate = self
            // The text view's own undo records the format's rewrites as steps;
            // the platform's Undo walks the core's history of what the user saw.
            textView.allowsUndo = false
            undoRegistration = becomeWidget(of: textView)
        }

        /// Puts the text view in `chain` as `id`.
        public func attach<ID: Hashable & Sendable>(to chain: FocusChain<ID>, as id: ID) {
            membership.join(chain, as: id, with: coordinator)
        }

        /// Whether the text view edits (``WidgetAdapter``), as its begin and
        /// end editing notifications told the coordinator.
        package var holdsFocus: Bool { coordinator.isEditing }

        /// Leaves the chain and gives up focus.
        public func detach() {
            membership.leave()
            resignFocusOnDetach(widgetIsFocused: textView.window?.firstResponder === textView)
        }

        /// Shows `state`'s text and selection.
        public func show(_ state: TextEditingState) {
            textView.string = state.text
            select(state)
            onLayoutChange?()
        }

        /// Moves the selection to `state.selection`.
        public func select(_ state: TextEditingState) {
            textView.setSelectedRange(state.selectedNSRange)
        }

        /// Makes the text view first responder.
        public func focus() {
            textView.window?.makeFirstResponder(textView)
        }

        /// Gives up first responder.
        public func resignFocus() {
            textView.window?.makeFirstResponder(nil)
        }

        /// Tells the user that characters were left out: the text view's
        /// tooltip and a VoiceOver announcement; `nil` removes it.
        public func showRejection(_ rejection: InputRejection?) {
            rejectionPresenter.show(rejection)
        }

        /// Writes the view left to right for content that reads so in every
        /// language (the core's `isLeftToRightContent`, handed over by the
        /// coordinator), in the natural direction otherwise. Nothing goes
        /// into the text.
        public func showContentDirection(leftToRight: Bool) {
            textView.baseWritingDirection = leftToRight ? .leftToRight : .natural
        }

        /// Records the edit and lets it happen (a `nil` replacement is an
        /// attribute change, which FieldKit ignores), unless it is longer than
        /// the view holds: then AppKit never lays it out, and the coordinator
        /// shows the part that fits and says what was cut.
        public func textView(
            _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
        ) -> Bool {
            announced.widgetWillReplace(
                affectedCharRange.textRange, with: replacementString, in: coordinator,
                layoutChanged: { onLayoutChange?() })
        }

        /// Reports the recorded edit with the marked range AppKit now shows.
        public func textDidChange(_ notification: Notification) {
            let text = textView.string
            announced.widgetDidChange(
                widgetLength: text.utf16.count,
                selection: textView.selectedRange().textRange,
                markedRange: textView.markedSpan,
                widgetText: { text }, in: coordinator)
            onLayoutChange?()
        }

        /// The submit shortcut (Cmd+Return) the text view caught: the same
        /// core call as Return (`AnnouncedEdit.widgetDidPress`), so the text
        /// is settled into the model before the form submits, and nothing
        /// acts while an input method composes.
        func pressSubmitShortcut() -> Bool {
            let text = textView.string
            return announced.widgetDidPress(
                .returnKey(KeyboardConvention.apple.submitModifier), isMultiLine: true,
                selection: textView.selectedRange().textRange, markedRange: textView.markedSpan,
                widgetText: { text }, in: coordinator
            )
            .isHandled
        }

        /// Return, Tab and Shift-Tab go to the core
        /// (`AnnouncedEdit.widgetDidPress`), which leaves them to the text
        /// view in a multi-line editor (a newline, a tab); `false` lets
        /// AppKit perform the command.
        public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
            guard let command = WidgetKeyCommand(commandSelector) else { return false }
            let text = textView.string
            return announced.widgetDidPress(
                command, isMultiLine: true, selection: textView.selectedRange().textRange,
                markedRange: textView.markedSpan, widgetText: { text }, in: coordinator
            )
            .isHandled
        }

        /// Tells the coordinator the selection moved.
        public func textViewDidChangeSelection(_ notification: Notification) {
            announced.widgetDidChangeSelection(textView.selectedRange().textRange, in: coordinator)
        }

        /// Tells the coordinator editing began.
        public func textDidBeginEditing(_ notification: Notification) {
            coordinator.didBeginEditing()
        }

        /// Tells the coordinator editing ended.
        public func textDidEndEditing(_ notification: Notification) {
            let text = textView.string
            announced.widgetDidSettle(
                selection: textView.selectedRange().textRange, markedRange: nil, widgetText: { text },
                in: coordinator)
            coordinator.didEndEditing()
        }
    }
#endif
