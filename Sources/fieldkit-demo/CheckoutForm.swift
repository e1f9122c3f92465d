import CGtk4
import FieldKit

/// The checkout form's fields, formats and validators, in focus order.
@MainActor
enum CheckoutForm {
    /// The field keys of the stdout contract, in focus order.
    static let order = ["name", "email", "phone", "address", "card", "expiry", "cvc", "iban"]

    /// A new checkout form. Phone numbers without `+` are read in `phoneRegion`.
    static func make(phoneRegion: String) -> FormModel {
        let region = PhoneRegion(phoneRegion)
        return FormModel([
            FieldModel("name", validator: .required("Enter your full name")),
            FieldModel(
                "email", format: CharacterFormat.filter { !$0.isWhitespace },
                validator: .required("Enter your e-mail address").and(.email())),
            FieldModel(
                "phone", format: .phoneNumber(region: region),
                validator: .required("Enter your phone number").and(.phoneNumber(region: region))),
            FieldModel("address", validator: .required("Enter your delivery address")),
            FieldModel(
                "card", format: .cardNumber, privacy: .cardNumber,
                validator: .required("Enter your card number").and(.cardNumber()),
                cardBrand: { CardNumberFormat.brand(of: $0)?.description }),
            FieldModel(
                "expiry", format: .expiryDate(now: currentMonth),
                validator: .required("Enter the expiry date").and(.expiryDate(now: currentMonth))),
            FieldModel(
                "cvc", format: securityCode(for: nil).0, privacy: .secure, validator: securityCode(for: nil).1
            ),
            FieldModel("iban", format: .iban, validator: .required("Enter your IBAN").and(.iban())),
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
}
