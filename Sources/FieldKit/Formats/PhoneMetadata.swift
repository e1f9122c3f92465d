/// libphonenumber's metadata, parsed once from the generated table.
final class PhoneMetadata: Sendable {
    let regions: [String: PhoneRegionData]
    /// Main region of each country calling code.
    let mainRegion: [Int: String]
    /// Every region of each country calling code, main first, in the order
    /// libphonenumber tries them when telling them apart.
    let regionsByCode: [Int: [PhoneRegionData]]

    /// The calling codes (ASCII digits) of regions with a mobile token, so
    /// that other numbers skip the token's rewrite at no cost.
    let mobileTokenCodes: [[UInt8]]

    static let shared = PhoneMetadata(text: phoneMetadataText)

    /// One region's lines before its layouts are resolved.
    private struct Pending {
        var code: String
        var cc: Int
        var np: [UInt8]
        var lengths: [Int]
        var leading: DigitPattern?
        var idd: DigitPattern?
        var valid: DigitPattern?
        var national: [PhoneLayoutRule] = []
        var international: [PhoneLayoutRule] = []
        var parsingPrefixes: [[UInt8]] = []
        var mobileToken: PhoneMobileToken?
        var localNumber: (pattern: DigitPattern, prefix: [UInt8])?
        var carrierCode: PhoneCarrierCode?
        var prefixRule: PhonePrefixRule?
        var extensionPrefix: String?
    }

    init(text: String) {
        var pending: [String: Pending] = [:]
        var codeRegions: [Int: [String]] = [:]
        var current: Pending?
        var lastFormatRead = false
        func flush() {
            if let r = current { pending[r.code] = r }
            current = nil
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "C":
                if fields.count >= 3, let cc = Int(fields[1]) { codeRegions[cc] = Array(fields.dropFirst(2)) }
            case "R":
                flush()
                guard fields.count == 8, let cc = Int(fields[2]) else { continue }
                current = Pending(
                    code: fields[1], cc: cc, np: fields[3] == "-" ? [] : fields[3].utf8.map { $0 &- 48 },
                    lengths: fields[4].split(separator: ",").compactMap { Int($0) },
                    leading: fields[5] == "-" ? nil : DigitPattern(fields[5]),
                    idd: fields[6] == "-" ? nil : DigitPattern(fields[6]), valid: DigitPattern(fields[7]))
            case "F":
                lastFormatRead = false
                if fields.count >= 5,
                    let rule = Self.rule(
                        fields[1], fields[2], fields[3], Array(fields.dropFirst(5)),
                        optional: fields[4] == "o")
                {
                    current?.national.append(rule)
                    lastFormatRead = true
                }
            case "D":
                // The carrier code rule of the F line before it, if that was read.
                if fields.count == 2, lastFormatRead, let last = current?.national.popLast() {
                    current?.national.append(last.withCarrierRule(fields[1]))
                }
            case "T":
                if fields.count == 5, let area = DigitPattern(fields[2]) {
                    current?.mobileToken = PhoneMobileToken(
                        area: area, token: fields[3].utf8.map { $0 &- 48 },
                        insert: fields[4].utf8.map { $0 &- 48 })
                }
            case "L":
                if fields.count == 4, let pattern = DigitPattern(fields[2]) {
                    current?.localNumber = (pattern, fields[3].utf8.map { $0 &- 48 })
                }
            case "K":
                if fields.count == 6, let carrier = DigitPattern(fields[3]), let minimum = Int(fields[4]) {
                    current?.carrierCode = PhoneCarrierCode(
                        prefixes: fields[2].split(separator: ",").map { $0.utf8.map { $0 &- 48 } },
                        carrier: carrier, minimum: minimum)
                }
            case "P":
                if fields.count >= 6, let general = DigitPattern(fields[2]), let longest = Int(fields[4]) {
                    current?.prefixRule = PhonePrefixRule(
                        alternatives: fields.dropFirst(5).compactMap(Self.prefixAlternative),
                        general: general,
                        localOnlyLengths: fields[3].split(separator: ",").compactMap { Int($0) },
                        longestStrip: longest)
                }
            case "X":
                if fields.count == 3 { current?.extensionPrefix = fields[2] }
            case "N":
                current?.parsingPrefixes = fields.dropFirst(2).map { $0.utf8.map { $0 &- 48 } }
            case "I":
                if fields.count >= 3,
                    let rule = Self.rule(fields[1], fields[2], "-", Array(fields.dropFirst(3)))
                {
                    current?.international.append(rule)
                }
            default: continue
            }
        }
        flush()
        var regions: [String: PhoneRegionData] = [:]
        var mainRegion: [Int: String] = [:]
        for (cc, codes) in codeRegions { mainRegion[cc] = codes.first }
        for r in pending.values {
            // Layouts are the main region's, as libphonenumber's formatters
            // use them for every region of a shared code.
            let source = mainRegion[r.cc].flatMap { pending[$0] } ?? r
            // Layouts that leave out a group are only for numbers typed with
            // a mobile token; every other number keeps all its digits.
            let national = source.national.filter { !$0.omitsFirstGroup }
            // The extension's prefix is the main region's too (libphonenumber's
            // format_number); one the raw value cannot read back is " ext. ".
            let extensionPrefix = source.extensionPrefix.flatMap { prefix in
                Self.extensionPrefixReadsBack(prefix) ? prefix : nil
            }
            regions[r.code] = PhoneRegionData(
                code: r.code, countryCode: r.cc, nationalPrefix: r.np, lengths: r.lengths,
                leadingDigits: r.leading, internationalPrefix: r.idd,
                valid: r.valid, national: national,
                international: source.international.isEmpty ? national : source.international,
                tokenNational: source.national.filter(\.omitsFirstGroup),
                parsingPrefixes: r.parsingPrefixes, mobileToken: r.mobileToken, localNumber: r.localNumber,
                carrierCode: r.carrierCode, prefixRule: r.prefixRule,
                extensionPrefix: extensionPrefix ?? " ext. ")
        }
        self.regions = regions
        self.mainRegion = mainRegion
        self.mobileTokenCodes = Set(regions.values.filter { $0.mobileToken != nil }.map(\.countryCode))
            .sorted()
            .map { Array(String($0).utf8) }
        self.regionsByCode = codeRegions.mapValues { $0.compactMap { regions[$0] } }
    }

    /// One alternative of a `P` line: "strip keep insert anchored", `-` for empty.
    static func prefixAlternative(_ field: String) -> PhonePrefixRule.Alternative? {
        let parts = field.split(separator: " ").map(String.init)
        guard parts.count == 4 else { return nil }
        let strip = parts[0] == "-" ? nil : DigitPattern(parts[0])
        let keep = parts[1] == "-" ? nil : DigitPattern(parts[1])
        if (parts[0] != "-" && strip == nil) || (parts[1] != "-" && keep == nil) { return nil }
        return PhonePrefixRule.Alternative(
            strip: strip, keep: keep, insert: parts[2] == "-" ? [] : parts[2].utf8.map { $0 &- 48 },
            anchored: parts[3] == "$")
    }

    /// Whether a display holding `prefix` between a number and its extension
    /// scans back to the raw value's one `x`: `#`, or one `x` and no other
    /// character the phone format reads (" x", " ext. ", " Anexo ").
    static func extensionPrefixReadsBack(_ prefix: String) -> Bool {
        prefix == "#"
            || (prefix.filter { $0 == "x" }.count == 1
                && !prefix.contains { $0.isNumber || $0 == "+" || $0 == "#" })
    }

    /// The region the national number `national` of calling code `cc` belongs
    /// to, as libphonenumber decides it: among the code's regions in order, the
    /// first whose leading digits start the number, or, for a region without
    /// leading digits, whose number types match it. `nil` when none does.
    func region(ofNational national: ArraySlice<UInt8>, countryCode cc: Int) -> PhoneRegionData? {
        guard let candidates = regionsByCode[cc] else { return nil }
        if candidates.count == 1 { return candidates[0] }
        for region in candidates {
            if let leading = region.leadingDigits {
                if leading.matchesPrefix(national) { return region }
            } else if region.isValid(national) {
                return region
            }
        }
        return nil
    }

    /// The region a number still being typed most likely belongs to: the one
    /// ``region(ofNational:countryCode:)`` names, else the first region whose
    /// numbers could still start with these digits, else the code's main region.
    func likelyRegion(ofNational national: ArraySlice<UInt8>, countryCode cc: Int) -> PhoneRegionData? {
        guard let candidates = regionsByCode[cc], !candidates.isEmpty else { return nil }
        if let found = region(ofNational: national, countryCode: cc) { return found }
        for region in candidates {
            if let leading = region.leadingDigits {
                if leading.couldMatch(afterMore: national) || leading.matchesPrefix(national),
                    region.valid?.couldMatch(afterMore: national) ?? true
                {
                    return region
                }
            } else if region.valid?.couldMatch(afterMore: national) ?? true {
                return region
            }
        }
        return candidates[0]
    }

    /// A layout rule, or `nil` for one FieldKit cannot apply (a pattern that
    /// is not a plain sequence of groups, or a layout with digits in its
    /// literals, which would be mistaken for typed digits).
    static func rule(
        _ pattern: String, _ format: String, _ npRule: String, _ leading: [String], optional: Bool = false
    ) -> PhoneLayoutRule? {
        guard let compiled = DigitPattern(pattern), let groups = compiled.groupLengths else { return nil }
        var literals: [String] = []
        var literal = ""
        var expected = 1
        var chars = Array(format)
        chars.append(" ")
        // Argentina's mobile layouts leave out the first group (the 9) and
        // write the "15" the user typed in their literals.
        let omitsFirstGroup = format.hasPrefix("$2")
        if omitsFirstGroup {
            literals.append("")
            expected = 2
        }
        var i = 0
        while i < chars.count - 1 {
            if chars[i] == "$", let n = chars[i + 1].wholeNumberValue {
                guard n == expected else { return nil }
                literals.append(literal)
                literal = ""
                expected += 1
                i += 2
            } else {
                if chars[i].isNumber && !omitsFirstGroup { return nil }
                literal.append(chars[i])
                i += 1
            }
        }
        guard expected == groups.count + 1 else { return nil }
        literals.append(literal)
        var npPair: (String, String)?
        let ruleChars = Array(npRule)
        if npRule != "-",
            let at = ruleChars.indices.first(where: {
                $0 + 1 < ruleChars.count && ruleChars[$0] == "$" && ruleChars[$0 + 1] == "1"
            })
        {
            npPair = (String(ruleChars[..<at]), String(ruleChars[(at + 2)...]))
        }
        return PhoneLayoutRule(
            pattern: compiled, groups: groups, literals: literals, nationalPrefixRule: npPair,
            leading: leading.compactMap(DigitPattern.init),
            minimum: groups.reduce(0) { $0 + $1.min }, maximum: groups.reduce(0) { $0 + $1.max },
            prefixFreeRule: ["-", "$1", "($1)"].contains(npRule), prefixOptional: optional,
            omitsFirstGroup: omitsFirstGroup)
    }
}
