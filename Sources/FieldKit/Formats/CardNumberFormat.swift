/// A payment card number: digits only, grouped by brand, checked with Luhn.
///
/// The brand is detected from the first digits as the user types; it sets
/// the grouping (4-4-4-4-3, American Express 4-6-5, 14- and 15-digit Diners
/// Club 4-6-4 and 4-6-5), the longest number accepted and the lengths that are
/// complete, from the networks' published rules.
///
/// ```swift
/// CardNumberFormat.cardNumber.displayText(for: "4242424242424242")   // "4242 4242 4242 4242"
/// CardNumberFormat.brand(of: "3782")                                 // .americanExpress, for a badge
/// ```
///
/// See `Guides/CardNumber.md`.
public struct CardNumberFormat: RawInputFormat, Hashable, ContextFreeSingleByteRules {
    /// The longest card number of any brand.
    public static let maximumLength = 19

    /// Whether UnionPay numbers must pass the Luhn check to be valid.
    ///
    /// `false` by default: UnionPay's rules allow numbers without a Luhn check
    /// digit, so rejecting them would turn real cards away. Set it when the
    /// acquirer only accepts Luhn-valid UnionPay cards (most international
    /// ones are), to catch typos as for the other brands.
    public var unionPayRequiresLuhn: Bool

    /// The card number format.
    ///
    /// - Parameter unionPayRequiresLuhn: whether UnionPay numbers must pass
    ///   the Luhn check (``unionPayRequiresLuhn``).
    public init(unionPayRequiresLuhn: Bool = false) {
        self.unionPayRequiresLuhn = unionPayRequiresLuhn
    }

    /// The brand of a card number (raw or formatted), as soon as its first
    /// digits decide it; `nil` while they are ambiguous or for an unknown network.
    public static func brand(of number: String) -> CardBrand? {
        CardRange.lookup(digitValues(number)[...]).range?.brand
    }

    static func digitValues(_ text: some Sequence<Character>) -> [UInt8] {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.underestimatedCount)
        for c in text { if let v = c.asciiDigit { digits.append(v) } }
        return digits
    }

    static func digitValues(_ text: String) -> [UInt8] {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.utf8.count)
        for b in text.utf8 where b.isASCIIDigit { digits.append(b - 48) }
        return digits
    }

    /// The groups and longest length for a number of `count` digits starting with `digits`.
    ///
    /// - Parameter zero: subtracted from each element for its digit value
    ///   (48 for ASCII digits).
    static func shape(_ digits: ArraySlice<UInt8>, zero: UInt8 = 0, count: Int) -> (
        groups: [Int], maximum: Int
    ) {
        guard let range = CardRange.lookup(digits.prefix(6), zero: zero).range else {
            return (CardBrand.fours, maximumLength)
        }
        return (
            range.groups(forLength: count), range.maximumLength ?? range.brand.longestLength
        )
    }

    /// ``shape(_:count:)`` of a number given as ASCII digits, read in place.
    static func shape(asciiDigits raw: [UInt8], count: Int) -> (groups: [Int], maximum: Int) {
        shape(raw[...], zero: 48, count: count)
    }

    /// Each digit is raw.
    public func scan(_ displayText: String) -> RawScan { scanBytes(displayText) }

    /// Keeps inserted digits up to the brand's longest number.
    ///
    /// A deletion that changes the brand keeps every digit (the number then
    /// reads as invalid rather than losing what the user typed).
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        // The candidate itself, copied only when an inserted non-digit is
        // removed or a digit is dropped: the same rule as `dropInsertedOverflow`.
        var kept = raw
        var end = inserted.upperBound
        if kept[inserted].contains(where: { !$0.isASCIIDigit }) {
            var write = inserted.lowerBound
            for read in inserted where kept[read].isASCIIDigit {
                kept[write] = kept[read]
                write += 1
            }
            kept.removeSubrange(write..<end)
            end = write
        }
        // The brand from the first six digits of the whole value, inserted
        // digits and tail together (before any is dropped).
        let limit = Self.shape(asciiDigits: kept, count: 0).maximum
        let excess = kept.count - limit
        if excess > 0 {
            let dropped = min(end - inserted.lowerBound, excess)
            kept.removeSubrange((end - dropped)..<end)
            end -= dropped
        }
        return (kept, end)
    }

    /// The digits in the brand's groups, separated by spaces.
    public func layout(_ raw: [Character]) -> String { layoutBytes(raw.singleBytes) }

    func layoutBytes(_ raw: [UInt8]) -> String {
        let groups = Self.shape(asciiDigits: raw, count: raw.count).groups
        // Written straight into the string: no array in between.
        return String(unsafeUninitializedCapacity: raw.count + groups.count) { out in
            var written = 0
            var group = 0
            var left = groups[0]
            for b in raw {
                if left == 0 {
                    out[written] = 32
                    written += 1
                    group += 1
                    left = group < groups.count ? groups[group] : .max
                }
                out[written] = b
                written += 1
                left -= 1
            }
            return written
        }
    }

    /// Applies `edit` on bytes when the text is ASCII (the usual case), with
    /// the same rules as every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applySingleByte(edit, to: state) ?? applyGeneral(edit, to: state)
    }

    func rawByte(_ byte: UInt8) -> UInt8? { byte.isASCIIDigit ? byte : nil }

    /// The digits of `value` (at most 19) in their brand's groups.
    ///
    /// Not limited to the brand's length: a deletion that changes the brand
    /// keeps every digit, and its display must stay what it is.
    public func displayText(for value: String) -> String {
        let value = DecimalDigits.normalized(value)
        var digits: [UInt8] = []
        for b in value.utf8 where b.isASCIIDigit && digits.count < Self.maximumLength { digits.append(b) }
        return layoutBytes(digits)
    }

    /// Incomplete until a length the brand issues, then valid if the Luhn
    /// check passes (or the brand does not require it).
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        Self.validity(ofDigits: Self.digitValues(raw), unionPayRequiresLuhn: unionPayRequiresLuhn)
    }

    static func validity(ofDigits digits: [UInt8], unionPayRequiresLuhn: Bool = false) -> FormatValidity {
        if digits.isEmpty { return .incomplete }
        let (range, possible) = CardRange.lookup(digits.prefix(6))
        guard let range else {
            return possible ? .incomplete : .invalid(.unknownCardNumber)
        }
        let brand = range.brand
        let longest = range.maximumLength ?? brand.longestLength
        let count = digits.count
        if count > longest { return .invalid(.cardNumberTooLong(brand: brand)) }
        guard brand.lengths.contains(count) else { return .incomplete }
        if !(brand.requiresLuhn || unionPayRequiresLuhn) || Luhn.isValid(digits) { return .valid }
        // A Luhn failure at a common length is a typo; at a short length that
        // longer cards share (Visa 13, Maestro 12), more digits may follow.
        return count >= 16 || count == longest ? .invalid(.checksumFailed) : .incomplete
    }
}

extension CardNumberFormat {
    /// Left to right in every language, also in a right-to-left interface.
    public var isLeftToRightContent: Bool { true }

    /// Read character by character: a listener checks it digit by digit.
    public var isReadCharacterByCharacter: Bool { true }
}

extension InputFormat where Self == CardNumberFormat {
    /// A payment card number grouped by brand; see ``CardNumberFormat``.
    public static var cardNumber: CardNumberFormat { CardNumberFormat() }

    /// A payment card number grouped by brand, with UnionPay's Luhn policy
    /// chosen; see ``CardNumberFormat/unionPayRequiresLuhn``.
    public static func cardNumber(unionPayRequiresLuhn: Bool) -> CardNumberFormat {
        CardNumberFormat(unionPayRequiresLuhn: unionPayRequiresLuhn)
    }
}
