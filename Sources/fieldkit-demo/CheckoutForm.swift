import CGtk4
import FieldKit

/// The checkout form's fields, formats and validators, in focus order.
@MainActor
enum CheckoutForm {
    /// The field keys of the stdout contract, in focus order.
    static let order = ["name", "email", "phone", "address", "card", "expiry", "cvc", "iban"]

    /// A new checkout form.
    static func make(phoneRegion: String) -> FormModel {
        let expiry = ExpiryDateFormat.expiryDate(now: currentMonth)
        return FormModel([
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
                "card", format: .cardNumber, privacy: .cardNumber,
                validator: .required("Enter your card number").and(
                    .formatComplete(CardNumberFormat.cardNumber, message: "Card number is incomplete")),
                cardBrand: { CardNumberFormat.brand(of: $0)?.description }),
            FieldModel(
                "expiry", format: expiry,
                validator: .required("Enter the expiry date").and(
                    .formatComplete(expiry, message: "Use MM/YY"))),
            FieldModel(
                "cvc", format: .cardSecurityCode(brand: nil), privacy: .secure,
                validator: .required("Enter the security code").and(
                    .formatComplete(
                        CardSecurityCodeFormat.cardSecurityCode(brand: nil),
                        message: "Security code is too short"))),
            FieldModel(
                "iban", format: .iban,
                validator: .required("Enter your IBAN").and(
                    .formatComplete(
                        IBANFormat.iban, message: "IBAN is incomplete", invalidMessage: "Invalid IBAN"))),
        ])
    }

    /// The security code's format and rule for the card brand typed so far
    /// (four digits for American Express, three for the others).
    static func securityCode(for brand: CardBrand?) -> (CardSecurityCodeFormat, Validator) {
        let format = CardSecurityCodeFormat.cardSecurityCode(brand: brand)
        return (
            format,
            .required("Enter the security code").and(
                .formatComplete(format, message: "Security code is too short"))
        )
    }

    /// This month, from the local clock: cards that expired before it are invalid.
    private static let currentMonth: @Sendable () -> YearMonth = {
        guard let now = g_date_time_new_now_local() else { return YearMonth(year: 2000, month: 1) }
        defer { g_date_time_unref(now) }
        return YearMonth(year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)))
    }

    private static let emailShape = Validator.custom { value in
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasSuffix(".") else {
            return "Invalid e-mail address"
        }
        return nil
    }
}
