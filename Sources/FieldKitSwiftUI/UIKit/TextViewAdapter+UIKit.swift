#if canImport(UIKit)
    import UIKit

    /// Binds a `UITextView` to a ``/FieldKit/TextInputCoordinator``: the multi-line
    /// counterpart of ``TextFieldAdapter``, and the engine of
    /// ``PlatformTextEditor``.
    @MainActor
    public final class TextViewAdapter: NSObject, UITextViewDelegate, TextInputWidget,
        RejectionMessageReporting
    {
        /// The text view.
        public let textView: UITextView
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
            display: { [weak self] in (self?.textView as? PlaceholderTextView)?.showRejectionMessage($0) },
            element: { [weak self] in self?.textView })

        /// Binds `textView`, showing the coordinator's current text.
        public init(textView: UITextView, coordinator: TextInputCoordinator) {
            self.textView = textView
            self.coordinator = coordinator
            super.init()
            textView.delegate = self
            // The platform's Undo walks the core's history of what the user saw.
            undoRegistration = becomeWidget(of: textView)
        }

        #if os(visionOS)
            /// Puts the text view in `chain` as `id`. visionOS has no input
            /// accessory views, so there is no toolbar, and return inserts a
            /// line break: the user moves on by looking at and tapping the next
            /// field; the chain still follows focus and orders the fields.
            public func attach<ID: Hashable & Sendable>(to chain: FocusChain<ID>, as id: ID) {
                membership.join(chain, as: id, with: coordinator)
            }
        #else
            /// Puts the text view in `chain` as `id`, with `toolbar` above the
            /// keyboard (return inserts a line break in a text view, so only the
            /// toolbar moves focus on).
            public func attach<ID: Hashable & Sendable>(
                to chain: FocusChain<ID>, as id: ID, toolbar: FocusChainToolbar<ID>? = nil
            ) {
                membership.join(chain, as: id, with: coordinator)
                membership.showToolbar(toolbar) { textView.inputAccessoryView = $0 }
            }
        #endif

        /// Whether the text view is first responder (``WidgetAdapter``).
        package var holdsFocus: Bool { textView.isFirstResponder }

        /// Leaves the chain and gives up focus.
        public func detach() {
            membership.leave()
            resignFocusOnDetach(widgetIsFocused: holdsFocus)
        }

        /// Shows `state`'s text and selection.
        public func show(_ state: TextEditingState) {
            textView.text = state.text
            textView.select(state)
            onLayoutChange?()
        }

        /// Moves the selection to `state.selection`.
        public func select(_ state: TextEditingState) {
            textView.select(state)
        }

        /// Makes the text view first responder.
        public func focus() {
            textView.becomeFirstResponder()
        }

        /// Resigns first responder.
        public func resignFocus() {
            textView.resignFirstResponder()
        }

        /// Tells the user that characters were left out: a VoiceOver
        /// announcement, and a label in the corner of a ``PlatformTextEditor``'s
        /// view; `nil` removes the label.
        public func showRejection(_ rejection: InputRejection?) {
            rejectionPresenter.show(rejection)
        }

        /// Lays the view (and a ``PlatformTextEditor``'s placeholder) out left
        /// to right for content that reads so in every language (the core's
        /// `isLeftToRightContent`, handed over by the coordinator), in the
        /// interface's direction otherwise. Nothing goes into the text.
        public func showContentDirection(leftToRight: Bool) {
            let direction: UISemanticContentAttribute = leftToRight ? .forceLeftToRight : .unspecified
            textView.semanticContentAttribute = direction
            (textView as? PlaceholderTextView)?.placeholderLabel.semanticContentAttribute = direction
        }

        /// Records the edit and lets it happen, unless it is longer than the
        /// view holds: then UIKit never lays it out, and the coordinator shows
        /// the part that fits and says what was cut.
        public func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        {
            announce([range], replacement: text)
        }

        /// Records the edit (iOS 26, several ranges) and lets it happen, or
        /// cuts it first as above.
        public func textView(
            _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool {
            announce(ranges.map(\.rangeValue), replacement: text)
        }

        private func announce(_ ranges: [NSRange], replacement: String) -> Bool {
            announced.widgetWillReplace(
                ranges.map(\.textRange), with: replacement, in: coordinator,
                layoutChanged: { onLayoutChange?() })
        }

        /// Reports the recorded edit, with the marked range UIKit now shows.
        public func textViewDidChange(_ textView: UITextView) {
            textView.reportChange(of: textView.text ?? "", to: coordinator, announced: announced)
            onLayoutChange?()
        }

        /// Tells the coordinator the selection moved.
        public func textViewDidChangeSelection(_ textView: UITextView) {
            guard let selection = textView.utf16Range(of: textView.selectedTextRange) else { return }
            announced.widgetDidChangeSelection(selection, in: coordinator)
        }

        /// Tells the coordinator editing began.
        public func textViewDidBeginEditing(_ textView: UITextView) {
            coordinator.didBeginEditing()
            membership.widgetDidBeginEditing()
        }

        /// Tells the coordinator editing ended.
        public func textViewDidEndEditing(_ textView: UITextView) {
            textView.reportSettled(text: textView.text ?? "", to: coordinator, announced: announced)
            // What UIKit registered for this session is never performed.
            (textView.undoManager as? HistoryUndoManager)?.removeAllActions()
            coordinator.didEndEditing()
        }
    }
#endif
