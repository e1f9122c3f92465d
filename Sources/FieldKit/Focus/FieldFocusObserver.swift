/// The chain's observer of one attached field's ``TextInputCoordinator``: it
/// turns the coordinator's focus events into chain updates for the field in
/// its entry.
///
/// The chain owns the observer (in the field's ``FocusEntry``); the
/// coordinator holds it weakly, so a chain that goes away, or a field that is
/// removed, leaves nothing dangling in the coordinator. Not generic, so that
/// the chain's hot paths stay free of run-time generic metadata lookups.
@MainActor
final class FieldFocusObserver: TextInputFocusObserver {
    /// What the observer reports to: the chain that owns it (an existential,
    /// because the chain is generic over its identifiers and this is not).
    @MainActor
    protocol Owner: AnyObject {
        func observedFieldDidBeginEditing(_ observer: FieldFocusObserver)
        func observedFieldDidEndEditing(_ observer: FieldFocusObserver, reason: EndEditingReason)
        func observedFieldDidChangeEnabled(_ observer: FieldFocusObserver)
    }

    /// The index of the field's entry in the chain's storage.
    let entry: Int
    weak var owner: (any Owner)?
    weak var coordinator: TextInputCoordinator?

    init(entry: Int, owner: any Owner, coordinator: TextInputCoordinator) {
        self.entry = entry
        self.owner = owner
        self.coordinator = coordinator
    }

    func textInputDidBeginEditing(_ coordinator: TextInputCoordinator) {
        owner?.observedFieldDidBeginEditing(self)
    }

    func textInputDidEndEditing(_ coordinator: TextInputCoordinator, reason: EndEditingReason) {
        owner?.observedFieldDidEndEditing(self, reason: reason)
    }

    func textInputDidChangeEnabled(_ coordinator: TextInputCoordinator) {
        owner?.observedFieldDidChangeEnabled(self)
    }
}
