// expect: cannot convert value of type
// The annotation MustPass/OverloadResolution.swift uses to prove that
// `.padding().onSubmit { }` picks FieldKit's modifier (which reaches the native
// widget) is not vacuous: SwiftUI's `onSubmit(of:_:)`, which a FieldKit field
// cannot read, gives an opaque type that does not convert to it.
import FieldKitSwiftUI
import SwiftUI

@MainActor func submit(_ text: Binding<String>) {
    let submitting: ModifiedContent<_, FieldConfigurationModifier> =
        PlatformTextField("x", text: text).padding().onSubmit(of: .text) {}
    _ = submitting
}
