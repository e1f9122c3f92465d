/// A card expiry date typed as `MM/YY`.
///
/// - Typing a first digit 2–9 means a single-digit month: `4` shows `04/`.
/// - A month that cannot exist (`13`, `00`) stays as typed and is
///   ``FormatValidity/invalid(_:)``: rewriting it into another month would
///   submit a date the user never meant.
/// - Typing `/` after one digit pads the month: `1/` shows `01/`.
/// - A four-digit year of this century, as many cards print it, is read as
///   such: `12/2030` (typed, pasted, or `12-2030`) shows `12/30`. While it is
///   typed, `12/203` is incomplete.
/// - With a clock (``init(now:)``), a date before the current month is invalid,
///   even as soon as the first year digit rules out every year to come.
///
/// The raw value is the four digits `MMYY`. See `Guides/ExpiryDate.md`.
public struct ExpiryDateFormat: RawInputFormat, ContextFreeSingleByteRules {
    /// The current month, or `nil` to skip the expiry check.
    public var now: (@Sendable () -> YearMonth)?

    /// An expiry date checked against `now`, or not checked when `now` is `nil`.
    public init(now: (@Sendable () -> YearMonth)? = nil) { self.now = now }

    /// The digits are raw (at most four); the slash is not.
    public func scan(_ displayText: String) -> RawScan {
        var result = scanBytes(displayText)
        let limit = Self.isLongYear(result.characters.singleBytes) ? 5 : 4
        if result.characters.count > limit {
            result.characters.removeLast(result.characters.count - limit)
            result.ends.removeLast(result.ends.count - limit)
        }
        return result
    }

    /// Whether `raw` goes on past a month and `20`: a four-digit year being typed.
    static func isLongYear(_ raw: [UInt8]) -> Bool {
        raw.count >= 5 && raw[2] == 50 && raw[3] == 48
    }

    func rawByte(_ byte: UInt8) -> UInt8? { byte.isASCIIDigit ? byte : nil }

    /// Keeps digits that can still form a month, pads a one-digit month.
    ///
    /// The whole value is read again as if typed into an empty field, so that
    /// deleting a month digit re-pads what moves into the month and the
    /// result is what ``displayText(for:)`` gives for it. When the value
    /// would exceed four digits, inserted digits give way, not existing ones.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        let head = raw[..<inserted.lowerBound]
        let tail = raw[inserted.upperBound...]
        var insertion = raw[inserted].filter { ($0.isASCIIDigit) || $0 == 47 }
        while true {
            let (kept, caret) = Self.normalize(
                Array(head) + insertion + tail, caretAt: head.count + insertion.count)
            let limit = Self.isLongYear(kept) ? 6 : 4
            if kept.count <= limit || insertion.isEmpty {
                let value = Array(kept.prefix(limit))
                guard value.count == 6 else { return (value, min(caret, limit)) }
                // `MM20YY` is the year 20YY: two digits, like every other year.
                return ([value[0], value[1], value[4], value[5]], caret <= 2 ? caret : max(caret - 2, 2))
            }
            insertion.removeLast()
        }
    }

    /// `bytes` read as typed in order, and where the caret before byte
    /// `caretAt` ends up.
    static func normalize(_ bytes: [UInt8], caretAt: Int) -> ([UInt8], Int) {
        var kept: [UInt8] = []
        kept.reserveCapacity(5)
        var caret = 0
        for (i, b) in bytes.enumerated() {
            if i == caretAt { caret = kept.count }
            if b == 47 {
                if kept == [49] { kept.insert(48, at: 0) }
                continue
            }
            guard b.isASCIIDigit else { continue }
            switch kept.count {
            case 0 where b >= 50: kept += [48, b]
            case 1:
                // An impossible month (`13`, `00`) is kept: validity says it is wrong.
                kept.append(b)
            default: kept.append(b)
            }
        }
        if caretAt >= bytes.count { caret = kept.count }
        return (kept, caret)
    }

    /// `MM/YY`, with the slash shown as soon as the month is complete.
    public func layout(_ raw: [Character]) -> String { layoutBytes(raw.singleBytes) }

    func layoutBytes(_ raw: [UInt8]) -> String {
        var out = Array(raw.prefix(2))
        if raw.count >= 2 { out += [47] + raw.dropFirst(2).prefix(Self.isLongYear(raw) ? 3 : 2) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Applies `edit` on bytes when the text is ASCII, with the rules of every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applySingleByte(edit, to: state) ?? applyGeneral(edit, to: state)
    }

    /// Incomplete until four digits; invalid for a month 00 or over 12, or a
    /// date before the current month.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        let digits = raw.compactMap(\.asciiDigit).map(Int.init)
        if digits.count >= 2 {
            let month = digits[0] * 10 + digits[1]
            if month < 1 || month > 12 { return .invalid(.invalidMonth) }
            if digits.count == 5 && Self.isLongYear(digits.map { UInt8($0) + 48 }) { return .incomplete }
            if let now = now?() {
                let century = now.year - now.year % 100
                if digits.count >= 3 {
                    let latestYear = century + digits[2] * 10 + 9
                    if latestYear < now.year { return .invalid(.expired) }
                }
                if digits.count >= 4 {
                    let date = YearMonth(year: century + digits[2] * 10 + digits[3], month: month)
                    if date < now { return .invalid(.expired) }
                }
            }
        }
        if digits.count < 4 { return .incomplete }
        return digits.count == 4 ? .valid : .invalid(.tooManyDigits)
    }

    /// The month and year of a complete display text or raw value, or `nil`.
    ///
    /// Two-digit years are read in the current century of `now` (2000s without a clock).
    public func yearMonth(of text: String) -> YearMonth? {
        let digits = scan(text).characters.compactMap(\.asciiDigit).map(Int.init)
        guard digits.count == 4 else { return nil }
        let month = digits[0] * 10 + digits[1]
        guard (1...12).contains(month) else { return nil }
        let year = now.map { $0().year - $0().year % 100 } ?? 2000
        return YearMonth(year: year + digits[2] * 10 + digits[3], month: month)
    }
}

extension ExpiryDateFormat {
    /// Left to right in every language, also in a right-to-left interface.
    public var isLeftToRightContent: Bool { true }
}

extension InputFormat where Self == ExpiryDateFormat {
    /// A card expiry date `MM/YY`, not checked against a clock; see ``ExpiryDateFormat``.
    public static var expiryDate: ExpiryDateFormat { ExpiryDateFormat() }

    /// A card expiry date `MM/YY` that is invalid before the month `now` returns.
    public static func expiryDate(now: @escaping @Sendable () -> YearMonth) -> ExpiryDateFormat {
        ExpiryDateFormat(now: now)
    }
}

extension ExpiryDateFormat: Equatable {
    /// Two expiry formats are equal when neither has a clock (``now``):
    /// clocks are closures, which cannot be compared, so a format with one
    /// is equal to no other value.
    public static func == (a: ExpiryDateFormat, b: ExpiryDateFormat) -> Bool {
        a.now == nil && b.now == nil
    }
}
