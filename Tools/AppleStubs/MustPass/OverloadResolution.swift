// Must-pass checks: this target compiles only if the stubs and FieldKit
// behave as the adapter relies on. Each `let` below is inferred without a
// contextual type, so the annotation on the next line proves which overload
// the compiler picked.
import FieldKitSwiftUI
import SwiftUI

@MainActor
enum OverloadResolution {
    /// PlatformTextField's own configuration methods win over SwiftUI's View
    /// modifiers of the same name (which would not reach the native widget).
    static func fieldMethodsShadowViewModifiers(
        text: Binding<String>, focus: FocusState<Int?>.Binding, flag: FocusState<Bool>.Binding
    ) {
        let labelled = PlatformTextField("x", text: text).submitLabel(.go)
        let focusedOnValue = PlatformTextField("x", text: text).focused(focus, equals: 1)
        let focusedOnFlag = PlatformTextField("x", text: text).focused(flag)
        let submitting = PlatformTextField("x", text: text).onSubmit {}
        let checks: [PlatformTextField] = [labelled, focusedOnValue, focusedOnFlag, submitting]
        _ = checks
    }

    /// The editor's configuration methods too.
    static func editorMethodsShadowViewModifiers(text: Binding<String>, focus: FocusState<Int?>.Binding) {
        let focused = PlatformTextEditor("x", text: text, lineLimit: 1...3).focused(focus, equals: 2)
        let checked: PlatformTextEditor = focused
        _ = checked
    }
}
