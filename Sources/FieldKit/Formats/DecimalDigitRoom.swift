/// How many integer and fraction digits a decimal number still has room for
/// while an edit's inserted units are accepted one by one: the rule
/// ``DecimalFormat`` and ``AmountFormat`` share, on characters or on bytes.
///
/// The room counts what stays around the insertion (`head` before it,
/// `tail` after it): digits before a decimal separator count against the
/// integer limit, digits after it against the fraction limit. A decimal
/// separator may be inserted only when there is none yet and the digits
/// after the caret fit as fraction digits.
struct DecimalDigitRoom {
    private let maximumFractionDigits: Int
    /// How many units follow the insertion.
    private let tailCount: Int
    /// Whether the units after the insertion hold the decimal separator.
    private let tailHasDecimal: Bool
    /// Whether the units accepted so far hold the decimal separator, so the
    /// next digit is a fraction digit.
    private(set) var isInFraction: Bool
    private var fractionRoom: Int
    private var integerRoom: Int

    /// The room for digits inserted between `head` and `tail`, whose decimal
    /// separator (if any) is `decimal`.
    init<Unit: RawUnit>(
        head: ArraySlice<Unit>, tail: ArraySlice<Unit>, decimal: Unit, maximumFractionDigits: Int,
        maximumIntegerDigits: Int?
    ) {
        self.maximumFractionDigits = maximumFractionDigits
        tailCount = tail.count
        let tailDecimal = tail.firstIndex(of: decimal)
        tailHasDecimal = tailDecimal != nil
        var fractionRoom = maximumFractionDigits
        var integerCount = head.count + tail.count
        let headDecimal = head.firstIndex(of: decimal)
        if let d = headDecimal {
            fractionRoom -= head.endIndex - d - 1 + tail.count
            integerCount = d - head.startIndex
        } else if let d = tailDecimal {
            fractionRoom -= tail.endIndex - d - 1
            integerCount = head.count + (d - tail.startIndex)
        }
        isInFraction = headDecimal != nil
        self.fractionRoom = fractionRoom
        integerRoom = maximumIntegerDigits.map { $0 - integerCount } ?? .max
    }

    /// Takes one inserted digit: `true` when it fits (on the side of the
    /// separator it is on), and counts it; `false` when it is dropped.
    @inline(__always)
    mutating func takeDigit() -> Bool {
        if isInFraction {
            guard fractionRoom > 0 else { return false }
            fractionRoom -= 1
        } else {
            guard integerRoom > 0 else { return false }
            integerRoom -= 1
        }
        return true
    }

    /// Takes an inserted decimal separator: `true` when the number has none
    /// yet, has fraction digits at all, and the digits after the caret fit as
    /// fraction digits; the digits inserted after it are then fraction digits.
    mutating func takeDecimalSeparator() -> Bool {
        guard !isInFraction, !tailHasDecimal, maximumFractionDigits > 0, tailCount <= maximumFractionDigits
        else { return false }
        isInFraction = true
        fractionRoom = maximumFractionDigits - tailCount
        return true
    }
}

extension Array where Element: RawUnit {
    /// Drops the leading zeros of a decimal number's digits, keeping one
    /// before the separator or as the only digit, and writes `0` before a
    /// leading separator (`007` is `7`, `.5` is `0.5`); `caret` moves with
    /// the digits it follows.
    mutating func normalizeLeadingZeros(caret: inout Int, zero: Element, decimal: Element) {
        var zeros = 0
        while zeros < count - 1, self[zeros] == zero, self[zeros + 1].isASCIIDigit { zeros += 1 }
        if zeros > 0 {
            removeFirst(zeros)
            caret -= Swift.min(caret, zeros)
        }
        if first == decimal {
            insert(zero, at: 0)
            caret += 1
        }
    }
}
