/// What is wrong with a pattern given to ``PatternFormat/init(validating:)``.
public enum PatternSyntaxError: Error, Sendable, Hashable {
    /// The pattern ends with a lone `\`.
    case danglingEscape
    /// A `[`, `]`, `{` or `}` without its partner, at this character offset.
    case unbalancedBracket(offset: Int)
    /// A bracket inside another, at this character offset.
    case nestedBracket(offset: Int)
    /// Something follows an optional or repeated tail, at this character offset.
    case tailNotAtEnd(offset: Int)
    /// A `{…}` group with no placeholder would repeat forever.
    case repeatWithoutPlaceholder(offset: Int)
}
