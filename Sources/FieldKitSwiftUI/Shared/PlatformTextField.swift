#if canImport(SwiftUI)
    import SwiftUI

    /// A single-line text field backed by the platform's own widget
    /// (`UITextField` on iOS, `NSTextField` on macOS), with a two-way binding
    /// that never moves the caret, live formats, IME-safe updates and a place
    /// in a focus chain.
    ///
    /// ```swift
    /// PlatformTextField("Card number", text: $card)
    ///     .keyboard(.number)
    ///     .contentType(.cardNumber)
    ///     .inputFormat(.cardNumber)
    ///     .focusChainField(.card, in: chain)
    /// ```
    ///
    /// Characters the format or the length bound leaves out are not dropped
    /// silently: the field shows "Characters left out: 1 (not accepted
    /// here)" (in the environment's `fieldMessages` language; at the trailing
    /// end on iOS, under the field on macOS) and VoiceOver announces it.
    ///
    /// FieldKit's modifiers (`keyboard`, `secure`, `onSubmit`,
    /// `fieldSubmitLabel`, `fieldFocused`, `inputFormat`, ...) reach the
    /// native widget through the environment, so they work in any order,
    /// before or after SwiftUI's own modifiers (`.padding().onSubmit { }`).
    /// Where SwiftUI has a modifier that cannot reach a wrapped widget
    /// (`.focused`, `.submitLabel`), FieldKit's is named `fieldFocused` /
    /// `fieldSubmitLabel`; SwiftUI's names written on the field itself warn
    /// (deprecated, with a rename fix-it) and act as FieldKit's.
    @MainActor
    public struct PlatformTextField {
        let placeholder: String
        let source: FieldSource

        /// A field showing `placeholder` while empty and editing `text`.
        ///
        /// With a format (``SwiftUI/View/inputFormat(_:)``) the binding holds
        /// the format's raw value and the field shows the formatted text.
        public init(_ placeholder: String, text: Binding<String>) {
            self.placeholder = placeholder
            source = .binding(text)
        }

        /// A field editing the field `name` of `form`, which supplies its
        /// value, format, secure flag, validation and place in the form's
        /// focus chain (`form.focus`). The form is keyed by the app's own
        /// field type, so a misspelt field does not compile.
        ///
        /// ```swift
        /// PlatformTextField("Card number", form: checkout, field: .card)
        /// if let error = checkout[.card]?.errorMessage { Text(error) }
        /// ```
        public init<Field>(_ placeholder: String, form: FormModel<Field>, field name: Field) {
            self.placeholder = placeholder
            source = .form(TypedFormFieldReference(form: form, field: name))
        }

        /// SwiftUI's `.focused(_:)` cannot move the native widget's first
        /// responder; written on the field, this one warns and does what
        /// ``SwiftUI/View/fieldFocused(_:)`` does.
        @available(
            *, deprecated, renamed: "fieldFocused(_:)",
            message: "SwiftUI's .focused does not reach the native widget; use .fieldFocused"
        )
        public func focused(_ condition: FocusState<Bool>.Binding)
            -> ModifiedContent<PlatformTextField, FieldConfigurationModifier>
        { fieldFocused(condition) }

        /// SwiftUI's `.focused(_:equals:)` cannot move the native widget's
        /// first responder; written on the field, this one warns and does
        /// what ``SwiftUI/View/fieldFocused(_:equals:)`` does.
        @available(
            *, deprecated, renamed: "fieldFocused(_:equals:)",
            message: "SwiftUI's .focused does not reach the native widget; use .fieldFocused"
        )
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> ModifiedContent<PlatformTextField, FieldConfigurationModifier>
        { fieldFocused(binding, equals: value) }

        /// SwiftUI's `.submitLabel(_:)` cannot reach the native widget's
        /// return key; written on the field, this one warns and does what
        /// ``SwiftUI/View/fieldSubmitLabel(_:)`` does.
        @available(
            *, deprecated, renamed: "fieldSubmitLabel(_:)",
            message: "SwiftUI's .submitLabel does not reach the native widget; use .fieldSubmitLabel"
        )
        public func submitLabel(_ label: ReturnKeyLabel)
            -> ModifiedContent<PlatformTextField, FieldConfigurationModifier>
        { fieldSubmitLabel(label) }
    }

    /// A multi-line text editor backed by the platform's own widget
    /// (`UITextView`, `NSTextView`), with a placeholder and a height that
    /// grows with the text up to a line limit, then scrolls.
    ///
    /// ```swift
    /// PlatformTextEditor("Delivery notes", text: $notes, lineLimit: 2...6)
    /// ```
    @MainActor
    public struct PlatformTextEditor {
        let placeholder: String
        let source: FieldSource
        let minLines: Int
        let maxLines: Int?

        /// An editor growing from `lineLimit.lowerBound` to
        /// `lineLimit.upperBound` lines.
        public init(_ placeholder: String, text: Binding<String>, lineLimit: ClosedRange<Int> = 1...8) {
            self.placeholder = placeholder
            source = .binding(text)
            minLines = lineLimit.lowerBound
            maxLines = lineLimit.upperBound
        }

        /// An editor that grows without limit from `minLines` lines.
        public init(_ placeholder: String, text: Binding<String>, minLines: Int) {
            self.placeholder = placeholder
            source = .binding(text)
            self.minLines = minLines
            maxLines = nil
        }

        /// An editor for the field `name` of `form`.
        public init<Field>(
            _ placeholder: String, form: FormModel<Field>, field name: Field,
            lineLimit: ClosedRange<Int> = 1...8
        ) {
            self.placeholder = placeholder
            source = .form(TypedFormFieldReference(form: form, field: name))
            minLines = lineLimit.lowerBound
            maxLines = lineLimit.upperBound
        }

        /// SwiftUI's `.focused(_:equals:)` cannot move the native widget's
        /// first responder; written on the editor, this one warns and does
        /// what ``SwiftUI/View/fieldFocused(_:equals:)`` does.
        @available(
            *, deprecated, renamed: "fieldFocused(_:equals:)",
            message: "SwiftUI's .focused does not reach the native widget; use .fieldFocused"
        )
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> ModifiedContent<PlatformTextEditor, FieldConfigurationModifier>
        { fieldFocused(binding, equals: value) }
    }
#endif
