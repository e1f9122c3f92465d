import FieldKitGtk

/// The payment form's fields: the form's keys, its values' and its focus.
enum PaymentField: Hashable, Sendable {
    case name, card, expiry
}

/// The GTK getting-started article's payment form, built the way the article
/// builds it: a ``FormPanel`` over a form model keyed by ``PaymentField``,
/// with no GTK casts or C callbacks. Prints `{"paid": LAST4}` when a submit
/// finds the form valid.
@MainActor
final class PaymentPage: DemoPage {
    let title = "Payment"
    let panel: FormPanel<PaymentField>

    init() {
        let form = FormModel([
            FieldModel(PaymentField.name, validator: .required()),
            FieldModel(
                PaymentField.card, format: .cardNumber,
                validator: .required()
                    .and(.formatComplete(.cardNumber, incomplete: .cardNumberIncomplete))),
            FieldModel(
                PaymentField.expiry, format: .expiryDate,
                validator: .required()
                    .and(.formatComplete(.expiryDate, incomplete: .expiryDateIncomplete))),
        ])
        panel = FormPanel(form: form, submitTitle: "Pay") { submission in
            let card = submission.values.raw(.card) ?? ""
            emit(.object([("paid", .string(String(card.suffix(4))))]))
        }
        panel.addField(.name, label: "Name on card", placeholder: "Jane Appleseed")
        panel.addField(.card, label: "Card number", placeholder: "1234 5678 9012 3456")
        panel.addField(.expiry, label: "Expiry", placeholder: "MM/YY")
    }

    var widget: UnsafeMutablePointer<GtkWidget> { panel.widget }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        keyboard = FocusKeyboardNavigation(chain: panel.form.focus, window: window)
        _ = panel.form.focus.first(cause: .app)
    }

    private var keyboard: FocusKeyboardNavigation<PaymentField>?

    func performPrimaryAction() { panel.submit() }
}
