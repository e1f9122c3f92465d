/// A payment card network, detected from the first digits of a card number.
///
/// Use ``CardNumberFormat/brand(of:)`` to show a badge while the user types.
public enum CardBrand: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Visa: starts with 4; 13, 16 or 19 digits.
    case visa
    /// Mastercard: 51–55 and 2221–2720; 16 digits.
    case mastercard
    /// American Express: 34 and 37; 15 digits grouped 4-6-5.
    case americanExpress
    /// Discover: 6011, 644–649 and 65; 16 to 19 digits.
    case discover
    /// Diners Club International: 36, 300–305, 3095, 38–39; 14 to 19 digits
    /// (14 grouped 4-6-4, 15 grouped 4-6-5).
    case dinersClub
    /// JCB: 3528–3589; 16 to 19 digits.
    case jcb
    /// UnionPay: 62 and 81; 16 to 19 digits; the Luhn check is not mandatory.
    case unionPay
    /// Maestro: 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763; 12 to 19 digits.
    case maestro
    /// Mir: 2200–2204; 16 to 19 digits.
    case mir

    /// The card lengths (in digits) the network issues, from its published
    /// rules (sources in `Guides/CardNumber.md`).
    public var lengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .americanExpress: [15]
        case .dinersClub: Array(14...19)
        case .maestro: Array(12...19)
        case .discover, .jcb, .unionPay, .mir: Array(16...19)
        }
    }

    /// The last of ``lengths``, without building the array.
    var longestLength: Int {
        switch self {
        case .visa, .dinersClub, .maestro, .discover, .jcb, .unionPay, .mir: 19
        case .mastercard: 16
        case .americanExpress: 15
        }
    }

    /// Whether every valid number of this network passes the Luhn check.
    ///
    /// UnionPay's rules have long allowed numbers without a Luhn check digit
    /// (older domestic debit cards), so its numbers are accepted by length
    /// alone unless ``CardNumberFormat/unionPayRequiresLuhn`` says otherwise.
    public var requiresLuhn: Bool { self != .unionPay }

    /// How many digits the card security code has (CVV, CVC, CID).
    public var securityCodeLength: Int { self == .americanExpress ? 4 : 3 }

    /// How a number of this network with `count` digits is grouped.
    ///
    /// American Express 4-6-5; Diners Club 4-6-4 and 4-6-5 up to 15 digits
    /// (its 14- and 15-digit cards), then 4-4-4-4-3 like the others.
    public func groups(forLength count: Int) -> [Int] {
        switch self {
        case .americanExpress: CardBrand.fourSixFive
        case .dinersClub where count <= 15: CardBrand.fourSixFive
        default: CardBrand.fours
        }
    }

    static let fourSixFive = [4, 6, 5]
    static let fours = [4, 4, 4, 4, 3]

    /// The network's name for a label or a badge's accessibility text.
    public var description: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        }
    }
}

/// One IIN range: numbers whose first `low.count` digits lie between `low` and `high`.
struct CardRange: Sendable {
    let brand: CardBrand
    let low: [UInt8]
    let high: [UInt8]
    /// Digit groups, `nil` for the brand's (``CardBrand/groups(forLength:)``).
    let groups: [Int]?
    /// A longest length tighter than the brand's.
    let maximumLength: Int?

    init(_ brand: CardBrand, _ low: String, _ high: String? = nil, groups: [Int]? = nil, max: Int? = nil) {
        self.brand = brand
        self.low = low.utf8.map { $0 - 48 }
        self.high = (high ?? low).utf8.map { $0 - 48 }
        self.groups = groups
        self.maximumLength = max
    }

    /// The groups for a number of this range with `count` digits.
    @inline(__always)
    func groups(forLength count: Int) -> [Int] { groups ?? brand.groups(forLength: count) }

    /// Whether `digits` starts inside the range (`full`) or could still
    /// (`partial`); each digit's value is its element minus `zero` (48 for
    /// ASCII digits read in place).
    func match(_ digits: ArraySlice<UInt8>, zero: UInt8 = 0) -> (partial: Bool, full: Bool) {
        let n = min(digits.count, low.count)
        var aboveLow = false
        var belowHigh = false
        for (i, ascii) in digits.prefix(n).enumerated() {
            let d = ascii &- zero
            if !aboveLow {
                if d < low[i] { return (false, false) }
                if d > low[i] { aboveLow = true }
            }
            if !belowHigh {
                if d > high[i] { return (false, false) }
                if d < high[i] { belowHigh = true }
            }
        }
        return (true, digits.count >= low.count)
    }

    /// The ranges FieldKit knows, from the networks' published IIN tables.
    static let all: [CardRange] = [
        CardRange(.visa, "4"),
        CardRange(.mastercard, "51", "55"),
        CardRange(.mastercard, "2221", "2720"),
        CardRange(.americanExpress, "34"),
        CardRange(.americanExpress, "37"),
        CardRange(.discover, "6011"),
        CardRange(.discover, "644", "649"),
        CardRange(.discover, "65"),
        CardRange(.dinersClub, "36"),
        CardRange(.dinersClub, "300", "305"),
        CardRange(.dinersClub, "3095"),
        CardRange(.dinersClub, "38", "39"),
        CardRange(.jcb, "3528", "3589"),
        CardRange(.unionPay, "62"),
        CardRange(.unionPay, "81"),
        CardRange(.maestro, "5018"),
        CardRange(.maestro, "5020"),
        CardRange(.maestro, "5038"),
        CardRange(.maestro, "5893"),
        CardRange(.maestro, "6304"),
        CardRange(.maestro, "6759"),
        CardRange(.maestro, "6761", "6763"),
        CardRange(.mir, "2200", "2204"),
    ]

    /// The ranges by their first digit, so a lookup tries only a few.
    static let byFirstDigit: [[CardRange]] = (0...9).map { d in
        all.filter { $0.low[0] <= d && d <= $0.high[0] }
    }

    /// What the first digits say: the range that matches, or whether one still could.
    ///
    /// - Parameter zero: subtracted from each element for its digit value:
    ///   48 to read ASCII digits in place, without an array of values.
    static func lookup(_ digits: ArraySlice<UInt8>, zero: UInt8 = 0) -> (range: CardRange?, possible: Bool) {
        guard let first = digits.first.map({ $0 &- zero }) else { return (nil, true) }
        // Indices, not copies: a copy of a range retains its three arrays.
        let ranges = byFirstDigit[Int(min(first, 9))]
        var best = -1
        var candidate = -1
        var ambiguous = false
        var possible = false
        for i in ranges.indices {
            let m = ranges[i].match(digits, zero: zero)
            if m.full {
                if best < 0 || ranges[best].low.count < ranges[i].low.count { best = i }
            } else if m.partial {
                possible = true
                if candidate >= 0, ranges[candidate].brand != ranges[i].brand { ambiguous = true }
                if candidate < 0 { candidate = i }
            }
        }
        if best >= 0 { return (ranges[best], true) }
        if candidate >= 0, !ambiguous { return (ranges[candidate], true) }
        return (nil, possible)
    }
}
