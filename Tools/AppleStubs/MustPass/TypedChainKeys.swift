// Must-pass checks for focus-chain keys and the keyboard toolbar: a field's
// key is a member of the chain's own key type (`.card`), a form's field
// joins its form's chain with no key repeated, and the toolbar is the
// app's (retitled, extended, off, or SwiftUI's own calling FieldKit's
// actions). MustFail/49 to 53 show the spellings that must not compile.
import FieldKitSwiftUI
import SwiftUI

enum TypedChainKeys {
    enum Field: Hashable, Sendable { case name, card, expiry }

    /// Plain bindings: each field names its key once, as `.card`.
    struct BindingForm: View {
        @State private var name = ""
        @State private var card = ""
        @State private var chain = FocusChain<Field>()

        var body: some View {
            VStack {
                PlatformTextField("Name", text: $name).focusChainField(.name, in: chain)
                PlatformTextField("Card", text: $card).focusChainField(.card, in: chain)
            }
            .focusChain(chain, toolbar: FocusToolbarConfiguration(previous: "Back", next: "Forward", done: "Pay"))
        }
    }

    /// A form: its fields join `form.focus` with no key beyond `field:`.
    struct ModelForm: View {
        @State private var form = FormModel([FieldModel(Field.name), FieldModel(Field.card)])

        var body: some View {
            VStack {
                PlatformTextField("Name", form: form, field: .name)
                PlatformTextEditor("Card", form: form, field: .card)
            }
            .focusChain(
                form.focus,
                toolbar: FocusToolbarConfiguration(buttons: [FocusToolbarButton("Scan card") {}]))
        }
    }

    /// No FieldKit toolbar; on iOS, SwiftUI's own keyboard toolbar with
    /// FieldKit's actions and enabled states.
    struct OwnToolbar: View {
        @State private var chain = FocusChain<Field>()
        @State private var name = ""

        var body: some View {
            #if os(iOS)
                TextField("Name", text: $name)
                    .focusChainField(.name, in: chain)
                    .focusChain(chain, toolbar: .hidden)
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Button("Up") { chain.perform(.previous) }
                                .disabled(!chain.toolbar.isEnabled(.previous))
                        }
                    }
            #else
                TextField("Name", text: $name)
                    .focusChainField(.name, in: chain)
                    .focusChain(chain, toolbar: .hidden)
            #endif
        }
    }
}
