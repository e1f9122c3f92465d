/// What ``FocusChain/next(cause:)`` does on the last field and
/// ``FocusChain/previous(cause:)`` on the first.
public enum FocusWrapPolicy: Sendable, Hashable {
    /// Stop at the ends: nothing follows the last field. The default, so that
    /// the last field's return key can submit.
    case stopAtEnds
    /// Go round: after the last field comes the first.
    case wrapAround
}
