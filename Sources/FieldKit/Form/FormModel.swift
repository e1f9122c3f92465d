import Observation

/// A form: its fields, their focus chain, and submit, keyed by the app's own
/// field type.
///
/// ```swift
/// enum Checkout: Hashable, Sendable { case name, card, cvc }
///
/// let form = FormModel([
///     FieldModel(Checkout.name, validator: .required()),
///     FieldModel(Checkout.card, format: .digits(max: 19), privacy: .cardNumber,
///                validator: .required().and(.length(min: 12))),
///     FieldModel(Checkout.cvc, format: .digits(max: 4), privacy: .secure,
///                validator: .required().and(.length(min: 3))),
/// ])
/// form.bind(cardCoordinator, to: .card)    // in the adapter
/// let result = form.submit()
/// if result.isValid { pay(result.values.raw(.card)!) }
/// ```
///
/// `Field` is any `Hashable & Sendable` type: an enum gives values, errors
/// and focus that a typo cannot reach (`form[.card]`, `result.invalidFields`,
/// `form.focus.focused`); strings still work where the fields are only known
/// at run time.
///
/// The form owns a ``FocusChain`` keyed by the same type, with the fields in the
/// order they were added (or their explicit order). Focus moves keep each
/// field's ``FieldModel/isFocused``, ``FieldModel/isTouched`` and
/// ``FieldModel/isTyping`` up to date, which is what decides when errors show.
///
/// ## One way to submit
///
/// Every route that submits the form ends in ``submit()``: the app's own
/// button calling it, return on the last field, the platform's submit
/// shortcut (Ctrl+Return, Cmd+Return) in any field, the toolbar's Done and
/// the chain's ``FocusChain/submit()``. It validates every field, shows
/// every error and focuses the first invalid field; only when every field
/// is valid does it call the app's handlers, ``onSubmit`` with the typed
/// ``FormSubmission`` and the chain's ``FocusChain/onSubmit`` (what
/// SwiftUI's `.focusChain(form.focus) { pay() }` sets). A failed submit
/// calls ``onInvalidSubmit`` instead.
///
/// ```swift
/// enum Order: Hashable, Sendable { case email }
/// let order = FormModel([FieldModel(Order.email, validator: .required())])
/// var paid = false
/// order.onSubmit = { _ in paid = true }
/// order.focus.onSubmit = { paid = true }   // gated the same way
/// order.submit()                           // invalid: paid stays false
/// order[.email]?.value = "ada@example.com"
/// order.submit()                           // valid: both handlers run
/// print(paid)                              // true
/// ```
@MainActor
@Observable
public final class FormModel<Field: Hashable & Sendable> {
    /// The focus chain of the form's fields (and of any other fields the app
    /// registers with it).
    public let focus: FocusChain<Field>

    /// The fields, in the order they were added.
    public private(set) var fields: [FieldModel<Field>] = []

    /// Whether ``submit()`` was called since the last ``reset()``: from then
    /// on, incomplete fields show their errors.
    public private(set) var hasAttemptedSubmit: Bool {
        get { stored.hasAttemptedSubmit }
        set { stored.hasAttemptedSubmit = newValue }
    }

    /// The texts of the fields' ``FieldModel/errorMessage``: the locale's
    /// language and the app's overrides for every field. Adapters set it from
    /// the platform's locale (SwiftUI's environment, GTK's process locale).
    public var messages: MessageCatalog {
        get { stored.messages }
        set { stored.messages = newValue }
    }

    // The observed state that does not depend on `Field` lives in a
    // non-generic `@Observable` object (``FormModelState``): the macro's
    // accessors in a generic class build a key path on every access, and
    // every field's ``FieldModel/error`` reads ``hasAttemptedSubmit``.
    @ObservationIgnored let stored = FormModelState()

    /// Called when a submit finds every submittable field valid, with the
    /// values: from ``submit()`` and from every route that ends in it
    /// (return on the last field, the submit shortcut, the toolbar's Done).
    /// Never called for an invalid form.
    @ObservationIgnored public var onSubmit: ((FormSubmission<Field>) -> Void)?

    /// Called when a submit finds a field that is not valid, after focus went
    /// to the first such field: to show a summary, or to log the attempt.
    @ObservationIgnored public var onInvalidSubmit: ((FormSubmission<Field>) -> Void)?

    /// Whether the submit handlers are running: a submit they start (such as
    /// a handler that calls ``submit()`` for the values) validates and
    /// returns without calling them again.
    @ObservationIgnored private var isRunningSubmitHandlers = false

    @ObservationIgnored var byName: [Field: FieldModel<Field>] = [:]
    /// The fields that follow another (``follow(_:from:by:_:)``).
    @ObservationIgnored var followings: [Following<Field>] = []
    @ObservationIgnored private var orderCache: (revision: Int, fields: [FieldModel<Field>])?
    /// The field the user left last (``FieldModel/timesLeft``): the only one
    /// whose leave is still news. Not observed: read when a field's own
    /// state changes.
    @ObservationIgnored package private(set) var lastLeftField: Field?

    /// A form with `fields`, in that order, and a new focus chain unless one is given.
    public init(_ fields: [FieldModel<Field>] = [], focus: FocusChain<Field> = FocusChain()) {
        self.focus = focus
        focus.formFocusObserver = { [weak self] move in self?.focusDidMove(move) }
        focus.formSubmitAction = { [weak self] in
            guard let self else { return false }
            self.submit()
            return true
        }
        // Return in a field that shows its error stays there: after a failed
        // submit put focus on the first invalid field, repeated returns used
        // to walk on through the form and type newlines into a multi-line
        // editor on the way. The field's role (next, submit) runs once the
        // error is gone. The chain asks on every route return takes, bound
        // coordinator or not (SwiftUI's own fields report return by name).
        focus.formReturnKeepsFocus = { [weak self] name in self?.byName[name]?.error != nil }
        for field in fields { add(field) }
    }

    /// The field named `name`.
    public subscript(name: Field) -> FieldModel<Field>? { byName[name] }

    /// Adds `field`, replacing a field of the same name, and registers it in
    /// the focus chain (after the fields added before it unless `order` says otherwise).
    public func add(_ field: FieldModel<Field>, order: Int? = nil) {
        if byName[field.name] != nil { remove(field.name) }
        byName[field.name] = field
        orderCache = nil
        fields.append(field)
        field.form = self
        focus.register(field.name, order: order, availability: field.availability)
        fieldDidJoin(field)
    }

    /// Removes the field named `name`; if it had focus, the chain's focus
    /// loss rule moves focus on. A coordinator bound to it is unbound.
    public func remove(_ name: Field) {
        guard let field = byName.removeValue(forKey: name) else { return }
        orderCache = nil
        fields.removeAll { $0 === field }
        field.form = nil
        field.hasFollowers = false
        if let coordinator = field.coordinator { route(coordinator, of: field, bound: false) }
        focus.unregister(name)
    }

    /// Whether every submittable field is valid.
    public var isValid: Bool { fields.allSatisfy { !$0.isSubmittable || $0.isValid } }

    /// Whether any field differs from its initial value.
    public var isDirty: Bool { fields.contains { $0.isDirty } }

    /// Validates every submittable field again.
    ///
    /// - Returns: the names of the fields that are not valid, in focus order.
    @discardableResult
    public func validate() -> [Field] {
        var invalid: [Field] = []
        for field in fieldsInFocusOrder() where field.isSubmittableUntracked && !field.validate().isValid {
            invalid.append(field.name)
        }
        return invalid
    }

    /// Submits the form, the one way every route takes: validates every
    /// field, shows every error, and focuses the first invalid field that can
    /// take focus (cause ``FocusCause/validation``, so adapters put the caret
    /// at the end and assistive technology reads the field with its error).
    /// Then, for a valid form, calls the chain's ``FocusChain/onSubmit`` and
    /// ``onSubmit``; for an invalid one, ``onInvalidSubmit``.
    ///
    /// Called from inside one of those handlers, it validates and returns the
    /// result without calling them again.
    ///
    /// - Returns: the values of the submittable fields and what is wrong, if anything.
    @discardableResult
    public func submit() -> FormSubmission<Field> {
        let result = validateForSubmit()
        guard !isRunningSubmitHandlers else { return result }
        isRunningSubmitHandlers = true
        defer { isRunningSubmitHandlers = false }
        if result.isValid {
            focus.onSubmit?()
            onSubmit?(result)
        } else {
            onInvalidSubmit?(result)
        }
        return result
    }

    /// Validates every submittable field, marks the submit attempt and
    /// focuses the first invalid field.
    private func validateForSubmit() -> FormSubmission<Field> {
        if !hasAttemptedSubmit { hasAttemptedSubmit = true }
        var values = FormValues<Field>()
        var invalid: [Field] = []
        var errors: [Field: ValidationReason] = [:]
        for field in fieldsInFocusOrder() where field.isSubmittableUntracked {
            values.append(field.name, field.protectedValue)
            let result = field.validate()
            if !result.isValid {
                invalid.append(field.name)
                errors[field.name] = result.reason ?? .incomplete
            }
        }
        let target = invalid.first { byName[$0]?.availability.canTakeFocus == true }
        if let target { focus.focus(target, cause: .validation) }
        // A status message after the focus move, so that a screen reader
        // says the count along with the first field to correct.
        if !invalid.isEmpty {
            focus.announce(messages.text(.fieldsNeedAttention, [.count: "\(invalid.count)"]))
        }
        return FormSubmission(values: values, invalidFields: invalid, errors: errors, focusedField: target)
    }

    /// Puts every field back to its initial value, forgets touched fields and
    /// the submit attempt. Focus stays where it is.
    public func reset() {
        for field in fields { field.reset() }
        if hasAttemptedSubmit { hasAttemptedSubmit = false }
    }

    // MARK: Adapter contract

    /// Binds `coordinator` (one field's widget) to the field named `name`.
    ///
    /// The coordinator takes the field's format, writes the raw value into the
    /// field as the user types (besides the app's own
    /// ``TextInputCoordinator/writeModel``, which keeps running), shows the
    /// field's value, and joins the focus chain
    /// (``FocusChain/attach(_:to:order:availability:)``). The field's
    /// later changes by the app reach the widget through
    /// ``TextInputCoordinator/modelDidChange(to:)``, synchronously. Return in
    /// the field performs its role in the chain, except while the field shows
    /// its error (``FieldModel/error``): then focus stays, so that repeated
    /// returns after a failed submit keep the user on the first invalid field.
    ///
    /// - Returns: `false` when no field has that name; nothing changes then.
    @discardableResult
    public func bind(_ coordinator: TextInputCoordinator, to name: Field) -> Bool {
        guard let field = byName[name] else { return false }
        coordinator.modelValueKind = .raw
        coordinator.isSecure = field.privacy == .secure
        coordinator.format = field.format
        route(coordinator, of: field, bound: true)
        coordinator.modelDidChange(to: field.value)
        focus.attach(coordinator, to: name)
        return true
    }

    /// Undoes ``bind(_:to:)`` if `coordinator` is the one bound to `name`.
    public func unbind(_ coordinator: TextInputCoordinator, from name: Field) {
        guard let field = byName[name], field.coordinator === coordinator else { return }
        route(coordinator, of: field, bound: false)
        focus.detach(coordinator, from: name)
    }

    /// Routes `coordinator`'s model writes into `field` (`bound`), or takes
    /// the field's route away (the field was unbound or left the form). The
    /// app's own ``TextInputCoordinator/writeModel`` keeps running either way,
    /// and a route another field set since is left alone.
    private func route(_ coordinator: TextInputCoordinator, of field: FieldModel<Field>, bound: Bool) {
        field.coordinator = bound ? coordinator : nil
        coordinator.modelWriteRoute.route(
            .form(owner: ObjectIdentifier(field)),
            to: bound
                ? { [weak field, weak coordinator] raw in
                    field?.widgetDidWrite(raw: raw, display: coordinator?.state.text ?? raw)
                } : nil)
    }

    // MARK: Internals

    func fieldAvailabilityDidChange(_ field: FieldModel<Field>) {
        guard byName[field.name] === field else { return }
        focus.setAvailability(field.availability, for: field.name)
    }

    /// The fields in focus order, rebuilt only when the chain's structure
    /// changed: submit and validate walk it on every call.
    private func fieldsInFocusOrder() -> [FieldModel<Field>] {
        if let cached = orderCache, cached.revision == focus.structureRevision { return cached.fields }
        let ordered = focus.fields.compactMap { byName[$0] }
        orderCache = (focus.structureRevision, ordered)
        return ordered
    }

    private func focusDidMove(_ move: FocusMove<Field>) {
        if let from = move.from, let field = byName[from],
            field.didLoseFocus(byUser: move.cause != .validation)
        {
            lastLeftField = from
        }
        if let to = move.to { byName[to]?.didTakeFocus() }
    }
}

extension FormModel: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// The fields, each redacted as its privacy requires.
    public var description: String {
        "FormModel(" + fields.map(\.description).joined(separator: ", ") + ")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension FormModel: @MainActor CustomReflectable {
    /// The fields (each with its own redacting mirror) and the submit flag.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["fields": fields, "hasAttemptedSubmit": hasAttemptedSubmit], displayStyle: .class
        )
    }
}
