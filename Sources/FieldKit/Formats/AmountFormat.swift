/// A money amount or plain decimal number written the way a locale writes
/// it, from CLDR: `1.234,50 €` in Germany, `CHF 1'234.50` in Switzerland,
/// `₹12,34,567.00` in India, `￥1,235` in Japan.
///
/// ```swift
/// let euros = AmountFormat.amount(currency: "EUR", locale: "de_DE")
/// euros.displayText(for: "1234.50")                                 // "1.234,50 €"
/// AmountFormat.decimal(locale: "fr_FR").displayText(for: "1234.5")  // "1 234,5"
/// ```
///
/// The spaces in these amounts are not U+0020: CLDR writes a no-break space
/// (U+00A0) between `1.234,50` and `€`, and a narrow no-break space (U+202F)
/// as the French grouping separator, so the amount never wraps across lines.
/// Compare them with ``NumberLocale``'s symbols, or with `"\u{A0}"`, rather
/// than with a typed space.
///
/// The model holds a locale-independent decimal string: the raw value of
/// `-1.234,50 €` is `"-1234.50"`, whatever the locale, and
/// ``displayText(for:)`` lays such a value out again. Separators, group sizes
/// (Indian 2-digit groups), minimum grouping digits (Spanish `1234` but
/// `12.345`), the position of the minus sign and of the currency symbol, and
/// the currency's fraction digits (0 for JPY and KRW) come from
/// ``NumberLocale``.
///
/// ## Typing and pasting
///
/// Editing follows the rules of every ``RawInputFormat``: the caret stays
/// after the last digit typed while separators appear and move, backspace
/// after a separator deletes the digit before it, and at the end of the
/// amount the caret stays before a currency suffix.
///
/// - The locale's decimal key is the decimal separator (`,` in `de_DE`); its
///   grouping separator is ignored when typed. A `.` or `,` the locale uses for
///   neither (`.` in `fr_FR`) is taken as the decimal separator, as a numeric
///   keypad's key.
/// - `-` or `−` at the start makes the amount negative (unless
///   ``allowsNegative`` is off). Letters, currency symbols, spaces and
///   invisible marks are dropped.
/// - A paste is read in the field's locale: `1.234,50` pasted into `de_DE`
///   is 1234.50, and `1.234` is 1234. When the paste contradicts the locale
///   (its decimal separator appears twice, or a `.` or `,` follows it, as in
///   `1,234.50` pasted into `de_DE`), it was written the other way round: the
///   last separator is the decimal separator if it appears once, and every
///   other separator groups. So `1,234.50` is 1234.50 in every locale, and
///   `1,234,567` is 1234567. A paste without the locale's decimal separator
///   whose last separator is the locale's grouping separator (`1,5` in
///   `en_US`) is read as grouped digits: 15.
/// - A fraction digit typed beyond the currency's is refused.
/// - A paste with more fraction digits than the currency's is **rounded
///   half-even** (CLDR's and ICU's default rounding): `12.345` pasted into a
///   euro field is `12.34`, `12.355` is `12.36`, `2.5` pasted into a yen field
///   is `2`. This applies when nothing but the pasted text follows the
///   amount's last digit; a paste into the middle of the fraction keeps the
///   digits that fit, as typing does. A rounding that would need one integer
///   digit more than ``maximumIntegerDigits`` keeps the digits that fit instead.
///
/// Currency spacing (CLDR's `currencySpacing`): where the currency symbol
/// touches the digits and its edge there is a letter or other non-symbol
/// (`CHF`, `RM`, `kr.`), a no-break space goes between them: `CHF 12.50` in
/// `en_US`, but `€12.50`.
///
/// Accounting (`accounting: true`): CLDR's accounting pattern, which writes
/// negative amounts in parentheses where the locale does (`(€1,234.50)` in
/// `en_US`, `(€ 1.234,50)` in `nl_NL`; `de_DE` keeps `-1.234,50 €`). The
/// minus key, or `(` at the start of a paste, makes the amount negative; the
/// model value is `"-1234.50"` as with the standard pattern.
///
/// Digits: a locale whose CLDR default numbering system is not Latin is
/// shown in its own digits with that system's separators: Arabic-Indic in
/// `ar_EG` (`١٬٢٣٤٫٥٠`), extended Arabic-Indic in `fa_IR`, Devanagari in
/// `mr_IN` and `ne_NP`, Bengali in `bn_BD`, Myanmar in `my_MM`. Every locale
/// reads digits of any script as typed or pasted (ASCII `1` and `١` alike).
/// The model value is always ASCII. See `Guides/Amount.md`.
public struct AmountFormat: RawInputFormat, Hashable {
    /// The locale's number symbols and patterns.
    public let numberLocale: NumberLocale
    /// The ISO 4217 currency, or `nil` for a plain number.
    public let currency: String?
    /// The most digits after the decimal separator.
    public var maximumFractionDigits: Int
    /// The most digits before the decimal separator, or `nil` for no limit.
    public var maximumIntegerDigits: Int?
    /// Whether a minus sign may be typed.
    public var allowsNegative: Bool
    /// Whether the amount is laid out with CLDR's accounting pattern
    /// (negative amounts in parentheses where the locale writes them so).
    public let accounting: Bool
    private let positivePrefix: String
    private let positiveSuffix: String
    private let negativePrefix: String
    private let negativeSuffix: String
    /// The affixes as `Character`s, compared with the scanned display
    /// directly (no `hasPrefix`/`hasSuffix` walk of the text per affix).
    private let affixCharacters: AffixCharacters
    /// The affixes, separators and digits as UTF-8 for the byte path
    /// (``UTF8Pieces``), or `nil` when one of them may join a neighbouring
    /// character: then every edit takes the `Character` path.
    var utf8Pieces: UTF8Pieces?

    /// ``positivePrefix`` and the other affixes, as `Character`s.
    private struct AffixCharacters: Sendable, Hashable {
        var positivePrefix: [Character]
        var positiveSuffix: [Character]
        var negativePrefix: [Character]
        var negativeSuffix: [Character]
    }

    /// An amount in `currency` as `locale` writes it.
    ///
    /// - Parameters:
    ///   - currency: an ISO 4217 code such as `"EUR"`, or `nil` for a plain number.
    ///   - locale: the locale whose symbols and patterns to use.
    ///   - fractionDigits: the most fraction digits; by default the currency's
    ///     (2 for a plain number).
    ///   - integerDigits: the most integer digits, or `nil` for no limit.
    ///   - allowsNegative: whether a minus sign may be typed.
    ///   - accounting: whether to use CLDR's accounting pattern (negative
    ///     amounts in parentheses where the locale writes them so); only for a
    ///     currency amount.
    public init(
        currency: String?, locale: LocaleIdentifier, fractionDigits: Int? = nil, integerDigits: Int? = nil,
        allowsNegative: Bool = true, accounting: Bool = false
    ) {
        let numbers = NumberLocale(locale)
        numberLocale = numbers
        self.currency = currency?.uppercased()
        maximumFractionDigits = max(fractionDigits ?? currency.map(NumberLocale.fractionDigits(of:)) ?? 2, 0)
        maximumIntegerDigits = integerDigits.map { max($0, 1) }
        self.allowsNegative = allowsNegative
        self.accounting = accounting && currency != nil
        let affixes =
            currency == nil
            ? numbers.decimalAffixes : accounting ? numbers.accountingAffixes : numbers.currencyAffixes
        let symbol = currency.map(numbers.currencySymbol) ?? ""
        positivePrefix = Self.fill(affixes.positivePrefix, symbol: symbol, before: true)
        positiveSuffix = Self.fill(affixes.positiveSuffix, symbol: symbol, before: false)
        negativePrefix = Self.fill(affixes.negativePrefix, symbol: symbol, before: true)
        negativeSuffix = Self.fill(affixes.negativeSuffix, symbol: symbol, before: false)
        affixCharacters = AffixCharacters(
            positivePrefix: Array(positivePrefix), positiveSuffix: Array(positiveSuffix),
            negativePrefix: Array(negativePrefix), negativeSuffix: Array(negativeSuffix))
        utf8Pieces = UTF8Pieces(
            positivePrefix: positivePrefix, positiveSuffix: positiveSuffix, negativePrefix: negativePrefix,
            negativeSuffix: negativeSuffix, numbers: numbers)
    }

    /// `affix` with its `¤` replaced by `symbol`, and CLDR's currency
    /// spacing: a no-break space between the symbol and the digits when the
    /// symbol touches them (`affix` is a prefix ending in `¤`, or a suffix
    /// starting with it) and the symbol's edge there is neither a symbol
    /// (Unicode `S*`) nor a space (`Z*`).
    static func fill(_ affix: String, symbol: String, before: Bool) -> String {
        guard affix.contains("¤") else { return affix }
        var filled = String(
            affix.split(separator: "¤", omittingEmptySubsequences: false).joined(separator: symbol))
        let touches = before ? affix.hasSuffix("¤") : affix.hasPrefix("¤")
        guard touches, let edge = before ? symbol.unicodeScalars.last : symbol.unicodeScalars.first
        else { return filled }
        switch edge.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return filled
        default:
            if before {
                filled.append("\u{A0}")
            } else {
                filled.insert("\u{A0}", at: filled.startIndex)
            }
            return filled
        }
    }

    // MARK: RawInputFormat

    /// Digits, the locale's decimal separator (as `.`) and a leading minus
    /// sign are raw; grouping separators, the currency symbol and marks are not.
    public func scan(_ displayText: String) -> RawScan {
        var result = RawScan()
        let characters = Array(displayText)
        var start = 0
        var end = characters.count
        var negative = false
        let affixes = affixCharacters
        result.characters.reserveCapacity(characters.count)
        result.ends.reserveCapacity(characters.count)
        if !affixes.negativePrefix.isEmpty, negativePrefix != positivePrefix,
            characters.starts(with: affixes.negativePrefix)
        {
            let prefix = affixes.negativePrefix
            start = prefix.count
            if let minus = prefix.lastIndex(where: { Self.isMinus($0) || $0 == "(" }) {
                negative = true
                result.append("-", end: minus + 1)
            } else if affixes.negativeSuffix != affixes.positiveSuffix {
                negative = true
                result.append("-", end: prefix.count)
            }
        } else if !affixes.positivePrefix.isEmpty, characters.starts(with: affixes.positivePrefix) {
            start = affixes.positivePrefix.count
        }
        for suffix in [affixes.negativeSuffix, affixes.positiveSuffix]
        where !suffix.isEmpty && end - start >= suffix.count {
            if characters[(end - suffix.count)..<end].elementsEqual(suffix) {
                end -= suffix.count
                break
            }
        }
        var seenDigit = false
        var seenDecimal = false
        for i in start..<max(start, end) {
            let character = characters[i]
            if let digit = Self.digit(character) {
                seenDigit = true
                result.append(digit, end: i + 1)
            } else if character == numberLocale.decimalSeparator, !seenDecimal, maximumFractionDigits > 0 {
                seenDecimal = true
                result.append(".", end: i + 1)
            } else if Self.isMinus(character) || (accounting && character == "("), !negative, !seenDigit,
                !seenDecimal, allowsNegative
            {
                negative = true
                result.append("-", end: i + 1)
            }
        }
        return result
    }

    /// Keeps inserted digits, one decimal separator (see "Typing and
    /// pasting") and a leading minus sign within the digit limits, and drops
    /// leading zeros.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var head = raw[..<inserted.lowerBound]
        var tail = raw[inserted.upperBound...]
        var negative = false
        if head.first == "-" {
            negative = true
            head = head.dropFirst()
        } else if tail.first == "-" {
            negative = true
            tail = tail.dropFirst()
        }
        var room = DecimalDigitRoom(
            head: head, tail: tail, decimal: ".", maximumFractionDigits: maximumFractionDigits,
            maximumIntegerDigits: maximumIntegerDigits)
        var kept = Array(head)
        kept.reserveCapacity(raw.count)
        let decimalIndex = decimalSeparatorIndex(in: raw, inserted)
        // Fraction digits of a paste beyond the currency's, for rounding.
        var dropped: [Character] = []
        var fractionless = false
        for i in inserted {
            let character = raw[i]
            if character.asciiDigit != nil {
                if fractionless {
                    dropped.append(character)
                } else if room.takeDigit() {
                    kept.append(character)
                } else if room.isInFraction {
                    dropped.append(character)
                }
            } else if i == decimalIndex, maximumFractionDigits == 0 {
                // A currency without fractions: the digits after the separator only round.
                fractionless = true
            } else if fractionless {
                continue
            } else if i == decimalIndex {
                if room.takeDecimalSeparator() { kept.append(".") }
            } else if Self.isMinus(character) || (accounting && character == "("), allowsNegative, !negative,
                kept.isEmpty
            {
                negative = true
            }
        }
        if inserted.count > 1, !dropped.isEmpty, !tail.contains(where: { $0.asciiDigit != nil }) {
            Self.roundHalfEven(&kept, dropped: dropped[...], integerLimit: maximumIntegerDigits)
        }
        var caret = kept.count
        kept += tail
        kept.normalizeLeadingZeros(caret: &caret, zero: "0", decimal: ".")
        if negative {
            kept.insert("-", at: 0)
            caret += 1
        }
        return (kept, caret)
    }

    /// Where the decimal separator of the inserted characters is, by the
    /// rules under "Typing and pasting"; `nil` when they hold none.
    func decimalSeparatorIndex(in raw: [Character], _ inserted: Range<Int>) -> Int? {
        let decimal = numberLocale.decimalSeparator
        let group = numberLocale.groupingSeparator
        // Separators that stand between digits, or end the number after a
        // digit; a "." inside a currency symbol ("ج.م.", "kr.") does neither.
        var separators: [Int] = []
        var digitAfter = false
        for i in inserted.reversed() {
            let c = raw[i]
            if c.asciiDigit != nil {
                digitAfter = true
                continue
            }
            guard c == "." || c == "," || c == "٫" || c == "٬" || c == decimal || c == group else { continue }
            let nextIsDigit = i + 1 < raw.count && raw[i + 1].asciiDigit != nil
            let previousIsDigit = i > 0 && raw[i - 1].asciiDigit != nil
            let groups = c == group || c == "٬"
            if nextIsDigit || (previousIsDigit && !digitAfter && !groups) || inserted.count == 1 {
                separators.append(i)
            }
        }
        guard let last = separators.first else { return nil }
        let c = raw[last]
        let occurrences = separators.count { raw[$0] == c }
        let decimalCount = separators.count { raw[$0] == decimal || raw[$0] == "٫" }
        if c == decimal || c == "٫" { return occurrences == 1 ? last : nil }
        if decimalCount > 0 { return occurrences == 1 ? last : nil }
        if c == group || c == "٬" { return nil }
        return occurrences == 1 ? last : nil
    }

    /// The locale's pattern around the grouped integer digits, the decimal
    /// separator and the fraction digits; nothing for an empty value.
    public func layout(_ raw: [Character]) -> String {
        if let pieces = utf8Pieces { return String(decoding: layoutBytes(raw, pieces), as: UTF8.self) }
        return layoutCharacters(raw)
    }

    /// ``layout(_:)`` built from `String` and `Character` appends: the
    /// general path, which the byte layout must match.
    func layoutCharacters(_ raw: [Character]) -> String {
        guard !raw.isEmpty else { return "" }
        let negative = raw.first == "-"
        let body = negative ? raw.dropFirst() : raw[...]
        let integerCount = (body.firstIndex(of: ".") ?? body.endIndex) - body.startIndex
        let primary = max(numberLocale.primaryGroupSize, 1)
        let secondary = max(numberLocale.secondaryGroupSize, 1)
        let grouped = integerCount >= primary + numberLocale.minimumGroupingDigits
        var out = negative ? negativePrefix : positivePrefix
        out.reserveCapacity(out.utf8.count + 2 * raw.count + 8)
        for (i, character) in body.enumerated() {
            if i < integerCount {
                let fromRight = integerCount - i
                if grouped, i > 0,
                    fromRight == primary || (fromRight > primary && (fromRight - primary) % secondary == 0)
                {
                    out.append(numberLocale.groupingSeparator)
                }
                appendDigit(character, to: &out)
            } else if character == "." {
                out.append(numberLocale.decimalSeparator)
            } else {
                appendDigit(character, to: &out)
            }
        }
        out += negative ? negativeSuffix : positiveSuffix
        return out
    }

    /// Valid when there is at least one digit; empty (or only a sign) is incomplete.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        raw.contains { $0.asciiDigit != nil } ? .valid : .incomplete
    }

    /// Lays out a model value: a locale-independent decimal string such as
    /// `"-1234.50"` (fraction digits beyond the format's are rounded
    /// half-even, as a paste is: `"12.345"` shows `12,34 €` in a euro field
    /// for `de_DE`), or text as a user would paste it.
    public func displayText(for value: String) -> String {
        if let canonical = Self.canonicalDigits(value) {
            var raw = canonical
            if let dot = raw.firstIndex(of: ".") {
                let keep = maximumFractionDigits == 0 ? dot : min(raw.count, dot + 1 + maximumFractionDigits)
                let dropped = raw[keep...].filter { $0 != "." }
                raw.removeSubrange(keep...)
                Self.roundHalfEven(&raw, dropped: dropped[...], integerLimit: nil)
            }
            if !allowsNegative, raw.first == "-" { raw.removeFirst() }
            return layout(accept(raw, inserted: 0..<0).raw)
        }
        var unlimited = self
        unlimited.maximumIntegerDigits = nil
        return unlimited.apply(
            TextEdit(range: "".startIndex..<"".startIndex, replacement: value), to: TextEditingState()
        ).text
    }

    /// `value` as raw characters when it is written as a program writes a
    /// decimal (`-`, digits, at most one `.`), otherwise `nil`.
    static func canonicalDigits(_ value: String) -> [Character]? {
        var out: [Character] = []
        out.reserveCapacity(value.utf8.count)
        var seenDot = false
        var seenDigit = false
        for (i, c) in value.enumerated() {
            if c.asciiDigit != nil {
                seenDigit = true
            } else if c == ".", !seenDot {
                seenDot = true
            } else if c == "-", i == 0 {
            } else {
                return nil
            }
            out.append(c)
        }
        return seenDigit ? out : nil
    }

    /// Applies `edit` like every ``RawInputFormat``, but at the end of the
    /// amount the caret stays before the suffix (`1.234,5| €`).
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applyKeepingRaw(edit, to: state).state
    }

    /// ``apply(_:to:)`` and the accepted raw value, which a scan of the
    /// result's display gives back (the display is a fixed point: see
    /// ``RawInputFormat``'s settling).
    func applyKeepingRaw(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, raw: [Character]
    ) {
        if let pieces = utf8Pieces, let fast = applyBytes(edit, to: state, pieces) { return fast }
        let (raw, caret) = acceptedRaw(after: edit, to: state)
        var result = formattedState(for: raw, rawCaret: caret)
        let text = result.text
        let negative = raw.first == "-"
        let suffix = negative ? negativeSuffix : positiveSuffix
        guard !suffix.isEmpty, !text.isEmpty, result.caret == text.endIndex else { return (result, raw) }
        // The layout ends with the suffix's bytes; the caret goes before them
        // when they are whole characters of the display (they are, unless the
        // suffix starts with a mark that joins the last digit).
        let bytes = suffix.utf8.count
        if text.utf8.count >= bytes, text.utf8.reversed().starts(with: suffix.utf8.reversed()) {
            let index = text.utf8.index(text.endIndex, offsetBy: -bytes)
            let characters = negative ? affixCharacters.negativeSuffix : affixCharacters.positiveSuffix
            if text[index...].count == characters.count {
                result.select(index..<index)
                return (result, raw)
            }
        }
        if text.hasSuffix(suffix) {
            let index = text.index(text.endIndex, offsetBy: -suffix.count)
            result.select(index..<index)
        }
        return (result, raw)
    }

    /// Rounds the raw amount `kept` (an optional `-`, digits, an optional
    /// `.` and digits) half-even given the digits cut after it: up when they
    /// are more than half a unit of its last digit, or exactly half and that
    /// digit is odd. A carry through all nines adds an integer digit, unless
    /// that would pass `integerLimit` (then nothing is rounded).
    static func roundHalfEven(_ kept: inout [Character], dropped: ArraySlice<Character>, integerLimit: Int?) {
        guard let first = dropped.first?.asciiDigit else { return }
        let restNonZero = dropped.dropFirst().contains { $0 != "0" }
        let lastKept = kept.last(where: { $0.asciiDigit != nil })?.asciiDigit ?? 0
        guard first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1)) else { return }
        var rounded = kept
        var i = rounded.count - 1
        while i >= 0 {
            guard let digit = rounded[i].asciiDigit else {
                i -= 1
                continue
            }
            if digit < 9 {
                rounded[i] = Character(Unicode.Scalar(UInt8(48 + digit + 1)))
                kept = rounded
                return
            }
            rounded[i] = "0"
            i -= 1
        }
        // Every digit was a nine: one integer digit more ("" rounds to "1").
        let start = rounded.first == "-" ? 1 : 0
        let integerDigits = (rounded.firstIndex(of: ".") ?? rounded.count) - start
        if let integerLimit, integerDigits + 1 > integerLimit { return }
        rounded.insert("1", at: start)
        kept = rounded
    }

    static func isMinus(_ character: Character) -> Bool { character == "-" || character == "−" }

    /// The ASCII digit for a digit of any script (ASCII, Arabic-Indic,
    /// extended Arabic-Indic, ...), or `nil`: a display in the locale's own
    /// digits and one in ASCII digits read the same.
    static func digit(_ character: Character) -> Character? {
        if character.asciiDigit != nil { return character }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            let ascii = DecimalDigits.ascii(for: scalar)
        else { return nil }
        return Character(Unicode.Scalar(ascii))
    }

    /// Appends the raw ASCII digit `character` in the locale's digits.
    private func appendDigit(_ character: Character, to out: inout String) {
        guard let zero = numberLocale.nativeZero, let value = character.asciiDigit,
            let native = Unicode.Scalar(zero.value + UInt32(value))
        else {
            out.append(character)
            return
        }
        out.unicodeScalars.append(native)
    }
}

extension InputFormat where Self == AmountFormat {
    /// A money amount in `currency` (ISO 4217) as `locale` writes it; see ``AmountFormat``.
    ///
    /// ```swift
    /// let coordinator = TextInputCoordinator(format: .amount(currency: "EUR", locale: "de_DE"))
    /// coordinator.modelDidChange(to: "1234.50")   // the field shows "1.234,50 €"
    /// ```
    ///
    /// With `accounting: true` the locale's accounting pattern writes
    /// negative amounts in parentheses where the locale does (`(€1,234.50)`
    /// in `en_US`).
    public static func amount(currency: String, locale: LocaleIdentifier, accounting: Bool = false)
        -> AmountFormat
    {
        AmountFormat(currency: currency, locale: locale, accounting: accounting)
    }

    /// A plain decimal number as `locale` writes it, with at most `fractionDigits` fraction digits.
    public static func decimal(locale: LocaleIdentifier, fractionDigits: Int = 2) -> AmountFormat {
        AmountFormat(currency: nil, locale: locale, fractionDigits: fractionDigits)
    }
}

// MARK: Byte path

extension AmountFormat {
    /// The pieces an amount's display is made of, as UTF-8: the affixes, the
    /// separators, the minus sign and the digits.
    ///
    /// A keystroke scans and lays out the display's bytes with them instead
    /// of its `Character`s: grapheme breaking, `Character` comparisons and
    /// `String` appends cost most of a keystroke otherwise. The byte path
    /// gives the `Character` path's result exactly when every character of
    /// the display is one Unicode scalar that no neighbour joins, so the
    /// pieces exist only when each of their scalars stands alone (see
    /// ``AmountFormat/standsAlone(_:)``), and a scan gives up (the edit takes
    /// the `Character` path) at the first scalar of a display that is neither
    /// ASCII nor one of the pieces'. Offsets on this path are byte offsets.
    struct UTF8Pieces: Sendable, Hashable {
        let positivePrefix: [UInt8]
        let positiveSuffix: [UInt8]
        let negativePrefix: [UInt8]
        let negativeSuffix: [UInt8]
        /// Whether the negative prefix differs from the positive one (only
        /// then does a scan look for it).
        let negativePrefixDiffers: Bool
        /// Whether the negative suffix differs from the positive one.
        let negativeSuffixDiffers: Bool
        /// The byte offset just after the negative prefix's minus sign or `(`, if it has one.
        let negativeSignEnd: Int?
        let decimal: [UInt8]
        let grouping: [UInt8]
        let decimalScalar: UInt32
        /// The locale's zero when its digits are not ASCII.
        let nativeZero: UInt32?
        /// The UTF-8 of the native digits 0–9, ``digitWidth`` bytes each; empty for ASCII digits.
        let nativeDigits: [UInt8]
        let digitWidth: Int
        /// The non-ASCII scalars a display may hold besides digits.
        let known: [UInt32]

        init?(
            positivePrefix: String, positiveSuffix: String, negativePrefix: String, negativeSuffix: String,
            numbers: NumberLocale
        ) {
            let decimalScalars = numbers.decimalSeparator.unicodeScalars
            let groupingScalars = numbers.groupingSeparator.unicodeScalars
            guard decimalScalars.count == 1, groupingScalars.count == 1, let decimal = decimalScalars.first,
                let grouping = groupingScalars.first
            else { return nil }
            var scalars: [Unicode.Scalar] = [decimal, grouping, "\u{2212}"]
            for affix in [positivePrefix, positiveSuffix, negativePrefix, negativeSuffix] {
                scalars += affix.unicodeScalars
            }
            var digits: [UInt8] = []
            if let zero = numbers.nativeZero {
                for value in 0..<UInt32(10) {
                    guard let digit = Unicode.Scalar(zero.value + value), AmountFormat.standsAlone(digit)
                    else { return nil }
                    digits += String(digit).utf8
                }
            }
            var known: [UInt32] = []
            for scalar in scalars {
                guard AmountFormat.standsAlone(scalar) else { return nil }
                if !scalar.isASCII, !known.contains(scalar.value) { known.append(scalar.value) }
            }
            self.positivePrefix = Array(positivePrefix.utf8)
            self.positiveSuffix = Array(positiveSuffix.utf8)
            self.negativePrefix = Array(negativePrefix.utf8)
            self.negativeSuffix = Array(negativeSuffix.utf8)
            negativePrefixDiffers = negativePrefix != positivePrefix
            negativeSuffixDiffers = negativeSuffix != positiveSuffix
            let prefix = Array(negativePrefix)
            negativeSignEnd = prefix.lastIndex { AmountFormat.isMinus($0) || $0 == "(" }.map {
                String(prefix[...$0]).utf8.count
            }
            self.decimal = Array(String(decimal).utf8)
            self.grouping = Array(String(grouping).utf8)
            decimalScalar = decimal.value
            nativeZero = numbers.nativeZero?.value
            nativeDigits = digits
            digitWidth = digits.count / 10
            self.known = known
        }

        /// The ASCII digit for the scalar `value` when it is an ASCII or a native digit.
        @inline(__always)
        func digit(_ value: UInt32) -> UInt8? {
            if value &- 0x30 < 10 { return UInt8(value) }
            if let zero = nativeZero, value &- zero < 10 { return UInt8(0x30 + value - zero) }
            return nil
        }
    }

    /// Whether `scalar` is a character by itself whatever stands next to it,
    /// among the scalars a byte scan accepts: not a mark, joiner, prepended
    /// sign, `"\r"`, Hangul jamo or regional indicator (format characters
    /// such as the right-to-left mark are grapheme controls, which break on
    /// both sides, and pass; the zero-width joiners and the prepended number
    /// signs join and fail the grapheme test at the end); and not one of the
    /// few scalars canonically equal to an ASCII character (`K` KELVIN SIGN,
    /// `;` GREEK QUESTION MARK, GREEK VARIA), which `Character` comparison
    /// would take for that character.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar != "\r" }
        switch scalar.value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x1F1E6...0x1F1FF, 0x212A, 0x037E, 0x1FEF:
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator:
            return false
        default:
            // Grapheme breaking itself: it neither joins a digit on either side nor itself.
            let alone = String(scalar)
            return ("0" + alone + "0").count == 3 && (alone + alone).count == 2
        }
    }

    /// Without the byte path: every edit takes the `Character` path (for
    /// tests that compare the two).
    var characterPath: AmountFormat {
        var copy = self
        copy.utf8Pieces = nil
        return copy
    }

    /// ``scan(_:)`` on the UTF-8 of a display, with byte offsets as ends; `nil`
    /// when the display holds a non-ASCII scalar that is none of the pieces'
    /// (or `"\r"`), which the `Character` path reads instead.
    func scanBytes(_ display: UnsafeBufferPointer<UInt8>, _ pieces: UTF8Pieces) -> RawScan? {
        var result = RawScan()
        result.characters.reserveCapacity(16)
        result.ends.reserveCapacity(16)
        var start = 0
        var end = display.count
        var negative = false
        if pieces.negativePrefixDiffers, !pieces.negativePrefix.isEmpty,
            display.starts(with: pieces.negativePrefix)
        {
            start = pieces.negativePrefix.count
            if let signEnd = pieces.negativeSignEnd {
                negative = true
                result.append("-", end: signEnd)
            } else if pieces.negativeSuffixDiffers {
                negative = true
                result.append("-", end: start)
            }
        } else if !pieces.positivePrefix.isEmpty, display.starts(with: pieces.positivePrefix) {
            start = pieces.positivePrefix.count
        }
        if Self.endsWith(display, pieces.negativeSuffix, after: start) {
            end -= pieces.negativeSuffix.count
        } else if Self.endsWith(display, pieces.positiveSuffix, after: start) {
            end -= pieces.positiveSuffix.count
        }
        var seenDigit = false
        var seenDecimal = false
        var i = start
        while i < end {
            let lead = display[i]
            let scalar: UInt32
            let next: Int
            if lead < 0x80 {
                guard lead != UInt8.carriageReturn else { return nil }
                scalar = UInt32(lead)
                next = i + 1
            } else {
                (scalar, next) = Self.decode(display, at: i)
            }
            if let digit = pieces.digit(scalar) {
                seenDigit = true
                result.append(String.character(ascii: digit), end: next)
            } else if scalar == pieces.decimalScalar, !seenDecimal, maximumFractionDigits > 0 {
                seenDecimal = true
                result.append(".", end: next)
            } else if scalar == 0x2D || scalar == 0x2212 || (accounting && scalar == 0x28), !negative,
                !seenDigit,
                !seenDecimal, allowsNegative
            {
                negative = true
                result.append("-", end: next)
            } else if lead >= 0x80, !pieces.known.contains(scalar) {
                return nil
            }
            i = next
        }
        return result
    }

    /// Whether `bytes` ends with the non-empty `suffix`, all of it after offset `start`.
    @inline(__always)
    static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8], after start: Int) -> Bool {
        guard !suffix.isEmpty, bytes.count - start >= suffix.count else { return false }
        return bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
    }

    /// The scalar value of the multi-byte UTF-8 sequence at `i` of valid
    /// UTF-8, and the offset after it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[i])
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), i + 2)
        } else if lead < 0xF0 {
            return (
                (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), i + 3
            )
        }
        return (
            (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F), i + 4
        )
    }

    /// ``layoutCharacters(_:)`` written as bytes.
    func layoutBytes(_ raw: [Character], _ pieces: UTF8Pieces) -> [UInt8] {
        guard let first = raw.first else { return [] }
        let negative = first.singleByte == 0x2D
        let body = negative ? raw.dropFirst() : raw[...]
        var integerCount = body.count
        for (i, character) in body.enumerated() where character.singleByte == 0x2E {
            integerCount = i
            break
        }
        let primary = max(numberLocale.primaryGroupSize, 1)
        let secondary = max(numberLocale.secondaryGroupSize, 1)
        let grouped = integerCount >= primary + numberLocale.minimumGroupingDigits
        var out = negative ? pieces.negativePrefix : pieces.positivePrefix
        let width = max(pieces.digitWidth, pieces.grouping.count, pieces.decimal.count, 1)
        out.reserveCapacity(out.count + 2 * width * raw.count + pieces.negativeSuffix.count + 8)
        for (i, character) in body.enumerated() {
            guard let byte = character.singleByte else {
                out += character.utf8
                continue
            }
            if i < integerCount {
                let fromRight = integerCount - i
                if grouped, i > 0,
                    fromRight == primary || (fromRight > primary && (fromRight - primary) % secondary == 0)
                {
                    out += pieces.grouping
                }
            } else if byte == 0x2E {
                out += pieces.decimal
                continue
            }
            if byte.isASCIIDigit, pieces.digitWidth > 0 {
                let from = Int(byte - 0x30) * pieces.digitWidth
                out += pieces.nativeDigits[from..<(from + pieces.digitWidth)]
            } else {
                out.append(byte)
            }
        }
        out += negative ? pieces.negativeSuffix : pieces.positiveSuffix
        return out
    }

    /// ``applyKeepingRaw(_:to:)`` on bytes: the rules of
    /// ``RawInputFormat/acceptedRaw(after:to:)`` and ``formattedState(for:rawCaret:)``
    /// with the display scanned and laid out as UTF-8; `nil` when the
    /// display or the edit's range is not one the byte scan reads (see ``UTF8Pieces``).
    func applyBytes(_ edit: TextEdit, to state: TextEditingState, _ pieces: UTF8Pieces) -> (
        state: TextEditingState, raw: [Character]
    )? {
        var text = state.text
        // An edit range inside a scalar is rounded by the `Character` path.
        let scalars = text.unicodeScalars
        guard edit.range.lowerBound.samePosition(in: scalars) != nil,
            edit.range.upperBound.samePosition(in: scalars) != nil,
            let old = text.withUTF8({ scanBytes($0, pieces) })
        else { return nil }
        let rawEdit = RawEdit(edit, on: state, bytesAreCharacters: true)
        // As on the general path: digits of every script are digits, and a
        // paste is read only as far as the field can hold.
        var replacement = DecimalDigits.normalized(boundedPaste(edit.replacement))
        let typed =
            replacement.withUTF8 { $0.areCharacterBytes ? $0.map(String.character(ascii:)) : nil }
            ?? Array(replacement)
        var accepted: (raw: [Character], caret: Int)?
        if rawEdit.overwritesOnlySeparators(ends: old.ends, rawCount: old.characters.count) {
            let (candidate, inserted) = rawEdit.candidate(
                old.characters, ends: old.ends, inserting: typed, overwritingPastSeparators: true)
            let over = settled(accept(candidate, inserted: inserted))
            // Typed over a separator, unless the format refused it: then nothing is lost.
            if over.raw.count >= old.characters.count { accepted = over }
        }
        if accepted == nil {
            let (candidate, inserted) = rawEdit.candidate(old.characters, ends: old.ends, inserting: typed)
            accepted = settled(accept(candidate, inserted: inserted))
        }
        guard let (raw, caret) = accepted else { return nil }
        let bytes = layoutBytes(raw, pieces)
        var unread = false
        var offset = RawEdit.displayOffset(ofRawCaret: caret, rawCount: raw.count) {
            guard let ends = bytes.withUnsafeBufferPointer({ scanBytes($0, pieces)?.ends }) else {
                unread = true
                return []
            }
            return ends
        }
        guard !unread else { return nil }
        // At the end of the amount the caret stays before the suffix.
        let suffix = raw.first == "-" ? pieces.negativeSuffix : pieces.positiveSuffix
        if !suffix.isEmpty, !bytes.isEmpty, (offset ?? bytes.count) == bytes.count {
            offset = bytes.count - suffix.count
        }
        let display = String(decoding: bytes, as: UTF8.self)
        return (TextEditingState(display: display, caretOffset: offset, bytesAreCharacters: true), raw)
    }
}
