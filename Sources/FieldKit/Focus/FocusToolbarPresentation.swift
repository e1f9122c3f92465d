/// What a native keyboard toolbar must redo to show new
/// ``FocusToolbarEntry`` values: nothing, only its buttons' enabled states,
/// or its buttons themselves.
///
/// A toolbar that remade its buttons on every focus move would take a
/// screen reader's focus off the button the user just pressed; one that
/// only flipped enabled states would miss a new title (a change of locale,
/// of the app's configuration). The toolkit keeps one presentation per bar
/// and does what ``update(to:)`` returns.
package struct FocusToolbarPresentation: Sendable {
    /// What the bar must do.
    package enum Change: Sendable, Hashable {
        /// The bar already shows the entries.
        case none
        /// The same buttons; only whether each is enabled changed.
        case enabledStates
        /// Other buttons, titles or symbols: make the bar's buttons again.
        case rebuild
    }

    /// The entries the bar shows now.
    package private(set) var shown: [FocusToolbarEntry] = []
    private var hasShown = false

    package init() {}

    /// The bar is to show `entries`: what it must redo.
    package mutating func update(to entries: [FocusToolbarEntry]) -> Change {
        defer {
            shown = entries
            hasShown = true
        }
        guard hasShown else { return .rebuild }
        if entries == shown { return .none }
        return Self.withoutEnabledStates(entries) == Self.withoutEnabledStates(shown)
            ? .enabledStates : .rebuild
    }

    private static func withoutEnabledStates(_ entries: [FocusToolbarEntry]) -> [FocusToolbarEntry] {
        entries.map { entry in
            guard case .item(var item) = entry else { return entry }
            item.isEnabled = true
            return .item(item)
        }
    }
}
