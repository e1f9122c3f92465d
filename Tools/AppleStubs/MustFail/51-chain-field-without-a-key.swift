// expect: missing argument for parameter #1 in call
// A field bound to a plain binding joins a chain only with its key.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }

struct Broken: View {
    @State private var chain = FocusChain<Field>()
    @State private var card = ""
    var body: some View {
        PlatformTextField("Card", text: $card)
            .focusChainField(in: chain)
            .focusChain(chain)
    }
}
