/// What ``FocusChain/focus(_:cause:)`` did with a request.
public enum FocusRequestResult: Sendable, Hashable {
    /// The field has focus now (or already had it).
    case focused
    /// The field is not registered yet; the chain remembers the request and
    /// focuses it when it registers (a lazily created row), unless another
    /// focus request or a user move comes first.
    case pending
    /// The field is registered but disabled, hidden or read-only; nothing changed.
    case unavailable
}
