// expect: call to main actor-isolated initializer 'init(_:text:)' in a synchronous nonisolated context
// A PlatformTextField is a view: it is made on the main actor only.
import FieldKitSwiftUI
import SwiftUI
nonisolated func make(_ text: Binding<String>) -> PlatformTextField { PlatformTextField("x", text: text) }
