/// A decimal amount, such as money: grouped integer digits, a decimal
/// separator, a limited number of fraction digits, and an optional currency
/// prefix or suffix.
///
/// Its separators, prefix and suffix are exactly the ones given; for the way
/// a locale writes numbers and money (from CLDR, which the core ships), use
/// ``AmountFormat`` (`.decimal(locale:)`, `.amount(currency:locale:)`).
///
/// ```swift
/// let dollars = DecimalFormat.decimal(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$")
/// dollars.displayText(forCanonical: "1234.50")   // "$1,234.50"
/// let euros = DecimalFormat.decimal(grouping: ".", decimal: ",", fractionDigits: 2, suffix: " €")
/// euros.displayText(forCanonical: "1234.50")     // "1.234,50 €"
/// ```
///
/// The raw value is the digits and the decimal separator as the format shows
/// it (`"1234,50"` for the second example); ``canonicalValue(of:)`` gives the
/// same with a `.` for number parsing. Leading zeros are dropped (`007` is
/// `7`, `.5` is `0.5`), a second decimal separator is ignored, and inserted
/// fraction digits beyond the limit are dropped. The caret stays right after
/// the last digit typed while grouping separators appear and move, and never
/// lands inside the suffix. See `Guides/Decimal.md`.
public struct DecimalFormat: RawInputFormat, Hashable, SingleByteRules {
    /// The character between groups of three integer digits, or `nil` for none.
    public var groupingSeparator: Character? {
        didSet { byteConfiguration = ByteConfiguration(self) }
    }
    /// The character before the fraction digits.
    public var decimalSeparator: Character {
        didSet { byteConfiguration = ByteConfiguration(self) }
    }
    /// The most digits after the decimal separator; 0 for whole numbers.
    public var maximumFractionDigits: Int
    /// The most digits before the decimal separator, or `nil` for no limit.
    public var maximumIntegerDigits: Int?
    /// Text shown before a non-empty amount, such as `"$"`.
    public var prefix: String {
        didSet { byteConfiguration = ByteConfiguration(self) }
    }
    /// Text shown after a non-empty amount, such as `" €"`.
    public var suffix: String {
        didSet { byteConfiguration = ByteConfiguration(self) }
    }

    /// The separators and affixes as bytes, kept up to date by the properties'
    /// observers so that a keystroke does not rebuild them.
    private var byteConfiguration: ByteConfiguration?

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
        byteConfiguration = ByteConfiguration(self)
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

    /// Keeps inserted digits and one decimal separator within the digit limits,
    /// and drops leading zeros.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        accept(units: raw, inserted: inserted, decimal: decimalSeparator, zero: "0", dot: ".")
    }

    /// ``accept(_:inserted:)`` on characters or on bytes, one set of rules.
    private func accept<Unit: RawUnit>(
        units raw: [Unit], inserted: Range<Int>, decimal: Unit, zero: Unit, dot: Unit
    ) -> (raw: [Unit], caret: Int) {
        let head = raw[..<inserted.lowerBound]
        let tail = raw[inserted.upperBound...]
        var room = DecimalDigitRoom(
            head: head, tail: tail, decimal: decimal, maximumFractionDigits: maximumFractionDigits,
            maximumIntegerDigits: maximumIntegerDigits)
        var kept = Array(head)
        kept.reserveCapacity(raw.count)
        // `.` typed is the decimal separator too, unless it groups digits.
        let dotIsDecimal = groupingSeparator != "."
        for unit in raw[inserted] {
            if unit.isASCIIDigit {
                if room.takeDigit() { kept.append(unit) }
            } else if unit == decimal || (unit == dot && dotIsDecimal) {
                if room.takeDecimalSeparator() { kept.append(decimal) }
            }
        }
        var caret = kept.count
        kept += tail
        kept.normalizeLeadingZeros(caret: &caret, zero: zero, decimal: decimal)
        return (kept, caret)
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

    /// The display text for `value`, typed into an empty field, without the
    /// integer digit limit: deleting the decimal separator joins the fraction
    /// to the integer part, and that display must stay what it is.
    public func displayText(for value: String) -> String {
        var unlimited = self
        unlimited.maximumIntegerDigits = nil
        return unlimited.apply(
            TextEdit(range: "".startIndex..<"".startIndex, replacement: value), to: TextEditingState()
        )
        .text
    }

    /// Applies `edit` like every ``RawInputFormat``, but at the end of the
    /// amount the caret stays before the suffix.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        var result =
            (singleByteConfiguration != nil ? applySingleByte(edit, to: state) : nil)
            ?? applyGeneral(edit, to: state)
        let text = result.text
        if !suffix.isEmpty, !text.isEmpty, result.caret == text.endIndex, text.hasSuffix(suffix) {
            let index = text.index(text.endIndex, offsetBy: -suffix.count)
            result.select(index..<index)
        }
        return result
    }

    // MARK: Single-byte path

    /// The separators and affixes as bytes when they are all single-byte and
    /// the affixes hold no digit or decimal separator; `nil` otherwise.
    struct ByteConfiguration: Hashable, Sendable {
        let decimal: UInt8
        let grouping: UInt8?
        let prefix: [UInt8]
        let suffix: [UInt8]

        init?(_ format: DecimalFormat) {
            guard let decimal = format.decimalSeparator.characterByte else { return nil }
            var grouping: UInt8?
            if let separator = format.groupingSeparator {
                guard let g = separator.characterByte else { return nil }
                grouping = g
            }
            prefix = Array(format.prefix.utf8)
            suffix = Array(format.suffix.utf8)
            for b in prefix + suffix where !b.isCharacterByte || b.isASCIIDigit || b == decimal {
                return nil
            }
            self.decimal = decimal
            self.grouping = grouping
        }
    }

    var singleByteConfiguration: ByteConfiguration? { byteConfiguration }

    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        guard let config = singleByteConfiguration else { return ([], []) }
        var start = 0
        var end = display.count
        if !config.prefix.isEmpty, display.starts(with: config.prefix) { start = config.prefix.count }
        if !config.suffix.isEmpty, end - start >= config.suffix.count,
            display[(end - config.suffix.count)..<end].elementsEqual(config.suffix)
        {
            end -= config.suffix.count
        }
        return display.rawBytes(
            in: start..<end, DecimalByteRule(decimal: config.decimal, seenDecimal: maximumFractionDigits == 0)
        )
    }

    /// Digits, and the first decimal separator when there are fraction
    /// digits (as ``scan(_:)``).
    struct DecimalByteRule: RawByteRule {
        let decimal: UInt8
        var seenDecimal: Bool

        @inline(__always)
        mutating func rawByte(_ byte: UInt8, kept: Int) -> UInt8? {
            if byte.isASCIIDigit { return byte }
            guard byte == decimal, !seenDecimal else { return nil }
            seenDecimal = true
            return byte
        }
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        accept(
            units: raw, inserted: inserted, decimal: singleByteConfiguration?.decimal ?? 46, zero: 48, dot: 46
        )
    }

    func layoutBytes(_ raw: [UInt8]) -> String {
        guard !raw.isEmpty, let config = singleByteConfiguration else { return "" }
        let integerCount = raw.firstIndex(of: config.decimal) ?? raw.count
        var out = config.prefix
        out.reserveCapacity(config.prefix.count + raw.count + raw.count / 3 + config.suffix.count)
        for (i, b) in raw.enumerated() {
            if i < integerCount, i > 0, let grouping = config.grouping, (integerCount - i) % 3 == 0 {
                out.append(grouping)
            }
            out.append(b)
        }
        out += config.suffix
        return String(decoding: out, as: UTF8.self)
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
