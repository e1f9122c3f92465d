// expect: call to main actor-isolated instance method 'didBeginEditing()' in a synchronous nonisolated context
import FieldKit
nonisolated func type(into coordinator: TextInputCoordinator) {
    coordinator.didBeginEditing()
}
