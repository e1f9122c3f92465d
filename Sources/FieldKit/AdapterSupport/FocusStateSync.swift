/// Keeps a declarative toolkit's focus state (SwiftUI's `@FocusState`) and a
/// ``FocusChain`` in agreement when a form mixes the toolkit's own fields
/// with FieldKit's wrapped native ones.
///
/// The toolkit's focus state only knows its own fields: it must never hold a
/// wrapped field's identifier (the toolkit would find no field for it and
/// clear it, fighting the chain), and its becoming `nil` means "one of my
/// fields lost focus", which matters only when the chain believes one of
/// those fields has focus. These two functions are the whole protocol; the
/// adapter calls them from its change handlers, after the view update.
package enum FocusStateSync {
    /// What the chain should do after the toolkit's focus state changed.
    package enum ChainAction<ID: Hashable & Sendable>: Sendable, Hashable {
        /// Nothing: the chain already agrees, or the change concerns no
        /// field of the toolkit's own.
        case none
        /// The user put focus into the toolkit's field `ID`.
        case focus(ID)
        /// The toolkit's focused field lost focus and nothing took it.
        case resign
    }

    /// The value the toolkit's focus state should hold for the chain's focus.
    package static func focusStateValue<ID: Hashable>(chainFocused: ID?, wrappedFields: Set<ID>) -> ID? {
        guard let chainFocused, !wrappedFields.contains(chainFocused) else { return nil }
        return chainFocused
    }

    /// What the chain does when the toolkit's focus state became `newValue`.
    package static func chainAction<ID: Hashable & Sendable>(
        focusState newValue: ID?, chainFocused: ID?, wrappedFields: Set<ID>
    ) -> ChainAction<ID> {
        if let newValue {
            return newValue == chainFocused || wrappedFields.contains(newValue) ? .none : .focus(newValue)
        }
        guard let chainFocused, !wrappedFields.contains(chainFocused) else { return .none }
        return .resign
    }
}
