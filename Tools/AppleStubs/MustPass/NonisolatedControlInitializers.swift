// Must-pass: SwiftUI's control initializers are `nonisolated` (iOS 18.0
// SwiftUI interface; Button's, in the 26.1 one, sits on a struct that is not
// actor-isolated at all), so a view can be built in a nonisolated function.
// Before the stubs were checked against the interface these initializers
// inherited the main actor from the View conformance, and this failed with
// "call to main actor-isolated initializer ... in a synchronous nonisolated
// context". Button's action is a `@MainActor` closure in the 26.1 SDK, so it
// may call main-actor code directly even here. The path-less NavigationStack
// is a NavigationStack<NavigationPath, Root>.
import SwiftUI

@MainActor final class SaveAction { func run() {} }

nonisolated func settingsForm(isOn: Binding<Bool>, name: Binding<String>, save: SaveAction)
    -> NavigationStack<NavigationPath, some View>
{
    NavigationStack {
        Form {
            Section("Account") {
                TextField("Name", text: name)
                SecureField("Password", text: name)
                Toggle("Enabled", isOn: isOn)
            }
            List {
                NavigationLink("More") { ScrollView { Text("Details") } }
            }
            Button("Save") { save.run() }
        }
    }
}
