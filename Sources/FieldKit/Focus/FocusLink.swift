/// The chain's end of one field's link to its ``TextInputCoordinator``: it
/// turns the coordinator's focus events into chain updates for its field.
///
/// The chain owns the link; the coordinator holds it weakly, so a chain that
/// goes away leaves nothing dangling in the coordinator.
@MainActor
final class FocusLink<ID: Hashable & Sendable>: TextInputFocusObserver {
    let id: ID
    weak var chain: FocusChain<ID>?
    weak var coordinator: TextInputCoordinator?

    init(id: ID, chain: FocusChain<ID>, coordinator: TextInputCoordinator) {
        self.id = id
        self.chain = chain
        self.coordinator = coordinator
    }

    func textInputDidBeginEditing(_ coordinator: TextInputCoordinator) {
        chain?.widgetDidBeginEditing(id)
    }

    func textInputDidEndEditing(_ coordinator: TextInputCoordinator, reason: EndEditingReason) {
        chain?.widgetDidEndEditing(id, reason: reason)
    }
}
