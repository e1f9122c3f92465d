// The README's example for Apple developers, kept here so CI proves it compiles
// against both flavours of the stubs.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card, notes }

struct PaymentForm: View {
    @State private var chain = FocusChain<Field>()
    @State private var name = ""
    @State private var card = ""      // raw digits, the field shows them grouped
    @State private var notes = ""

    var body: some View {
        Form {
            PlatformTextField("Name on card", text: $name)
                .contentType(.name)
                .focusChainField(Field.name)
            PlatformTextField("Card number", text: $card)
                .keyboard(.number)
                .contentType(.cardNumber)
                .inputFormat(.cardNumber)
                .focusChainField(Field.card)
            PlatformTextEditor("Notes", text: $notes, lineLimit: 2...6)
                .focusChainField(Field.notes)
        }
        .focusChain(chain)   // return moves on; one Previous / Next / Done toolbar, also above the number pad
        .onAppear { chain.onSubmit = { print("pay", card) } }
    }
}
