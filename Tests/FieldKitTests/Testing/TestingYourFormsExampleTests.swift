import FieldKit
import FieldKitTesting
import Testing

// The example of the article "Testing your forms" (FieldKitTesting.docc), run.

enum CheckoutField: Hashable, Sendable { case card, name, expiry }

@MainActor
func simpleCheckoutForm() -> FormModel<CheckoutField> {
    FormModel([
        FieldModel(CheckoutField.card, format: .cardNumber, validator: .required()),
        FieldModel(CheckoutField.name, validator: .required()),
        FieldModel(CheckoutField.expiry, format: .expiryDate, validator: .required()),
    ])
}

@Test(arguments: [SimulatedToolkit.uiKit, .gtk])
@MainActor
func checkoutFailsWithoutExpiry(on toolkit: SimulatedToolkit) throws {
    let form = simpleCheckoutForm()
    let window = SimulatedWindow()
    let card = try #require(SimulatedField(binding: .card, in: form, toolkit: toolkit, window: window))
    let name = try #require(SimulatedField(binding: .name, in: form, toolkit: toolkit, window: window))
    let expiry = try #require(SimulatedField(binding: .expiry, in: form, toolkit: toolkit, window: window))

    // The card number, key by key: the format groups it as the user types.
    card.tap()
    try card.type("4242424242424242")
    #expect(card.text == "4242 4242 4242 4242")
    #expect(card.caret == card.text.utf16.count)
    #expect(form[.card]?.value == "4242424242424242")

    // Return moves on to the name, composed in Hangul syllable by syllable.
    card.pressReturn()
    #expect(name.hasFocus)
    try name.composeHangul([["ㄱ", "기", "김"], ["ㅁ", "미", "민"], ["ㅈ", "지"]])
    #expect(name.text == "김민지")
    #expect(!name.isComposing)
    #expect(name.violations.isEmpty)  // nothing was written into the field while composing
    #expect(form[.name]?.value == "김민지")

    // Submit without an expiry date: invalid, and focus goes to that field.
    let submission = form.submit()
    #expect(!submission.isValid)
    #expect(submission.invalidFields == [.expiry])
    #expect(submission.errors[.expiry] == .required)
    #expect(expiry.hasFocus)
    #expect(form[.card]?.error == nil)
}

@Test(arguments: [SimulatedToolkit.uiKit, .gtk])
@MainActor
func anInvalidFormIsNeverPaid(on toolkit: SimulatedToolkit) throws {
    let form = simpleCheckoutForm()
    var paid = 0
    form.onSubmit = { _ in paid += 1 }
    let fields = SimulatedWindow().bindFields(of: form, toolkit: toolkit)
    let card = try #require(fields[.card])
    card.tap()
    try card.type("4242424242424242")
    card.pressSubmitShortcut()  // Ctrl+Return, Cmd+Return
    let expiry = try #require(fields[.expiry])
    expiry.tap()
    expiry.pressReturn()  // return on the last field
    expiry.tap()
    form.focus.done()  // the toolbar's Done on the last field
    form.submit()  // the app's button
    #expect(paid == 0)  // name and expiry are missing
    #expect(form.focus.focused == .name)
}
