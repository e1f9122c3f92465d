/// One change of a ``FocusChain``'s focused field, with its cause.
public struct FocusMove<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The field that had focus, or `nil`.
    public var from: ID?
    /// The field that has focus now, or `nil` when focus was resigned.
    public var to: ID?
    /// Why focus moved.
    public var cause: FocusCause

    /// A move from `from` to `to` because of `cause`.
    public init(from: ID?, to: ID?, cause: FocusCause) {
        self.from = from
        self.to = to
        self.cause = cause
    }
}
