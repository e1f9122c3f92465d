// expect: 'focusChainField' is unavailable: name the chain the key belongs to: .focusChainField(.card, in: chain)
// A key on its own names no chain, so its type cannot be checked against
// one: the old spelling is unavailable, with the new one in its message.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }

struct Broken: View {
    @State private var chain = FocusChain<Field>()
    @State private var card = ""
    var body: some View {
        PlatformTextField("Card", text: $card)
            .focusChainField(Field.card)
            .focusChain(chain)
    }
}
