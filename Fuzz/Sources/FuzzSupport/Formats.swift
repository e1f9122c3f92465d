import FieldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every format the harnesses drive, by name, so a crash report says which.
///
/// Add each new format here: the coordinator and format harnesses pick from
/// this list, so one entry puts a format under both.
public enum FuzzFormats {
    /// One format under test.
    public struct Entry: Sendable {
        /// The expression that builds it, for messages.
        public var name: String
        /// The format.
        public var format: any InputFormat
        /// Whether the format keeps the user's raw characters as typed and
        /// never invents any (masks); amounts and dates rewrite what was typed
        /// ("4" becomes "04/" in an expiry date) and are checked only for the
        /// general invariants.
        public var keepsTypedCharacters: Bool
        /// A known, reported bug this format still has; such entries are
        /// left out of runs unless `FUZZ_ALL` is set, so CI stays green
        /// while the owner fixes it. RELIABILITY.md lists each one.
        public var openFinding: String? = nil
    }

    /// Whether `FUZZ_ALL` is set: runs then include formats with open findings.
    public static let includesOpenFindings = getenv("FUZZ_ALL") != nil

    /// The entry the next input byte names, or `nil` when it has an open
    /// finding and `FUZZ_ALL` is not set. Indices into ``all`` never change
    /// with the findings, so a saved reproducer keeps naming its format.
    public static func pick(_ input: inout FuzzInput) -> Entry? {
        let entry = input.pick(all)
        return entry.openFinding == nil || includesOpenFindings ? entry : nil
    }

    /// The formats.
    public static let all: [Entry] = [
        Entry(name: "identity", format: IdentityFormat(), keepsTypedCharacters: true),
        Entry(name: "digits", format: .digits, keepsTypedCharacters: true),
        Entry(name: "digits(max: 4)", format: .digits(max: 4), keepsTypedCharacters: true),
        Entry(name: "letters", format: .letters, keepsTypedCharacters: true),
        Entry(
            name: "alphanumeric.uppercased().maxLength(9)", format: .alphanumeric.uppercased().maxLength(9),
            keepsTypedCharacters: true),
        Entry(name: "uppercased", format: .uppercased, keepsTypedCharacters: true),
        Entry(name: "maxLength(0)", format: .maxLength(0), keepsTypedCharacters: true),
        Entry(name: "maxLength(3)", format: .maxLength(3), keepsTypedCharacters: true),
        Entry(name: "filter(not space)", format: .filter { $0 != " " }, keepsTypedCharacters: true),
        Entry(
            name: "pattern(+1 (###) ###-####)", format: .pattern("+1 (###) ###-####"),
            keepsTypedCharacters: true),
        Entry(
            name: "pattern(@@## ####[ ####])", format: .pattern("@@## ####[ ####]"),
            keepsTypedCharacters: true),
        Entry(name: "pattern(####{ ####})", format: .pattern("####{ ####}"), keepsTypedCharacters: true),
        Entry(name: "pattern(\\#*-*)", format: .pattern("\\#*-*"), keepsTypedCharacters: true),
        Entry(
            name: "uppercased.then(pattern(@@ ###))",
            format: CharacterFormat.uppercased.then(PatternFormat("@@ ###")), keepsTypedCharacters: true),
        Entry(
            name: "cardNumber", format: .cardNumber, keepsTypedCharacters: true),
        Entry(
            name: "cardSecurityCode(nil)", format: .cardSecurityCode(brand: nil), keepsTypedCharacters: true),
        Entry(
            name: "cardSecurityCode(amex)", format: .cardSecurityCode(brand: .americanExpress),
            keepsTypedCharacters: true),
        Entry(
            name: "iban", format: .iban, keepsTypedCharacters: true),
        Entry(
            name: "expiryDate(2026-11)", format: .expiryDate(now: { YearMonth(year: 2026, month: 11) }),
            keepsTypedCharacters: false),
        Entry(name: "decimal()", format: .decimal(), keepsTypedCharacters: false),
        Entry(
            name: "decimal(. , 0 digits, 6 int, € prefix)",
            format: .decimal(grouping: ".", decimal: ",", fractionDigits: 0, integerDigits: 6, prefix: "€ "),
            keepsTypedCharacters: false),
        Entry(
            name: "decimal(no grouping, 3 digits, suffix)",
            format: .decimal(grouping: nil, fractionDigits: 3, suffix: " kg"), keepsTypedCharacters: false),
        Entry(
            name: "phoneNumber(US)", format: .phoneNumber(region: "US"), keepsTypedCharacters: true),
        Entry(
            name: "phoneNumber(DE)", format: .phoneNumber(region: "DE"), keepsTypedCharacters: true),
        Entry(
            name: "phoneNumber(GB)", format: .phoneNumber(region: "GB"), keepsTypedCharacters: true),
        Entry(
            name: "phoneNumber(JP)", format: .phoneNumber(region: "JP"), keepsTypedCharacters: true),
        // The locale-aware amounts: appended, so the entries above keep their indices.
        Entry(
            name: "amount(EUR, de_DE)", format: .amount(currency: "EUR", locale: "de_DE"),
            keepsTypedCharacters: false),
        Entry(
            name: "amount(USD, en_US)", format: .amount(currency: "USD", locale: "en_US"),
            keepsTypedCharacters: false),
        Entry(
            name: "amount(JPY, ja_JP)", format: .amount(currency: "JPY", locale: "ja_JP"),
            keepsTypedCharacters: false),
        Entry(name: "decimal(locale: fr_FR)", format: .decimal(locale: "fr_FR"), keepsTypedCharacters: false),
    ]
}
