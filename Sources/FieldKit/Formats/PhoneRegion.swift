/// A region of libphonenumber's metadata, named by its ISO 3166 code (`"DE"`).
///
/// Write a region as a string literal: `.phoneNumber(region: "GB")`. A code
/// FieldKit has no metadata for still formats international numbers typed
/// with `+`.
public struct PhoneRegion: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The upper-case region code.
    public let code: String

    /// The region with code `code` (case-insensitive).
    public init(_ code: String) { self.code = code.uppercased() }

    /// The region with code `value`.
    public init(stringLiteral value: String) { self.init(value) }

    /// Whether FieldKit has metadata for this region.
    public var isSupported: Bool { PhoneMetadata.shared.regions[code] != nil }

    /// The region's country calling code, such as 49 for `DE`.
    public var countryCode: Int? { PhoneMetadata.shared.regions[code]?.countryCode }

    /// Every region FieldKit has metadata for, sorted by code.
    public static var supported: [PhoneRegion] {
        PhoneMetadata.shared.regions.keys.sorted().map { PhoneRegion($0) }
    }

    /// The region code.
    public var description: String { code }
}

/// One way to lay out a national significant number (a class: rules are
/// iterated on every keystroke, and a reference is one retain, not a dozen).
final class PhoneLayoutRule: Sendable {
    let pattern: DigitPattern
    let groups: [(min: Int, max: Int)]
    /// The literal before each group, and after the last.
    let literals: [String]
    /// The national prefix formatting rule around the first group, e.g. ("(0", ")").
    let nationalPrefixRule: (before: String, after: String)?
    /// Leading digits patterns, most general first.
    let leading: [DigitPattern]
    let minimum: Int
    let maximum: Int
    /// Whether the national prefix formatting rule writes no prefix (none,
    /// `$1` or `($1)`): the layout is for numbers typed without it.
    let prefixFreeRule: Bool
    /// Whether the layout fits a number with or without the national prefix
    /// (optional when formatting, or a carrier-code rule).
    let prefixOptional: Bool
    /// Whether the layout leaves out its first group and writes a mobile
    /// token in its literals instead (Argentina's `$2 15-$3-$4` for the
    /// number 9 11 2345 6789): only for a number typed with that token.
    let omitsFirstGroup: Bool
    /// libphonenumber's domestic carrier code formatting rule around the
    /// first group, split at the carrier code and the group: Brazil's
    /// `0 $CC ($1)` is ("0 ", " (", ")").
    let carrierRule: (beforeCarrier: String, beforeGroup: String, afterGroup: String)?

    init(
        pattern: DigitPattern, groups: [(min: Int, max: Int)], literals: [String],
        nationalPrefixRule: (before: String, after: String)?, leading: [DigitPattern], minimum: Int,
        maximum: Int, prefixFreeRule: Bool = true, prefixOptional: Bool = false,
        omitsFirstGroup: Bool = false,
        carrierRule: (beforeCarrier: String, beforeGroup: String, afterGroup: String)? = nil
    ) {
        self.carrierRule = carrierRule
        self.omitsFirstGroup = omitsFirstGroup
        self.pattern = pattern
        self.groups = groups
        self.literals = literals
        self.nationalPrefixRule = nationalPrefixRule
        self.leading = leading
        self.minimum = minimum
        self.maximum = maximum
        self.prefixFreeRule = prefixFreeRule
        self.prefixOptional = prefixOptional
    }

    /// This layout with the domestic carrier code formatting rule `rule`
    /// (`0 $CC ($1)`), or as it is when the rule is not of that form.
    func withCarrierRule(_ rule: String) -> PhoneLayoutRule {
        let parts = rule.split(separator: "$CC", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        let rest = parts[1].split(separator: "$1", omittingEmptySubsequences: false)
        guard rest.count == 2 else { return self }
        return PhoneLayoutRule(
            pattern: pattern, groups: groups, literals: literals, nationalPrefixRule: nationalPrefixRule,
            leading: leading, minimum: minimum, maximum: maximum, prefixFreeRule: prefixFreeRule,
            prefixOptional: prefixOptional, omitsFirstGroup: omitsFirstGroup,
            carrierRule: (String(parts[0]), String(rest[0]), String(rest[1])))
    }

    /// Whether libphonenumber's as-you-type formatter offers this layout for a
    /// national number typed with (or without) its national prefix.
    func fits(typedWithPrefix: Bool) -> Bool {
        prefixOptional || (typedWithPrefix ? !prefixFreeRule : prefixFreeRule)
    }
}

/// A token some regions write nationally between the area code and the
/// subscriber number, standing for digits the number itself has before the
/// area code: Argentina's mobile `15` (`011 15-2345-6789` is the number
/// 9 11 2345 6789, written `+54 9 11 2345-6789` internationally), from
/// libphonenumber's national prefix for parsing and its transform rule.
struct PhoneMobileToken: Sendable {
    /// The area codes the token may follow.
    let area: DigitPattern
    /// The token as written (`15`).
    let token: [UInt8]
    /// The digits the number has before the area code instead (`9`).
    let insert: [UInt8]

    /// The area code's length when `digits` (a national number after its
    /// prefix) start with an area code and the token; the longest area first.
    func areaLength(in digits: ArraySlice<UInt8>) -> Int? {
        for length in stride(from: min(5, digits.count - token.count), through: 1, by: -1)
        where area.matches(digits.prefix(length)) && digits.dropFirst(length).starts(with: token) {
            return length
        }
        return nil
    }
}

/// A carrier code some regions dial after the national prefix, which is no
/// part of the number: Brazil's `0 15 11 91234 5678` is 11 91234 5678
/// (libphonenumber's national prefix for parsing `(?:0|90)(?:(carrier)(\d{10,11}))?`
/// with the transform rule `\2`).
struct PhoneCarrierCode: Sendable {
    /// The prefixes dialled before the carrier code (`0`, `90`).
    let prefixes: [[UInt8]]
    /// The carrier codes.
    let carrier: DigitPattern
    /// The fewest digits the number after the carrier code has.
    let minimum: Int

    /// Where the number after the carrier code starts in `digits` (a national
    /// number as typed, its prefix included), and whether it has its
    /// `minimum` digits yet; `nil` when `digits` do not start with a prefix
    /// and a carrier code.
    func numberStart(in digits: ArraySlice<UInt8>) -> (start: Int, complete: Bool)? {
        for prefix in prefixes where digits.starts(with: prefix) {
            let rest = digits.dropFirst(prefix.count)
            for length in 1...3 where length < rest.count && carrier.matches(rest.prefix(length)) {
                return (prefix.count + length, rest.count - length >= minimum)
            }
        }
        return nil
    }
}

/// What libphonenumber's parser reads before a national number beyond the
/// national prefix, from its national prefix for parsing and transform rule:
/// carrier and service codes (Korea's `081`, China's `17951`, Colombia's
/// `03`), a second prefix (Great Britain's `180020`), Gabon's `0` before the
/// numbers that drop it, Japan's `000[2569]...` numbers, which keep their
/// prefix, and local numbers read whole (Antigua's `460 1234`).
struct PhonePrefixRule: Sendable {
    /// One alternative of the national prefix for parsing, tried in order.
    struct Alternative: Sendable {
        /// What is removed (its longest match), or `nil` for an anchored one.
        let strip: DigitPattern?
        /// What must follow the removed digits (then `insert` goes before
        /// them), or, anchored, the whole number.
        let keep: DigitPattern?
        let insert: [UInt8]
        let anchored: Bool
    }

    let alternatives: [Alternative]
    /// The region's general number pattern: a number that matches it is
    /// kept as it is when what the rule leaves would not.
    let general: DigitPattern
    /// The lengths libphonenumber calls possible only locally.
    let localOnlyLengths: [Int]
    /// The most digits any alternative removes.
    let longestStrip: Int

    /// What libphonenumber's parser reads from the national number `digits`
    /// (its national prefix included, as typed): `nil` when no alternative
    /// matches; `digits` as they are when one does but what it leaves is no
    /// longer a number the original was, or has a length no number has and
    /// can no longer grow (`declined`), or is shorter than any number
    /// (`tooShort`: being typed); else the number it leaves, with its insert.
    func read(_ digits: ArraySlice<UInt8>, lengths: [Int])
        -> (number: [UInt8], declined: Bool, tooShort: Bool)?
    {
        var candidate: [UInt8]?
        for alternative in alternatives {
            if alternative.anchored {
                if alternative.keep?.matches(digits) ?? false {
                    candidate = alternative.insert + digits
                    break
                }
                continue
            }
            guard let strip = alternative.strip, let length = strip.longestPrefixMatch(digits.prefix(8)),
                length > 0
            else { continue }
            let rest = digits.dropFirst(length)
            if let keep = alternative.keep {
                guard keep.matchesPrefix(rest) else { continue }
                candidate = alternative.insert + rest
            } else {
                candidate = Array(rest)
            }
            break
        }
        guard let candidate else { return nil }
        if general.matches(digits) && !general.matches(candidate[...]) {
            return (Array(digits), true, false)
        }
        // libphonenumber's length test: too short, local only or between
        // the possible lengths keeps the digits as typed; too long does not.
        // Of a number that more digits could still complete, FieldKit calls
        // that too short: it is being typed.
        let n = candidate.count
        let shortest = lengths.min() ?? 0
        let longest = lengths.max() ?? 0
        if localOnlyLengths.contains(n) || n < shortest {
            return (Array(digits), false, true)
        }
        if n <= longest && !lengths.contains(n) {
            let growing = n < longest && general.couldMatch(afterMore: candidate[...])
            return (Array(digits), !growing, growing)
        }
        return (candidate, false, false)
    }
}

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
