/// The parsed generated table.
struct NumberLocaleTable: Sendable {
    struct Record: Sendable {
        var decimal: Character
        var group: Character
        var primary: Int
        var secondary: Int
        var minimumGrouping: Int
        var decimalAffixes: NumberLocale.Affixes
        var currencyAffixes: NumberLocale.Affixes
    }

    var locales: [String: Record] = [:]
    var symbols: [String: [String: String]] = [:]
    var digits: [String: Int] = [:]
    var aliases: [String: String] = [:]
    /// Accounting currency affixes of the locales whose pattern differs from their fallback's.
    var accounting: [String: NumberLocale.Affixes] = [:]
    /// Locales that write native digits (Arabic-Indic, Devanagari, ...), or
    /// (`zero == nil`) go back to ASCII ones.
    var numbering: [String: Numbering?] = [:]

    /// A native digit system: its zero and its separators.
    struct Numbering: Sendable {
        var zero: Unicode.Scalar
        var decimal: Character
        var group: Character
    }

    static let shared = NumberLocaleTable(text: numberLocaleText)

    /// The identifiers to try for `locale`, most specific first.
    static func chain(_ locale: LocaleIdentifier) -> [String] {
        if locale.script == nil, let region = locale.region,
            let full = shared.aliases["\(locale.language)_\(region)"]
        {
            return chain(LocaleIdentifier(full))
        }
        var out: [String] = []
        if let script = locale.script {
            if let region = locale.region { out.append("\(locale.language)_\(script)_\(region)") }
            out.append("\(locale.language)_\(script)")
        } else if let region = locale.region {
            out.append("\(locale.language)_\(region)")
        }
        out.append(locale.language)
        return out
    }

    init(text: String) {
        func affixes(_ positive: String, _ negative: String) -> NumberLocale.Affixes {
            let p = positive.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let n = negative.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return NumberLocale.Affixes(
                positivePrefix: p.first ?? "", positiveSuffix: p.count > 1 ? p[1] : "",
                negativePrefix: n.first ?? "-", negativeSuffix: n.count > 1 ? n[1] : "")
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0 == "_" ? "" : String($0)
            }
            switch fields.first {
            case "L" where fields.count == 10:
                let sizes = fields[4].split(separator: ",").compactMap { Int($0) }
                locales[fields[1]] = Record(
                    decimal: fields[2].first ?? ".", group: fields[3].first ?? ",",
                    primary: sizes.first ?? 3, secondary: sizes.count > 1 ? sizes[1] : 3,
                    minimumGrouping: Int(fields[5]) ?? 1,
                    decimalAffixes: affixes(fields[6], fields[7]),
                    currencyAffixes: affixes(fields[8], fields[9]))
            case "S" where fields.count == 4:
                for id in fields[3].split(separator: " ") {
                    symbols[fields[1], default: [:]][String(id)] = fields[2]
                }
            case "D" where fields.count == 3:
                digits[fields[1]] = Int(fields[2])
            case "A" where fields.count == 3:
                aliases[fields[1]] = fields[2]
            case "N" where fields.count == 5:
                if let zero = fields[2].unicodeScalars.first, let decimal = fields[3].first,
                    let group = fields[4].first
                {
                    numbering[fields[1]] = Numbering(zero: zero, decimal: decimal, group: group)
                }
            case "C" where fields.count == 4:
                accounting[fields[1]] = affixes(fields[2], fields[3])
            case "N" where fields.count == 3:
                numbering[fields[1]] = .some(nil)
            default:
                break
            }
        }
    }
}
