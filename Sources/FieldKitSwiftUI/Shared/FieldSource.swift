#if canImport(SwiftUI)
    import SwiftUI

    /// Where a FieldKit field's value lives: a SwiftUI binding, or a field of
    /// a ``/FieldKit/FormModel`` (which then also owns the format, the secure flag and
    /// the focus chain).
    @MainActor
    enum FieldSource {
        case binding(Binding<String>)
        case form(FormModel, field: String)

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
            case .form(let form, let name):
                binding.bind(input, to: form, field: name)
                input.modelDidChange(to: form[name]?.value ?? "")
            }
        }

        /// The binding's setter, for the coordinator's `writeModel`; a form
        /// sets its own when it binds.
        func write(_ value: String) {
            if case .binding(let text) = self { text.wrappedValue = value }
        }

        /// The field's return-key role in the form's own chain, when the
        /// field is not in a `.focusChain(_:)` container.
        var formReturnKeyRole: ReturnKeyRole? {
            guard case .form(let form, let name) = self, form.focus.contains(name) else { return nil }
            return form.focus.returnKeyRole(for: name)
        }
    }

    /// Remembers which form field a coordinator is bound to, so that a view
    /// update binds only when the source changes, and gives the coordinator
    /// back its binding writer when the source stops being a form.
    @MainActor
    final class FormBinding {
        private weak var form: FormModel?
        private var name: String?
        private let writeBinding: (String) -> Void

        init(writeBinding: @escaping (String) -> Void) {
            self.writeBinding = writeBinding
        }

        func bind(_ input: TextInputCoordinator, to form: FormModel, field name: String) {
            guard self.form !== form || self.name != name else { return }
            release(input)
            if form.bind(input, to: name) {
                self.form = form
                self.name = name
            }
        }

        func release(_ input: TextInputCoordinator) {
            guard let form, let name else { return }
            form.unbind(input, from: name)
            input.writeModel = writeBinding
            self.form = nil
            self.name = nil
        }
    }
#endif
