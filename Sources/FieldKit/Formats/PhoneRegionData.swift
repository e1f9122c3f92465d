/// The metadata of one region.
final class PhoneRegionData: Sendable {
    let code: String
    let countryCode: Int
    let nationalPrefix: [UInt8]
    /// The national prefixes a typed number may start with, longest first,
    /// when they are more than ``nationalPrefix`` (Belarus writes `8` but
    /// `80` and `0` are read too: libphonenumber's national prefix for
    /// parsing, `0|80?`).
    let parsingPrefixes: [[UInt8]]
    let lengths: [Int]
    /// The pattern that tells this region apart from the others sharing its
    /// calling code by the number's first digits (Kazakhstan's `7` within +7),
    /// or `nil` when only its number types do (Canada within +1).
    let leadingDigits: DigitPattern?
    /// The international call prefix dialled before a calling code instead
    /// of `+` ("00", "011", "810" ...).
    let internationalPrefix: DigitPattern?
    let valid: DigitPattern?
    let national: [PhoneLayoutRule]
    let international: [PhoneLayoutRule]
    /// Argentina's mobile `15`, or `nil`.
    let mobileToken: PhoneMobileToken?
    /// A local number dialled without its area code: a national number typed
    /// without the national prefix that wholly matches `pattern` is the
    /// number `prefix` + it (Antigua's `460 1234` is 268 460 1234), as
    /// libphonenumber's national prefix for parsing and transform rule read it.
    let localNumber: (pattern: DigitPattern, prefix: [UInt8])?
    /// Brazil's carrier codes, or `nil`.
    let carrierCode: PhoneCarrierCode?
    /// libphonenumber's national prefix for parsing, where it reads more
    /// than the national prefix, or `nil`.
    let prefixRule: PhonePrefixRule?
    /// The national layouts for a number typed with the mobile token, which
    /// leave out the digits the token stands for (``PhoneLayoutRule/omitsFirstGroup``).
    let tokenNational: [PhoneLayoutRule]
    /// What comes between the number and its extension in the display:
    /// libphonenumber's preferred extension prefix of the calling code's main
    /// region when it holds the `x` or is `#` that the raw value reads back
    /// (`" x"` for +44, `"#"` for +886), else `" ext. "`.
    let extensionPrefix: String

    init(
        code: String, countryCode: Int, nationalPrefix: [UInt8], lengths: [Int], leadingDigits: DigitPattern?,
        internationalPrefix: DigitPattern? = nil, valid: DigitPattern?, national: [PhoneLayoutRule],
        international: [PhoneLayoutRule], tokenNational: [PhoneLayoutRule] = [],
        parsingPrefixes: [[UInt8]] = [],
        mobileToken: PhoneMobileToken? = nil, localNumber: (pattern: DigitPattern, prefix: [UInt8])? = nil,
        carrierCode: PhoneCarrierCode? = nil, prefixRule: PhonePrefixRule? = nil,
        extensionPrefix: String = " ext. "
    ) {
        self.prefixRule = prefixRule
        self.localNumber = localNumber
        self.carrierCode = carrierCode
        self.tokenNational = tokenNational
        self.mobileToken = mobileToken
        self.extensionPrefix = extensionPrefix
        self.internationalPrefix = internationalPrefix
        self.parsingPrefixes = parsingPrefixes
        self.code = code
        self.countryCode = countryCode
        self.nationalPrefix = nationalPrefix
        self.lengths = lengths
        self.leadingDigits = leadingDigits
        self.valid = valid
        self.national = national
        self.international = international
    }

    /// Whether the complete national number `national` is one of this
    /// region's numbers: of a possible length and matching a number type.
    func isValid(_ national: ArraySlice<UInt8>) -> Bool {
        lengths.contains(national.count) && (valid?.matches(national) ?? true)
    }
}
