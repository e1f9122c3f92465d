// Must-pass checks: this target compiles only if the stubs and FieldKit
// behave as the adapter relies on. Each annotation names the modifier type
// the compiler must have picked: `FieldConfigurationModifier` is FieldKit's,
// which hands the native widget its configuration through the environment
// (the adapters read it in `load(_:environment:)`); SwiftUI's own modifiers
// return an opaque type and would not convert. MustFail/43 shows the same
// annotation failing for SwiftUI's `onSubmit(of:_:)`.
import FieldKitSwiftUI
import SwiftUI

@MainActor
enum OverloadResolution {
    /// FieldKit's modifiers are chosen after a SwiftUI modifier as well as
    /// before one: `.padding().onSubmit { }` reaches the native widget.
    static func fieldModifiersWorkInAnyOrder(
        text: Binding<String>, focus: FocusState<Int?>.Binding, flag: FocusState<Bool>.Binding,
        revealed: Binding<Bool>
    ) {
        let submitAfterPadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding().onSubmit {}
        let submitBeforePadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).onSubmit {}
        let labelAfterPadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding().fieldSubmitLabel(.go)
        let focusAfterFrame: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).frame(maxWidth: 200).fieldFocused(focus, equals: 1)
        let flagAfterPadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding().fieldFocused(flag)
        let traitsAfterFormat: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).inputFormat(.cardNumber).padding().keyboard(.number)
        let secureAfterPadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding().secure(revealed: revealed)
        let changeAfterPadding: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding().onTextChange { _ in }
        _ = (submitAfterPadding, submitBeforePadding, labelAfterPadding, focusAfterFrame, flagAfterPadding)
        _ = (traitsAfterFormat, secureAfterPadding, changeAfterPadding)
    }

    /// The editor's too, and on a container of fields.
    static func editorAndContainerModifiers(text: Binding<String>, focus: FocusState<Int?>.Binding) {
        let editor: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextEditor("x", text: text, lineLimit: 1...3).padding().fieldFocused(focus, equals: 2)
        let container: ModifiedContent<_, FieldConfigurationModifier> =
            VStack { PlatformTextField("x", text: text) }.onSubmit {}
        _ = (editor, container)
    }

    /// Validation of a field bound to a plain binding is a field modifier
    /// too, and a form's submit action is the container's.
    static func validationAndSubmit(
        text: Binding<String>, error: Binding<ValidationReason?>, chain: FocusChain<Int>
    ) -> some View {
        let validated: ModifiedContent<_, FieldConfigurationModifier> =
            PlatformTextField("x", text: text).padding()
            .validation(.required(), error: error, incomplete: .cardNumberIncomplete)
        return VStack { validated }.focusChain(chain) { print("submitted") }
    }

    /// SwiftUI's `onSubmit(of:_:)` with a named trigger stays SwiftUI's own
    /// and still compiles (for SwiftUI's search fields).
    static func swiftUIsOwnOnSubmitStillCompiles(text: Binding<String>) -> some View {
        TextField("x", text: text).onSubmit(of: .text) {}
    }
}
