import FieldKitSwiftUI
import SwiftUI

/// A form backed by a `FormModel` keyed by its own field type: the model owns
/// values, formats, validation and the focus chain; the fields only show and
/// edit them. A misspelt field is a compile error, not a run-time `nil`.
struct FormModelPage: View {
    enum Field: Hashable, Sendable {
        case email, card, cvc
    }

    @State private var form = FormModel([
        FieldModel(Field.email, validator: .required().and(.email())),
        FieldModel(Field.card, format: .cardNumber, validator: .required().and(.luhn())),
        FieldModel(Field.cvc, format: .cardSecurityCode(brand: nil), validator: .required()),
    ])
    @State private var result = ""

    var body: some View {
        Form {
            PlatformTextField("E-mail", form: form, field: .email)
                .keyboard(.email)
                .contentType(.email)
                .capitalization(.never)
            errorText(for: .email)
            PlatformTextField("Card number", form: form, field: .card)
                .keyboard(.number)
                .contentType(.cardNumber)
            errorText(for: .card)
            PlatformTextField("CVC", form: form, field: .cvc)
                .keyboard(.number)
                .contentType(.cardSecurityCode)
            errorText(for: .cvc)
            Button("Pay") {
                let submission = form.submit()
                result =
                    submission.isValid
                    ? "Paid with the card ending in \(submission.values.raw(.card)?.suffix(4) ?? "")"
                    : "\(submission.invalidFields.count) fields to fix"
            }
            Text(result)
        }
        .focusChain(form.focus)
        .navigationTitle("Form model")
    }

    @ViewBuilder
    private func errorText(for field: Field) -> some View {
        if let error = form[field]?.errorMessage {
            Text(error)
                .font(.footnote)
                .foregroundStyle(Color.red)
        }
    }
}
