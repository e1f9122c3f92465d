#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Validates the FieldKit field's value (the binding's, with the
        /// field's ``SwiftUI/View/inputFormat(_:)``) and writes the reason to
        /// show into `error` at the same moments as a
        /// ``/FieldKit/FormModel``'s field (`FieldErrorState`):
        /// an incomplete value once the user left the field or tried to
        /// submit, an invalid one as soon as the user typed it.
        ///
        /// In a ``SwiftUI/View/focusChain(_:focus:toolbar:onSubmit:)`` container
        /// with an `onSubmit` action, submitting validates every such field
        /// first: when one is not valid, every field shows its error, focus
        /// goes to the first invalid field (caret at the end), and the action
        /// is not called.
        ///
        /// ```swift
        /// struct CardNumberRow: View {
        ///     @Binding var card: String
        ///     let chain: FocusChain<Field>
        ///     @State private var cardError: ValidationReason?
        ///     @Environment(\.fieldMessages) private var messages
        ///
        ///     var body: some View {
        ///         PlatformTextField("Card number", text: $card)
        ///             .inputFormat(.cardNumber)
        ///             .validation(.required(), error: $cardError, incomplete: .cardNumberIncomplete)
        ///             .focusChainField(.card, in: chain)
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
                        validator: validator, incompleteReason: incomplete,
                        readError: { error.wrappedValue }, writeError: { error.wrappedValue = $0 })
                })
        }
    }
#endif
