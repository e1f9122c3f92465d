// Must-pass: a form row around a field of a `FormModel`, and one around a
// field bound to a plain binding that the row validates itself (no error
// state in the app), with a hint for screen readers, on every Apple target.
#if canImport(SwiftUI)
    import FieldKitSwiftUI
    import SwiftUI

    enum RowField: Hashable, Sendable { case card, name }

    struct CheckoutRows: View {
        let checkout: FormModel<RowField>
        @State private var name = ""

        var body: some View {
            VStack {
                FormRow("Card number", form: checkout, field: .card, hint: "16 digits on the front") {
                    PlatformTextField("e.g. 4242 4242 4242 4242", form: checkout, field: .card)
                }
                FormRow("Name on card", validator: .required()) {
                    PlatformTextField("e.g. Jane Appleseed", text: $name)
                }
                FormRow("Notes", hint: "Optional") {
                    PlatformTextEditor("Delivery notes", text: $name, lineLimit: 2...4)
                }
            }
            .focusChain(checkout.focus)
        }
    }
#endif
