// Must-pass: a main-actor call made from SwiftUI's `onPreferenceChange`
// action by hopping to the main actor with a Task, as FocusChainModifier
// does. The closure captures only Sendable values (a main-actor class
// instance is Sendable), so this compiles whether the action is `@Sendable`
// (Xcode 16.2's SDK) or a plain closure (the 26.1 SDK).
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
