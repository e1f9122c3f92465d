/// Where a declarative field's value lives: a plain two-way binding (given
/// as its getter and setter), or a field of a ``FormModel`` (which then
/// also owns the format, the secure flag and the return-key role).
@MainActor
package enum FieldModelSource {
    /// A binding's getter and setter.
    case value(get: () -> String, set: (String) -> Void)
    /// A field of a form.
    case form(any FormFieldReference)

    /// Brings `input` up to date with the source on a view update: the
    /// format (the view's for a binding, the form field's otherwise), the
    /// secure flag (a binding takes the view's, a form field keeps its own)
    /// and the model value, which the coordinator ignores when the widget
    /// already shows it.
    package func update(
        _ input: TextInputCoordinator, format: any InputFormat, isSecure: Bool, binding: FormBinding
    ) {
        switch self {
        case .value(let get, _):
            binding.release(input)
            input.format = format
            input.isSecure = isSecure
            input.modelDidChange(to: get())
        case .form(let reference):
            binding.bind(input, to: reference)
            input.modelDidChange(to: reference.value)
        }
    }

    /// The binding's setter, the coordinator's `writeModel`; nothing for a
    /// form, whose own route (``FormModel/bind(_:to:)``) writes its field.
    package func write(_ value: String) {
        guard case .value(_, let set) = self else { return }
        set(value)
    }

    /// The field's return-key role in the form's own chain, when the field
    /// is not in a focus-chain container.
    package var formReturnKeyRole: ReturnKeyRole? {
        guard case .form(let reference) = self else { return nil }
        return reference.returnKeyRole
    }
}

/// One field of one form, whatever the form's key type.
@MainActor
package protocol FormFieldReference {
    /// The form, for identity.
    var formObject: AnyObject { get }
    /// The field's key.
    var key: AnyHashable { get }
    /// The field's raw value.
    var value: String { get }
    /// The field's return-key role in the form's chain, if it is in it.
    var returnKeyRole: ReturnKeyRole? { get }
    /// The form's focus chain (``FormModel/focus``), for identity.
    var chainObject: AnyObject { get }
    /// The field's key in that chain.
    var chainKey: any Hashable & Sendable { get }
    /// Binds `input` to the field; `false` when the form has no such field.
    func bind(_ input: TextInputCoordinator) -> Bool
    /// What undoes ``bind(_:)`` later, holding the form weakly.
    func unbinder() -> (TextInputCoordinator) -> Void
}

/// The field `field` of `form`.
@MainActor
package struct TypedFormFieldReference<Field: Hashable & Sendable>: FormFieldReference {
    package let form: FormModel<Field>
    package let field: Field

    package init(form: FormModel<Field>, field: Field) {
        self.form = form
        self.field = field
    }

    package var formObject: AnyObject { form }
    package var key: AnyHashable { AnyHashable(field) }
    package var chainObject: AnyObject { form.focus }
    package var chainKey: any Hashable & Sendable { field }
    package var value: String { form[field]?.value ?? "" }
    package var returnKeyRole: ReturnKeyRole? {
        form.focus.contains(field) ? form.focus.returnKeyRole(for: field) : nil
    }
    package func bind(_ input: TextInputCoordinator) -> Bool { form.bind(input, to: field) }
    package func unbinder() -> (TextInputCoordinator) -> Void {
        { [weak form, field] input in form?.unbind(input, from: field) }
    }
}

/// Remembers which form field a coordinator is bound to, so that a view
/// update binds only when the source changes, and unbinds it when the
/// source stops being that form field. The view's own writer
/// (`writeModel`) stays set throughout: the form writes beside it.
@MainActor
package final class FormBinding {
    private weak var form: AnyObject?
    private var key: AnyHashable?
    private var unbind: ((TextInputCoordinator) -> Void)?

    package init() {}

    package func bind(_ input: TextInputCoordinator, to reference: any FormFieldReference) {
        guard form !== reference.formObject || key != reference.key else { return }
        release(input)
        guard reference.bind(input) else { return }
        form = reference.formObject
        key = reference.key
        unbind = reference.unbinder()
    }

    package func release(_ input: TextInputCoordinator) {
        if form != nil { unbind?(input) }
        form = nil
        key = nil
        self.unbind = nil
    }
}
