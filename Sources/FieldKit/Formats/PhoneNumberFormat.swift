/// A phone number formatted as the user types it, nationally for a region or
/// internationally after a `+`.
///
/// ```swift
/// .inputFormat(.phoneNumber(region: "US"))   // "2015550123" shows "(201) 555-0123"
///                                             // "+442079460000" shows "+44 20 7946 0000"
/// ```
///
/// The layouts come from libphonenumber's metadata (generated into the
/// package by `Scripts/gen_phone.py`). A number starting with `+` is laid out
/// in the international format of the region its country calling code
/// belongs to; otherwise it is laid out in `region`'s national format, with
/// the national prefix (`0`, `1`, `8` ...) shown the way the region writes it
/// when the user types it. The raw value is the digits, with a leading `+`
/// for an international number. See `Guides/PhoneNumber.md`.
public struct PhoneNumberFormat: RawInputFormat, Hashable, ContextFreeSingleByteRules {
    /// The region whose national numbers the user types without `+`.
    public let region: PhoneRegion
    /// The region's metadata, looked up once.
    let data: PhoneRegionData?

    /// The longest number accepted: E.164 allows 15 digits after `+`.
    public static let maximumInternationalDigits = 15

    /// A phone number format for `region`.
    public init(region: PhoneRegion) {
        self.region = region
        data = PhoneMetadata.shared.regions[region.code]
    }

    /// Formats for the same region are equal.
    public static func == (a: PhoneNumberFormat, b: PhoneNumberFormat) -> Bool { a.region == b.region }

    /// Hashes the region.
    public func hash(into hasher: inout Hasher) { hasher.combine(region) }

    /// The region a number belongs to, told from its digits as libphonenumber
    /// does: after a `+`, the region of its country calling code that the
    /// number's leading digits or number types pick (`+1 506 234 5678` is
    /// Canada, `+7 712 345 6789` Kazakhstan, `+44 1534 ...` Jersey); without
    /// one, the same among the regions sharing `region`'s calling code.
    ///
    /// While the number is incomplete, the answer is the region it can still
    /// become (the code's main region when every region could); `nil` while the
    /// country calling code is incomplete or unknown.
    ///
    /// Digits of other scripts count as their ASCII digits, as the format reads them.
    public static func region(of number: String, default region: PhoneRegion) -> PhoneRegion? {
        let parsed = Parsed(digitsOf: DecimalDigits.normalized(number), region: region.code)
        guard let data = parsed.data else { return nil }
        if !parsed.international, parsed.national.isEmpty { return region }
        return PhoneMetadata.shared.likelyRegion(ofNational: parsed.national, countryCode: data.countryCode)
            .map { PhoneRegion($0.code) }
    }

    /// The region of an international number (one starting with `+`), told
    /// from its digits; `nil` for a national number or while the country
    /// calling code is incomplete or unknown. See ``region(of:default:)``.
    public static func region(of number: String) -> PhoneRegion? {
        let parsed = Parsed(digitsOf: DecimalDigits.normalized(number), region: "")
        guard parsed.international, let data = parsed.data else { return nil }
        return PhoneMetadata.shared.likelyRegion(ofNational: parsed.national, countryCode: data.countryCode)
            .map { PhoneRegion($0.code) }
    }

    /// A number split into what the layout needs.
    struct Parsed {
        var international = false
        /// The international call prefix typed instead of `+` ("011", "00"), if any.
        var internationalPrefix: ArraySlice<UInt8> = []
        var countryCodeDigits: ArraySlice<UInt8> = []
        var nationalPrefix: ArraySlice<UInt8> = []
        var national: ArraySlice<UInt8> = []
        var data: PhoneRegionData?
        /// Whether the country calling code could still become a known one.
        var codePending = false

        init(digitsOf text: String, region: String) {
            self.init(digitsOf: text, regionData: PhoneMetadata.shared.regions[region])
        }

        init(digitsOf text: String, regionData: PhoneRegionData?) {
            var digits: [UInt8] = []
            digits.reserveCapacity(text.utf8.count)
            var plus = false
            for b in text.utf8 {
                if b.isASCIIDigit {
                    digits.append(b - 48)
                } else if b == UInt8(ascii: "+") && digits.isEmpty {
                    plus = true
                }
            }
            self.init(digits: digits[...], international: plus, regionData: regionData)
        }

        init(digits: ArraySlice<UInt8>, international: Bool, regionData: PhoneRegionData?) {
            let metadata = PhoneMetadata.shared
            self.international = international
            if international {
                // No calling code starts with 0: "+07" is not Russia's 7.
                for length in 1...3 where length <= digits.count && digits.first != 0 {
                    var cc = 0
                    for d in digits.prefix(length) { cc = cc * 10 + Int(d) }
                    if let main = metadata.mainRegion[cc] {
                        countryCodeDigits = digits.prefix(length)
                        national = digits.dropFirst(length)
                        data = metadata.regions[main]
                        return
                    }
                }
                countryCodeDigits = digits.prefix(3)
                national = digits.dropFirst(3)
                codePending = digits.count < 3 && Self.codeCouldFollow(digits, in: metadata)
                return
            }
            if let idd = Self.internationalPrefix(of: digits, in: regionData) {
                var dialled = Parsed(
                    digits: digits.dropFirst(idd.count), international: true, regionData: regionData)
                dialled.internationalPrefix = idd
                self = dialled
                return
            }
            data = regionData
            national = digits
            guard let data else { return }
            // The longest prefix the region reads (as libphonenumber's greedy
            // national prefix for parsing), or its own national prefix.
            if let np = data.parsingPrefixes.first(where: { digits.starts(with: $0) })
                ?? (!data.nationalPrefix.isEmpty && digits.starts(with: data.nationalPrefix)
                    ? data.nationalPrefix : nil)
            {
                nationalPrefix = digits.prefix(np.count)
                national = digits.dropFirst(np.count)
            }
        }

        /// The region's international call prefix at the start of a national
        /// number, once three digits are typed (as libphonenumber's
        /// as-you-type formatter) and a calling code follows or still can.
        /// A one-digit prefix is never taken: it is a national prefix too.
        static func internationalPrefix(of digits: ArraySlice<UInt8>, in data: PhoneRegionData?)
            -> ArraySlice<UInt8>?
        {
            guard digits.count >= 3, let pattern = data?.internationalPrefix else { return nil }
            for length in 2...min(5, digits.count) where pattern.matches(digits.prefix(length)) {
                let rest = digits.dropFirst(length)
                if rest.isEmpty { return digits.prefix(length) }
                // Calling codes never start with 0: "018 00..." in Israel is a national number.
                if rest.first == 0 { return nil }
                var cc = 0
                for (i, d) in rest.prefix(3).enumerated() {
                    cc = cc * 10 + Int(d)
                    if PhoneMetadata.shared.mainRegion[cc] != nil { return digits.prefix(length) }
                    if i == rest.count - 1, codeCouldFollow(rest, in: PhoneMetadata.shared) {
                        return digits.prefix(length)
                    }
                }
                return nil
            }
            return nil
        }

        static func codeCouldFollow(_ digits: ArraySlice<UInt8>, in metadata: PhoneMetadata) -> Bool {
            var typed = ""
            append(digits, to: &typed)
            return metadata.mainRegion.keys.contains { String($0).hasPrefix(typed) }
        }
    }

    // MARK: Layout

    /// The rule to lay out `national` with: the first whose leading digits and
    /// whole pattern match a complete number, else the first that fits so far.
    ///
    /// For a national number, as libphonenumber's as-you-type formatter, only
    /// the layouts for numbers typed with the national prefix when it was
    /// typed (`prefixTyped`), and only the others when it was not.
    static func rule(
        for national: ArraySlice<UInt8>, in rules: [PhoneLayoutRule], prefixTyped: Bool? = nil
    ) -> PhoneLayoutRule? {
        let n = national.count
        guard n >= 3 else { return nil }
        if let prefixTyped, rules.contains(where: { !$0.fits(typedWithPrefix: prefixTyped) }) {
            return rule(for: national, in: rules.filter { $0.fits(typedWithPrefix: prefixTyped) })
        }
        for rule in rules where rule.maximum >= n && rule.minimum <= n {
            if let last = rule.leading.last, !last.matchesPrefix(national) { continue }
            if rule.pattern.matches(national) { return rule }
        }
        for rule in rules where rule.maximum >= n {
            if !rule.leading.isEmpty,
                !rule.leading[min(n - 3, rule.leading.count - 1)].matchesPrefix(national)
            {
                continue
            }
            if rule.pattern.couldMatch(afterMore: national) { return rule }
        }
        return nil
    }

    /// The size of each group for `n` digits: as many as fit in each group
    /// while the later ones can still get their minimum.
    static func split(_ n: Int, _ groups: [(min: Int, max: Int)]) -> [Int] {
        var sizes: [Int] = []
        var left = n
        var minimumAfter = groups.reduce(0) { $0 + $1.min }
        for g in groups {
            minimumAfter -= g.min
            let take = max(0, min(g.max, max(g.min, left - minimumAfter), left))
            sizes.append(take)
            left -= take
        }
        if left > 0, !sizes.isEmpty { sizes[sizes.count - 1] += left }
        return sizes
    }

    @inline(__always)
    static func appendDigits(_ digits: ArraySlice<UInt8>, to out: inout [UInt8]) {
        for d in digits { out.append(d + 48) }
    }

    static func append(_ digits: ArraySlice<UInt8>, to out: inout String) {
        for d in digits { out.unicodeScalars.append(Unicode.Scalar(d + 48)) }
    }

    /// The display text for digits (and a leading `+`).
    func layoutDigits(_ digits: ArraySlice<UInt8>, international: Bool) -> String {
        let parsed = Parsed(digits: digits, international: international, regionData: data)
        let international = parsed.international
        var out: [UInt8] = []
        out.reserveCapacity(digits.count * 2 + 4)
        let rules = international ? parsed.data?.international ?? [] : parsed.data?.national ?? []
        let rule = Self.rule(
            for: parsed.national, in: rules, prefixTyped: international ? nil : !parsed.nationalPrefix.isEmpty
        )
        // As libphonenumber's as-you-type formatter: once three national
        // digits are typed and no layout fits them (too long, or a region
        // without layouts), the number is shown as typed, without separators.
        if rule == nil, parsed.national.count >= 3 {
            if international && parsed.internationalPrefix.isEmpty { out.append(43) }
            Self.appendDigits(parsed.internationalPrefix, to: &out)
            Self.appendDigits(parsed.countryCodeDigits, to: &out)
            Self.appendDigits(parsed.nationalPrefix, to: &out)
            Self.appendDigits(parsed.national, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        if international {
            if parsed.internationalPrefix.isEmpty {
                out.append(43)
            } else {
                // Dialled with the prefix: "011 44 20 ...", as libphonenumber shows it.
                Self.appendDigits(parsed.internationalPrefix, to: &out)
                out.append(32)
            }
            Self.appendDigits(parsed.countryCodeDigits, to: &out)
            guard parsed.data != nil else {
                Self.appendDigits(parsed.national, to: &out)
                return String(decoding: out, as: UTF8.self)
            }
            // A known calling code of two or three digits is followed by a
            // space at once, as libphonenumber shows it ("+44 ", but "+1").
            if !parsed.national.isEmpty || parsed.countryCodeDigits.count > 1 { out.append(32) }
        }
        if !parsed.nationalPrefix.isEmpty {
            Self.appendDigits(parsed.nationalPrefix, to: &out)
            // As libphonenumber's as-you-type formatter: a space after the
            // prefix when the region's rule writes one (or for NANPA's 1).
            let separated =
                parsed.data?.countryCode == 1
                || (rule ?? rules.first)?.nationalPrefixRule.map {
                    $0.before.contains(" ") || $0.before.contains("-")
                }
                    ?? false
            if separated && !parsed.national.isEmpty { out.append(32) }
        }
        guard let rule else {
            Self.appendDigits(parsed.national, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        let sizes = Self.split(parsed.national.count, rule.groups)
        var rest = parsed.national
        for (i, size) in sizes.enumerated() where size > 0 {
            out += rule.literals[i].utf8
            Self.appendDigits(rest.prefix(size), to: &out)
            rest = rest.dropFirst(size)
        }
        if sizes.count == rule.groups.count, sizes.last.map({ $0 > 0 }) ?? false,
            parsed.national.count == rule.maximum
        {
            out += rule.literals[rule.groups.count].utf8
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: RawInputFormat

    /// Digits are raw, and a `+` before the first digit.
    public func scan(_ displayText: String) -> RawScan {
        var result = scanBytes(displayText)
        // A plus after the first raw character is not part of the number.
        var i = 1
        while i < result.characters.count {
            if result.characters[i] == "+" {
                result.characters.remove(at: i)
                result.ends.remove(at: i)
            } else {
                i += 1
            }
        }
        return result
    }

    func rawByte(_ byte: UInt8) -> UInt8? { (byte.isASCIIDigit) || byte == 43 ? byte : nil }

    /// Digits, and a `+` only before the first of them (as ``scan(_:)``).
    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        var raw: [UInt8] = []
        var ends: [Int] = []
        raw.reserveCapacity(display.count)
        ends.reserveCapacity(display.count)
        for (i, b) in display.enumerated() where (b.isASCIIDigit) || (b == 43 && raw.isEmpty) {
            raw.append(b)
            ends.append(i + 1)
        }
        return (raw, ends)
    }

    /// The most raw characters any edit can leave: the longest national limit
    /// (17 digits, a prefix and two more) or `+` and 15 digits.
    static let maximumRawLength = 24

    /// The digits of `value`, with a `+` before the first one, laid out.
    ///
    /// Not limited to the region's length: deleting the `+` of a long
    /// international number keeps its digits, and its display must stay what it is.
    public func displayText(for value: String) -> String {
        let value = DecimalDigits.normalized(value)
        var raw: [UInt8] = []
        for b in value.utf8 where raw.count < Self.maximumRawLength {
            if b.isASCIIDigit || (b == 43 && raw.isEmpty) { raw.append(b) }
        }
        return layoutBytes(raw)
    }

    /// Keeps inserted digits, and a `+` at the very start; limits the length.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        let plus: UInt8 = 43
        var kept: [UInt8] = []
        kept.reserveCapacity(raw.count)
        for (i, b) in raw[..<inserted.lowerBound].enumerated() where b != plus || i == 0 { kept.append(b) }
        var tail = raw[inserted.upperBound...]
        if kept.isEmpty, tail.first == plus, raw[inserted].first != plus {
            // Digits typed before the plus go after it: the plus stays first.
            kept.append(plus)
            tail = tail.dropFirst()
        }
        let tailStartsWithPlus = tail.first == plus
        // What was there before the edit point (with a plus moved before
        // typed digits): never cut, like the tail.
        let keptBefore = kept.count
        for b in raw[inserted] {
            if b.isASCIIDigit {
                kept.append(b)
            } else if b == plus, kept.isEmpty, !tailStartsWithPlus {
                kept.append(b)
            }
        }
        let keepsTailPlus = tailStartsWithPlus && kept.isEmpty
        let tailDigits = tail.enumerated().filter { $0.element != plus || ($0.offset == 0 && keepsTailPlus) }
            .map(\.element)
        let international = (kept.first ?? tailDigits.first) == plus
        let digitLimit: Int
        if international {
            digitLimit = Self.maximumInternationalDigits
        } else {
            // Two more than the longest number: room for a carrier or mobile
            // token some regions write nationally (Argentina's "15"); after an
            // international call prefix ("011"), E.164's 15 digits.
            var digits: [UInt8] = []
            for b in (kept + tailDigits).prefix(8) where b != plus { digits.append(b &- 48) }
            if let idd = Parsed.internationalPrefix(of: digits[...], in: data) {
                digitLimit = idd.count + Self.maximumInternationalDigits
            } else {
                let prefix = max(data?.nationalPrefix.count ?? 0, data?.parsingPrefixes.first?.count ?? 0)
                digitLimit = prefix + (data?.lengths.max() ?? 15) + 2
            }
        }
        let limit = max(digitLimit + (international ? 1 : 0), keptBefore + tailDigits.count)
        if kept.count + tailDigits.count > limit {
            kept.removeLast(min(kept.count - keptBefore, kept.count + tailDigits.count - limit))
        }
        let caret = kept.count
        return (kept + tailDigits, caret)
    }

    /// The number in its region's national or international layout.
    public func layout(_ raw: [Character]) -> String { layoutBytes(raw.singleBytes) }

    func layoutBytes(_ raw: [UInt8]) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(raw.count)
        for b in raw where b.isASCIIDigit { digits.append(b - 48) }
        return layoutDigits(digits[...], international: raw.first == 43)
    }

    /// Applies `edit` on bytes when the text is ASCII, with the rules of every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applySingleByte(edit, to: state) ?? applyGeneral(edit, to: state)
    }

    /// Valid when the number matches its region's metadata; incomplete while
    /// more digits could make it so; invalid otherwise.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        Self.validity(of: String(raw), region: region, requireValid: true)
    }

    /// Whether `number` is a complete number for `region` (or for the region of
    /// its `+` code): of a possible length, and, with `requireValid`, matching
    /// one of the region's number types.
    static func validity(of number: String, region: PhoneRegion, requireValid: Bool) -> FormatValidity {
        let parsed = Parsed(digitsOf: number, region: region.code)
        if parsed.international && parsed.countryCodeDigits.isEmpty { return .incomplete }
        guard let data = parsed.data else {
            if parsed.international {
                return parsed.codePending ? .incomplete : .invalid(.unknownCallingCode)
            }
            return parsed.national.isEmpty ? .incomplete : .valid
        }
        let national = parsed.national
        if national.isEmpty { return .incomplete }
        let metadata = PhoneMetadata.shared
        let candidates = metadata.regionsByCode[data.countryCode] ?? [data]
        let longest = candidates.compactMap { $0.lengths.max() }.max() ?? 17
        if national.count > longest { return .invalid(.tooManyDigits) }
        if requireValid {
            // The region the digits pick decides, as in libphonenumber: a
            // number of Kazakhstan's range is checked against Kazakhstan only.
            if let owner = metadata.region(ofNational: national, countryCode: data.countryCode),
                owner.isValid(national)
            {
                return .valid
            }
        } else if candidates.contains(where: { $0.lengths.contains(national.count) }) {
            return .valid
        }
        let couldGrow = candidates.contains { c in
            national.count < (c.lengths.max() ?? 17)
                && (!requireValid || (c.valid?.couldMatch(afterMore: national) ?? true))
        }
        return couldGrow
            ? .incomplete
            : .invalid(.notAPhoneNumber(region: (parsed.international ? data.code : region.code)))
    }
}

extension PhoneNumberFormat {
    /// Left to right in every language, also in a right-to-left interface.
    public var isLeftToRightContent: Bool { true }
}

extension InputFormat where Self == PhoneNumberFormat {
    /// A phone number laid out as you type for `region`; see ``PhoneNumberFormat``.
    public static func phoneNumber(region: PhoneRegion) -> PhoneNumberFormat {
        PhoneNumberFormat(region: region)
    }
}
