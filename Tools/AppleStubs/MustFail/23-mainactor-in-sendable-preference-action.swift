// expect: call to main actor-isolated instance method 'apply' in a synchronous nonisolated context
// onPreferenceChange's action is @Sendable and not main-actor isolated, so a
// main-actor method cannot be called in it directly, even from main-actor
// code. (Inside a ViewModifier's body, whose isolation comes from the
// @preconcurrency protocol, the same call is a warning, which the
// adapter's -warnings-as-errors build also rejects.)
import SwiftUI
@MainActor final class Order { func apply(_ rows: [Int]) {} }
struct Key: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) {}
}
@MainActor func reordering(_ view: some View, by order: Order) -> some View {
    view.onPreferenceChange(Key.self) { rows in order.apply(rows) }
}
