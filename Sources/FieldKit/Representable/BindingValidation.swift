/// What a declarative `validation(_:error:incomplete:)` modifier asks of a
/// field bound to a plain binding: the rule, the reason for an incomplete
/// value, and the app's error binding as its getter and setter.
@MainActor
package struct FieldValidationRequest {
    package let validator: Validator
    package let incompleteReason: ValidationReason
    package let readError: () -> ValidationReason?
    package let writeError: (ValidationReason?) -> Void

    package init(
        validator: Validator, incompleteReason: ValidationReason,
        readError: @escaping () -> ValidationReason?, writeError: @escaping (ValidationReason?) -> Void
    ) {
        self.validator = validator
        self.incompleteReason = incompleteReason
        self.readError = readError
        self.writeError = writeError
    }
}

/// The validation of one field bound to a plain binding: the core's
/// ``FieldErrorState`` (the same moments as a form model's field) fed with
/// the field's events, and the error it decides written to the app's
/// binding, never during a view update.
@MainActor
package final class BindingValidation {
    private var state = FieldErrorState()
    package private(set) var request: FieldValidationRequest?
    private weak var input: TextInputCoordinator?
    /// Runs work after the current view update (a declarative host's next
    /// turn); the error binding is written there when the change happened
    /// during an update.
    private let afterUpdate: (@escaping @MainActor () -> Void) -> Void

    package init(
        input: TextInputCoordinator,
        afterUpdate: @escaping (@escaping @MainActor () -> Void) -> Void
    ) {
        self.input = input
        self.afterUpdate = afterUpdate
    }

    /// Takes the request of this view update; a new verdict (the app wrote
    /// the value, or the validator changed) is published after the update,
    /// never during it.
    package func update(_ request: FieldValidationRequest?) {
        self.request = request
        guard let verdict = verdict(), verdict != state.validation else { return }
        state.revalidated(verdict)
        afterUpdate { [weak self] in self?.publish() }
    }

    /// The user changed the value.
    package func valueDidChange() {
        guard let verdict = verdict() else { return }
        state.valueDidChange(to: verdict)
        publish()
    }

    /// The field took focus. Focus can move during a view update (a focus
    /// binding asked for it), so the error is published after it.
    package func didTakeFocus() {
        guard request != nil else { return }
        state.didTakeFocus()
        afterUpdate { [weak self] in self?.publish() }
    }

    /// The field lost focus; published after any view update, as above.
    package func didLoseFocus() {
        guard request != nil else { return }
        state.didLoseFocus()
        afterUpdate { [weak self] in self?.publish() }
    }

    /// The user tried to submit the field's form: from now on the error
    /// shows whatever it is. Returns whether the value is valid.
    package func attemptSubmit() -> Bool {
        guard let verdict = verdict() else { return true }
        state.didAttemptSubmit(with: verdict)
        publish()
        return verdict.isValid
    }

    /// The check a focus chain runs before its submit action, `nil` when
    /// the field is not validated.
    package var submitCheck: (() -> Bool)? {
        guard request != nil else { return nil }
        return { [weak self] in self?.attemptSubmit() ?? true }
    }

    private func verdict() -> ValidationResult? {
        guard let request, let input else { return nil }
        return request.validator.validate(
            raw: input.modelValue, display: input.state.text, format: input.format,
            incompleteReason: request.incompleteReason)
    }

    /// Writes the error to show, only when it changed.
    private func publish() {
        guard let request else { return }
        let error = state.error
        guard request.readError() != error else { return }
        request.writeError(error)
    }
}
