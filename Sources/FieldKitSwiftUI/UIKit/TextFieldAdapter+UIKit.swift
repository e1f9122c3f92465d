#if canImport(UIKit)
    import UIKit

    /// Binds a `UITextField` to a ``/FieldKit/TextInputCoordinator``: the UIKit-level
    /// API for apps without SwiftUI, and the engine of ``PlatformTextField``.
    ///
    /// ```swift
    /// let adapter = TextFieldAdapter(textField: cardField, format: .cardNumber)
    /// adapter.coordinator.writeModel = { [weak self] in self?.order.card = $0 }
    /// adapter.attach(to: chain, as: .card, toolbar: toolbar)
    /// ```
    ///
    /// The adapter becomes the field's delegate. It answers every
    /// should-change question with `true` (so AutoFill, paste, predictive
    /// text and dictation work), records the announced edit, and reports it
    /// from the `editingChanged` event, when the field's marked range is known;
    /// the coordinator decides everything else. It never writes the model
    /// through a deferred hop.
    @MainActor
    public final class TextFieldAdapter: NSObject, UITextFieldDelegate, TextInputWidget,
        RejectionMessageReporting
    {
        /// The field.
        public let textField: UITextField
        /// The coordinator the field drives.
        public let coordinator: TextInputCoordinator
        private let announced = AnnouncedEdit()
        private var undoRegistration: HistoryUndoRegistration?
        private var membership = ChainMembership()
        /// Shows and announces the messages about left-out characters
        /// (``RejectionMessageReporting``).
        public private(set) lazy var rejectionPresenter = RejectionPresenter(
            display: { [weak self] in self?.showMessage($0) }, element: { [weak self] in self?.textField })

        /// Binds `textField`, showing the coordinator's current text.
        public init(textField: UITextField, coordinator: TextInputCoordinator) {
            self.textField = textField
            self.coordinator = coordinator
            super.init()
            textField.delegate = self
            // The platform's Undo walks the core's history of what the user saw.
            undoRegistration = becomeWidget(of: textField)
            textField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        }

        /// Binds `textField` to a new coordinator with `format`, showing `text`.
        public convenience init(textField: UITextField, format: some InputFormat, text: String = "") {
            self.init(textField: textField, coordinator: TextInputCoordinator(text: text, format: format))
        }

        #if os(visionOS)
            /// Puts the field in `chain` as `id`: return performs the field's
            /// role, the key shows it (Next / Done), and the user's focus moves
            /// reach the chain. visionOS has no input accessory views, so there
            /// is no toolbar; the return key walks the chain.
            public func attach<ID: Hashable & Sendable>(to chain: FocusChain<ID>, as id: ID) {
                join(chain, as: id)
            }
        #else
            /// Puts the field in `chain` as `id`: return performs the field's role,
            /// the key shows it (Next / Done), the user's focus moves reach the
            /// chain, and `toolbar` (shared by the chain's fields) sits above the
            /// keyboard.
            public func attach<ID: Hashable & Sendable>(
                to chain: FocusChain<ID>, as id: ID, toolbar: FocusChainToolbar<ID>? = nil
            ) {
                join(chain, as: id)
                membership.showToolbar(toolbar) { textField.inputAccessoryView = $0 }
            }
        #endif

        private func join<ID: Hashable & Sendable>(_ chain: FocusChain<ID>, as id: ID) {
            membership.join(chain, as: id, with: coordinator)
            textField.returnKeyType =
                ReturnKeyLabel.automatic.resolved(role: chain.returnKeyRole(for: id)).key()
        }

        /// Whether the field is first responder (``WidgetAdapter``).
        package var holdsFocus: Bool { textField.isFirstResponder }

        /// Shows `label` on the keyboard's return key (``WidgetAdapter``).
        package func showReturnKey(_ label: ReturnKeyLabel) {
            textField.returnKeyType = label.key()
        }

        /// Leaves the chain and gives up focus; call when the field goes away.
        public func detach() {
            membership.leave()
            resignFocusOnDetach(widgetIsFocused: holdsFocus)
        }

        // MARK: TextInputWidget

        /// Shows `state`'s text and selection.
        public func show(_ state: TextEditingState) {
            textField.text = state.text
            textField.select(state)
        }

        /// Moves the selection to `state.selection`.
        public func select(_ state: TextEditingState) {
            textField.select(state)
        }

        /// Makes the field first responder.
        public func focus() {
            textField.becomeFirstResponder()
        }

        /// Makes the field first responder, then moves the selection to
        /// `state.selection` (after a failed submit: the caret at the end),
        /// whatever UIKit chose when the field took focus.
        public func focus(selecting state: TextEditingState) {
            textField.becomeFirstResponder()
            textField.select(state)
        }

        /// Resigns first responder.
        public func resignFocus() {
            textField.resignFirstResponder()
        }

        /// Tells the user that characters were left out: a label at the
        /// field's trailing end (its `rightView`, unless the app put a view
        /// there) and a VoiceOver announcement; `nil` removes the label.
        public func showRejection(_ rejection: InputRejection?) {
            rejectionPresenter.show(rejection)
        }

        /// Lays the field out left to right for content that reads so in
        /// every language (card numbers, IBANs, phone numbers: the core's
        /// `isLeftToRightContent`, handed over by the coordinator), in the
        /// interface's direction otherwise. Nothing goes into the text.
        public func showContentDirection(leftToRight: Bool) {
            textField.semanticContentAttribute = leftToRight ? .forceLeftToRight : .unspecified
        }

        /// Draws the message in the field's `rightView`, as the core's
        /// `SharedMessagePlace` says (a view the app put there stays).
        private func showMessage(_ text: String?) {
            let place = textField.rightView
            switch SharedMessagePlace(text, holdsView: place != nil, viewIsFieldKits: place is RejectionLabel)
            {
            case .leaveAppsView:
                break
            case .remove:
                textField.rightView = nil
                textField.rightViewMode = .never
            case .show(let text):
                let label = (place as? RejectionLabel) ?? RejectionLabel()
                label.text = text
                label.sizeToFit()
                textField.rightView = label
                textField.rightViewMode = .always
            }
        }

        // MARK: UITextFieldDelegate

        /// Records the edit and lets it happen, unless it is longer than the
        /// field holds: then UIKit never lays it out, and the coordinator
        /// shows the part that fits and says what was cut (`AnnouncedEdit`).
        public func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            announced.widgetWillReplace([range.textRange], with: string, in: coordinator)
        }

        /// Records the edit (iOS 26, several ranges) and lets it happen, or
        /// cuts it first as above.
        public func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
            replacementString string: String
        ) -> Bool {
            announced.widgetWillReplace(ranges.map(\.rangeValue.textRange), with: string, in: coordinator)
        }

        /// Tells the coordinator editing began.
        public func textFieldDidBeginEditing(_ textField: UITextField) {
            coordinator.didBeginEditing()
            membership.widgetDidBeginEditing()
        }

        /// Tells the coordinator editing ended.
        public func textFieldDidEndEditing(_ textField: UITextField) {
            textField.reportSettled(text: textField.text ?? "", to: coordinator, announced: announced)
            // What UIKit registered for this session is never performed.
            (textField.undoManager as? HistoryUndoManager)?.removeAllActions()
            coordinator.didEndEditing()
        }

        /// Tells the core return was pressed (`AnnouncedEdit.widgetDidPress`):
        /// it settles the text and does what return means in the field and
        /// its chain, so UIKit does nothing more (its own reply to return
        /// ends editing through `.editingDidEndOnExit`, which FieldKit never
        /// wants).
        public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.reportKey(
                .returnKey([]), isMultiLine: false, text: textField.text ?? "", to: coordinator,
                announced: announced)
            return false
        }

        /// Tells the coordinator the selection moved.
        public func textFieldDidChangeSelection(_ textField: UITextField) {
            guard let selection = textField.utf16Range(of: textField.selectedTextRange) else { return }
            announced.widgetDidChangeSelection(selection, in: coordinator)
        }

        private func textDidChange() {
            textField.reportChange(of: textField.text ?? "", to: coordinator, announced: announced)
        }
    }
#endif
