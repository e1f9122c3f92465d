// expect: capture of 'field' with non-Sendable type 'SecureField<Text>' in a '@Sendable' closure
// expect: capture of 'form' with non-Sendable type 'Form<Text>' in a '@Sendable' closure
// SecureField and Form are plain structs in the 26.1 SDK (Mac Catalyst 26.1
// SwiftUI interface) whose Sendable conformance is explicitly unavailable, so
// a built view cannot be handed to a detached task or other @Sendable
// closure; Xcode 26 rejects this. The stubs used to make both structs
// main-actor-isolated, hence implicitly Sendable, and let it through.
import SwiftUI

func hand(_ field: SecureField<Text>, _ form: Form<Text>) {
    let later: @Sendable () -> Void = {
        _ = field
        _ = form
    }
    later()
}
