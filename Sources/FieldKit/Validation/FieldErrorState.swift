/// When a field's validation error shows: the rule every FieldKit field
/// follows, whether its value lives in a ``FieldModel`` or in a plain binding.
///
/// The verdict (``validation``) is always current; ``error`` is what a UI
/// shows, and it waits until showing it is fair:
/// - an ``FormatValidity/incomplete`` value (typing more can make it valid)
///   shows its reason only after the user left the field (``isTouched``) or
///   tried to submit (``hasAttemptedSubmit``), and never while the user is
///   typing in the field (``isTyping``);
/// - an ``FormatValidity/invalid(_:)`` value shows at once once the user has
///   typed in the field, left it, or tried to submit.
///
/// An adapter keeps one per validated field and tells it what happened:
///
/// ```swift
/// let validator: Validator = .length(min: 3)
/// var state = FieldErrorState()
/// state.didTakeFocus()
/// state.valueDidChange(to: validator.validate("42"))  // typing: no error yet
/// state.didLoseFocus()                                // left it: the error shows
/// state.error                                         // .tooShort(minimum: 3)
/// ```
package struct FieldErrorState: Sendable, Hashable {
    /// The current verdict on the value.
    package private(set) var validation: ValidationResult

    /// Whether the user has left the field at least once.
    package private(set) var isTouched = false

    /// Whether the field has focus.
    package private(set) var isFocused = false

    /// Whether the value changed since the field last took focus: the user
    /// is typing, so an incomplete value is not an error yet.
    package private(set) var isTyping = false

    /// Whether the user tried to submit the form the field belongs to.
    package private(set) var hasAttemptedSubmit = false

    /// A field whose value's verdict is `validation`, not yet visited.
    package init(validation: ValidationResult = .valid) {
        self.validation = validation
    }

    /// The reason to show now, or `nil`.
    package var error: ValidationReason? {
        Self.error(
            for: validation, isTouched: isTouched, isTyping: isTyping, hasAttemptedSubmit: hasAttemptedSubmit)
    }

    /// The value changed (the user typed, or the app wrote it); `validation`
    /// is the verdict on the new value. A change while focused means the user
    /// is typing.
    package mutating func valueDidChange(to validation: ValidationResult) {
        self.validation = validation
        if isFocused { isTyping = true }
    }

    /// The verdict changed without the value changing (a new validator).
    package mutating func revalidated(_ validation: ValidationResult) {
        self.validation = validation
    }

    /// The field took focus: typing starts afresh.
    package mutating func didTakeFocus() {
        isFocused = true
        isTyping = false
    }

    /// The field lost focus: it is touched from now on.
    package mutating func didLoseFocus() {
        isFocused = false
        isTyping = false
        isTouched = true
    }

    /// The user tried to submit the field's form: incomplete values show
    /// their reason from now on. `validation` is the verdict at that moment.
    package mutating func didAttemptSubmit(with validation: ValidationResult) {
        self.validation = validation
        hasAttemptedSubmit = true
    }

    /// Forgets that the user was here (a form reset).
    package mutating func reset(validation: ValidationResult) {
        self = FieldErrorState(validation: validation)
    }

    /// The rule itself: the reason to show for `validation` given what the
    /// user did. ``FieldModel/error`` and ``error`` both use it.
    package static func error(
        for validation: ValidationResult, isTouched: Bool, isTyping: Bool, hasAttemptedSubmit: Bool
    ) -> ValidationReason? {
        switch validation.validity {
        case .valid:
            return nil
        case .incomplete:
            return (isTouched || hasAttemptedSubmit) && !isTyping ? validation.reason : nil
        case .invalid:
            return isTouched || isTyping || hasAttemptedSubmit ? validation.reason : nil
        }
    }
}
