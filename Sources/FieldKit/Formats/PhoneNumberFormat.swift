/// A phone number formatted as the user types it, nationally for a region or
/// internationally after a `+`.
///
/// ```swift
/// let phone = PhoneNumberFormat.phoneNumber(region: "US")
/// phone.displayText(for: "2015550123")      // "(201) 555-0123"
/// phone.displayText(for: "+442079460000")   // "+44 20 7946 0000"
/// ```
///
/// The layouts come from libphonenumber's metadata (generated into the
/// package by `Scripts/gen_phone.py`). A number starting with `+` is laid out
/// in the international format of the region its country calling code
/// belongs to; otherwise it is laid out in `region`'s national format, with
/// the national prefix (`0`, `1`, `8` ...) shown the way the region writes it
/// when the user types it. The raw value is the digits, with a leading `+`
/// for an international number, then `x` and the digits of an extension
/// (`2015550123x123`, shown `(201) 555-0123 ext. 123`), which validity
/// ignores. Argentina's mobile `15` is read as libphonenumber reads it
/// (`011 15-2345-6789` is the number `+54 9 11 2345-6789`). See
/// `Guides/PhoneNumber.md`.
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
        return PhoneMetadata.shared.likelyRegion(
            ofNational: parsed.significant, countryCode: data.countryCode
        )
        .map { PhoneRegion($0.code) }
    }

    /// The region of an international number (one starting with `+`), told
    /// from its digits; `nil` for a national number or while the country
    /// calling code is incomplete or unknown. See ``region(of:default:)``.
    public static func region(of number: String) -> PhoneRegion? {
        let parsed = Parsed(digitsOf: DecimalDigits.normalized(number), region: "")
        guard parsed.international, let data = parsed.data else { return nil }
        return PhoneMetadata.shared.likelyRegion(
            ofNational: parsed.significant, countryCode: data.countryCode
        )
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
        /// The area code's length when the national number is written with
        /// the region's mobile token (Argentina's `11 15 2345 6789`).
        var tokenAreaLength: Int?
        /// The national significant number: `national`, or, written with the
        /// mobile token, the number it stands for (`9 11 2345 6789`), which
        /// decides the region and the validity.
        var significant: ArraySlice<UInt8> { transformed?[...] ?? national }
        /// The number a transform read, when one did (kept apart so that the
        /// common case holds no second reference to the digits).
        var transformed: [UInt8]?

        init(digitsOf text: String, region: String) {
            self.init(digitsOf: text, regionData: PhoneMetadata.shared.regions[region])
        }

        init(digitsOf text: String, regionData: PhoneRegionData?) {
            var digits: [UInt8] = []
            digits.reserveCapacity(text.utf8.count)
            var plus = false
            let utf8 = text.utf8
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let b = utf8[index]
                defer { index = utf8.index(after: index) }
                if b.isASCIIDigit {
                    digits.append(b - 48)
                } else if b == UInt8(ascii: "+") && digits.isEmpty {
                    plus = true
                } else if !digits.isEmpty && PhoneNumberFormat.isExtensionMark(b),
                    PhoneNumberFormat.isCharacterOfItsOwn(at: index, in: text)
                {
                    // The number ends where its extension starts.
                    break
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
                        readTransforms()
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
            readTransforms()
        }

        /// Reads the number as libphonenumber's parser does with its national
        /// prefix for parsing and transform rule: a local number typed
        /// without its area code (Antigua's `460 1234` is 268 460 1234), and
        /// Argentina's mobile token (`11 15 2345 6789` is the number
        /// 9 11 2345 6789). The token only when the digits as typed
        /// are not, and cannot become, one of the region's numbers (so
        /// `011 1523-4567` stays a Buenos Aires line), and the number the token
        /// stands for is or can still become one.
        mutating func readTransforms() {
            // libphonenumber's national prefix for parsing, where it reads
            // more than the national prefix (Korea's 081, Gabon's 0, Japan's
            // 003768): once what it leaves has a possible length, that is
            // the number, or, when that would not be a number, the digits
            // as typed; while it is too short the rules below still read
            // the number being typed.
            if !international, let rule = data?.prefixRule {
                var typed = Array(nationalPrefix)
                typed += national
                if let read = rule.read(typed[...], lengths: data?.lengths ?? []), !read.tooShort {
                    if read.number[...] != national { transformed = read.number }
                    return
                }
            }
            // A carrier code after the national prefix (Brazil's 0 15 11 ...).
            if !international, let carrier = data?.carrierCode {
                var typed = Array(nationalPrefix)
                typed += national
                if let (start, complete) = carrier.numberStart(in: typed[...]), complete {
                    transformed = Array(typed[start...])
                    return
                }
            }
            // A local number typed without its area code (Antigua's 460 1234).
            if !international, nationalPrefix.isEmpty, let local = data?.localNumber,
                local.pattern.matches(national)
            {
                transformed = local.prefix + national
                return
            }
            guard let data, let token = data.mobileToken, let area = token.areaLength(in: national) else {
                return
            }
            let longest = data.lengths.max() ?? 17
            if data.isValid(national)
                || (national.count < longest && (data.valid?.couldMatch(afterMore: national) ?? true))
            {
                return
            }
            let stands = token.insert + national.prefix(area) + national.dropFirst(area + token.token.count)
            guard stands.count <= longest,
                data.isValid(stands[...]) || (data.valid?.couldMatch(afterMore: stands[...]) ?? true)
            else { return }
            tokenAreaLength = area
            transformed = stands
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
        layoutRule(for: national, in: rules, prefixTyped: prefixTyped)?.rule
    }

    /// ``rule(for:in:prefixTyped:)``, and whether the rule's pattern matches
    /// the whole of `national` (a complete number) or only could after more digits.
    static func layoutRule(
        for national: ArraySlice<UInt8>, in rules: [PhoneLayoutRule], prefixTyped: Bool? = nil
    ) -> (rule: PhoneLayoutRule, whole: Bool)? {
        let n = national.count
        guard n >= 3 else { return nil }
        if let prefixTyped, rules.contains(where: { !$0.fits(typedWithPrefix: prefixTyped) }) {
            return layoutRule(for: national, in: rules.filter { $0.fits(typedWithPrefix: prefixTyped) })
        }
        for rule in rules where rule.maximum >= n && rule.minimum <= n {
            if let last = rule.leading.last, !last.matchesPrefix(national) { continue }
            if rule.pattern.matches(national) { return (rule, true) }
        }
        for rule in rules where rule.maximum >= n {
            if !rule.leading.isEmpty,
                !rule.leading[min(n - 3, rule.leading.count - 1)].matchesPrefix(national)
            {
                continue
            }
            if rule.pattern.couldMatch(afterMore: national) { return (rule, false) }
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

    /// The size of each group for `n` digits of a number still being typed,
    /// as libphonenumber's as-you-type template holds them: each group at
    /// its longest, filled from the left.
    static func fill(_ n: Int, _ groups: [(min: Int, max: Int)]) -> [Int] {
        var sizes: [Int] = []
        var left = n
        for g in groups {
            let take = min(g.max, left)
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
        if !international, let area = parsed.tokenAreaLength, let data = parsed.data,
            let shown = Self.tokenLayout(parsed, areaLength: area, data: data)
        {
            return shown
        }
        if !international, parsed.transformed != nil, let shown = Self.carrierLayout(parsed) {
            return shown
        }
        let rules = international ? parsed.data?.international ?? [] : parsed.data?.national ?? []
        let chosen = Self.layoutRule(
            for: parsed.national, in: rules, prefixTyped: international ? nil : !parsed.nationalPrefix.isEmpty
        )
        let rule = chosen?.rule
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
            // prefix when the layout's rule writes one, so not before a
            // layout is chosen (three national digits: Hungary's 0612), and
            // after NANPA's 1 once three digits are typed in all.
            let separated =
                (parsed.data?.countryCode == 1 && parsed.nationalPrefix.count + parsed.national.count >= 3)
                || rule?.nationalPrefixRule.map {
                    $0.before.contains(" ") || $0.before.contains("-")
                }
                    ?? false
            if separated && !parsed.national.isEmpty { out.append(32) }
        }
        guard let rule else {
            Self.appendDigits(parsed.national, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        // A complete number is split as its pattern matches it; one still
        // being typed fills libphonenumber's template, every group at its
        // longest, from the left (Korea's 02-2123 before 02-2123-4567).
        let sizes =
            chosen?.whole ?? false
            ? Self.split(parsed.national.count, rule.groups) : Self.fill(parsed.national.count, rule.groups)
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

    /// A complete national number dialled with a carrier code (Brazil's
    /// `0 15 11 91234 5678`, Korea's `081 2 2123 4567`), laid out as
    /// libphonenumber's `format_national_number_with_carrier_code` writes
    /// it (`0 15 (11) 91234-5678`, `081-2-2123-4567`): the layout of the
    /// number after the code, its carrier code rule around the first group.
    /// `nil` when the layout has no such rule or the rule would not write
    /// every digit as dialled (Brazil's `90` prefix, which it writes `0`).
    static func carrierLayout(_ parsed: Parsed) -> String? {
        guard let data = parsed.data, let number = parsed.transformed, parsed.tokenAreaLength == nil else {
            return nil
        }
        var typed = Array(parsed.nationalPrefix)
        typed += parsed.national
        guard typed.count > number.count, typed.suffix(number.count).elementsEqual(number),
            let rule = rule(for: number[...], in: data.national), let carrier = rule.carrierRule,
            rule.pattern.matches(number[...])
        else { return nil }
        // The digits the rule writes before the carrier code (its national
        // prefix) must be those dialled; the carrier code is what follows.
        var written: [UInt8] = []
        for b in carrier.beforeCarrier.utf8 where b.isASCIIDigit { written.append(b - 48) }
        let dialled = typed.prefix(typed.count - number.count)
        guard dialled.count > written.count, dialled.starts(with: written),
            !(carrier.beforeGroup + carrier.afterGroup).utf8.contains(where: \.isASCIIDigit),
            !rule.literals.joined().utf8.contains(where: \.isASCIIDigit)
        else { return nil }
        let sizes = split(number.count, rule.groups)
        var out: [UInt8] = []
        out.reserveCapacity(typed.count * 2 + 8)
        var rest = number[...]
        for (i, size) in sizes.enumerated() {
            out += rule.literals[i].utf8
            if i == 0 {
                out += carrier.beforeCarrier.utf8
                appendDigits(dialled.dropFirst(written.count), to: &out)
                out += carrier.beforeGroup.utf8
                appendDigits(rest.prefix(size), to: &out)
                out += carrier.afterGroup.utf8
            } else {
                appendDigits(rest.prefix(size), to: &out)
            }
            rest = rest.dropFirst(size)
        }
        out += rule.literals[rule.groups.count].utf8
        return String(decoding: out, as: UTF8.self)
    }

    /// A national number written with the region's mobile token, laid out
    /// as libphonenumber's national format writes the number it stands for
    /// (`011 15-2345-6789` for 9 11 2345 6789): the layout leaves out the
    /// digits the token stands for and writes the token where the user typed
    /// it. `nil` when no such layout places the typed digits in their order.
    static func tokenLayout(_ parsed: Parsed, areaLength: Int, data: PhoneRegionData) -> String? {
        guard let token = data.mobileToken,
            let rule = rule(for: parsed.significant, in: data.tokenNational), rule.groups.count >= 3
        else { return nil }
        let sizes = split(parsed.significant.count, rule.groups)
        // The literal before the third group holds the token, as typed.
        var tokenLiteral: [UInt8] = []
        for b in rule.literals[2].utf8 where b.isASCIIDigit { tokenLiteral.append(b - 48) }
        guard sizes[0] == token.insert.count, sizes[1] == areaLength, tokenLiteral == token.token else {
            return nil
        }
        var out: [UInt8] = []
        out.reserveCapacity(parsed.national.count * 2 + 4)
        appendDigits(parsed.nationalPrefix, to: &out)
        if !parsed.nationalPrefix.isEmpty,
            rule.nationalPrefixRule.map({ $0.before.contains(" ") || $0.before.contains("-") }) ?? false
        {
            out.append(32)
        }
        out += rule.literals[1].utf8
        appendDigits(parsed.national.prefix(areaLength), to: &out)
        var rest = parsed.national.dropFirst(areaLength + token.token.count)
        if sizes[2] > 0 {
            out += rule.literals[2].utf8
        } else {
            // Nothing after the token yet: the literal up to the token's end.
            let literal = Array(rule.literals[2].utf8)
            out += literal[...(literal.lastIndex(where: \.isASCIIDigit) ?? literal.count - 1)]
        }
        for (i, size) in sizes.enumerated().dropFirst(2) where size > 0 {
            if i > 2 { out += rule.literals[i].utf8 }
            appendDigits(rest.prefix(size), to: &out)
            rest = rest.dropFirst(size)
        }
        if sizes.last.map({ $0 > 0 }) ?? false, parsed.significant.count == rule.maximum {
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

    func rawByte(_ byte: UInt8) -> UInt8? {
        if byte.isASCIIDigit || byte == 43 || byte == Self.extensionMark { return byte }
        // Taiwan writes its extensions after a "#".
        return byte == 35 ? Self.extensionMark : nil
    }

    // MARK: Extensions

    /// The raw value's extension mark: `2015550123x123` is the number
    /// (201) 555-0123 with extension 123.
    static let extensionMark = UInt8(ascii: "x")

    /// The most digits an extension keeps (libphonenumber keeps up to 20).
    static let maximumExtensionDigits = 20

    /// Whether a byte typed or pasted after a digit starts the extension, as
    /// libphonenumber reads `x`, `#`, `;ext=`, `,` and the `x` of `ext.`,
    /// `extension` and `anexo` (their other letters are dropped).
    @inline(__always)
    static func isExtensionMark(_ byte: UInt8) -> Bool {
        byte == extensionMark || byte == UInt8(ascii: "X") || byte == 35 || byte == 59 || byte == 44
    }

    /// Whether the ASCII byte at `index` is a character of its own, not
    /// joined to the scalars after it (",\u{200D}"): the formats drop a
    /// joined character whole, so it is no mark.
    static func isCharacterOfItsOwn(at index: String.Index, in text: String) -> Bool {
        let next = text.utf8.index(after: index)
        if next == text.utf8.endIndex || text.utf8[next] < 0x80 { return true }
        return text[index...].first?.unicodeScalars.count == 1
    }

    /// Where the number ends and its extension starts in `raw`: the first
    /// extension mark after a digit, or `nil`. A mark inserted (`inserted`)
    /// before digits that were already there is dropped instead: an `x`
    /// typed into the middle of a number does not make its end an extension.
    static func extensionStart(in raw: [UInt8], inserted: Range<Int>? = nil) -> Int? {
        var sawDigit = false
        for (i, b) in raw.enumerated() {
            if b.isASCIIDigit {
                sawDigit = true
            } else if sawDigit && isExtensionMark(b) {
                if let inserted, inserted.contains(i),
                    raw[inserted.upperBound...].contains(where: \.isASCIIDigit)
                {
                    continue
                }
                return i
            }
        }
        return nil
    }

    /// The most digits an American-style extension holds (libphonenumber's
    /// limit when the extension has no label).
    static let maximumAmericanExtensionDigits = 6

    /// An extension written after the number American style, ending with
    /// `#` (`201-555-0123 123#`, which libphonenumber reads as extension
    /// 123), at the end of the text inserted at `range` in `bytes`: a
    /// complete number (valid for this format), one or more spaces or
    /// dashes, one to six digits, `#`, nothing but spaces after it and no
    /// digit after the insertion. Returns `bytes` with the separators
    /// written as the mark `x` and the `#` left out, and where the inserted
    /// text now ends; `nil` for anything else (then `#` is a mark as usual).
    func americanStyleExtension(in bytes: [UInt8], within range: Range<Int>) -> ([UInt8], Int)? {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        guard end - range.lowerBound >= 3, bytes[end - 1] == 35,
            !bytes[range.upperBound...].contains(where: \.isASCIIDigit)
        else { return nil }
        var start = end - 1
        while start > range.lowerBound, bytes[start - 1].isASCIIDigit { start -= 1 }
        let digits = end - 1 - start
        guard digits >= 1, digits <= Self.maximumAmericanExtensionDigits else { return nil }
        var separator = start
        while separator > range.lowerBound, bytes[separator - 1] == 32 || bytes[separator - 1] == 45 {
            separator -= 1
        }
        guard separator < start, separator > 0, bytes[separator - 1].isASCIIDigit,
            !bytes[..<separator].contains(where: Self.isExtensionMark)
        else { return nil }
        let number = String(decoding: bytes[..<separator], as: UTF8.self)
        guard Self.validity(of: number, region: region, requireValid: true) == .valid else { return nil }
        var out = Array(bytes[..<separator])
        out.append(Self.extensionMark)
        out += bytes[start..<(end - 1)]
        let insertedEnd = out.count
        out += bytes[range.upperBound...]
        return (out, insertedEnd)
    }

    /// Digits, and a `+` only before the first of them (as ``scan(_:)``).
    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        display.rawBytes(PhoneByteRule(format: self))
    }

    /// ``rawByte(_:)``, with a `+` kept only before every digit.
    struct PhoneByteRule: RawByteRule {
        let format: PhoneNumberFormat

        @inline(__always)
        func rawByte(_ byte: UInt8, kept: Int) -> UInt8? {
            guard let r = format.rawByte(byte), r != 43 || kept == 0 else { return nil }
            return r
        }
    }

    /// The most raw characters any edit can leave: the longest national limit
    /// (17 digits, a prefix and two more) or `+` and 15 digits, then the
    /// extension mark and its digits.
    static let maximumRawLength = 24 + 1 + maximumExtensionDigits

    /// The digits of `value`, with a `+` before the first one, laid out.
    ///
    /// Not limited to the region's length: deleting the `+` of a long
    /// international number keeps its digits, and its display must stay what it is.
    public func displayText(for value: String) -> String {
        var value = DecimalDigits.normalized(value)
        if value.utf8.last(where: { $0 != 32 && $0 != 9 }) == 35 {
            let bytes = Array(value.utf8)
            if let (rewritten, _) = americanStyleExtension(in: bytes, within: 0..<bytes.count) {
                value = String(decoding: rewritten, as: UTF8.self)
            }
        }
        var raw: [UInt8] = []
        var extensionDigits = -1
        var index = value.utf8.startIndex
        while index < value.utf8.endIndex {
            let b = value.utf8[index]
            defer { index = value.utf8.index(after: index) }
            if extensionDigits >= 0 {
                if b.isASCIIDigit && extensionDigits < Self.maximumExtensionDigits {
                    raw.append(b)
                    extensionDigits += 1
                }
            } else if b.isASCIIDigit || (b == 43 && raw.isEmpty) {
                // Up to the most an edit can leave: a number whose extension
                // mark was deleted holds the extension's digits too.
                if raw.count < Self.maximumRawLength { raw.append(b) }
            } else if Self.isExtensionMark(b), raw.contains(where: \.isASCIIDigit),
                Self.isCharacterOfItsOwn(at: index, in: value)
            {
                raw.append(Self.extensionMark)
                extensionDigits = 0
            }
        }
        return layoutBytes(Self.writingMobileTokenOut(raw, caret: 0).raw)
    }

    /// Keeps inserted digits, and a `+` at the very start; limits the length.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    /// Keeps the number's digits and `+` as below, and an extension after
    /// its first mark (``isExtensionMark(_:)``): the mark becomes `x`, then
    /// up to ``maximumExtensionDigits`` digits.
    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        if inserted.count > 2, let (rewritten, end) = americanStyleExtension(in: raw, within: inserted) {
            return acceptBytes(rewritten, inserted: inserted.lowerBound..<end)
        }
        guard let mark = Self.extensionStart(in: raw, inserted: inserted) else {
            let number = acceptNumberBytes(raw, inserted: inserted)
            return Self.writingMobileTokenOut(number.raw, caret: number.caret)
        }
        let numberInserted = min(inserted.lowerBound, mark)..<min(inserted.upperBound, mark)
        let number = acceptNumberBytes(Array(raw[..<mark]), inserted: numberInserted)
        // The extension's digits: those already there, then the inserted ones while they fit.
        var digits: [UInt8] = []
        var caret = number.raw.count + 1
        var room =
            Self.maximumExtensionDigits
            - raw[(mark + 1)...].enumerated().filter {
                $0.element.isASCIIDigit && !inserted.contains(mark + 1 + $0.offset)
            }.count
        for i in (mark + 1)..<raw.count where raw[i].isASCIIDigit {
            if inserted.contains(i) {
                guard room > 0 else { continue }
                room -= 1
            }
            digits.append(raw[i])
            if i < inserted.upperBound { caret = number.raw.count + 1 + digits.count }
        }
        if inserted.upperBound <= mark { caret = number.caret }
        let rewritten = Self.writingMobileTokenOut(number.raw, caret: caret)
        let shift = rewritten.raw.count - number.raw.count
        return (
            rewritten.raw + [Self.extensionMark] + digits,
            inserted.upperBound <= mark ? rewritten.caret : caret + shift
        )
    }

    /// The number part of ``acceptBytes(_:inserted:)``: digits, and a `+` only first.
    private func acceptNumberBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        let plus: UInt8 = 43
        var kept: [UInt8] = []
        kept.reserveCapacity(raw.count)
        for (i, b) in raw[..<inserted.lowerBound].enumerated() where b.isASCIIDigit || (b == plus && i == 0) {
            kept.append(b)
        }
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
        let tailDigits = tail.enumerated().filter {
            $0.element.isASCIIDigit || ($0.element == plus && $0.offset == 0 && keepsTailPlus)
        }
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
                let prefix = max(
                    data?.nationalPrefix.count ?? 0, data?.parsingPrefixes.first?.count ?? 0,
                    data?.prefixRule?.longestStrip ?? 0)
                digitLimit = prefix + (data?.lengths.max() ?? 15) + 2
            }
        }
        let limit = max(digitLimit + (international ? 1 : 0), keptBefore + tailDigits.count)
        kept.dropInsertedOverflow(after: keptBefore, tailCount: tailDigits.count, limit: limit)
        let caret = kept.count
        return (kept + tailDigits, caret)
    }

    /// The number in its region's national or international layout.
    public func layout(_ raw: [Character]) -> String { layoutBytes(raw.singleBytes) }

    func layoutBytes(_ raw: [UInt8]) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(raw.count)
        var mark: Int?
        for (i, b) in raw.enumerated() {
            if b.isASCIIDigit {
                digits.append(b - 48)
            } else if b == Self.extensionMark {
                mark = i
                break
            }
        }
        guard let mark else { return layoutDigits(digits[...], international: raw.first == 43) }
        // As libphonenumber's format_number: the number, the calling code's
        // extension prefix (" ext. ", " x" for +44), the extension's digits.
        let international = raw.first == 43
        var shown = layoutDigits(digits[...], international: international)
        let parsed = Parsed(digits: digits[...], international: international, regionData: data)
        shown += parsed.data?.extensionPrefix ?? " ext. "
        for b in raw[(mark + 1)...] where b.isASCIIDigit { shown.unicodeScalars.append(Unicode.Scalar(b)) }
        return shown
    }

    /// An international number written with its region's mobile token
    /// (`+54 11 15 2345 6789`), once complete, rewritten as the number the
    /// token stands for (`+54 9 11 2345 6789`), as libphonenumber parses and
    /// formats it; the caret keeps its place among the digits. Anything else
    /// is returned as it is.
    static func writingMobileTokenOut(_ raw: [UInt8], caret: Int) -> (raw: [UInt8], caret: Int) {
        guard raw.first == 43, raw.count > 4,
            PhoneMetadata.shared.mobileTokenCodes.contains(where: { raw.dropFirst().starts(with: $0) })
        else { return (raw, caret) }
        var digits: [UInt8] = []
        for b in raw where b.isASCIIDigit { digits.append(b - 48) }
        let parsed = Parsed(digits: digits[...], international: true, regionData: nil)
        guard let area = parsed.tokenAreaLength, let data = parsed.data, let token = data.mobileToken,
            data.isValid(parsed.significant)
        else { return (raw, caret) }
        let start = 1 + parsed.countryCodeDigits.count
        let tokenStart = start + area
        let tokenEnd = tokenStart + token.token.count
        var out = Array(raw[..<start])
        out += token.insert.map { $0 + 48 }
        out += raw[start..<tokenStart]
        out += raw[tokenEnd...]
        let moved: Int
        if caret <= start {
            moved = caret
        } else if caret <= tokenStart {
            moved = caret + token.insert.count
        } else if caret <= tokenEnd {
            moved = tokenStart + token.insert.count
        } else {
            moved = caret + token.insert.count - token.token.count
        }
        return (out, moved)
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
        let national = parsed.significant
        if national.isEmpty { return .incomplete }
        let metadata = PhoneMetadata.shared
        let candidates = metadata.regionsByCode[data.countryCode] ?? [data]
        let longest = candidates.compactMap { $0.lengths.max() }.max() ?? 17
        // A number still being typed after a carrier code (Brazil's 0 15 11 9123)
        // can grow, however many digits the carrier code and prefix add.
        let couldFollowCarrier =
            !parsed.international
            && (data.carrierCode.flatMap { carrier in
                let typed = Array(parsed.nationalPrefix) + Array(parsed.national)
                return carrier.numberStart(in: typed[...]).map { start, _ in
                    data.valid?.couldMatch(afterMore: typed[start...]) ?? true
                }
            } ?? false)
        if national.count > longest && !couldFollowCarrier { return .invalid(.tooManyDigits) }
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
        // A local number still being typed (Antigua's 460 123) can grow too.
        let couldBeLocal =
            !parsed.international && parsed.nationalPrefix.isEmpty
            && (data.localNumber?.pattern.couldMatch(afterMore: parsed.national) ?? false)
        // A number whose prefix a rule reads differently once complete
        // (Colombia's 03 ... is a carrier code) can grow as typed too.
        let couldGrowAsTyped =
            parsed.transformed != nil && !parsed.international && parsed.tokenAreaLength == nil
            && parsed.national.count < longest
            && candidates.contains { $0.valid?.couldMatch(afterMore: parsed.national) ?? true }
        let couldGrow =
            couldBeLocal || couldFollowCarrier || couldGrowAsTyped
            || candidates.contains { c in
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

    /// Read character by character: a listener checks it digit by digit.
    public var isReadCharacterByCharacter: Bool { true }
}

extension InputFormat where Self == PhoneNumberFormat {
    /// A phone number laid out as you type for `region`; see ``PhoneNumberFormat``.
    public static func phoneNumber(region: PhoneRegion) -> PhoneNumberFormat {
        PhoneNumberFormat(region: region)
    }
}
