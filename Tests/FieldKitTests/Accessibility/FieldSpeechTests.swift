import Testing

@testable import FieldKit

@Suite("Accessibility: what VoiceOver is told about a field, and when (FieldSpeech)")
@MainActor
struct FieldSpeechTests {
    private let messages = MessageCatalog()

    private func values(_ field: FieldAccessibility, _ text: String = "") -> AccessibilityElementValues {
        AccessibilityElementValues(
            field, text: text, placeholder: nil, isSecure: false, format: IdentityFormat())
    }

    @Test("The element's values are handed to the adapter only when they change")
    func assignsOnlyChanges() {
        let speech = FieldSpeech()
        let field = FieldAccessibility(label: "Full name", isRequired: true, requiredNote: "Required field")
        let first = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages)
        #expect(first.assign == values(field))
        let same = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages)
        #expect(same.assign == nil)
        let typed = speech.update(
            field, values: values(field, "Ada"), hasFocus: true, chainAnnouncement: nil, messages: messages)
        #expect(typed.assign?.value == "Ada")
        speech.widgetDidChange()
        let again = speech.update(
            field, values: values(field, "Ada"), hasFocus: true, chainAnnouncement: nil, messages: messages)
        #expect(again.assign?.value == "Ada")
    }

    @Test("An error on the focused field is announced: VoiceOver does not read a changed hint")
    func errorOnFocusedFieldIsAnnounced() {
        let speech = FieldSpeech()
        var field = FieldAccessibility(label: "IBAN")
        _ = speech.update(
            field, values: values(field), hasFocus: true, chainAnnouncement: nil, messages: messages)
        field.error = "Invalid IBAN check digits"
        let update = speech.update(
            field, values: values(field), hasFocus: true, chainAnnouncement: nil, messages: messages)
        #expect(update.announcements == ["Invalid IBAN check digits"])
        #expect(update.assign?.hint == "Invalid IBAN check digits.")
    }

    @Test("A form field focused, edited and left between two updates is announced as left")
    func fieldLeftBetweenUpdatesNamesIt() {
        let speech = FieldSpeech()
        var field = FieldAccessibility(label: "IBAN", isRequired: true)
        // The last update saw the field unfocused; focus came and went since
        // (its form counted one more leave).
        _ = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages,
            timesLeft: 0)
        field.error = "Invalid IBAN check digits"
        let update = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages,
            timesLeft: 1)
        #expect(update.announcements == ["IBAN: Invalid IBAN check digits"])
        // An error that appears while the count stays (a failed submit's
        // move, or the app's value) is not a leave.
        field.error = "Required"
        let same = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages,
            timesLeft: 1)
        #expect(same.announcements.isEmpty)
    }

    @Test("An error that appears as the user leaves a field is announced with the field's name")
    func errorOnLeftFieldNamesIt() {
        let speech = FieldSpeech()
        var field = FieldAccessibility(label: "Full name", isRequired: true)
        _ = speech.update(
            field, values: values(field), hasFocus: true, chainAnnouncement: nil, messages: messages)
        field.error = "Required"
        let update = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages)
        #expect(update.announcements == ["Full name: Required"])
        // Nothing new: nothing said again.
        let quiet = speech.update(
            field, values: values(field), hasFocus: false, chainAnnouncement: nil, messages: messages)
        #expect(quiet.announcements.isEmpty)
    }

    @Test("The chain's status message comes first; what was left out is the rejection notice's to announce")
    func statusFirstNoticeNotRepeated() {
        let speech = FieldSpeech()
        var field = FieldAccessibility(label: "Card number")
        _ = speech.update(
            field, values: values(field), hasFocus: true, chainAnnouncement: nil, messages: messages)
        field.notice = "Characters left out: 1 (not accepted here)"
        field.error = "Invalid card number"
        let update = speech.update(
            field, values: values(field), hasFocus: true, chainAnnouncement: "Card brand: Visa",
            messages: messages)
        #expect(update.announcements == ["Card brand: Visa", "Invalid card number"])
    }

    @Test("The screen reader's cursor moves to a field once, when a failed submit gives it focus")
    func cursorMovesOnlyForAFailedSubmitsFocus() {
        let field = FieldAccessibility(label: "IBAN")
        let speech = FieldSpeech()
        func update(hasFocus: Bool, forValidation: Bool) -> Bool {
            speech.update(
                field, values: values(field), hasFocus: hasFocus, chainAnnouncement: nil, messages: messages,
                focusMovedForValidation: forValidation
            ).movesScreenReaderFocus
        }
        #expect(!update(hasFocus: false, forValidation: false))
        #expect(!update(hasFocus: true, forValidation: false), "focus the user gave")
        #expect(!update(hasFocus: false, forValidation: true), "a field a failed submit left")
        #expect(update(hasFocus: true, forValidation: true))
        #expect(!update(hasFocus: true, forValidation: true), "only once")
        #expect(!update(hasFocus: false, forValidation: false))
        #expect(update(hasFocus: true, forValidation: true), "the next failed submit's move")
    }

    @Test("A chain's announcement is taken to be spoken once, however many fields ask")
    func chainAnnouncementTakenOnce() {
        let chain = FocusChain<String>()
        #expect(chain.takeAnnouncement() == nil)
        chain.announce("Fields to correct: 2")
        #expect(chain.takeAnnouncement() == "Fields to correct: 2")
        #expect(chain.takeAnnouncement() == nil)
        // The same sentence said again is a new announcement.
        chain.announce("Fields to correct: 2")
        #expect(chain.takeAnnouncement() == "Fields to correct: 2")
    }
}

@Suite("Accessibility: a SwiftUI field's VoiceOver values and announcements (RepresentedFieldSpeech)")
@MainActor
struct RepresentedFieldSpeechTests {
    @MainActor
    private final class Widget: HostedWidget {
        var holdsFocus = false
        func show(_ state: TextEditingState) {}
        func select(_ state: TextEditingState) {}
        func focus() { holdsFocus = true }
        func resignFocus() { holdsFocus = false }
        func showReturnKey(_ label: ReturnKeyLabel) {}
        func detach() {}
    }

    private final class Spoken {
        var assigned: [AccessibilityElementValues] = []
        var announced: [String] = []
        var cursorMoves = 0
    }

    private func field<Field>(_ name: Field, of form: FormModel<Field>, label: String, placeholder: String)
        -> (RepresentedFieldSpeech, Spoken, RepresentedField)
    {
        let view = FieldViewValues(
            source: .form(TypedFormFieldReference(form: form, field: name)), format: IdentityFormat())
        let represented = RepresentedField(view: view, afterUpdate: { $0() })
        represented.make(view) { input in
            let widget = Widget()
            input.widget = widget
            return widget
        }
        let spoken = Spoken()
        let speech = RepresentedFieldSpeech(
            field: represented, apply: { spoken.assigned.append($0) },
            announce: { spoken.announced.append($0) }, moveScreenReaderFocus: { spoken.cursorMoves += 1 })
        speech.label = label
        speech.placeholder = placeholder
        speech.refresh()
        return (speech, spoken, represented)
    }

    @Test("A failed submit's count is announced once, by one field, and every field then speaks its error")
    func failedSubmit() {
        let form = FormModel([
            FieldModel("name", validator: .required()),
            FieldModel("card", format: .cardNumber, validator: .required()),
        ])
        let name = field("name", of: form, label: "Full name", placeholder: "e.g. Jane Appleseed")
        let card = field("card", of: form, label: "Card number", placeholder: "e.g. 4242 4242 4242 4242")
        #expect(name.1.assigned.last?.hint == "Required field. e.g. Jane Appleseed.")
        #expect(card.1.assigned.last?.value == "")

        _ = form.submit()
        name.0.refresh()
        card.0.refresh()
        let said = name.1.announced + card.1.announced
        #expect(said.filter { $0 == "Fields to correct: 2" }.count == 1)
        #expect(name.1.assigned.last?.hint == "Required. e.g. Jane Appleseed.")
        #expect(card.1.assigned.last?.hint == "Required. e.g. 4242 4242 4242 4242.")
    }

    @Test("A failed submit moves the screen reader's cursor once, to the first field to correct only")
    func failedSubmitMovesTheCursorToTheFirstInvalidField() {
        let form = FormModel([
            FieldModel("name"),
            FieldModel("card", format: .cardNumber, validator: .required()),
            FieldModel("iban", format: .iban, validator: .required()),
        ])
        let name = field("name", of: form, label: "Full name", placeholder: "")
        let card = field("card", of: form, label: "Card number", placeholder: "")
        let iban = field("iban", of: form, label: "IBAN", placeholder: "")
        form.focus.focus("name", cause: .keyboard)
        for spoken in [name, card, iban] { spoken.0.refresh() }
        _ = form.submit()
        for _ in 0..<2 { for spoken in [name, card, iban] { spoken.0.refresh() } }
        #expect(form.focus.focused == "card")
        #expect(card.1.cursorMoves == 1)
        #expect(name.1.cursorMoves == 0)
        #expect(iban.1.cursorMoves == 0)
        // The user moves on: no cursor move for focus the user gives.
        form.focus.focus("iban", cause: .keyboard)
        for spoken in [name, card, iban] { spoken.0.refresh() }
        #expect(iban.1.cursorMoves == 0)
    }

    @Test("A failed submit that moves focus off a field announces the count, not that field's error")
    func failedSubmitFromASecondField() {
        let form = FormModel([
            FieldModel("name", validator: .required()),
            FieldModel("card", format: .cardNumber, validator: .required()),
        ])
        let name = field("name", of: form, label: "Full name", placeholder: "")
        let card = field("card", of: form, label: "Card number", placeholder: "")
        form.focus.focus("card", cause: .keyboard)
        name.0.refresh()
        card.0.refresh()
        #expect(form["card"]?.isFocused == true)

        _ = form.submit()
        card.0.refresh()
        name.0.refresh()
        let said = card.1.announced + name.1.announced
        #expect(said.contains("Fields to correct: 2"))
        #expect(!said.contains { $0.hasPrefix("Card number:") })
    }

    @Test("A change of the form reaches VoiceOver without a view update: the speech observes the form")
    func observesTheForm() async {
        let form = FormModel([FieldModel("name", validator: .required())])
        let name = field("name", of: form, label: "Full name", placeholder: "")
        // View updates in between register again; one change still refreshes.
        name.0.refresh()
        name.0.refresh()
        let assignedBefore = name.1.assigned.count
        _ = form.submit()
        // The refresh runs on the main actor's next turn: wait for it (a
        // bounded number of turns, never a time).
        for _ in 0..<1000 where name.1.assigned.count == assignedBefore { await Task.yield() }
        #expect(name.1.assigned.last?.hint == "Required.")
        #expect(name.1.announced.contains("Fields to correct: 1"))
        for _ in 0..<50 { await Task.yield() }
        #expect(name.1.assigned.count == assignedBefore + 1)
    }

    @Test("A form rule's label names the field; a typed card number is spelled out")
    func ruleLabelAndSpelledOutValue() {
        let form = FormModel([FieldModel("card", format: .cardNumber, validator: .required())])
        let card = field("card", of: form, label: "Card number", placeholder: "")
        form["card"]?.value = "4242424242424242"
        card.0.refresh()
        #expect(card.1.assigned.last?.value == "4242 4242 4242 4242")
        #expect(card.1.assigned.last?.spellsOutValue == true)
        #expect(card.1.assigned.last?.label == "Card number")
        let count = card.1.assigned.count
        card.0.refresh()
        #expect(card.1.assigned.count == count)
    }
}
