/// Why a value is not valid, or not complete yet: a value code can inspect,
/// never a sentence.
///
/// Formats report one in ``FormatValidity/invalid(_:)`` and validators in
/// ``ValidationResult/reason``. The sentence a user reads is made from the
/// reason at the edge, for a locale, by ``MessageCatalog``:
///
/// ```swift
/// let validity = IBANFormat().validity(of: "DE88 3704 0044 0532 0130 00")
/// validity == .invalid(.ibanChecksumFailed)                      // true
/// MessageCatalog(locale: "de_DE").message(for: .ibanChecksumFailed)
/// // "Ungültige IBAN-Prüfziffern"
/// ```
///
/// ``custom(_:)`` carries an app's own text: FieldKit shows it as it is, in
/// every language, so an app that ships several languages passes the text for
/// the current one (or overrides messages in ``MessageCatalog``).
public enum ValidationReason: Sendable, Hashable, CustomStringConvertible {
    /// A required field is empty.
    case required
    /// Fewer characters than `minimum`.
    case tooShort(minimum: Int)
    /// More characters than `maximum`.
    case tooLong(maximum: Int)
    /// Not complete yet, with nothing more specific to say.
    case incomplete
    /// More digits than the format holds (an expiry date, a security code, a phone number).
    case tooManyDigits
    /// A card number that is not complete yet.
    case cardNumberIncomplete
    /// Digits that start no known card number.
    case unknownCardNumber
    /// More digits than any number of `brand` has.
    case cardNumberTooLong(brand: CardBrand)
    /// A card number whose Luhn check digit does not match (a typo).
    case checksumFailed
    /// An expiry month outside 01–12.
    case invalidMonth
    /// An expiry date before the current month.
    case expired
    /// An expiry date that is not complete yet.
    case expiryDateIncomplete
    /// An IBAN that does not start with two letters.
    case ibanCountryCodeExpected
    /// An IBAN whose country (ISO 3166 alpha-2 `code`) does not issue IBANs.
    case unknownCountry(code: String)
    /// An IBAN whose third and fourth characters are not digits.
    case ibanCheckDigitsNotDigits
    /// An IBAN longer than the IBANs of `country`.
    case ibanTooLong(country: String)
    /// An IBAN whose account part does not have the structure `country` uses.
    case ibanAccountInvalid(country: String)
    /// An IBAN whose mod-97 check digits do not match (a typo).
    case ibanChecksumFailed
    /// An IBAN of `country` whose own check digits match but whose national
    /// check digits (the bank's, inside the account part) do not: an IBAN
    /// built from a wrong account number.
    case ibanNationalCheckFailed(country: String)
    /// An IBAN that is not complete yet.
    case ibanIncomplete
    /// A `+` number whose country calling code does not exist.
    case unknownCallingCode
    /// Digits that are no phone number of `region` (a CLDR region code such as `"DE"`).
    case notAPhoneNumber(region: String)
    /// A phone number that is not complete yet.
    case phoneNumberIncomplete
    /// An e-mail address that cannot be one.
    case invalidEmail
    /// An e-mail address that is not complete yet.
    case emailIncomplete
    /// An amount field that holds no digit yet.
    case amountIncomplete
    /// An app's own message, shown as it is.
    case custom(String)

    /// The case and its arguments, such as `tooShort(minimum: 3)`; for logs, not for users.
    public var description: String {
        switch self {
        case .tooShort(let minimum): "tooShort(minimum: \(minimum))"
        case .tooLong(let maximum): "tooLong(maximum: \(maximum))"
        case .cardNumberTooLong(let brand): "cardNumberTooLong(brand: \(brand))"
        case .unknownCountry(let code): "unknownCountry(code: \(code))"
        case .ibanTooLong(let country): "ibanTooLong(country: \(country))"
        case .ibanAccountInvalid(let country): "ibanAccountInvalid(country: \(country))"
        case .ibanNationalCheckFailed(let country): "ibanNationalCheckFailed(country: \(country))"
        case .notAPhoneNumber(let region): "notAPhoneNumber(region: \(region))"
        case .custom(let text): "custom(\(text))"
        default: "\(key.map { "\($0)" } ?? "")"
        }
    }

    /// The catalog entry of this reason; `nil` for ``custom(_:)``.
    public var key: MessageKey? {
        switch self {
        case .required: .required
        case .tooShort: .tooShort
        case .tooLong: .tooLong
        case .incomplete: .incomplete
        case .tooManyDigits: .tooManyDigits
        case .cardNumberIncomplete: .cardNumberIncomplete
        case .unknownCardNumber: .unknownCardNumber
        case .cardNumberTooLong: .cardNumberTooLong
        case .checksumFailed: .checksumFailed
        case .invalidMonth: .invalidMonth
        case .expired: .expired
        case .expiryDateIncomplete: .expiryDateIncomplete
        case .ibanCountryCodeExpected: .ibanCountryCodeExpected
        case .unknownCountry: .unknownCountry
        case .ibanCheckDigitsNotDigits: .ibanCheckDigitsNotDigits
        case .ibanTooLong: .ibanTooLong
        case .ibanAccountInvalid: .ibanAccountInvalid
        case .ibanChecksumFailed: .ibanChecksumFailed
        case .ibanNationalCheckFailed: .ibanNationalCheckFailed
        case .ibanIncomplete: .ibanIncomplete
        case .unknownCallingCode: .unknownCallingCode
        case .notAPhoneNumber: .notAPhoneNumber
        case .phoneNumberIncomplete: .phoneNumberIncomplete
        case .invalidEmail: .invalidEmail
        case .emailIncomplete: .emailIncomplete
        case .amountIncomplete: .amountIncomplete
        case .custom: nil
        }
    }

    /// The values for the placeholders of this reason's message.
    public var arguments: [MessageKey.Placeholder: String] {
        switch self {
        case .tooShort(let minimum): [.minimum: "\(minimum)"]
        case .tooLong(let maximum): [.maximum: "\(maximum)"]
        case .cardNumberTooLong(let brand): [.brand: brand.description]
        case .unknownCountry(let code): [.country: code]
        case .ibanTooLong(let country), .ibanAccountInvalid(let country),
            .ibanNationalCheckFailed(let country):
            [.country: country]
        case .notAPhoneNumber(let region): [.region: region]
        default: [:]
        }
    }
}
