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
    ///     .focusChainField(Field.card)
    /// ```
    ///
    /// Characters the format or the length bound leaves out are not dropped
    /// silently: the field shows "Characters left out: 1 (not accepted
    /// here)" (in the environment's `fieldMessages` language; at the trailing
    /// end on iOS, under the field on macOS) and VoiceOver announces it.
    ///
    /// Configuration methods (`keyboard`, `secure`, `submitLabel`, `focused`,
    /// ...) return the field itself; apply them before any SwiftUI modifier,
    /// because after one the call resolves to SwiftUI's own modifier, which
    /// does not reach the native widget.
    @MainActor
    public struct PlatformTextField {
        let placeholder: String
        let source: FieldSource
        var options = TextFieldOptions()
        var focus: FieldFocusBinding?
        var revealed: Binding<Bool>?
        var changeAction: ((String) -> Void)?
        var submitAction: (() -> Void)?
        var endEditingAction: ((EndEditingReason) -> Void)?

        /// A field showing `placeholder` while empty and editing `text`.
        ///
        /// With a format (``SwiftUI/View/inputFormat(_:)``) the binding holds
        /// the format's raw value and the field shows the formatted text.
        public init(_ placeholder: String, text: Binding<String>) {
            self.placeholder = placeholder
            source = .binding(text)
        }

        /// A field editing the field named `name` of `form`, which supplies
        /// its value, format, secure flag, validation and place in the
        /// form's focus chain (`form.focus`).
        ///
        /// ```swift
        /// PlatformTextField("Card number", form: checkout, field: "card")
        /// Text(checkout["card"]?.error ?? "")
        /// ```
        public init(_ placeholder: String, form: FormModel, field name: String) {
            self.placeholder = placeholder
            source = .form(form, field: name)
        }

        private func with(_ change: (inout PlatformTextField) -> Void) -> PlatformTextField {
            var copy = self
            change(&copy)
            return copy
        }

        /// The keyboard to show (iOS).
        public func keyboard(_ keyboard: TextFieldKeyboard) -> PlatformTextField {
            with { $0.options.keyboard = keyboard }
        }

        /// What the field holds, for AutoFill.
        public func contentType(_ content: TextFieldContent?) -> PlatformTextField {
            with { $0.options.content = content }
        }

        /// Automatic capitalisation (iOS).
        public func capitalization(_ capitalization: TextFieldCapitalization) -> PlatformTextField {
            with { $0.options.capitalization = capitalization }
        }

        /// Turns autocorrection on or off; `nil` leaves the system default.
        public func autocorrection(_ enabled: Bool?) -> PlatformTextField {
            with { $0.options.autocorrection = enabled }
        }

        /// Secure entry (dots). While `revealed` is true the text shows in
        /// the clear; switching keeps focus, text and caret.
        public func secure(_ isSecure: Bool = true, revealed: Binding<Bool>? = nil) -> PlatformTextField {
            with {
                $0.options.isSecure = isSecure
                $0.revealed = revealed
            }
        }

        /// The return key's label; `.automatic` (the default) follows the
        /// focus chain: Next, or Done on the last field.
        public func submitLabel(_ label: ReturnKeyLabel) -> PlatformTextField {
            with { $0.options.returnKey = label }
        }

        /// Called with the binding's new value after each change the user made.
        public func onTextChange(_ action: @escaping (String) -> Void) -> PlatformTextField {
            with { $0.changeAction = action }
        }

        /// Called when the user presses return in this field, before the
        /// focus chain acts on it.
        public func onSubmit(_ action: @escaping () -> Void) -> PlatformTextField {
            with { $0.submitAction = action }
        }

        /// Called once when an editing session ends, with why it ended.
        public func onEndEditing(_ action: @escaping (EndEditingReason) -> Void) -> PlatformTextField {
            with { $0.endEditingAction = action }
        }

        /// Binds the widget's first-responder status both ways.
        public func isFirstResponder(_ isFocused: Binding<Bool>) -> PlatformTextField {
            with { $0.focus = FieldFocusBinding(isFocused) }
        }

        /// Binds focus to a Boolean `@FocusState`, moving the native widget's
        /// first responder (SwiftUI's own `.focused` does not).
        public func focused(_ condition: FocusState<Bool>.Binding) -> PlatformTextField {
            with { $0.focus = FieldFocusBinding(condition) }
        }

        /// Binds focus to an optional `@FocusState`: the field has focus when
        /// the state equals `value`.
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> PlatformTextField
        {
            with { $0.focus = FieldFocusBinding(binding, equals: value) }
        }
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
        var options = TextFieldOptions()
        var focus: FieldFocusBinding?
        var changeAction: ((String) -> Void)?
        var endEditingAction: ((EndEditingReason) -> Void)?

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

        /// An editor for the field named `name` of `form`.
        public init(
            _ placeholder: String, form: FormModel, field name: String, lineLimit: ClosedRange<Int> = 1...8
        ) {
            self.placeholder = placeholder
            source = .form(form, field: name)
            minLines = lineLimit.lowerBound
            maxLines = lineLimit.upperBound
        }

        private func with(_ change: (inout PlatformTextEditor) -> Void) -> PlatformTextEditor {
            var copy = self
            change(&copy)
            return copy
        }

        /// What the editor holds, for AutoFill (a street address).
        public func contentType(_ content: TextFieldContent?) -> PlatformTextEditor {
            with { $0.options.content = content }
        }

        /// Automatic capitalisation (iOS).
        public func capitalization(_ capitalization: TextFieldCapitalization) -> PlatformTextEditor {
            with { $0.options.capitalization = capitalization }
        }

        /// Turns autocorrection on or off; `nil` leaves the system default.
        public func autocorrection(_ enabled: Bool?) -> PlatformTextEditor {
            with { $0.options.autocorrection = enabled }
        }

        /// Called with the binding's new value after each change the user made.
        public func onTextChange(_ action: @escaping (String) -> Void) -> PlatformTextEditor {
            with { $0.changeAction = action }
        }

        /// Called once when an editing session ends.
        public func onEndEditing(_ action: @escaping (EndEditingReason) -> Void) -> PlatformTextEditor {
            with { $0.endEditingAction = action }
        }

        /// Binds the widget's first-responder status both ways.
        public func isFirstResponder(_ isFocused: Binding<Bool>) -> PlatformTextEditor {
            with { $0.focus = FieldFocusBinding(isFocused) }
        }

        /// Binds focus to an optional `@FocusState`.
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> PlatformTextEditor
        {
            with { $0.focus = FieldFocusBinding(binding, equals: value) }
        }
    }
#endif
