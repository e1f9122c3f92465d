import Observation

/// A form's observed state that does not depend on its key type (see
/// ``FieldModelState``).
@MainActor
@Observable
final class FormModelState {
    var hasAttemptedSubmit = false
    var messages = MessageCatalog()
}
