import FieldKitTesting
import Observation
import Testing

@testable import FieldKit

/// A card-like test format: digits in groups of four, at most 16, valid when
/// all 16 pass the Luhn check; it names the brand for descriptions.
private struct GroupedCardFormat: RawInputFormat, CardBrandProviding {
    func scan(_ displayText: String) -> RawScan {
        var scan = RawScan()
        var offset = 0
        for character in displayText {
            offset += 1
            if character.isASCII && character.isNumber { scan.append(character, end: offset) }
        }
        return scan
    }

    func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        kept += raw[inserted].filter { $0.isASCII && $0.isNumber }
        let caret = min(kept.count, 16)
        kept += raw[inserted.upperBound...]
        return (Array(kept.prefix(16)), caret)
    }

    func layout(_ raw: [Character]) -> String {
        var text = ""
        for (index, character) in raw.enumerated() {
            if index > 0 && index.isMultiple(of: 4) { text.append(" ") }
            text.append(character)
        }
        return text
    }

    func validity(ofRaw raw: [Character]) -> FormatValidity {
        guard raw.count == 16 else { return .incomplete }
        var sum = 0
        for (index, character) in raw.reversed().enumerated() {
            var digit = character.wholeNumberValue!
            if index % 2 == 1 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        return sum % 10 == 0 ? .valid : .invalid(.custom("Card number has a typo"))
    }

    func cardBrand(forRawValue rawValue: String) -> String? {
        rawValue.first == "4" ? "Visa" : rawValue.first == "5" ? "Mastercard" : nil
    }
}

@MainActor
private func checkoutForm() -> FormModel<String> {
    FormModel([
        FieldModel("name", validator: .required(.custom("Enter your name"))),
        FieldModel(
            "card", format: GroupedCardFormat(), privacy: .cardNumber,
            validator: .required(.custom("Enter a card"))),
        FieldModel(
            "cvc", format: .digits(max: 4), privacy: .secure,
            validator: .required(.custom("Enter the CVC")).and(
                .length(min: 3, reason: .custom("CVC too short")))),
        FieldModel("note"),
    ])
}

@MainActor
@Suite("FieldModel values and validation")
struct FieldModelTests {
    @Test func valueIsRawAndDisplayTextIsFormatted() {
        let card = FieldModel("card", value: "4242-4242 4242", format: GroupedCardFormat())
        #expect(card.value == "424242424242")
        #expect(card.displayText == "4242 4242 4242")
        card.displayText = "5555555555554444"
        #expect(card.value == "5555555555554444")
        #expect(card.displayText == "5555 5555 5555 4444")
    }

    @Test func formatIncompleteAndInvalidAreTold() {
        let card = FieldModel("card", format: GroupedCardFormat(), incompleteReason: .custom("Too short"))
        #expect(card.validation == .valid, "empty is the validator's business")
        card.value = "4242"
        #expect(card.validation == .incomplete(.custom("Too short")))
        card.value = "4242424242424241"
        #expect(card.validation == .invalid(.custom("Card number has a typo")))
        card.value = "4242424242424242"
        #expect(card.isValid)
    }

    @Test func theValidatorSpeaksFirst() {
        let cvc = FieldModel(
            "cvc", format: .digits(max: 4),
            validator: .required(.custom("Enter the CVC")).and(.length(min: 3)))
        #expect(cvc.validation == .incomplete(.custom("Enter the CVC")))
        cvc.value = "12"
        #expect(cvc.validation.isIncomplete)
        cvc.value = "12345"
        #expect(cvc.value == "1234", "the format limits the value")
        #expect(cvc.isValid)
        cvc.validator = .custom { $0 == "1234" ? .custom("Too easy") : nil }
        #expect(cvc.validation == .invalid(.custom("Too easy")))
    }

    @Test func dirtyAndResetFollowTheInitialValue() {
        let name = FieldModel("name", value: "Ada")
        #expect(!name.isDirty)
        name.value = "Ada L"
        #expect(name.isDirty)
        name.value = "Ada"
        #expect(!name.isDirty)
        name.value = "Grace"
        name.markTouched()
        name.reset()
        #expect(name.value == "Ada")
        #expect(!name.isTouched && !name.isDirty)
        name.reset(to: "Grace")
        #expect(name.value == "Grace" && name.initialValue == "Grace" && !name.isDirty)
    }

    @Test func changingTheFormatRelaysTheValue() {
        let field = FieldModel("n", value: "12345678")
        field.format = GroupedCardFormat()
        #expect(field.displayText == "1234 5678")
        #expect(field.validation == .incomplete(.incomplete))
    }
}

@MainActor
@Suite("FormModel: when errors show")
struct FormErrorTimingTests {
    @Test func anIncompleteValueShowsNoErrorWhileTypingAndShowsItAfterLeaving() {
        let form = checkoutForm()
        let cvc = form["cvc"]!
        #expect(cvc.error == nil, "untouched")
        form.focus.focus("cvc", cause: .userTap)
        cvc.value = "1"
        #expect(cvc.isTyping)
        #expect(cvc.validation.isIncomplete)
        #expect(cvc.error == nil, "still typing a value that can become valid")
        form.focus.next(cause: .toolbar)
        #expect(cvc.isTouched)
        #expect(cvc.error == .custom("CVC too short"))
        form.focus.focus("cvc", cause: .userTap)
        #expect(cvc.error == .custom("CVC too short"), "back in the field, not typing yet")
        cvc.value = "12"
        #expect(cvc.error == nil, "typing again")
        cvc.value = "123"
        form.focus.resign()
        #expect(cvc.error == nil)
    }

    @Test func anInvalidValueShowsAtOnceWhileTyping() {
        let form = checkoutForm()
        let card = form["card"]!
        form.focus.focus("card", cause: .userTap)
        card.value = "4242424242424241"
        #expect(card.error == .custom("Card number has a typo"))
    }

    @Test func aFieldCountsTheTimesTheUserLeftItButNotAFailedSubmitsMove() {
        let form = checkoutForm()
        let cvc = form["cvc"]!
        form.focus.focus("cvc", cause: .userTap)
        let seen = cvc.timesLeft
        #expect(!cvc.wasLeft(since: seen))
        // Left and focused again before an adapter looked: not left now.
        form.focus.next(cause: .keyboard)
        form.focus.focus("cvc", cause: .keyboard)
        #expect(cvc.timesLeft == seen + 1)
        #expect(!cvc.wasLeft(since: seen), "focused again")
        // Typed into and left again, all before the adapter looked: left,
        // although focused at one time and unfocused at the other as well.
        cvc.value = "1"
        form.focus.next(cause: .keyboard)
        #expect(cvc.wasLeft(since: seen))
        #expect(!cvc.wasLeft(since: cvc.timesLeft), "nothing since the count it saw last")
        // The user left another field since: the CVC's leave is old news.
        let note = form.focus.focused!
        form.focus.focus("name", cause: .userTap)
        #expect(form[note]!.wasLeft(since: 0))
        #expect(!cvc.wasLeft(since: seen), "another field was left after it")
        // A failed submit takes the user away from the field: not a leave.
        form.focus.focus("cvc", cause: .userTap)
        let beforeSubmit = cvc.timesLeft
        #expect(!form.submit().isValid)
        #expect(form.focus.focused == "name")
        #expect(!cvc.isFocused)
        #expect(cvc.timesLeft == beforeSubmit)
        #expect(!cvc.wasLeft(since: beforeSubmit))
    }

    @Test func anInvalidValueSetByTheAppWaitsForTheUser() {
        let form = checkoutForm()
        form["card"]!.value = "4242424242424241"
        #expect(form["card"]!.error == nil)
        form.submit()
        #expect(form["card"]!.error == .custom("Card number has a typo"))
    }

    @Test func aSubmitAttemptShowsIncompleteErrorsOnUntouchedFields() {
        let form = checkoutForm()
        #expect(form["name"]!.error == nil)
        let result = form.submit()
        #expect(!result.isValid)
        #expect(form["name"]!.error == .custom("Enter your name"))
        #expect(form["card"]!.error == .custom("Enter a card"))
        #expect(form["note"]!.error == nil)
        #expect(form.focus.focused == "name")
        #expect(
            form["name"]!.error == .custom("Enter your name"), "the focused invalid field explains itself")
        form["name"]!.value = "A"
        #expect(form["name"]!.error == nil)
        form.reset()
        #expect(form["card"]!.error == nil)
        #expect(!form.hasAttemptedSubmit)
    }

    @Test func errorIsObservable() {
        let form = checkoutForm()
        let cvc = form["cvc"]!
        form.focus.focus("cvc")
        cvc.value = "1"
        let changed = ObservedFlag()
        withObservationTracking {
            _ = cvc.error
        } onChange: {
            changed.set()
        }
        form.focus.resign()
        #expect(changed.value)
        #expect(cvc.error == .custom("CVC too short"))
    }

    /// Whether reading `read` registers an observation that `change` triggers.
    private func observes(_ read: () -> Void, _ change: () -> Void) -> Bool {
        let changed = ObservedFlag()
        withObservationTracking(read) { changed.set() }
        change()
        return changed.value
    }

    // The field's state lives in a non-generic object (the speed of a
    // generic @Observable class); each public property must still notify.
    @Test func everyFieldPropertyAViewReadsIsObservable() {
        let form = checkoutForm()
        let card = form["card"]!
        #expect(observes({ _ = card.value }, { card.value = "4242" }))
        #expect(observes({ _ = card.displayText }, { card.value = "42424242" }))
        #expect(observes({ _ = card.validation }, { card.value = "" }))
        #expect(observes({ _ = card.isValid }, { card.value = "4" }))
        #expect(observes({ _ = card.availability }, { card.availability = .disabled }))
        #expect(observes({ _ = card.isSubmittable }, { card.availability = .available }))
        #expect(observes({ _ = card.isFocused }, { form.focus.focus("card") }))
        #expect(observes({ _ = card.isTouched }, { form.focus.focus("cvc") }))
        #expect(observes({ _ = card.format }, { card.format = .digits(max: 19) }))
        #expect(observes({ _ = card.isDirty }, { card.reset(to: "1") }))
        card.value = ""
        #expect(observes({ _ = card.error }, { form.submit() }))
        #expect(card.error != nil, "the message below is only read for an error")
        #expect(observes({ _ = card.errorMessage }, { form.messages = MessageCatalog() }))
        #expect(observes({ _ = form.hasAttemptedSubmit }, { form.reset() }))
        #expect(!observes({ _ = card.value }, { form["cvc"]!.value = "9" }), "another field's change")
    }
}

/// Set from an observation's change handler, which runs synchronously on
/// the mutating (main) thread in these tests.
private final class ObservedFlag: @unchecked Sendable {
    var value = false
    func set() { value = true }
}

@MainActor
@Suite("FormModel submit")
struct FormSubmitTests {
    @Test func submitValidatesAllAndFocusesTheFirstInvalidField() {
        let form = checkoutForm()
        form["name"]!.value = "Ada"
        form["cvc"]!.value = "12"
        var moves: [FocusMove<String>] = []
        form.focus.onFocusChange = { moves.append($0) }
        let result = form.submit()
        #expect(result.invalidFields == ["card", "cvc"])
        #expect(result.errors == ["card": .custom("Enter a card"), "cvc": .custom("CVC too short")])
        #expect(result.focusedField == "card")
        #expect(moves == [FocusMove(from: nil, to: "card", cause: .validation)])
        #expect(result.values.names == ["name", "card", "cvc", "note"])
        #expect(result.values["name"] == "Ada")
        #expect(result.values["cvc"] == "12")
    }

    @Test func aValidSubmitReturnsTheRawValues() {
        let form = checkoutForm()
        form["name"]!.value = "Ada"
        form["card"]!.displayText = "4242 4242 4242 4242"
        form["cvc"]!.value = "123"
        let result = form.submit()
        #expect(result.isValid)
        #expect(form.isValid)
        #expect(
            result.values.dictionary == ["name": "Ada", "card": "4242424242424242", "cvc": "123", "note": ""])
        #expect(result.focusedField == nil)
    }

    @Test func disabledAndHiddenFieldsAreNeitherValidatedNorSubmitted() {
        let form = checkoutForm()
        form["name"]!.value = "Ada"
        form["card"]!.availability = .disabled
        form["cvc"]!.availability = .hidden
        #expect(form.focus.availability(of: "card") == .disabled, "the chain follows the field")
        let result = form.submit()
        #expect(result.isValid)
        #expect(result.values.names == ["name", "note"])
    }

    @Test func aReadOnlyInvalidFieldIsReportedButNotFocused() {
        let form = checkoutForm()
        form["name"]!.availability = .readOnly
        form["card"]!.value = "4242424242424242"
        let result = form.submit()
        #expect(result.invalidFields == ["name", "cvc"])
        #expect(result.focusedField == "cvc")
        #expect(form.focus.focused == "cvc")
    }

    @Test func submitFollowsTheFocusOrder() {
        let form = checkoutForm()
        form.focus.reorder(["cvc", "name"])
        let result = form.submit()
        #expect(result.invalidFields == ["cvc", "card", "name"])
        #expect(form.focus.focused == "cvc")
    }

    @Test func addingAndRemovingFieldsKeepsTheChainInStep() {
        let form = checkoutForm()
        form.add(FieldModel("email", validator: .required()), order: -1)
        #expect(form.focus.fields == ["email", "name", "card", "cvc", "note"])
        form.focus.focus("name")
        form.remove("name")
        #expect(form.focus.focused == "card")
        #expect(form["name"] == nil)
        form.add(FieldModel("card", value: "5"))
        #expect(form.fields.count == 4)
        #expect(form["card"]!.value == "5")
        #expect(form.validate() == ["email", "cvc"])
    }

    @Test func aFieldTakingOverAnIdentifierTheChainAlreadyHadIsSubmitted() {
        let form = checkoutForm()
        form.focus.register("search")
        #expect(form.validate() == ["name", "card", "cvc"])
        form.add(FieldModel("search", validator: .required(.custom("Search for something"))))
        #expect(form.validate() == ["name", "card", "cvc", "search"])
        form.focus.reorder(["search", "name"])
        #expect(form.validate() == ["search", "card", "cvc", "name"])
        form.remove("search")
        #expect(
            form.submit().values.names == ["card", "cvc", "note", "name"],
            "name kept the place it swapped into")
    }

    @Test func returnOnTheLastFieldSubmitsTheForm() {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let fields = ["name", "card", "cvc", "note"].map { SimulatedField(name: $0, window: window) }
        for (field, name) in zip(fields, ["name", "card", "cvc", "note"]) {
            form.bind(field.coordinator, to: name)
        }
        var submissions: [FormSubmission<String>] = []
        form.onSubmit = { submissions.append($0) }
        form.focus.focus("note")
        fields[3].coordinator.didPressReturn()
        #expect(submissions.isEmpty, "invalid: no onSubmit")
        #expect(form.focus.focused == "name")
        #expect(fields[0].hasFocus)
        form["name"]!.value = "Ada"
        form["card"]!.value = "4242424242424242"
        form["cvc"]!.value = "123"
        form.focus.focus("note")
        fields[3].coordinator.didPressReturn()
        #expect(submissions.count == 1)
        #expect(submissions.first?.values["card"] == "4242424242424242")
        #expect(form.focus.focused == nil)
    }

    /// After a failed submit, repeated returns stay on the first
    /// invalid field instead of walking on through the form.
    @Test func repeatedReturnStaysOnAFieldShowingItsError() {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let fields = ["name", "card", "cvc", "note"].map { SimulatedField(name: $0, window: window) }
        for (field, name) in zip(fields, ["name", "card", "cvc", "note"]) {
            form.bind(field.coordinator, to: name)
        }
        var submissions = 0
        form.onSubmit = { _ in submissions += 1 }
        // Before any error shows, return walks the chain as before.
        form.focus.focus("name")
        fields[0].coordinator.didPressReturn()
        #expect(form.focus.focused == "card")
        form.focus.focus("note")
        fields[3].coordinator.didPressReturn()
        #expect(form.focus.focused == "name")
        for _ in 0..<5 { fields[0].coordinator.didPressReturn() }
        #expect(form.focus.focused == "name")
        #expect(fields[0].hasFocus)
        #expect(submissions == 0)
        // Fixed, the field's role runs again.
        form["name"]!.value = "Ada"
        fields[0].coordinator.didPressReturn()
        #expect(form.focus.focused == "card")
    }

    /// fuzz-focus (reproducer focus-pending-after-merge-b1cd7263 in Fuzz/Corpus/focus.tar.xz):
    /// a return that stays on a field showing its error is still the user's
    /// answer to where focus goes, so it cancels an app's pending request as
    /// every other return does; focus must not jump to that field when it
    /// appears later.
    @Test func aReturnThatStaysCancelsAPendingFocusRequest() {
        let window = SimulatedWindow()
        let form = FormModel([FieldModel("name", validator: .required())])
        let name = SimulatedField(name: "name", window: window)
        form.bind(name.coordinator, to: "name")
        form.focus.focus("name")
        name.coordinator.didPressReturn()
        #expect(form.focus.focused == "name", "the failed submit keeps focus on the invalid name")
        #expect(form["name"]!.error != nil)
        #expect(form.focus.focus("later") == .pending)
        name.coordinator.didPressReturn()
        #expect(form.focus.pendingFocus == nil, "return cancelled the request")
        #expect(form.focus.focused == "name")
        form.add(FieldModel("later"))
        #expect(form.focus.focused == "name", "the field that appeared did not take focus")
        #expect(name.hasFocus)
    }

    /// The stay rule holds on every route return takes: a field without a
    /// bound coordinator (SwiftUI's own text field reports return by name)
    /// stays too while it shows its error, and no second submit runs.
    @Test func returnByNameStaysOnAFieldShowingItsError() {
        let form = checkoutForm()
        var invalidSubmits = 0
        form.onInvalidSubmit = { _ in invalidSubmits += 1 }
        form.focus.focus("note")
        form.focus.returnKeyPressed(in: "note")
        #expect(invalidSubmits == 1)
        #expect(form.focus.focused == "name")
        for _ in 0..<3 { form.focus.returnKeyPressed(in: "name") }
        #expect(form.focus.focused == "name")
        #expect(invalidSubmits == 1, "a return that stays does not submit again")
        form["name"]!.value = "Ada"
        form.focus.returnKeyPressed(in: "name")
        #expect(form.focus.focused == "card", "fixed, the field's role runs again")
    }

    /// A failed submit focuses the first invalid field with the caret at the
    /// end of its text, nothing selected, whatever the selection was before:
    /// the next key extends the value being corrected instead of replacing it.
    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func aFailedSubmitPutsTheCaretAtTheEndOfTheInvalidField(_ toolkit: SimulatedToolkit) throws {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let names = ["name", "card", "cvc", "note"]
        let fields = names.map { SimulatedField(name: $0, toolkit: toolkit, window: window) }
        for (field, name) in zip(fields, names) { form.bind(field.coordinator, to: name) }
        form["name"]!.value = "Ada"
        form["card"]!.value = "424242"
        let card = fields[1]
        card.tap()
        try card.select(0..<2)
        fields[3].tap()
        card.resetRecording()
        fields[3].coordinator.didPressReturn()
        #expect(form.focus.focused == "card")
        #expect(form.focus.lastMove?.cause == .validation)
        #expect(card.hasFocus)
        #expect(card.commands == [.focus, .select(7..<7)], "the caret after \"4242 42\"")
        #expect(card.coordinator.state.selection.isEmpty)
        try card.type("4")
        #expect(form["card"]!.value == "4242424", "extended, not replaced")
    }

    /// Other causes leave the selection to the toolkit: the chain sends a
    /// plain focus command.
    @Test func anAppFocusLeavesTheSelectionToTheToolkit() {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let card = SimulatedField(name: "card", window: window)
        form.bind(card.coordinator, to: "card")
        form.focus.focus("card", cause: .app)
        #expect(card.commands == [.focus])
    }

    @Test func onlyAFailedSubmitPlacesTheCaret() {
        let causes: [FocusCause] = [
            .userTap, .keyboard, .returnKey, .toolbar, .app, .validation, .fieldUnavailable, .focusLost,
        ]
        #expect(causes.filter { $0.focusSelection == .caretAtEnd } == [.validation])
    }
}

@MainActor
@Suite("FormModel binding")
struct FormBindingTests {
    @Test func typingWritesTheRawValueAndAppWritesReachTheWidget() throws {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let card = SimulatedField(name: "card", window: window)
        #expect(form.bind(card.coordinator, to: "card"))
        #expect(!form.bind(card.coordinator, to: "missing"))
        card.tap()
        #expect(form.focus.focused == "card")
        #expect(form["card"]!.isFocused)
        for (offset, digit) in "42424".enumerated() {
            let at = card.coordinator.state.text.utf16.count
            try card.coordinator.didReplace([TextSpan(at, at, unit: .utf16)], with: String(digit))
            #expect(form["card"]!.value.count == offset + 1)
        }
        #expect(form["card"]!.value == "42424")
        #expect(form["card"]!.displayText == "4242 4")
        #expect(form["card"]!.isTyping)
        let shownBefore = card.shownTexts.count
        form["card"]!.value = "5555"
        #expect(card.shownTexts.count == shownBefore + 1)
        #expect(card.shownTexts.last == "5555")
        #expect(card.coordinator.state.text == "5555")
        form.unbind(card.coordinator, from: "card")
        form["card"]!.value = "4"
        #expect(card.coordinator.state.text == "5555")
        #expect(card.coordinator.focusObserver == nil)
    }

    @Test func removingABoundFieldUnbindsItsCoordinator() throws {
        let window = SimulatedWindow()
        let form = checkoutForm()
        let name = SimulatedField(name: "name", window: window)
        form.bind(name.coordinator, to: "name")
        let removed = form["name"]!
        form.remove("name")
        #expect(!name.coordinator.modelWriteRoute.hasFormRoute)
        #expect(name.coordinator.focusObserver == nil)
        try name.coordinator.didReplace([TextSpan(0, 0, unit: .utf16)], with: "A")
        #expect(removed.value == "", "the removed field is no longer written")
        #expect(name.modelWrites == ["A"], "the simulated field still records")
    }

    @Test func secureFieldsMakeSecureCoordinators() {
        let form = checkoutForm()
        let cvc = TextInputCoordinator()
        form.bind(cvc, to: "cvc")
        #expect(cvc.isSecure)
        #expect(cvc.modelValueKind == .raw)
    }
}

@MainActor
@Suite("FormModel privacy")
struct FormPrivacyTests {
    nonisolated static let secrets = ["hunter2", "1234", "correct horse battery staple", "пароль", "🔑🔑"]

    /// Every way a value could leak into text.
    private func renderings(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        var mirrored = ""
        for child in Mirror(reflecting: value).children { mirrored += "\(child.label ?? ""):\(child.value);" }
        return [String(describing: value), String(reflecting: value), "\(value)", dumped, mirrored]
    }

    @Test(arguments: secrets)
    func secureValuesNeverAppear(_ secret: String) {
        let password = FieldModel(
            "password", value: secret, privacy: .secure,
            validator: .length(min: 40))
        let form = FormModel([password, FieldModel("user", value: "ada")])
        let result = form.submit()
        #expect(result.values["password"] == secret, "the app still gets the value")
        for value: Any in [password, form, result, result.values, result.errors] {
            for text in renderings(value) {
                #expect(!text.contains(secret), "leaked in: \(text)")
            }
        }
        #expect(String(describing: form).contains("ada"), "visible values are shown")
    }

    @Test func secureValuesStayHiddenWhenReflectedWithoutTheMainActorConformances() async {
        let password = FieldModel("password", value: "hunter2", privacy: .secure)
        let text = await Self.reflectOffTheMainActor(password)
        #expect(!text.contains("hunter2"))
    }

    /// Reflects through the default mirror of the storage, which is what a
    /// nonisolated `dump` sees.
    private nonisolated static func reflectOffTheMainActor(_ value: sending Any) async -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return dumped
    }

    @Test(arguments: ["4242424242424242", "5555555555554444", "4000056655665556"])
    func cardNumbersShowAtMostBrandAndLastFour(_ number: String) {
        let card = FieldModel("card", value: number, format: GroupedCardFormat(), privacy: .cardNumber)
        let brand = number.first == "4" ? "Visa" : "Mastercard"
        let last4 = String(number.suffix(4))
        #expect(String(describing: card).contains("\(brand) •••• \(last4)"))
        let form = FormModel([card])
        for value: Any in [card, form, form.submit().values] {
            for text in renderings(value) {
                #expect(!text.contains(String(number.prefix(12))), "leaked in: \(text)")
                #expect(!text.contains(card.displayText))
                let digits = text.filter { $0.isASCII && $0.isNumber }
                #expect(digits.count <= 4 || !digits.contains(String(number.prefix(6))))
            }
        }
    }

    @Test func theCardFormatsBringTheirPrivacyAndBrand() {
        let card = FieldModel("card", value: "4242 4242 4242 4242", format: .cardNumber)
        let cvc = FieldModel("cvc", value: "737", format: .cardSecurityCode(brand: .visa))
        #expect(card.privacy == .cardNumber)
        #expect(cvc.privacy == .secure)
        #expect(String(describing: card).contains("Visa •••• 4242"))
        #expect(!String(describing: card).contains("424242"))
        #expect(!String(describing: cvc).contains("737"))
        #expect(
            FieldModel("cvc", value: "737", format: .cardSecurityCode(brand: nil), privacy: .visible).privacy
                == .visible)
    }

    @Test func aPartlyTypedCardNumberShowsNoDigitsAndACustomBrandHookWorks() {
        let card = FieldModel("card", value: "424242", privacy: .cardNumber, cardBrand: { _ in "TestBrand" })
        #expect(String(describing: card) == "FieldModel(card: TestBrand ••••, valid)")
        card.value = "4242424242421234"
        #expect(String(describing: card).contains("TestBrand •••• 1234"))
    }
}

@MainActor
@Suite("Submitting by keyboard from any field")
struct SubmitShortcutTests {
    /// The last field is multi-line: return there is the editor's newline
    /// (the adapter never reports it), so the submit shortcut is the way to
    /// submit from the keyboard.
    @Test func theSubmitShortcutInAMultiLineLastFieldSubmitsTheForm() {
        let window = SimulatedWindow()
        let form = FormModel([
            FieldModel("name", validator: .required(.custom("Enter your name"))),
            FieldModel("note"),
        ])
        let name = SimulatedField(name: "name", window: window)
        let note = SimulatedField(name: "note", window: window)
        form.bind(name.coordinator, to: "name")
        form.bind(note.coordinator, to: "note")
        var submissions: [FormSubmission<String>] = []
        form.onSubmit = { submissions.append($0) }
        note.tap()
        #expect(note.coordinator.didPressSubmitShortcut())
        #expect(submissions.isEmpty, "the name is missing")
        #expect(form.focus.focused == "name", "focus on the first invalid field")
        form["name"]!.value = "Ada"
        note.tap()
        #expect(note.coordinator.didPressSubmitShortcut())
        #expect(submissions.count == 1)
        #expect(form.focus.focused == nil, "a successful submit resigns focus")
        #expect(note.endings.last == .returnKey)
    }

    /// The shortcut submits from a middle field too, although return there
    /// moves to the next field.
    @Test func theSubmitShortcutSubmitsFromAMiddleField() {
        let chain = FocusChain<String>()
        let window = SimulatedWindow()
        let fields = ["a", "b", "c"].map { SimulatedField(name: $0, window: window) }
        for (field, id) in zip(fields, ["a", "b", "c"]) { chain.attach(field.coordinator, to: id) }
        var submits = 0
        chain.onSubmit = { submits += 1 }
        chain.focus("b")
        #expect(chain.returnKeyRole(for: "b") == .next)
        fields[1].coordinator.didPressSubmitShortcut()
        #expect(submits == 1)
        #expect(chain.focused == nil)
    }

    /// While an input method composes, the key is the input method's.
    @Test func theSubmitShortcutBelongsToAComposingInputMethod() throws {
        let chain = FocusChain<String>()
        let window = SimulatedWindow()
        let field = SimulatedField(name: "a", window: window)
        chain.attach(field.coordinator, to: "a")
        var submits = 0
        chain.onSubmit = { submits += 1 }
        field.tap()
        try field.setMarkedText("ㅎ")
        #expect(!field.coordinator.didPressSubmitShortcut())
        #expect(submits == 0)
    }

    /// A detached coordinator no longer submits its old chain.
    @Test func aDetachedFieldDoesNotSubmit() {
        let chain = FocusChain<String>()
        let window = SimulatedWindow()
        let field = SimulatedField(name: "a", window: window)
        chain.attach(field.coordinator, to: "a")
        var submits = 0
        chain.onSubmit = { submits += 1 }
        chain.detach(field.coordinator, from: "a")
        field.coordinator.didPressSubmitShortcut()
        #expect(submits == 0)
        #expect(field.coordinator.submitShortcutAction == nil)
    }
}

@MainActor
@Suite("The toolbar's Done: submit on the last field, resign elsewhere")
struct ToolbarDoneTests {
    /// The last field is a multi-line editor (return there is a newline):
    /// the toolbar's Done submits the form from it, as its return key would
    /// in a one-line field.
    @Test func doneOnTheLastFieldSubmitsAndElsewhereResigns() {
        let window = SimulatedWindow()
        let form = FormModel([
            FieldModel("name", validator: .required(.custom("Enter your name"))),
            FieldModel("note"),
        ])
        let name = SimulatedField(name: "name", window: window)
        let note = SimulatedField(name: "note", window: window)
        form.bind(name.coordinator, to: "name")
        form.bind(note.coordinator, to: "note")
        var submissions: [FormSubmission<String>] = []
        form.onSubmit = { submissions.append($0) }

        name.tap()
        #expect(!form.focus.doneSubmits)
        #expect(!form.focus.done(), "Done on the first field only gives up focus")
        #expect(form.focus.focused == nil)
        #expect(submissions.isEmpty)
        #expect(!form.hasAttemptedSubmit)

        note.tap()
        #expect(form.focus.doneSubmits)
        #expect(form.focus.done())
        #expect(submissions.isEmpty, "the name is missing")
        #expect(form.focus.focused == "name", "focus on the first invalid field")
        form["name"]!.value = "Ada"
        note.tap()
        #expect(form.focus.done())
        #expect(submissions.count == 1)
        #expect(form.focus.focused == nil, "a successful submit resigns focus")
    }

    /// A chain whose last field's return only resigns: Done resigns there too.
    @Test func doneFollowsTheLastFieldsRole() {
        let chain = FocusChain<String>(lastFieldReturnKeyRole: .done)
        chain.register("a")
        chain.register("b")
        var submitted = 0
        chain.onSubmit = { submitted += 1 }
        chain.focus("b")
        #expect(!chain.doneSubmits)
        #expect(!chain.done())
        #expect(submitted == 0)
        #expect(chain.focused == nil)
        #expect(!chain.doneSubmits, "no field has focus")
    }
}
