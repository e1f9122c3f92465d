import CGtk4
import FieldKit
import FieldKitGtk

/// The checkout form's fields: the form's keys, in focus order; the raw
/// values are the names of the stdout contract.
enum CheckoutField: String, CaseIterable, Hashable, Sendable {
    case name, email, phone, address, card, expiry, cvc, iban, amount
}

/// The checkout form's fields, formats and validators, in focus order.
@MainActor
enum CheckoutForm {

    /// A new checkout form. Phone numbers without `+` are read in
    /// `phoneRegion`; the amount is in `currency` as the process locale writes it.
    static func make(phoneRegion: String, currency: String, securityCodeLabel: String) -> FormModel<
        CheckoutField
    > {
        let region = PhoneRegion(phoneRegion)
        let form = FormModel([
            FieldModel(CheckoutField.name, validator: .required()),
            FieldModel(
                CheckoutField.email, format: CharacterFormat.filter { !$0.isWhitespace },
                validator: .required().and(.email())),
            FieldModel(
                CheckoutField.phone, format: .phoneNumber(region: region),
                validator: .required().and(.phoneNumber(region: region))),
            FieldModel(CheckoutField.address, validator: .required()),
            FieldModel(
                CheckoutField.card, format: .cardNumber, privacy: .cardNumber,
                validator: .required().and(.cardNumber()),
                cardBrand: { CardNumberFormat.brand(of: $0)?.description }),
            FieldModel(
                CheckoutField.expiry, format: .expiryDate(now: currentMonth),
                validator: .required().and(.expiryDate(now: currentMonth))),
            FieldModel(CheckoutField.cvc, privacy: .secure),
            FieldModel(CheckoutField.iban, format: .iban, validator: .required().and(.iban())),
            FieldModel(
                CheckoutField.amount, format: .amount(currency: currency, locale: ProcessLocale.current),
                validator: .required(), incompleteReason: .amountIncomplete),
        ])
        // The security code's length, rule and name follow the card's brand
        // as the user types the number (or pastes it, or the app fills it).
        form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:)) { brand in
            securityCode(for: brand, label: securityCodeLabel)
        }
        return form
    }

    /// The security code's format, rule and label for the card brand typed
    /// so far: four digits for American Express, three for the others, and
    /// the name the brand's cards print ("CID" for American Express).
    static func securityCode(for brand: CardBrand?, label: String) -> FieldRule {
        let format = CardSecurityCodeFormat.cardSecurityCode(brand: brand)
        return FieldRule(
            format: format,
            validator: .required().and(
                .formatComplete(format, incomplete: .tooShort(minimum: format.maximumLength))),
            label: brand.flatMap(securityCodeName).map { "\(label) (\($0))" } ?? label)
    }

    /// What a brand's cards call their security code.
    private static func securityCodeName(_ brand: CardBrand) -> String? {
        switch brand {
        case .visa: "CVV2"
        case .mastercard, .maestro: "CVC2"
        case .americanExpress, .discover: "CID"
        case .jcb: "CAV2"
        case .unionPay: "CVN2"
        case .dinersClub: "CVV"
        case .mir: "CVP2"
        }
    }

    /// This month, from the local clock: cards that expired before it are invalid.
    private static let currentMonth: @Sendable () -> YearMonth = {
        guard let now = g_date_time_new_now_local() else { return YearMonth(year: 2000, month: 1) }
        defer { g_date_time_unref(now) }
        return YearMonth(year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)))
    }
}
