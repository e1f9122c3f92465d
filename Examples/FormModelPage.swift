import FieldKitSwiftUI
import SwiftUI

/// A form backed by a `FormModel`: the model owns values, formats,
/// validation and the focus chain; the fields only show and edit them.
struct FormModelPage: View {
    @State private var form = FormModel([
        FieldModel("email", validator: .required().and(.email())),
        FieldModel(
            "card", format: .cardNumber, privacy: .cardNumber, validator: .required().and(.luhn())),
        FieldModel("cvc", format: .cardSecurityCode(brand: nil), privacy: .secure, validator: .required()),
    ])
    @State private var result = ""

    var body: some View {
        Form {
            PlatformTextField("E-mail", form: form, field: "email")
                .keyboard(.email)
                .contentType(.email)
                .capitalization(.never)
                .focusChainField("email")
            errorText(for: "email")
            PlatformTextField("Card number", form: form, field: "card")
                .keyboard(.number)
                .contentType(.cardNumber)
                .focusChainField("card")
            errorText(for: "card")
            PlatformTextField("CVC", form: form, field: "cvc")
                .keyboard(.number)
                .contentType(.cardSecurityCode)
                .focusChainField("cvc")
            errorText(for: "cvc")
            Button("Pay") {
                let submission = form.submit()
                result = submission.isValid ? "Paid" : "\(submission.invalidFields.count) fields to fix"
            }
            Text(result)
        }
        .focusChain(form.focus)
        .navigationTitle("Form model")
    }

    @ViewBuilder
    private func errorText(for name: String) -> some View {
        if let error = form[name]?.errorMessage {
            Text(error)
                .font(.footnote)
                .foregroundStyle(Color.red)
        }
    }
}
