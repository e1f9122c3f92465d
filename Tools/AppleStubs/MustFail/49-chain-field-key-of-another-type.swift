// expect: cannot convert value of type 'Other' to expected argument type 'Field'
// A field's key has the chain's own key type: a key of another enum, which
// a generic `focusChainField(_:)` accepted and then joined nothing with,
// does not compile.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }
enum Other: Hashable, Sendable { case unrelated }

struct Broken: View {
    @State private var chain = FocusChain<Field>()
    @State private var card = ""
    var body: some View {
        PlatformTextField("Card", text: $card)
            .focusChainField(Other.unrelated, in: chain)
            .focusChain(chain)
    }
}
