/// A range of text positions as a toolkit reports it, in a given ``TextUnit``.
///
/// Unlike `Range<Int>`, a `TextSpan` can hold whatever a toolkit sends —
/// negative, reversed or out-of-bounds values — so that the core can reject it
/// with a ``TextSpanError`` instead of trapping.
///
/// ```swift
/// // UIKit: textField(_:shouldChangeCharactersIn: NSRange(location: 4, length: 1), ...)
/// let range = TextSpan(location: 4, length: 1, unit: .utf16)
/// // GTK: delete-text(start_pos: 2, end_pos: 5)
/// let deleted = TextSpan(2, 5, unit: .unicodeScalars)
/// ```
public struct TextSpan: Sendable, Hashable, CustomStringConvertible {
    /// The first position of the range.
    public var lowerBound: Int
    /// The position just past the range.
    public var upperBound: Int
    /// The unit both bounds count in.
    public var unit: TextUnit

    /// A range from `lowerBound` to `upperBound` in `unit`; no check is made here.
    public init(_ lowerBound: Int, _ upperBound: Int, unit: TextUnit) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.unit = unit
    }

    /// A range given as a location and a length, as in `NSRange`.
    ///
    /// A location of `NSNotFound` (`Int.max`) or a length that overflows is
    /// kept as out of bounds and rejected when the range is resolved.
    public init(location: Int, length: Int, unit: TextUnit) {
        let (upper, overflow) = location.addingReportingOverflow(length)
        self.init(location, overflow ? Int.max : upper, unit: unit)
    }

    /// An empty range (a caret) at `offset`.
    public init(caret offset: Int, unit: TextUnit) {
        self.init(offset, offset, unit: unit)
    }

    /// The number of positions the range covers (negative if reversed).
    public var length: Int { upperBound &- lowerBound }

    /// Whether the range is a caret (covers no text).
    public var isEmpty: Bool { lowerBound == upperBound }

    /// A short form such as `3..<5 utf16`.
    public var description: String { "\(lowerBound)..<\(upperBound) \(unit)" }
}
