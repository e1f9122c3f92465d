#if canImport(SwiftUI)
    import SwiftUI

    /// What the modifiers around a ``PlatformTextField`` or a
    /// ``PlatformTextEditor`` ask of its native widget: traits, secure entry,
    /// the return key's label, focus and the app's callbacks.
    ///
    /// It travels through the environment, as ``SwiftUI/View/inputFormat(_:)``
    /// does, so a FieldKit modifier reaches the widget wherever it is written
    /// in the modifier chain (`.padding().onSubmit { }` as well as
    /// `.onSubmit { }.padding()`), and one field never mixes two models.
    @MainActor
    struct FieldConfiguration {
        var options = TextFieldOptions()
        var revealed: Binding<Bool>?
        var focus: FieldFocusBinding?
        var changeActions: [(String) -> Void] = []
        var submitActions = SubmitActions()
        var endEditingActions: [(EndEditingReason) -> Void] = []
        var validation: FieldValidationRequest?
        /// The name and hint VoiceOver reads (``SwiftUI/View/fieldAccessibility(label:hint:)``).
        var accessibilityLabel: String?
        var accessibilityHint: String?

        nonisolated init() {}

        /// The values of one view update of a field showing `source`, for
        /// the core's `RepresentedField`.
        func viewValues(of source: FieldSource, in environment: EnvironmentValues) -> FieldViewValues {
            var values = FieldViewValues(source: source, format: environment.inputFormat)
            values.isSecure = options.isSecure
            values.isRevealed = revealed?.wrappedValue == true
            values.returnKey = options.returnKey
            values.focus = focus
            values.changeActions = changeActions
            values.submitActions = submitActions
            values.endEditingActions = endEditingActions
            values.validation = validation
            values.chain = environment.chainField?.slot
            values.isEnabled = environment.isEnabled
            values.textInputTraits = options.textInputTraits
            return values
        }
    }

    private struct FieldConfigurationKey: EnvironmentKey {
        static var defaultValue: FieldConfiguration { FieldConfiguration() }
    }

    extension EnvironmentValues {
        var fieldConfiguration: FieldConfiguration {
            get { self[FieldConfigurationKey.self] }
            set { self[FieldConfigurationKey.self] = newValue }
        }
    }

    /// The modifier behind FieldKit's field modifiers (``SwiftUI/View/onSubmit(_:)``,
    /// ``SwiftUI/View/keyboard(_:)``, ``SwiftUI/View/fieldFocused(_:equals:)``
    /// and the others): it hands the FieldKit fields below one more piece of
    /// configuration through the environment, so the modifier works wherever
    /// it is written in the modifier chain.
    ///
    /// You do not create it; its name appears in the type of a modified view,
    /// `ModifiedContent<_, FieldConfigurationModifier>`.
    @MainActor
    public struct FieldConfigurationModifier: ViewModifier {
        let change: (inout FieldConfiguration) -> Void
        /// SwiftUI's own counterparts, applied as well so that SwiftUI's
        /// text fields below behave the same.
        var swiftUISubmit: (() -> Void)?
        var swiftUISubmitLabel: SubmitLabel?
        @Environment(\.fieldConfiguration) private var outer

        init(_ change: @escaping (inout FieldConfiguration) -> Void) {
            self.change = change
        }

        /// The content, with the fields below configured.
        public func body(content: Content) -> some View {
            var configuration = outer
            change(&configuration)
            return swiftUICounterpart(of: content).environment(\.fieldConfiguration, configuration)
        }

        @ViewBuilder
        private func swiftUICounterpart(of content: Content) -> some View {
            if let swiftUISubmit {
                content.onSubmit(of: .text, swiftUISubmit)
            } else if let swiftUISubmitLabel {
                content.submitLabel(swiftUISubmitLabel)
            } else {
                content
            }
        }
    }
#endif
