import Testing

@testable import FieldKit

@Suite("Accessibility: what UIKit's and AppKit's accessibility properties hold for a field")
@MainActor
struct AccessibilityElementValuesTests {
    private let required = FieldAccessibility(label: "IBAN", isRequired: true, requiredNote: "Required field")

    @Test("An empty field's value is empty and its placeholder is read as the hint, never as a value")
    func emptyFieldReadsPlaceholderAsHint() {
        let values = AccessibilityElementValues(
            required, text: "", placeholder: "e.g. DE89 3704 0044 0532 0130 00", isSecure: false,
            format: IBANFormat())
        #expect(values.label == "IBAN")
        #expect(values.value == "")
        #expect(values.hint == "Required field. e.g. DE89 3704 0044 0532 0130 00.")
        #expect(values.isRequired)
        #expect(!values.spellsOutValue)
    }

    @Test("The field's own hint wins over the placeholder; an error replaces the required note")
    func hintAndError() {
        var field = required
        field.hint = "Starts with the country code"
        field.error = "Invalid IBAN check digits"
        let values = AccessibilityElementValues(
            field, text: "DE00 3704", placeholder: "e.g. DE89 3704", isSecure: false, format: IBANFormat())
        #expect(values.hint == "Invalid IBAN check digits. Starts with the country code.")
        #expect(values.value == "DE00 3704")
    }

    @Test(
        "Card numbers, IBANs and phone numbers are spelled out; names, amounts and expiry dates are not",
        arguments: [
            (CardNumberFormat() as any InputFormat, "4242 4242 4242 4242", true),
            (IBANFormat(), "DE89 3704", true),
            (PhoneNumberFormat(region: "US"), "(415) 555-2671", true),
            (IdentityFormat(), "Ada Lovelace", false),
            (ExpiryDateFormat(), "12/27", false),
        ])
    func spellsOutDigitGroups(format: any InputFormat, text: String, spells: Bool) {
        let values = AccessibilityElementValues(
            FieldAccessibility(label: "Field"), text: text, placeholder: nil, isSecure: false, format: format)
        #expect(values.spellsOutValue == spells)
        #expect(values.value == text)
    }

    @Test("A chained format is read character by character when either part is")
    func chainedFormatSpellsOut() {
        #expect(!CharacterFormat.digits.then(CharacterFormat.maxLength(4)).isReadCharacterByCharacter)
        #expect(CharacterFormat.digits.then(CardNumberFormat()).isReadCharacterByCharacter)
        #expect(CardNumberFormat().then(CharacterFormat.maxLength(23)).isReadCharacterByCharacter)
    }

    @Test("A secure field's value is left to the toolkit: nothing of the secret, not even spelled out")
    func secureFieldHasNoValue() {
        var field = FieldAccessibility(
            label: "Security code", isRequired: true, requiredNote: "Required field")
        field.error = "Enter 3 digits"
        let values = AccessibilityElementValues(
            field, text: "12", placeholder: "3 or 4 digits", isSecure: true, format: CardNumberFormat())
        #expect(values.value == nil)
        #expect(!values.spellsOutValue)
        #expect(values.hint == "Enter 3 digits. 3 or 4 digits.")
        #expect(values.hint?.contains("12") == false)
    }

    @Test("A field without a label is named by its placeholder, which is then not repeated as the hint")
    func placeholderNamesAnUnlabelledField() {
        let values = AccessibilityElementValues(
            FieldAccessibility(label: ""), text: "", placeholder: "Search", isSecure: false,
            format: IdentityFormat())
        #expect(values.label == "Search")
        #expect(values.hint == nil)
    }
}
