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

    init(
        pattern: DigitPattern, groups: [(min: Int, max: Int)], literals: [String],
        nationalPrefixRule: (before: String, after: String)?, leading: [DigitPattern], minimum: Int,
        maximum: Int
    ) {
        self.pattern = pattern
        self.groups = groups
        self.literals = literals
        self.nationalPrefixRule = nationalPrefixRule
        self.leading = leading
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// The metadata of one region.
final class PhoneRegionData: Sendable {
    let code: String
    let countryCode: Int
    let nationalPrefix: [UInt8]
    let lengths: [Int]
    let valid: DigitPattern?
    let national: [PhoneLayoutRule]
    let international: [PhoneLayoutRule]

    init(
        code: String, countryCode: Int, nationalPrefix: [UInt8], lengths: [Int], valid: DigitPattern?,
        national: [PhoneLayoutRule], international: [PhoneLayoutRule]
    ) {
        self.code = code
        self.countryCode = countryCode
        self.nationalPrefix = nationalPrefix
        self.lengths = lengths
        self.valid = valid
        self.national = national
        self.international = international
    }
}

/// libphonenumber's metadata, parsed once from the generated table.
final class PhoneMetadata: Sendable {
    let regions: [String: PhoneRegionData]
    /// Main region of each country calling code.
    let mainRegion: [Int: String]
    /// Every region of each country calling code.
    let regionsByCode: [Int: [String]]

    static let shared = PhoneMetadata(text: phoneMetadataText)

    init(text: String) {
        var regions: [String: PhoneRegionData] = [:]
        var mainRegion: [Int: String] = [:]
        var regionsByCode: [Int: [String]] = [:]
        var current: (code: String, cc: Int, np: [UInt8], lengths: [Int], valid: DigitPattern?)?
        var national: [PhoneLayoutRule] = []
        var international: [PhoneLayoutRule] = []
        func flush() {
            guard let r = current else { return }
            regions[r.code] = PhoneRegionData(
                code: r.code, countryCode: r.cc, nationalPrefix: r.np, lengths: r.lengths, valid: r.valid,
                national: national, international: international.isEmpty ? national : international)
            regionsByCode[r.cc, default: []].append(r.code)
            national = []
            international = []
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "C":
                if fields.count == 3, let cc = Int(fields[1]) { mainRegion[cc] = fields[2] }
            case "R":
                flush()
                guard fields.count == 6, let cc = Int(fields[2]) else {
                    current = nil
                    continue
                }
                let np = fields[3] == "-" ? [] : fields[3].utf8.map { $0 &- 48 }
                current = (
                    fields[1], cc, np, fields[4].split(separator: ",").compactMap { Int($0) },
                    DigitPattern(fields[5])
                )
            case "F":
                if fields.count >= 4,
                    let rule = Self.rule(fields[1], fields[2], fields[3], Array(fields.dropFirst(4)))
                {
                    national.append(rule)
                }
            case "I":
                if fields.count >= 3,
                    let rule = Self.rule(fields[1], fields[2], "-", Array(fields.dropFirst(3)))
                {
                    international.append(rule)
                }
            default: continue
            }
        }
        flush()
        self.regions = regions
        self.mainRegion = mainRegion
        self.regionsByCode = regionsByCode
    }

    /// A layout rule, or `nil` for one FieldKit cannot apply (a pattern that
    /// is not a plain sequence of groups, or a layout with digits in its
    /// literals, which would be mistaken for typed digits).
    static func rule(_ pattern: String, _ format: String, _ npRule: String, _ leading: [String])
        -> PhoneLayoutRule?
    {
        guard let compiled = DigitPattern(pattern), let groups = compiled.groupLengths else { return nil }
        var literals: [String] = []
        var literal = ""
        var expected = 1
        var chars = Array(format)
        chars.append(" ")
        var i = 0
        while i < chars.count - 1 {
            if chars[i] == "$", let n = chars[i + 1].wholeNumberValue {
                guard n == expected else { return nil }
                literals.append(literal)
                literal = ""
                expected += 1
                i += 2
            } else {
                if chars[i].isNumber { return nil }
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
            minimum: groups.reduce(0) { $0 + $1.min }, maximum: groups.reduce(0) { $0 + $1.max })
    }
}
