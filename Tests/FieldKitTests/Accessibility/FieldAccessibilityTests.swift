import Testing

@testable import FieldKit

@Suite("Accessibility: what a screen reader is told about a field, and when it is announced")
@MainActor
struct FieldAccessibilityTests {
    private let messages = MessageCatalog()

    @Test(
        "The description says the status, then the error or the required note, then the hint, then the notice"
    )
    func descriptionOrder() {
        var field = FieldAccessibility(
            label: "IBAN", hint: "e.g. DE89 3704 0044 0532 0130 00", isRequired: true,
            requiredNote: "Required field")
        #expect(field.description == "Required field. e.g. DE89 3704 0044 0532 0130 00.")
        field.error = "Invalid IBAN check digits"
        #expect(field.description == "Invalid IBAN check digits. e.g. DE89 3704 0044 0532 0130 00.")
        field.notice = "Characters left out: 1 (not accepted here)"
        field.status = "Fields to correct: 2"
        #expect(
            field.description
                == "Fields to correct: 2. Invalid IBAN check digits. e.g. DE89 3704 0044 0532 0130 00. "
                + "Characters left out: 1 (not accepted here).")
        #expect(FieldAccessibility(label: "Notes").description == nil)
        // A sentence that already ends is not given a second full stop.
        #expect(FieldAccessibility(label: "A", hint: "Hello!").description == "Hello!")
        #expect(FieldAccessibility(label: "A", hint: "名前を入力してください。").description == "名前を入力してください。")
    }

    @Test("An optional field has no required note, whatever the note's text")
    func optionalField() {
        let field = FieldAccessibility(label: "Notes", isRequired: false, requiredNote: "Required field")
        #expect(field.description == nil)
    }

    @Test("An error that appears as the user leaves the field is announced with the field's name")
    func errorOnLeaving() {
        let before = FieldAccessibility(label: "Full name", isRequired: true)
        var after = before
        after.error = "Required"
        for spoken in [true, false] {
            #expect(
                after.announcement(
                    after: before, hasFocus: false, wasLeft: true, focusedDescriptionIsSpoken: spoken,
                    messages: messages) == "Full name: Required")
        }
        // Not when the field was not just left (a submit showed every error
        // at once: the form announces the count instead).
        #expect(
            after.announcement(
                after: before, hasFocus: false, wasLeft: false, focusedDescriptionIsSpoken: true,
                messages: messages) == nil)
        // Not twice for the same error.
        #expect(
            after.announcement(
                after: after, hasFocus: false, wasLeft: true, focusedDescriptionIsSpoken: true,
                messages: messages) == nil)
    }

    @Test("On the focused field the description speaks where the toolkit reads it; elsewhere it is announced")
    func errorOnFocusedField() {
        let before = FieldAccessibility(label: "Expiry")
        var after = before
        after.error = "Enter a valid month"
        #expect(
            after.announcement(
                after: before, hasFocus: true, wasLeft: false, focusedDescriptionIsSpoken: true,
                messages: messages) == nil)
        #expect(
            after.announcement(
                after: before, hasFocus: true, wasLeft: false, focusedDescriptionIsSpoken: false,
                messages: messages) == "Enter a valid month")
        var noticed = before
        noticed.notice = "Characters left out: 2 (not accepted here)"
        #expect(
            noticed.announcement(
                after: before, hasFocus: true, wasLeft: false, focusedDescriptionIsSpoken: false,
                messages: messages) == "Characters left out: 2 (not accepted here)")
        #expect(
            noticed.announcement(
                after: before, hasFocus: true, wasLeft: false, focusedDescriptionIsSpoken: true,
                messages: messages) == nil)
    }

    @Test("The field's name keeps its direction inside an Arabic announcement")
    func rightToLeftAnnouncement() {
        let before = FieldAccessibility(label: "IBAN")
        var after = before
        after.error = "x"
        let arabic = MessageCatalog(locale: "ar_EG")
        #expect(
            after.announcement(
                after: before, hasFocus: false, wasLeft: true, focusedDescriptionIsSpoken: true,
                messages: arabic)
                == "\u{2068}IBAN\u{2069}: \u{2068}x\u{2069}")
    }

    @Test("A form field is required when its validator refuses an empty value, and says so in its language")
    func formFieldRequired() {
        let form = FormModel([
            FieldModel("name", validator: .required()), FieldModel("notes"),
            FieldModel("iban", format: .iban, validator: .iban()),
        ])
        form.messages = MessageCatalog(locale: "de_DE")
        #expect(form["name"]?.isRequired == true)
        #expect(form["notes"]?.isRequired == false)
        // Format validators accept an empty value: such a field is optional.
        #expect(form["iban"]?.isRequired == false)
        let name = form["name"]!.accessibility(label: "Name", hint: "z. B. Erika Mustermann")
        #expect(name.description == "Pflichtfeld. z. B. Erika Mustermann.")
        #expect(form["notes"]!.accessibility(label: "Notizen").description == nil)
        // The AccessibleForms article's example.
        let article = FormModel([FieldModel("iban", format: .iban, validator: .required().and(.iban()))])
        #expect(
            article["iban"]!.accessibility(label: "IBAN", hint: "e.g. DE89 3704 0044 0532 0130 00").description
                == "Required field. e.g. DE89 3704 0044 0532 0130 00.")
    }

    @Test("A failed submit announces how many fields need attention, after focusing the first")
    func failedSubmitAnnouncement() {
        let form = FormModel([
            FieldModel("name", validator: .required()), FieldModel("email", validator: .required()),
            FieldModel("notes"),
        ])
        #expect(form.focus.announcement == nil)
        form.submit()
        #expect(form.focus.announcement?.text == "Fields to correct: 2")
        let first = form.focus.announcement?.serial
        form.submit()
        // The same sentence again is a new announcement.
        #expect(form.focus.announcement?.text == "Fields to correct: 2")
        #expect(form.focus.announcement?.serial != first)
        form["name"]?.value = "Ada"
        form["email"]?.value = "ada@example.com"
        let serial = form.focus.announcement?.serial
        #expect(form.submit().isValid)
        #expect(form.focus.announcement?.serial == serial)
    }

    @Test("Every shipped language has the count, field-message, toolbar and required texts")
    func messagesInEveryLanguage() {
        for language in MessageLanguage.allCases {
            let catalog = MessageCatalog(locale: LocaleIdentifier(language.rawValue))
            let count = catalog.text(.fieldsNeedAttention, [.count: "3"])
            #expect(count.contains("3"), "\(language)")
            let sentence = catalog.text(.fieldMessage, [.field: "F", .message: "M"])
            #expect(sentence.contains("F") && sentence.contains("M"), "\(language)")
            #expect(!catalog.text(.formToolbar).isEmpty, "\(language)")
            #expect(!catalog.text(.requiredField).isEmpty, "\(language)")
        }
    }
}

@Suite("Accessibility: the keyboard toolbar acts on the field focus came from")
@MainActor
struct ToolbarTargetTests {
    private func chain() -> FocusChain<String> {
        let chain = FocusChain<String>()
        for id in ["name", "card", "amount"] { chain.register(id) }
        return chain
    }

    @Test("Tabbing from the last field into the toolbar keeps Previous and Done on")
    func tabIntoToolbar() {
        let chain = chain()
        var target = ToolbarTarget<String>()
        chain.focus("amount")
        target.chainFocusDidChange(to: chain.focused)
        // The keyboard moves into the toolbar: no field has focus.
        chain.resign(cause: .focusLost)
        target.chainFocusDidChange(to: chain.focused)
        target.toolbarFocusDidChange(true)
        #expect(chain.toolbar == FocusToolbarState())
        #expect(target.actsOnLastField(focused: chain.focused))
        #expect(target.target(focused: chain.focused) == "amount")
        #expect(
            chain.toolbarState(actingOn: "amount")
                == FocusToolbarState(canGoPrevious: true, canGoNext: false, isDoneEnabled: true))
        // Leaving the toolbar for nowhere: nothing to act on.
        target.toolbarFocusDidChange(false)
        #expect(target.target(focused: chain.focused) == nil)
        #expect(!target.actsOnLastField(focused: chain.focused))
    }

    @Test("A focused field is always the target, and focusing one ends the toolbar's own focus")
    func focusedFieldWins() {
        let chain = chain()
        var target = ToolbarTarget<String>()
        target.toolbarFocusDidChange(true)
        #expect(target.target(focused: nil) == nil)
        chain.focus("card")
        target.chainFocusDidChange(to: chain.focused)
        #expect(!target.toolbarHasFocus)
        #expect(target.target(focused: "card") == "card")
        #expect(!target.actsOnLastField(focused: "card"))
        #expect(
            chain.toolbarState(actingOn: "card")
                == FocusToolbarState(canGoPrevious: true, canGoNext: true, isDoneEnabled: true))
    }

    @Test("The state acting on a field skips disabled fields and follows the wrap policy")
    func stateFollowsAvailability() {
        let chain = chain()
        chain.setAvailability(.disabled, for: "card")
        #expect(
            chain.toolbarState(actingOn: "amount")
                == FocusToolbarState(canGoPrevious: true, canGoNext: false, isDoneEnabled: true))
        chain.wrapPolicy = .wrapAround
        #expect(chain.toolbarState(actingOn: "amount").canGoNext)
        #expect(chain.toolbarState(actingOn: "unknown") == FocusToolbarState())
    }
}
