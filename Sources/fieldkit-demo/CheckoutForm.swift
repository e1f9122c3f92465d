import FieldKit

/// The checkout form's fields, formats and validators, in focus order.
@MainActor
enum CheckoutForm {
    /// The field keys of the stdout contract, in focus order.
    static let order = ["name", "email", "phone", "address", "card", "expiry", "cvc", "iban"]

    /// A new checkout form.
    static func make(phoneRegion: String) -> FormModel {
        FormModel([
            FieldModel("name", validator: .required("Enter your full name")),
            FieldModel(
                "email", format: CharacterFormat.filter { !$0.isWhitespace },
                validator: .required("Enter your e-mail address").and(emailShape)),
            FieldModel(
                "phone",
                format: CharacterFormat.filter { $0.isASCII && ($0.isNumber || $0 == "+") }.maxLength(16),
                validator: .required("Enter your phone number").and(
                    .length(min: 7, message: "Phone number is too short"))),
            FieldModel("address", validator: .required("Enter your delivery address")),
            FieldModel(
                "card", format: CharacterFormat.digits(max: 19), privacy: .cardNumber,
                validator: .required("Enter your card number").and(
                    .length(min: 12, message: "Card number is too short"))),
            FieldModel(
                "expiry", format: CharacterFormat.digits(max: 4),
                validator: .required("Enter the expiry date").and(.length(min: 4, message: "Use MM/YY"))),
            FieldModel(
                "cvc", format: CharacterFormat.digits(max: 4), privacy: .secure,
                validator: .required("Enter the security code").and(
                    .length(min: 3, message: "Security code is too short"))),
            FieldModel(
                "iban", format: CharacterFormat.alphanumeric.uppercased().maxLength(34),
                validator: .required("Enter your IBAN").and(.length(min: 15, message: "IBAN is too short"))),
        ])
    }

    private static let emailShape = Validator.custom { value in
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else {
            return "Invalid e-mail address"
        }
        return nil
    }
}
