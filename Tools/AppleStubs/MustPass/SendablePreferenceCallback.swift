// Must-pass: a main-actor call made from SwiftUI's `onPreferenceChange`
// action, whose closure is `@Sendable` and not main-actor isolated. The
// closure captures only Sendable values (a main-actor class instance is
// Sendable) and hops to the main actor with a Task, as FocusChainModifier
// does; it does not assume it already runs there.
import SwiftUI

@MainActor
final class RowOrder {
    private(set) var rows: [Int] = []
    func apply(_ rows: [Int]) { self.rows = rows }
}

struct RowOrderKey: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

struct RowOrderReader: ViewModifier {
    let order: RowOrder

    func body(content: Content) -> some View {
        content.onPreferenceChange(RowOrderKey.self) { [order] rows in
            Task { @MainActor in order.apply(rows) }
        }
    }
}
