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
        case .charactersNotAccepted, .charactersRefusedByWidget, .fieldsNeedAttention: [.count]
        case .fieldMessage: [.field, .message]
        case .charactersCut: [.count, .maximum]
        case .cardNumberTooLong, .cardBrand: [.brand]
        case .unknownCountry, .ibanTooLong, .ibanAccountInvalid, .ibanNationalCheckFailed: [.country]
        case .notAPhoneNumber: [.region]
        default: []
        }
    }
}

/// A language FieldKit ships messages in.
public enum MessageLanguage: String, Sendable, Hashable, CaseIterable {
    /// English, the fallback.
    case english = "en"
    /// German.
    case german = "de"
    /// Italian.
    case italian = "it"
    /// Korean.
    case korean = "ko"
    /// Russian.
    case russian = "ru"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"
    /// Japanese.
    case japanese = "ja"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"
    /// Arabic.
    case arabic = "ar"

    /// The shipped language for `locale`, or `nil` when FieldKit has none
    /// (Chinese in the Traditional script, or written for Taiwan, Hong Kong
    /// or Macao, is not Simplified Chinese).
    public init?(_ locale: LocaleIdentifier) {
        if locale.language == "zh" {
            let traditional =
                locale.script == "Hant"
                || (locale.script == nil && ["TW", "HK", "MO"].contains(locale.region ?? ""))
            if traditional { return nil }
            self = .simplifiedChinese
            return
        }
        guard let language = MessageLanguage(rawValue: locale.language), language != .simplifiedChinese else {
            return nil
        }
        self = language
    }

    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { self == .arabic }
}
