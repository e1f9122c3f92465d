import Observation

/// A field's observed state, none of which depends on the form's key type.
/// A file-level, non-generic class, like ``FocusChainState``: the Observation
/// macro's accessors in a generic class instantiate a key path (looking up
/// the class's generic metadata) on every read and write, which made
/// validating a 1,000-field form 50–70 times slower.
@MainActor
@Observable
final class FieldModelState {
    var format: any InputFormat
    var validator: Validator
    var incompleteReason: ValidationReason
    var messageOverride: MessageCatalog.Override?
    var availability: FieldAvailability
    /// The value and display text, redacted in every description.
    var current: ProtectedText
    var initial: ProtectedText
    var validation: ValidationResult = .valid
    var isTouched = false
    var isFocused = false
    var isTyping = false
    var timesLeft = 0
    var label: String?

    init(
        format: any InputFormat, validator: Validator, incompleteReason: ValidationReason,
        availability: FieldAvailability, text: ProtectedText
    ) {
        self.format = format
        self.validator = validator
        self.incompleteReason = incompleteReason
        self.availability = availability
        self.current = text
        self.initial = text
    }
}

extension FieldModelState {
    // Reads that register no observation, for the form's own walks over its
    // fields (validate, submit) and for validating, whose result is itself
    // observed (``validation``): the macro's backing storage, private to this
    // file. A tracked read costs a key path, an access record and an
    // isolation check.

    /// ``availability`` untracked.
    var untrackedAvailability: FieldAvailability { _availability }
    /// ``validation`` untracked.
    var untrackedValidation: ValidationResult { _validation }
    /// ``current`` untracked.
    var untrackedCurrent: ProtectedText { _current }
    /// ``format`` untracked.
    var untrackedFormat: any InputFormat { _format }
    /// ``validator`` untracked.
    var untrackedValidator: Validator { _validator }
    /// ``incompleteReason`` untracked.
    var untrackedIncompleteReason: ValidationReason { _incompleteReason }
}
