import FieldKit
import FieldKitTesting
import Testing

@Suite("Accessibility: what VoiceOver would read for a simulated checkout form (SimulatedField.voiceOver)")
@MainActor
struct SimulatedVoiceOverTests {
    private func checkout() -> FormModel<String> {
        FormModel([
            FieldModel("name", validator: .required()),
            FieldModel("card", format: .cardNumber, validator: .required().and(.cardNumber())),
            FieldModel("cvc", privacy: .secure, validator: .required()),
            FieldModel("iban", format: .iban, validator: .required().and(.iban())),
        ])
    }

    @Test("Before and after a failed submit, each field's label, value and hint are what the adapters assign")
    func failedSubmitIsReadPerField() {
        let form = checkout()
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form)
        let name = fields["name"]!.voiceOver(label: "Full name", placeholder: "e.g. Jane Appleseed")
        #expect(name.label == "Full name")
        #expect(name.value == "")
        #expect(name.hint == "Required field. e.g. Jane Appleseed.")

        _ = form.submit()
        #expect(
            fields["name"]!.voiceOver(label: "Full name", placeholder: "e.g. Jane Appleseed").hint
                == "Required. e.g. Jane Appleseed.")
        #expect(fields["iban"]!.voiceOver(label: "IBAN").hint == "Required.")
    }

    @Test(
        "A failed submit moves VoiceOver's cursor once, to the first field to correct; the user's moves do not"
    )
    func failedSubmitMovesTheCursor() {
        let form = checkout()
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form)
        fields["name"]!.tap()
        #expect(fields["name"]!.screenReaderFocusMoves == 0)
        form["name"]!.value = "Ada Lovelace"
        _ = form.submit()
        #expect(fields["card"]!.hasFocus)
        #expect(fields["card"]!.screenReaderFocusMoves == 1)
        #expect(fields["name"]!.screenReaderFocusMoves == 0)
        #expect(fields["iban"]!.screenReaderFocusMoves == 0)
        fields["iban"]!.tap()
        #expect(fields["iban"]!.screenReaderFocusMoves == 0)
        _ = form.submit()
        #expect(fields["card"]!.screenReaderFocusMoves == 2)
    }

    @Test("A typed card number is read digit by digit; a typed security code is never a value")
    func typedValues() throws {
        let form = checkout()
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form)
        fields["card"]!.tap()
        try fields["card"]!.type("4242424242424242")
        let card = fields["card"]!.voiceOver(label: "Card number")
        #expect(card.value == "4242 4242 4242 4242")
        #expect(card.spellsOutValue)
        #expect(card.hint == "Required field.")

        fields["cvc"]!.tap()
        try fields["cvc"]!.type("123")
        let cvc = fields["cvc"]!.voiceOver(label: "Security code", placeholder: "3 or 4 digits")
        #expect(cvc.value == nil)
        #expect(!cvc.spellsOutValue)
        #expect(cvc.hint?.contains("123") == false)
    }

    @Test("An invalid IBAN's error is read first in its hint")
    func ibanError() throws {
        let form = checkout()
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form)
        fields["iban"]!.tap()
        try fields["iban"]!.type("DE00370400440532013000")
        fields["name"]!.tap()
        let iban = fields["iban"]!.voiceOver(label: "IBAN", placeholder: "e.g. DE89 3704 0044 0532 0130 00")
        #expect(iban.value == "DE00 3704 0044 0532 0130 00")
        #expect(iban.hint?.hasSuffix(". e.g. DE89 3704 0044 0532 0130 00.") == true)
        #expect(iban.hint?.hasPrefix("Required") == false)
        #expect(iban.hint != "Required field. e.g. DE89 3704 0044 0532 0130 00.")
    }
}
