// Must-pass: most SwiftUI control initializers are `nonisolated` (Toggle,
// TextField, NavigationLink, ScrollView, ToolbarItemGroup, Form and
// SecureField in the Mac Catalyst 26.1 SwiftUI interface, where their structs
// are not actor-isolated at all; Button's in the macOS 26.1 one), so a view
// can be built in a nonisolated function. Before the stubs
// were checked against the interfaces these initializers inherited the main
// actor from the View conformance, and this failed with "call to main
// actor-isolated initializer ... in a synchronous nonisolated context".
// Button's action is a `@MainActor` closure in the 26.1 SDK, so it may call
// main-actor code directly even here. List and NavigationStack are the
// exception: their initializers are main-actor-isolated in the 26.1 SDK
// (they were `nonisolated` in iOS 18.0), so they are built on the main actor
// below, and MustFail/35 guards the nonisolated mistake. The path-less
// NavigationStack is a NavigationStack<NavigationPath, Root>.
import SwiftUI

@MainActor final class SaveAction { func run() {} }

nonisolated func settingsForm(isOn: Binding<Bool>, name: Binding<String>, save: SaveAction) -> some View {
    Form {
        Section("Account") {
            TextField("Name", text: name)
            SecureField("Password", text: name)
            Toggle("Enabled", isOn: isOn)
        }
        NavigationLink("More") { ScrollView { Text("Details") } }
        Button("Save") { save.run() }
    }
}

@MainActor func settingsScreen(isOn: Binding<Bool>, name: Binding<String>, save: SaveAction)
    -> NavigationStack<NavigationPath, some View>
{
    NavigationStack {
        List {
            settingsForm(isOn: isOn, name: name, save: save)
        }
    }
}
