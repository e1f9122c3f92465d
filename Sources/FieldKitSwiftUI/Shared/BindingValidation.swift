#if canImport(SwiftUI)
    import SwiftUI

    /// What ``SwiftUI/View/validation(_:error:incomplete:)`` asks of a field.
    struct FieldValidationRequest {
        let validator: Validator
        let incompleteReason: ValidationReason
        let error: Binding<ValidationReason?>
    }

    /// The validation of one FieldKit field bound to a plain binding: the
    /// core's `FieldErrorState` (the same moments as a form
    /// model's field) fed with the field's events, and the error it decides
    /// written to the app's binding.
    @MainActor
    final class BindingValidation {
        private var state = FieldErrorState()
        private(set) var request: FieldValidationRequest?
        private weak var input: TextInputCoordinator?

        init(input: TextInputCoordinator) {
            self.input = input
        }

        /// Takes the request of this view update; a new verdict (the app
        /// wrote the value, or the validator changed) is published after the
        /// update, never during it.
        func update(_ request: FieldValidationRequest?) {
            self.request = request
            guard let verdict = verdict(), verdict != state.validation else { return }
            state.revalidated(verdict)
            Task { @MainActor [weak self] in self?.publish() }
        }

        /// The user changed the value.
        func valueDidChange() {
            guard let verdict = verdict() else { return }
            state.valueDidChange(to: verdict)
            publish()
        }

        /// The field took focus. Focus can move during a view update (a focus
        /// binding asked for it), so the error is published after it.
        func didTakeFocus() {
            guard request != nil else { return }
            state.didTakeFocus()
            Task { @MainActor [weak self] in self?.publish() }
        }

        /// The field lost focus; published after any view update, as above.
        func didLoseFocus() {
            guard request != nil else { return }
            state.didLoseFocus()
            Task { @MainActor [weak self] in self?.publish() }
        }

        /// The user tried to submit the field's form: from now on the error
        /// shows whatever it is. Returns whether the value is valid.
        func attemptSubmit() -> Bool {
            guard let verdict = verdict() else { return true }
            state.didAttemptSubmit(with: verdict)
            publish()
            return verdict.isValid
        }

        private func verdict() -> ValidationResult? {
            guard let request, let input else { return nil }
            return request.validator.validate(
                raw: input.modelValue, display: input.state.text, format: input.format,
                incompleteReason: request.incompleteReason)
        }

        /// Writes the error to show, only when it changed.
        private func publish() {
            guard let request else { return }
            let error = state.error
            if request.error.wrappedValue != error { request.error.wrappedValue = error }
        }
    }

    extension View {
        /// Validates the FieldKit field's value (the binding's, with the
        /// field's ``SwiftUI/View/inputFormat(_:)``) and writes the reason to
        /// show into `error` at the same moments as a
        /// ``/FieldKit/FormModel``'s field (`FieldErrorState`):
        /// an incomplete value once the user left the field or tried to
        /// submit, an invalid one as soon as the user typed it.
        ///
        /// In a ``SwiftUI/View/focusChain(_:focus:onSubmit:)`` container
        /// with an `onSubmit` action, submitting validates every such field
        /// first: when one is not valid, every field shows its error, focus
        /// goes to the first invalid field (caret at the end), and the action
        /// is not called.
        ///
        /// ```swift
        /// struct CardNumberRow: View {
        ///     @Binding var card: String
        ///     @State private var cardError: ValidationReason?
        ///     @Environment(\.fieldMessages) private var messages
        ///
        ///     var body: some View {
        ///         PlatformTextField("Card number", text: $card)
        ///             .inputFormat(.cardNumber)
        ///             .validation(.required(), error: $cardError, incomplete: .cardNumberIncomplete)
        ///             .focusChainField(Field.card)
        ///         if let cardError { Text(messages.message(for: cardError)) }
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - validator: the rule the value must satisfy; the format's own
        ///     verdict is checked after it (a Luhn typo, an incomplete date).
        ///   - error: where the reason to show goes; `nil` when there is none.
        ///   - incomplete: the reason when the format finds the value
        ///     incomplete and the validator had nothing to say.
        public func validation(
            _ validator: Validator, error: Binding<ValidationReason?>,
            incomplete: ValidationReason = .incomplete
        ) -> ModifiedContent<Self, FieldConfigurationModifier> {
            modifier(
                FieldConfigurationModifier {
                    $0.validation = FieldValidationRequest(
                        validator: validator, incompleteReason: incomplete, error: error)
                })
        }
    }
#endif
