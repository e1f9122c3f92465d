#if canImport(SwiftUI)
    import SwiftUI

    /// One field of a form on screen: a label above the field (with a
    /// required mark), the field, and its message below it, the same as
    /// FieldKit's GTK `FormRow` shows, from the same core rules
    /// (``/FieldKit/FormRowPresentation``).
    ///
    /// With a ``/FieldKit/FormModel``, the row shows the field's
    /// ``/FieldKit/FieldModel/error`` when the form decides it is fair to,
    /// in the environment's ``SwiftUI/EnvironmentValues/fieldMessages``
    /// language:
    ///
    /// ```swift
    /// FormRow("Card number", form: checkout, field: .card) {
    ///     PlatformTextField("e.g. 4242 4242 4242 4242", form: checkout, field: .card)
    /// }
    /// ```
    ///
    /// With a plain binding, the row validates the field itself (the same
    /// moments as a form's field: ``SwiftUI/View/validation(_:error:incomplete:)``)
    /// and keeps the error, so the app needs no error state of its own:
    ///
    /// ```swift
    /// FormRow("Delivery notes", validator: .required(), hint: "Where to leave the parcel") {
    ///     PlatformTextEditor("e.g. Leave it with the neighbour", text: $notes, lineLimit: 2...6)
    /// }
    /// ```
    ///
    /// For screen readers the field speaks for the row: the row hands the
    /// field its name and `hint` (the field's own validation or form field
    /// gives its required state and error, as ``/FieldKit/FieldAccessibility``
    /// says them) and hides its own label and message from them, so
    /// VoiceOver hears each once, on the field.
    @MainActor
    public struct FormRow<Content: View>: View {
        private let label: String
        private let hint: String?
        private let rule: Rule
        private let content: Content
        @State private var boundError: ValidationReason?
        @Environment(\.fieldMessages) private var messages

        /// Where the row's field and its verdict come from.
        private enum Rule {
            case form(@MainActor (_ label: String, _ hint: String?, MessageCatalog) -> FormRowPresentation)
            case validator(Validator, incomplete: ValidationReason)
        }

        /// A row for the field `name` of `form`: its label (unless the form
        /// names the field, ``/FieldKit/FieldModel/label``), required state
        /// and error come from the form.
        ///
        /// - Parameters:
        ///   - label: the field's name, shown above it and read as its name.
        ///   - form: the form that owns the field.
        ///   - name: the field's name in `form`.
        ///   - hint: how to fill the field, for screen readers (read after the
        ///     value); never shown, unlike the placeholder.
        ///   - content: the field, usually a ``PlatformTextField`` or
        ///     ``PlatformTextEditor`` of the same form field.
        public init<Field>(
            _ label: String, form: FormModel<Field>, field name: Field, hint: String? = nil,
            @ViewBuilder content: () -> Content
        ) {
            self.label = label
            self.hint = hint
            rule = .form { [form] label, hint, messages in
                form[name]?.rowPresentation(label: label, hint: hint, messages: messages)
                    ?? FormRowPresentation(
                        label: label, hint: hint, isRequired: false, error: nil, messages: messages)
            }
            self.content = content()
        }

        /// A row for a field bound to a plain binding, validated by the row
        /// with `validator`: required when `validator` refuses an empty
        /// value, its error shown at the moments a form's field shows it.
        ///
        /// - Parameters:
        ///   - label: the field's name, shown above it and read as its name.
        ///   - validator: the rule the value must satisfy; the field's
        ///     format's own verdict is checked after it.
        ///   - incomplete: the reason when the format finds the value
        ///     incomplete and the validator had nothing to say.
        ///   - hint: how to fill the field, for screen readers.
        ///   - content: the field.
        public init(
            _ label: String, validator: Validator = .always, incomplete: ValidationReason = .incomplete,
            hint: String? = nil, @ViewBuilder content: () -> Content
        ) {
            self.label = label
            self.hint = hint
            rule = .validator(validator, incomplete: incomplete)
            self.content = content()
        }

        /// What the row shows and says now.
        private var presentation: FormRowPresentation {
            switch rule {
            case .form(let present):
                return present(label, hint, messages)
            case .validator(let validator, _):
                return FormRowPresentation(
                    label: label, hint: hint, isRequired: !validator.validate("").isValid, error: boundError,
                    messages: messages)
            }
        }

        /// The label, the field and its message.
        public var body: some View {
            let presentation = presentation
            VStack(alignment: .leading, spacing: 4) {
                // Screen readers hear the label, the required state and the
                // message on the field itself.
                Text(presentation.markedLabel)
                    .accessibilityHidden(true)
                validatedContent
                    .modifier(
                        FieldConfigurationModifier {
                            $0.accessibilityLabel = presentation.label
                            $0.accessibilityHint = hint
                        })
                if let message = presentation.message {
                    Text(message)
                        .font(.footnote)
                        .foregroundStyle(.red)
                        .accessibilityHidden(true)
                }
            }
        }

        @ViewBuilder
        private var validatedContent: some View {
            switch rule {
            case .form:
                content
            case .validator(let validator, let incomplete):
                content.validation(validator, error: $boundError, incomplete: incomplete)
            }
        }
    }
#endif
