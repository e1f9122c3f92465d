// Must-pass: `onPreferenceChange`'s action is a plain escaping closure in the
// 26.1 SDK (SwiftUICore's interface), not `@Sendable`, so a closure written in
// main-actor code keeps that isolation and may call a main-actor method
// directly. (Against a `@Sendable` action, as Xcode 16.2's SDK declared it,
// this fails: "call to main actor-isolated instance method 'apply' in a
// synchronous nonisolated context".)
import SwiftUI

@MainActor final class PreferenceOrder { func apply(_ rows: [Int]) {} }

struct PreferenceRowsKey: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

@MainActor func reordering(_ view: some View, by order: PreferenceOrder) -> some View {
    view.onPreferenceChange(PreferenceRowsKey.self) { rows in order.apply(rows) }
}
