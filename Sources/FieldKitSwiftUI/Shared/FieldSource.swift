#if canImport(SwiftUI)
    import SwiftUI

    /// Where a FieldKit field's value lives: a SwiftUI binding, or a field of
    /// a ``/FieldKit/FormModel`` (which then also owns the format, the secure flag and
    /// the focus chain).
    @MainActor
    enum FieldSource {
        case binding(Binding<String>)
        case form(any FormFieldReference)

        /// Brings `input` up to date with the source on a view update: the
        /// format (from the environment for a binding, from the form field
        /// otherwise) and the model value, which the coordinator ignores when
        /// the widget already shows it.
        func update(_ input: TextInputCoordinator, environmentFormat: any InputFormat, binding: FormBinding) {
            switch self {
            case .binding(let text):
                binding.release(input)
                input.format = environmentFormat
                input.modelDidChange(to: text.wrappedValue)
            case .form(let reference):
                binding.bind(input, to: reference)
                input.modelDidChange(to: reference.value)
            }
        }

        /// The binding's setter, the coordinator's `writeModel`; nothing for
        /// a form, whose own route (`FormModel.bind`) writes its field.
        func write(_ value: String) {
            if case .binding(let text) = self { text.wrappedValue = value }
        }

        /// The field's return-key role in the form's own chain, when the
        /// field is not in a `.focusChain(_:)` container.
        var formReturnKeyRole: ReturnKeyRole? {
            guard case .form(let reference) = self else { return nil }
            return reference.returnKeyRole
        }
    }

    /// One field of one form, whatever the form's key type.
    @MainActor
    protocol FormFieldReference {
        /// The form, for identity.
        var formObject: AnyObject { get }
        /// The field's key.
        var key: AnyHashable { get }
        /// The field's raw value.
        var value: String { get }
        /// The field's return-key role in the form's chain, if it is in it.
        var returnKeyRole: ReturnKeyRole? { get }
        /// Binds `input` to the field; `false` when the form has no such field.
        func bind(_ input: TextInputCoordinator) -> Bool
        /// What undoes ``bind(_:)`` later, holding the form weakly.
        func unbinder() -> (TextInputCoordinator) -> Void
    }

    /// The field `field` of `form`.
    @MainActor
    struct TypedFormFieldReference<Field: Hashable & Sendable>: FormFieldReference {
        let form: FormModel<Field>
        let field: Field

        var formObject: AnyObject { form }
        var key: AnyHashable { AnyHashable(field) }
        var value: String { form[field]?.value ?? "" }
        var returnKeyRole: ReturnKeyRole? {
            form.focus.contains(field) ? form.focus.returnKeyRole(for: field) : nil
        }
        func bind(_ input: TextInputCoordinator) -> Bool { form.bind(input, to: field) }
        func unbinder() -> (TextInputCoordinator) -> Void {
            { [weak form, field] input in form?.unbind(input, from: field) }
        }
    }

    /// Remembers which form field a coordinator is bound to, so that a view
    /// update binds only when the source changes, and unbinds it when the
    /// source stops being that form field. The view's own writer
    /// (`writeModel`) stays set throughout: the form writes beside it.
    @MainActor
    final class FormBinding {
        private weak var form: AnyObject?
        private var key: AnyHashable?
        private var unbind: ((TextInputCoordinator) -> Void)?

        func bind(_ input: TextInputCoordinator, to reference: any FormFieldReference) {
            guard form !== reference.formObject || key != reference.key else { return }
            release(input)
            if reference.bind(input) {
                form = reference.formObject
                key = reference.key
                unbind = reference.unbinder()
            }
        }

        func release(_ input: TextInputCoordinator) {
            if form != nil { unbind?(input) }
            form = nil
            key = nil
            self.unbind = nil
        }
    }
#endif
