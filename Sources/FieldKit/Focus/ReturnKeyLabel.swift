/// The label on a field's return key, as the app asks for it or as the focus
/// chain implies it.
///
/// Adapters map it to the toolkit's own type (UIKit's `UIReturnKeyType`);
/// toolkits without a labelled return key ignore it.
public enum ReturnKeyLabel: Sendable, Hashable, CaseIterable {
    /// Follow the field's role in its focus chain: "Next" when return moves
    /// on, "Done" when it resigns or submits, the plain return key outside a
    /// chain.
    case automatic
    /// The plain return key.
    case `return`
    /// "Next".
    case next
    /// "Done".
    case done
    /// "Go".
    case go
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Join".
    case join
    /// "Route".
    case route
    /// "Continue".
    case `continue`

    /// The label the key shows: an explicit label wins; `automatic` follows
    /// the chain role, and is the plain return key when the field is in no
    /// chain (`role == nil`).
    public func resolved(role: ReturnKeyRole?) -> ReturnKeyLabel {
        guard self == .automatic else { return self }
        switch role {
        case .next: return .next
        case .done, .submit: return .done
        case nil: return .return
        }
    }

    /// The label the app chose, `nil` for ``automatic``: what a declarative
    /// toolkit's own submit label is given (SwiftUI's `.submitLabel`), which
    /// has no "follow the chain" of its own and keeps its default then.
    package var chosenByApp: ReturnKeyLabel? { self == .automatic ? nil : self }
}
