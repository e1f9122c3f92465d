/// What a ``FocusLink`` reports to: the chain that owns it.
@MainActor
protocol FocusLinkOwner: AnyObject {
    func linkDidBeginEditing(_ link: FocusLink)
    func linkDidEndEditing(_ link: FocusLink, reason: EndEditingReason)
}

/// The chain's end of one field's link to its ``TextInputCoordinator``: it
/// turns the coordinator's focus events into chain updates for its field.
///
/// The chain owns the link; the coordinator holds it weakly, so a chain that
/// goes away, or a field that is removed, leaves nothing dangling in the
/// coordinator. Not generic, so that the chain's hot paths stay free of
/// run-time generic metadata lookups.
@MainActor
final class FocusLink: TextInputFocusObserver {
    /// The field's slot in the chain's storage.
    let slot: Int
    weak var owner: (any FocusLinkOwner)?
    weak var coordinator: TextInputCoordinator?

    init(slot: Int, owner: any FocusLinkOwner, coordinator: TextInputCoordinator) {
        self.slot = slot
        self.owner = owner
        self.coordinator = coordinator
    }

    func textInputDidBeginEditing(_ coordinator: TextInputCoordinator) {
        owner?.linkDidBeginEditing(self)
    }

    func textInputDidEndEditing(_ coordinator: TextInputCoordinator, reason: EndEditingReason) {
        owner?.linkDidEndEditing(self, reason: reason)
    }
}
