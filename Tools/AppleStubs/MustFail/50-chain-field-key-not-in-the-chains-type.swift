// expect: type 'Field' has no member 'unrelated'
// The key is written as a member of the chain's key type (`.card`), so a
// key that type does not have is a compile error, not a field in no chain.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }

struct Broken: View {
    @State private var chain = FocusChain<Field>()
    @State private var card = ""
    var body: some View {
        PlatformTextField("Card", text: $card)
            .focusChainField(.unrelated, in: chain)
            .focusChain(chain)
    }
}
