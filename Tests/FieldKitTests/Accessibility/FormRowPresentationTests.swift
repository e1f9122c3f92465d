import FieldKit
import Testing

@Suite("A form row: what every toolkit's FormRow shows and says for one field")
@MainActor
struct FormRowPresentationTests {
    private enum Field: Hashable, Sendable { case name, notes }

    private func form() -> FormModel<Field> {
        FormModel([
            FieldModel(Field.name, validator: .required().and(.length(min: 3))),
            FieldModel(Field.notes),
        ])
    }

    @Test("A required field shows its mark and no message until its error is fair to show")
    func requiredFieldBeforeAndAfterLeaving() throws {
        let checkout = form()
        let name = try #require(checkout[.name])
        var row = name.rowPresentation(label: "Full name", hint: "As on your card")
        #expect(row.label == "Full name")
        #expect(row.showsRequiredMark)
        #expect(row.markedLabel == "Full name *")
        #expect(row.message == nil)
        #expect(!row.isInvalid)
        #expect(row.accessibility.description == "Required field. As on your card.")

        name.markTouched()
        row = name.rowPresentation(label: "Full name", hint: "As on your card")
        #expect(row.message == "Required")
        #expect(row.isInvalid)
        #expect(row.accessibility.description == "Required. As on your card.")
        #expect(row.accessibility == name.accessibility(label: "Full name", hint: "As on your card"))
    }

    @Test("An optional field has no mark, and what the field left out shows under its error")
    func optionalFieldAndNotice() throws {
        let checkout = form()
        let notes = try #require(checkout[.notes])
        let row = notes.rowPresentation(label: "Notes", notice: "Characters left out: 2 (not accepted here)")
        #expect(!row.showsRequiredMark)
        #expect(row.markedLabel == "Notes")
        #expect(!row.isInvalid)
        #expect(row.messageLines == ["Characters left out: 2 (not accepted here)"])

        let name = try #require(checkout[.name])
        name.value = "Al"
        name.markTouched()
        let both = name.rowPresentation(
            label: "Full name", notice: "Characters left out: 1 (not accepted here)")
        #expect(both.message == "Enter at least 3 characters\nCharacters left out: 1 (not accepted here)")
    }

    @Test("The form's label for the field, and the catalog the toolkit passes, win over the row's own")
    func formLabelAndCatalog() throws {
        let checkout = form()
        let name = try #require(checkout[.name])
        name.label = "Cardholder"
        name.markTouched()
        let row = name.rowPresentation(label: "Full name", messages: MessageCatalog(locale: "de_DE"))
        #expect(row.label == "Cardholder")
        #expect(row.message != "Required")
        #expect(row.message == MessageCatalog(locale: "de_DE").message(for: .required))
        name.messageOverride = { key, _ in key == .required ? "Who pays?" : nil }
        #expect(name.rowPresentation(label: "Full name").message == "Who pays?")
    }

    @Test("A field bound to a plain value reads the same as a form's field with the same verdict")
    func plainValueMatchesFormField() throws {
        let checkout = form()
        let name = try #require(checkout[.name])
        name.markTouched()
        let plain = FormRowPresentation(
            label: "Full name", hint: "As on your card", isRequired: true, error: .required,
            messages: MessageCatalog())
        #expect(plain == name.rowPresentation(label: "Full name", hint: "As on your card"))
        let quiet = FormRowPresentation(
            label: "Notes", isRequired: false, error: nil, messages: MessageCatalog())
        #expect(quiet.message == nil && !quiet.showsRequiredMark && quiet.accessibility.description == nil)
    }
}
