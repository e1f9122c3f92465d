/// A decimal amount, such as money: grouped integer digits, a decimal
/// separator, a limited number of fraction digits, and an optional currency
/// prefix or suffix.
///
/// Separators are given explicitly because the core has no locale (adapters
/// map the platform's locale to them):
///
/// ```swift
/// .inputFormat(.decimal(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$"))   // "$1,234.50"
/// .inputFormat(.decimal(grouping: ".", decimal: ",", fractionDigits: 2, suffix: " €"))  // "1.234,50 €"
/// ```
///
/// The raw value is the digits and the decimal separator as the format shows
/// it (`"1234,50"` for the second example); ``canonicalValue(of:)`` gives the
/// same with a `.` for number parsing. Leading zeros are dropped (`007` is
/// `7`, `.5` is `0.5`), a second decimal separator is ignored, and inserted
/// fraction digits beyond the limit are dropped. The caret stays right after
/// the last digit typed while grouping separators appear and move, and never
/// lands inside the suffix. See `Guides/Decimal.md`.
public struct DecimalFormat: RawInputFormat, Hashable {
    /// The character between groups of three integer digits, or `nil` for none.
    public var groupingSeparator: Character?
    /// The character before the fraction digits.
    public var decimalSeparator: Character
    /// The most digits after the decimal separator; 0 for whole numbers.
    public var maximumFractionDigits: Int
    /// The most digits before the decimal separator, or `nil` for no limit.
    public var maximumIntegerDigits: Int?
    /// Text shown before a non-empty amount, such as `"$"`.
    public var prefix: String
    /// Text shown after a non-empty amount, such as `" €"`.
    public var suffix: String

    /// A decimal format; a grouping separator equal to the decimal separator is ignored.
    public init(
        grouping: Character? = ",",
        decimal: Character = ".",
        fractionDigits: Int = 2,
        integerDigits: Int? = nil,
        prefix: String = "",
        suffix: String = ""
    ) {
        groupingSeparator = grouping == decimal ? nil : grouping
        decimalSeparator = decimal
        maximumFractionDigits = max(fractionDigits, 0)
        maximumIntegerDigits = integerDigits.map { max($0, 1) }
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The raw value of a display text with `.` as decimal separator: `"1234.50"`.
    public func canonicalValue(of displayText: String) -> String {
        String(scan(displayText).characters.map { $0 == decimalSeparator ? "." : $0 })
    }

    /// The display text for a number written with `.` as decimal separator, as a program writes it.
    public func displayText(forCanonical value: String) -> String {
        displayText(for: String(value.map { $0 == "." ? decimalSeparator : $0 }))
    }

    // MARK: RawInputFormat

    /// Digits and the decimal separator are raw; the prefix, suffix and grouping separators are not.
    public func scan(_ displayText: String) -> RawScan {
        var result = RawScan()
        result.characters.reserveCapacity(displayText.utf8.count)
        result.ends.reserveCapacity(displayText.utf8.count)
        var body = Substring(displayText)
        var offset = 0
        if !prefix.isEmpty, body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            offset = prefix.count
        }
        if !suffix.isEmpty, body.hasSuffix(suffix) { body = body.dropLast(suffix.count) }
        var seenDecimal = false
        for character in body {
            offset += 1
            if character.asciiDigit != nil {
                result.append(character, end: offset)
            } else if character == decimalSeparator && !seenDecimal && maximumFractionDigits > 0 {
                seenDecimal = true
                result.append(character, end: offset)
            }
        }
        return result
    }

    /// Whether `character`, inserted by the user, means the decimal separator.
    private func isDecimal(_ character: Character) -> Bool {
        character == decimalSeparator || (character == "." && groupingSeparator != ".")
    }

    /// Keeps inserted digits and one decimal separator within the digit limits,
    /// and drops leading zeros.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        let head = raw[..<inserted.lowerBound]
        let tail = raw[inserted.upperBound...]
        var decimalAt = head.firstIndex(of: decimalSeparator)
        let tailDecimal = tail.firstIndex(of: decimalSeparator).map { $0 - inserted.upperBound }
        var kept = Array(head)
        kept.reserveCapacity(raw.count)
        // Digits allowed on each side of the separator, counting what is already there.
        var fractionRoom = maximumFractionDigits - fractionDigitCount(head: head, tail: tail)
        var integerRoom = maximumIntegerDigits.map { $0 - integerDigitCount(head: head, tail: tail) } ?? .max
        for character in raw[inserted] {
            if character.asciiDigit != nil {
                let inFraction = decimalAt != nil
                if inFraction {
                    guard fractionRoom > 0 else { continue }
                    fractionRoom -= 1
                } else {
                    guard integerRoom > 0 else { continue }
                    integerRoom -= 1
                }
                kept.append(character)
            } else if isDecimal(character), decimalAt == nil, tailDecimal == nil, maximumFractionDigits > 0 {
                // Digits after the caret become fraction digits: only if they fit.
                let following = tail.count
                guard following <= maximumFractionDigits else { continue }
                decimalAt = kept.count
                kept.append(decimalSeparator)
                fractionRoom = maximumFractionDigits - following
            }
        }
        var caret = kept.count
        kept += tail
        // Leading zeros: keep one before the separator or as the only digit.
        var zeros = 0
        while zeros < kept.count - 1, kept[zeros] == "0", kept[zeros + 1].asciiDigit != nil { zeros += 1 }
        if zeros > 0 {
            kept.removeFirst(zeros)
            caret -= min(caret, zeros)
        }
        if kept.first == decimalSeparator {
            kept.insert("0", at: 0)
            caret += 1
        }
        return (kept, caret)
    }

    private func integerDigitCount(head: ArraySlice<Character>, tail: ArraySlice<Character>) -> Int {
        if let d = head.firstIndex(of: decimalSeparator) { return d - head.startIndex }
        if let d = tail.firstIndex(of: decimalSeparator) { return head.count + (d - tail.startIndex) }
        return head.count + tail.count
    }

    private func fractionDigitCount(head: ArraySlice<Character>, tail: ArraySlice<Character>) -> Int {
        if let d = head.firstIndex(of: decimalSeparator) { return head.endIndex - d - 1 + tail.count }
        if let d = tail.firstIndex(of: decimalSeparator) { return tail.endIndex - d - 1 }
        return 0
    }

    /// The prefix, the integer digits in groups of three, the separator and
    /// fraction digits, and the suffix; nothing at all for an empty value.
    public func layout(_ raw: [Character]) -> String {
        guard !raw.isEmpty else { return "" }
        let integerCount = raw.firstIndex(of: decimalSeparator) ?? raw.count
        var out = prefix
        out.reserveCapacity(prefix.utf8.count + raw.count + raw.count / 3 + suffix.utf8.count)
        for (i, character) in raw.enumerated() {
            if i < integerCount, i > 0, let groupingSeparator, (integerCount - i) % 3 == 0 {
                out.append(groupingSeparator)
            }
            out.append(character)
        }
        out += suffix
        return out
    }

    /// Valid when there is at least one digit; empty is incomplete.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        raw.contains { $0.asciiDigit != nil } ? .valid : .incomplete
    }

    /// Applies `edit` like every ``RawInputFormat``, but at the end of the
    /// amount the caret stays before the suffix.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        let (raw, caret) = acceptedRaw(after: edit, to: state)
        var result = formattedState(for: raw, rawCaret: caret)
        if caret >= raw.count, !raw.isEmpty, !suffix.isEmpty {
            let text = result.text
            let index = text.index(text.endIndex, offsetBy: -suffix.count)
            result.select(index..<index)
        }
        return result
    }
}

extension InputFormat where Self == DecimalFormat {
    /// A decimal amount with explicit separators; see ``DecimalFormat``.
    public static func decimal(
        grouping: Character? = ",",
        decimal: Character = ".",
        fractionDigits: Int = 2,
        integerDigits: Int? = nil,
        prefix: String = "",
        suffix: String = ""
    ) -> DecimalFormat {
        DecimalFormat(
            grouping: grouping, decimal: decimal, fractionDigits: fractionDigits,
            integerDigits: integerDigits, prefix: prefix, suffix: suffix)
    }
}
