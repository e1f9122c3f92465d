/// An International Bank Account Number: upper-cased, in groups of four.
///
/// Letters and digits are kept and upper-cased; everything else (spaces,
/// dashes, the `IBAN` of a printed `IBAN DE89 ...` is not stripped) is dropped.
/// Once the country code is typed the value is limited to that country's
/// length, and every character is checked against the country's BBAN
/// structure from the SWIFT IBAN registry; a complete value must pass the
/// ISO 7064 mod-97 check.
///
/// ```swift
/// IBANFormat.iban.displayText(for: "de89370400440532013000")   // "DE89 3704 0044 0532 0130 00"
/// ```
///
/// The raw value has no spaces. See `Guides/IBAN.md`.
public struct IBANFormat: RawInputFormat, Hashable, ContextFreeSingleByteRules {
    /// The longest IBAN of any country.
    public static let maximumLength = 34

    /// The IBAN format.
    public init() {}

    /// One country's entry in the IBAN registry.
    public struct Country: Sendable, Hashable {
        /// The ISO 3166 country code, for example `DE`.
        public let code: String
        /// The length of the country's IBANs, country code and check digits included.
        public let length: Int
        /// The BBAN structure in SWIFT notation without `!`, for example `8n10n`.
        public let structure: String
        /// Whether the country is experimental (published, not in the registry proper).
        public let isExperimental: Bool
        /// For each BBAN position: `n`, `a`, `c` or `e` as ASCII.
        let kinds: [UInt8]
    }

    /// The countries of the SWIFT IBAN registry, by country code.
    public static let countries: [String: Country] = {
        var table: [String: Country] = [:]
        for (code, length, structure, experimental) in ibanRegistryTable {
            var kinds: [UInt8] = []
            var count = 0
            for byte in structure.utf8 {
                if byte.isASCIIDigit {
                    count = count * 10 + Int(byte - 48)
                } else {
                    kinds += repeatElement(byte, count: count)
                    count = 0
                }
            }
            table[code] = Country(
                code: code, length: length, structure: structure, isExperimental: experimental, kinds: kinds)
        }
        return table
    }()

    /// The registry entry for the country an IBAN starts with, or `nil`.
    public static func country(of iban: String) -> Country? {
        let letters = iban.lazy.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(2)
        guard letters.count == 2 else { return nil }
        return countries[String(letters).uppercased()]
    }

    /// Letters and digits are raw, upper-cased.
    public func scan(_ displayText: String) -> RawScan { scanBytes(displayText) }

    /// The letters and digits of `value` (at most 34), upper-cased, in groups of four.
    ///
    /// Not limited to the country's length: changing the country code keeps
    /// what follows, and its display must stay what it is.
    public func displayText(for value: String) -> String {
        let value = DecimalDigits.normalized(value)
        var raw: [UInt8] = []
        for b in value.utf8 where raw.count < Self.maximumLength {
            if let r = rawByte(b) { raw.append(r) }
        }
        return layoutBytes(raw)
    }

    func rawByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57, 65...90: byte
        case 97...122: byte - 32
        default: nil
        }
    }

    /// Keeps inserted ASCII letters and digits, upper-cased, up to the country's length.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        kept.reserveCapacity(raw.count)
        for b in raw[inserted] {
            if let r = rawByte(b) { kept.append(r) }
        }
        let tail = raw[inserted.upperBound...]
        let code = (kept + tail.prefix(2)).prefix(2)
        let length = code.count == 2 ? Self.countries[String(decoding: code, as: UTF8.self)]?.length : nil
        kept.dropInsertedOverflow(
            after: inserted.lowerBound, tailCount: tail.count, limit: length ?? Self.maximumLength)
        let caret = kept.count
        return (kept + tail, caret)
    }

    /// Groups of four separated by spaces.
    public func layout(_ raw: [Character]) -> String { layoutBytes(raw.singleBytes) }

    func layoutBytes(_ raw: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count + raw.count / 4)
        for (i, b) in raw.enumerated() {
            if i > 0 && i % 4 == 0 { out.append(32) }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Applies `edit` on bytes when the text is ASCII, with the rules of every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applySingleByte(edit, to: state) ?? applyGeneral(edit, to: state)
    }

    /// Incomplete while shorter than the country's length and right so far;
    /// invalid for an unknown country, a character the structure does not
    /// allow, a failed mod-97 check, or failed national check digits where the
    /// country defines them (``checksNationalDigits(of:)``; for Germany, the
    /// check method of the account's bank).
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        let bytes = raw.compactMap(\.singleByte)
        return Self.validity(ofBytes: bytes)
    }

    static func validity(ofBytes bytes: [UInt8]) -> FormatValidity {
        func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        if bytes.isEmpty { return .incomplete }
        for b in bytes.prefix(2) where !isUpper(b) { return .invalid(.ibanCountryCodeExpected) }
        if bytes.count < 2 { return .incomplete }
        guard let country = countries[String(decoding: bytes.prefix(2), as: UTF8.self)] else {
            return .invalid(.unknownCountry(code: String(decoding: bytes.prefix(2), as: UTF8.self)))
        }
        for b in bytes.dropFirst(2).prefix(2) where !b.isASCIIDigit {
            return .invalid(.ibanCheckDigitsNotDigits)
        }
        if bytes.count > country.length { return .invalid(.ibanTooLong(country: country.code)) }
        for (kind, b) in zip(country.kinds, bytes.dropFirst(4)) {
            let ok =
                switch kind {
                case UInt8(ascii: "n"): b.isASCIIDigit
                case UInt8(ascii: "a"): isUpper(b)
                case UInt8(ascii: "e"): b == 32
                default: b.isASCIIDigit || isUpper(b)
                }
            if !ok { return .invalid(.ibanAccountInvalid(country: country.code)) }
        }
        if bytes.count < country.length { return .incomplete }
        if mod97(bytes) != 1 { return .invalid(.ibanChecksumFailed) }
        if let national = IBANNationalCheck.byCountry[country.code],
            !national.isValid(bban: bytes.dropFirst(4))
        {
            return .invalid(.ibanNationalCheckFailed(country: country.code))
        }
        if country.code == "DE", GermanAccountCheck.verdict(bban: bytes.dropFirst(4)) == .invalid {
            return .invalid(.ibanNationalCheckFailed(country: "DE"))
        }
        return .valid
    }

    /// Whether FieldKit checks `country`'s national check digits (Belgium,
    /// Spain, France, Italy's CIN ...: every country whose national check
    /// schwifty validates; see `Guides/IBAN.md`). Germany's check depends on
    /// the bank: `true` for `DE`, and ``checksNationalDigits(ofIBAN:)`` says
    /// whether one German IBAN's bank is checked.
    public static func checksNationalDigits(of country: String) -> Bool {
        let code = country.uppercased()
        return code == "DE" || IBANNationalCheck.byCountry[code] != nil
    }

    /// Whether the national check digits of `iban` are checked: its country
    /// has a national check and, for Germany, the registry lists its bank
    /// code with a check method FieldKit implements that has a check digit
    /// (78% of German bank codes; method `09` has none, and an unknown bank
    /// code or an unimplemented method is not checked, never invalid).
    /// Spaces and lower case are allowed, as in a pasted IBAN.
    public static func checksNationalDigits(ofIBAN iban: String) -> Bool {
        var bytes: [UInt8] = []
        for b in iban.utf8 {
            switch b {
            case 48...57, 65...90: bytes.append(b)
            case 97...122: bytes.append(b - 32)
            default: continue
            }
        }
        guard bytes.count >= 2 else { return false }
        let code = String(decoding: bytes.prefix(2), as: UTF8.self)
        guard code == "DE" else { return IBANNationalCheck.byCountry[code] != nil }
        guard bytes.count == 22, bytes.dropFirst(4).allSatisfy(\.isASCIIDigit) else { return false }
        var bankCode = 0
        for b in bytes[4..<12] { bankCode = bankCode * 10 + Int(b - 48) }
        return GermanAccountCheck.hasCheckDigit(bank: bankCode)
    }

    /// ISO 7064 MOD 97-10 of the IBAN with its first four characters moved to
    /// the end and letters counted as 10–35.
    static func mod97(_ bytes: [UInt8]) -> Int {
        var remainder = 0
        for b in bytes.dropFirst(4) + bytes.prefix(4) {
            if b.isASCIIDigit {
                remainder = (remainder * 10 + Int(b - 48)) % 97
            } else {
                remainder = (remainder * 100 + Int(b) - 55) % 97
            }
        }
        return remainder
    }
}

extension IBANFormat {
    /// Left to right in every language, also in a right-to-left interface.
    public var isLeftToRightContent: Bool { true }

    /// Read character by character: a listener checks it digit by digit.
    public var isReadCharacterByCharacter: Bool { true }
}

extension InputFormat where Self == IBANFormat {
    /// An IBAN in groups of four; see ``IBANFormat``.
    public static var iban: IBANFormat { IBANFormat() }
}
