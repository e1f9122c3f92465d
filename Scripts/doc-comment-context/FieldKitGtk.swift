// The app around FieldKitGtk's doc-comment examples: the names they take as
// given, declared with the types an app would have. Scripts/doc-comment-code.py
// puts this file before the examples; see it for how they are checked.

/// An app's form, built with a FormPanel.
@MainActor final class PaymentForm {
    let panel = FormPanel(form: FormModel([FieldModel("card", format: .cardNumber)]), submitTitle: "Pay") { _ in }
}

@MainActor let form = FormModel([FieldModel("card", format: .cardNumber)])
@MainActor let card = TextField(coordinator: TextInputCoordinator(format: .cardNumber))
/// An app's GtkBox.
@MainActor let box = UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!)
    .assumingMemoryBound(to: GtkBox.self)
let myCardFormat = CardNumberFormat()
