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
