/// What the return key does in a field of a ``FocusChain``.
///
/// Adapters show it on the key (UIKit `returnKeyType` `.next`, `.done`, `.go`)
/// and the chain performs it in ``FocusChain/returnKeyPressed(in:)``.
public enum ReturnKeyRole: Sendable, Hashable, CustomStringConvertible {
    /// Move focus to the next field that can take it.
    case next
    /// Resign focus (dismiss the keyboard) without submitting.
    case done
    /// Submit the form (``FocusChain/onSubmit``), then resign focus unless the
    /// submit moved it (to a field with an error, for example).
    case submit

    /// The case name, for logs.
    public var description: String {
        switch self {
        case .next: "next"
        case .done: "done"
        case .submit: "submit"
        }
    }
}
