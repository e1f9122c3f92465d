/// One entry of FieldKit's message table: the default message of a
/// ``ValidationReason``, or a label or accessibility text an adapter shows.
///
/// Every key has a text in every ``MessageLanguage``; a test fails when one
/// is missing. A text may hold placeholders, written `{minimum}`, which
/// ``MessageCatalog`` fills from the reason's ``ValidationReason/arguments``.
public enum MessageKey: String, Sendable, Hashable, CaseIterable {
    /// ``ValidationReason/required``.
    case required
    /// ``ValidationReason/tooShort(minimum:)``; placeholder `{minimum}`.
    case tooShort
    /// ``ValidationReason/tooLong(maximum:)``; placeholder `{maximum}`.
    case tooLong
    /// ``ValidationReason/incomplete``.
    case incomplete
    /// ``ValidationReason/tooManyDigits``.
    case tooManyDigits
    /// ``ValidationReason/cardNumberIncomplete``.
    case cardNumberIncomplete
    /// ``ValidationReason/unknownCardNumber``.
    case unknownCardNumber
    /// ``ValidationReason/cardNumberTooLong(brand:)``; placeholder `{brand}`.
    case cardNumberTooLong
    /// ``ValidationReason/checksumFailed``.
    case checksumFailed
    /// ``ValidationReason/invalidMonth``.
    case invalidMonth
    /// ``ValidationReason/expired``.
    case expired
    /// ``ValidationReason/expiryDateIncomplete``.
    case expiryDateIncomplete
    /// ``ValidationReason/ibanCountryCodeExpected``.
    case ibanCountryCodeExpected
    /// ``ValidationReason/unknownCountry(code:)``; placeholder `{country}`.
    case unknownCountry
    /// ``ValidationReason/ibanCheckDigitsNotDigits``.
    case ibanCheckDigitsNotDigits
    /// ``ValidationReason/ibanTooLong(country:)``; placeholder `{country}`.
    case ibanTooLong
    /// ``ValidationReason/ibanAccountInvalid(country:)``; placeholder `{country}`.
    case ibanAccountInvalid
    /// ``ValidationReason/ibanChecksumFailed``.
    case ibanChecksumFailed
    /// ``ValidationReason/ibanNationalCheckFailed(country:)``; placeholder `{country}`.
    case ibanNationalCheckFailed
    /// ``ValidationReason/ibanIncomplete``.
    case ibanIncomplete
    /// ``ValidationReason/unknownCallingCode``.
    case unknownCallingCode
    /// ``ValidationReason/notAPhoneNumber(region:)``; placeholder `{region}`.
    case notAPhoneNumber
    /// ``ValidationReason/phoneNumberIncomplete``.
    case phoneNumberIncomplete
    /// ``ValidationReason/invalidEmail``.
    case invalidEmail
    /// ``ValidationReason/emailIncomplete``.
    case emailIncomplete
    /// ``ValidationReason/amountIncomplete``.
    case amountIncomplete
    /// The focus toolbar's button that moves to the previous field.
    case toolbarPrevious
    /// The focus toolbar's button that moves to the next field.
    case toolbarNext
    /// The focus toolbar's button that ends editing.
    case toolbarDone
    /// The accessibility label of the previous-field button when it shows an icon.
    case previousField
    /// The accessibility label of the next-field button when it shows an icon.
    case nextField
    /// The accessibility label of a card brand badge; placeholder `{brand}`.
    case cardBrand
    /// The accessibility label of a card brand badge when no brand is known yet.
    case cardBrandUnknown
    /// ``InputRejection/Reason/notAccepted``: the format left out characters
    /// it does not accept; placeholder `{count}`.
    case charactersNotAccepted
    /// ``InputRejection/Reason/tooLong(maximumLength:)``: a paste was cut at the
    /// field's bound; placeholders `{count}`, `{maximum}`.
    case charactersCut
    /// ``InputRejection/Reason/refusedByWidget``: the toolkit's widget was full;
    /// placeholder `{count}`.
    case charactersRefusedByWidget
    /// Announced after a failed submit: how many fields need attention;
    /// placeholder `{count}`.
    case fieldsNeedAttention
    /// Announced when an error appears on a field the user has just left:
    /// the field's name and its message; placeholders `{field}`, `{message}`.
    case fieldMessage
    /// The accessibility label of the Previous / Next / Done toolbar.
    case formToolbar
    /// Said of a required field that shows no error.
    case requiredField
    /// ``InputRejection/Reason/noFractionDigits(currency:)`` with a currency:
    /// a decimal separator (and what followed it) in an amount whose currency
    /// has no minor units; placeholders `{count}`, `{currency}`.
    case currencyHasNoFractionDigits
    /// ``InputRejection/Reason/noFractionDigits(currency:)`` without a
    /// currency: a decimal separator in a field of whole numbers; placeholder `{count}`.
    case wholeNumbersOnly

    /// A value a message can show, written `{name}` in the message's text.
    public enum Placeholder: String, Sendable, Hashable, CaseIterable {
        /// A minimum count.
        case minimum
        /// A maximum count.
        case maximum
        /// A card brand's name, such as `Visa`.
        case brand
        /// An ISO 3166 country code, such as `DE`.
        case country
        /// A CLDR region code, such as `DE`.
        case region
        /// How many characters (a count, as digits).
        case count
        /// A field's name, its visible label.
        case field
        /// A message shown under a field.
        case message
        /// An ISO 4217 currency code, such as `JPY`.
        case currency
    }

    /// The placeholder whose count picks the text's plural form
    /// (FieldKit keeps a form per ``PluralCategory`` where a language needs it).
    public var pluralPlaceholder: Placeholder? {
        switch self {
        case .tooShort: .minimum
        case .tooLong: .maximum
        default: nil
        }
    }

    /// The placeholders this key's text must contain.
    public var placeholders: [Placeholder] {
        switch self {
        case .tooShort: [.minimum]
        case .tooLong: [.maximum]
        case .charactersNotAccepted, .charactersRefusedByWidget, .wholeNumbersOnly, .fieldsNeedAttention:
            [.count]
        case .fieldMessage: [.field, .message]
        case .currencyHasNoFractionDigits: [.count, .currency]
        case .charactersCut: [.count, .maximum]
        case .cardNumberTooLong, .cardBrand: [.brand]
        case .unknownCountry, .ibanTooLong, .ibanAccountInvalid, .ibanNationalCheckFailed: [.country]
        case .notAPhoneNumber: [.region]
        default: []
        }
    }
}
