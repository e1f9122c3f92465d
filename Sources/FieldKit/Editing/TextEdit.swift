/// One replacement the user made: the text in `range` replaced by `replacement`.
///
/// The range refers to the text *before* the edit. Typing is an empty range
/// and a one-character replacement; backspace is a non-empty range and an
/// empty replacement; paste over a selection is both.
public struct TextEdit: Sendable, Hashable {
    /// The replaced part of the text before the edit (scalar-aligned indices).
    public var range: Range<String.Index>
    /// The text put in its place.
    public var replacement: String

    /// An edit replacing `range` with `replacement`.
    public init(range: Range<String.Index>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether the edit only removes text.
    public var isDeletion: Bool { replacement.isEmpty && !range.isEmpty }
}
