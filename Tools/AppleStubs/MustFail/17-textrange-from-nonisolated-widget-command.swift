// expect: call to main actor-isolated
import FieldKit
nonisolated func type(into coordinator: TextInputCoordinator) {
    coordinator.didBeginEditing()
}
