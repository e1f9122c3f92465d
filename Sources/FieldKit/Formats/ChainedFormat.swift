/// Two raw formats in a row: the first filters or transforms what the user
/// inserts, the second does the same and lays the value out.
///
/// ```swift
/// let plate = CharacterFormat.uppercased.then(.pattern("@@## ####"))
/// plate.displayText(for: "ab123456")   // "AB12 3456"
/// plate.displayText(for: "ab12cdef")   // "AB12": letters in digit slots are dropped
/// let passport = CharacterFormat.alphanumeric.uppercased().then(.maxLength(9))
/// passport.displayText(for: "x1-234567890")   // "X12345678"
/// ```
///
/// Only the second format's layout is used, so put filters (``CharacterFormat``)
/// first and the format that adds separators last. The first format must
/// leave the characters before the insertion alone (every filter does).
/// The value's validity is the less favourable of the two.
public struct ChainedFormat<First: RawInputFormat, Second: RawInputFormat>: RawInputFormat {
    /// The format that sees the user's characters first.
    public var first: First
    /// The format that sees what the first kept, and lays it out.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The raw characters as the second format finds them.
    public func scan(_ displayText: String) -> RawScan { second.scan(displayText) }

    /// The first format's choice, then the second's on what is left of the insertion.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        let (filtered, caret) = first.accept(raw, inserted: inserted)
        let end = min(max(caret, inserted.lowerBound), filtered.count)
        return second.accept(filtered, inserted: inserted.lowerBound..<end)
    }

    /// The second format's layout.
    public func layout(_ raw: [Character]) -> String { second.layout(raw) }

    /// A digit of another script is kept as typed only when both formats keep it.
    public func keepsDigitAsTyped(_ digit: Character) -> Bool {
        first.keepsDigitAsTyped(digit) && second.keepsDigitAsTyped(digit)
    }

    /// The less favourable validity of the two formats.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        first.validity(ofRaw: raw).combined(with: second.validity(ofRaw: raw))
    }
}

extension ChainedFormat {
    /// Left to right when either format is.
    public var isLeftToRightContent: Bool { first.isLeftToRightContent || second.isLeftToRightContent }

    /// Read character by character when either format is.
    public var isReadCharacterByCharacter: Bool {
        first.isReadCharacterByCharacter || second.isReadCharacterByCharacter
    }
}

extension RawInputFormat {
    /// This format, then `next`: see ``ChainedFormat``.
    public func then<Next: RawInputFormat>(_ next: Next) -> ChainedFormat<Self, Next> {
        ChainedFormat(self, next)
    }
}

/// Two chains are equal when both their formats are.
extension ChainedFormat: Equatable where First: Equatable, Second: Equatable {}
