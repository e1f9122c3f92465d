// expect: call to main actor-isolated initializer 'init(content:)' in a synchronous nonisolated context
// expect: call to main actor-isolated initializer 'init(root:)' in a synchronous nonisolated context
// List's and the path-less NavigationStack's initializers are main-actor
// isolated in the 26.1 SDK (Mac Catalyst 26.1 SwiftUI interface; iOS 18.0's
// had them `nonisolated`), so building either in nonisolated code fails in
// Xcode 26. The stubs followed iOS 18.0 and let this through.
import SwiftUI

nonisolated func rows() -> some View {
    NavigationStack {
        List { Text("Card number") }
    }
}
