// The SwiftUI twin of the GTK demo's checkout page. Add the files of this
// folder to an iOS or macOS app target that depends on FieldKitSwiftUI and
// show `ExamplesRoot()` in a window.
import FieldKitSwiftUI
import SwiftUI

/// The checkout form's fields, in no particular order: the chain takes its
/// order from the layout.
enum CheckoutField: Hashable, Sendable {
    case name, email, phone, address, card, expiry, cvc, iban
}

/// A banking / e-commerce checkout: eight native fields, live formats, one
/// focus chain and one keyboard toolbar.
struct CheckoutForm: View {
    @State private var chain = FocusChain<CheckoutField>()
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var address = ""
    @State private var card = ""
    @State private var expiry = ""
    @State private var cvc = ""
    @State private var iban = ""
    @State private var showsCVC = false
    @State private var submitted = false

    var body: some View {
        Form {
            Section("Contact") {
                PlatformTextField("Full name", text: $name)
                    .contentType(.name)
                    .capitalization(.words)
                    .focusChainField(.name, in: chain)
                PlatformTextField("E-mail", text: $email)
                    .keyboard(.email)
                    .contentType(.email)
                    .capitalization(.never)
                    .autocorrection(false)
                    .focusChainField(.email, in: chain)
                PlatformTextField("Phone", text: $phone)
                    .keyboard(.phone)
                    .contentType(.phone)
                    .inputFormat(.phoneNumber(region: "US"))
                    .focusChainField(.phone, in: chain)
                PlatformTextEditor("Delivery address", text: $address, lineLimit: 2...5)
                    .contentType(.streetAddress)
                    .focusChainField(.address, in: chain)
            }
            Section("Payment") {
                PlatformTextField("Card number", text: $card)
                    .keyboard(.number)
                    .contentType(.cardNumber)
                    .inputFormat(.cardNumber)
                    .focusChainField(.card, in: chain)
                HStack {
                    PlatformTextField("MM/YY", text: $expiry)
                        .keyboard(.number)
                        .contentType(.cardExpiry)
                        .inputFormat(.expiryDate)
                        .focusChainField(.expiry, in: chain)
                    PlatformTextField("CVC", text: $cvc)
                        .keyboard(.number)
                        .contentType(.cardSecurityCode)
                        .secure(revealed: $showsCVC)
                        .inputFormat(.cardSecurityCode(brand: CardNumberFormat.brand(of: card)))
                        .focusChainField(.cvc, in: chain)
                    Toggle("Show", isOn: $showsCVC)
                }
                PlatformTextField("IBAN", text: $iban)
                    .keyboard(.numbersAndPunctuation)
                    .capitalization(.characters)
                    .autocorrection(false)
                    .fieldSubmitLabel(.go)
                    .inputFormat(.iban)
                    .focusChainField(.iban, in: chain)
            }
            Section("Order") {
                Button("Pay") { submitted = true }
                if submitted {
                    Text("Submitted \(card.count) card digits")
                }
            }
        }
        .focusChain(chain) { submitted = true }
        .navigationTitle("Checkout")
    }
}
