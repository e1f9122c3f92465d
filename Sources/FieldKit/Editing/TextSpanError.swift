/// Why a ``TextSpan`` sent by a toolkit cannot be applied to the text.
///
/// Every case leaves the editing state unchanged. The error describes positions
/// only, never text, so it is safe to log even for secure fields.
public enum TextSpanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A bound is negative.
    case negative(TextSpan)
    /// The upper bound is before the lower bound.
    case reversed(TextSpan)
    /// A bound is past the end of the text, whose length in the range's unit is `length`.
    case outOfBounds(TextSpan, length: Int)
    /// A bound falls inside a Unicode scalar: between the two halves of a
    /// surrogate pair (UTF-16) or between the bytes of a multi-byte scalar (UTF-8).
    case splitsScalar(TextSpan, offset: Int)
    /// The ranges of one multi-range edit overlap each other.
    case overlapping([TextSpan])
    /// A multi-range edit came with no range at all.
    case empty

    /// A one-line explanation naming positions only.
    public var description: String {
        switch self {
        case .negative(let r): "range \(r) has a negative bound"
        case .reversed(let r): "range \(r) ends before it starts"
        case .outOfBounds(let r, let length): "range \(r) is past the end of the text (length \(length))"
        case .splitsScalar(let r, let offset): "range \(r) splits a Unicode scalar at \(offset)"
        case .overlapping(let ranges): "ranges \(ranges.map(\.description)) overlap"
        case .empty: "an edit named no range"
        }
    }
}
