import FieldKit
import FieldKitTesting
import Testing

/// The simulated field does what the native widgets do, in their order, and
/// reports what the user sees and what the app received.
@Suite("FieldKitTesting: SimulatedField")
@MainActor
struct SimulatedFieldTests {
    @Test func typingIsOneEditPerCharacterAndPasteIsOne() throws {
        let typed = SimulatedField(format: .cardNumber)
        try typed.type("42424242")
        #expect(typed.text == "4242 4242")
        #expect(typed.modelWrites == ["4", "42", "424", "4242", "42424", "424242", "4242424", "42424242"])
        let pasted = SimulatedField(format: .cardNumber)
        try pasted.paste("4242-4242")
        #expect(pasted.text == "4242 4242")
        #expect(pasted.modelWrites == ["42424242"])
        #expect(typed.isInSync && pasted.isInSync)
    }

    @Test func backspaceForwardDeleteAndCutOverSeparators() throws {
        let field = SimulatedField(format: .cardNumber)
        try field.type("42424242")
        try field.moveCaret(to: 5)  // just after the space
        try field.backspace()
        #expect(field.text == "4244 242")
        #expect(field.caret == 3)
        try field.forwardDelete()
        #expect(field.text == "4242 42")
        try field.select(0..<2)
        #expect(try field.cut() == "42")
        #expect(field.modelValue == "4242")
        #expect(field.isInSync)
    }

    @Test func backspaceDeletesAWholeGraphemeCluster() throws {
        let field = SimulatedField("a👍🏽")
        try field.backspace()
        #expect(field.text == "a")
        #expect(field.modelWrites == ["a"])
    }

    @Test func autofillAndAutocorrectReportNoEdit() throws {
        let field = SimulatedField()
        try field.type("teh cat")
        try field.autocorrect("teh", to: "the")
        #expect(field.text == "the cat")
        #expect(field.caret == 7)
        try field.autofill("4242 4242")
        #expect(field.modelValue == "4242 4242")
        #expect(field.commands.isEmpty)
    }

    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func japaneseCompositionWritesOnceAtTheCommit(on toolkit: SimulatedToolkit) throws {
        let field = SimulatedField("私は", toolkit: toolkit)
        for step in ["か", "かん", "かんじ", "漢字"] {
            try field.setComposition(step)
            #expect(field.isComposing)
            #expect(field.modelWrites.isEmpty)
        }
        #expect(toolkit == .uiKit ? field.markedText == "漢字" : field.preedit == "漢字")
        try field.commitComposition("漢字")
        #expect(field.text == "私は漢字")
        #expect(!field.isComposing)
        #expect(field.modelWrites == ["私は漢字"])
        #expect(field.violations.isEmpty)
    }

    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func hangulSyllableBySyllable(on toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(toolkit: toolkit)
        try field.composeHangul([["ㅎ", "하", "한"], ["ㄱ", "그", "글"]])
        #expect(field.text == "한글")
        #expect(field.modelValue == "한글")
        // Every toolkit ends the composition at each syllable: one change per syllable.
        #expect(field.modelWrites == ["한", "한글"])
        #expect(field.changes == ["한", "한글"])
        #expect(field.violations.isEmpty)
    }

    @Test func pinyinIntoAFormattedFieldWaitsForTheCommit() throws {
        let field = SimulatedField(format: .maxLength(3), toolkit: .gtk)
        try field.compose(["n", "ni", "nih", "niha", "nihao"], committing: "你好")
        #expect(field.text == "你好")
        #expect(field.modelWrites == ["你好"])
    }

    @Test func gtkEchoesTheAppsWritesAndTheCoordinatorIgnoresThem() throws {
        let field = SimulatedField(format: .cardNumber, toolkit: .gtk)
        field.appSets("4242424242424242")
        #expect(field.shownTexts == ["4242 4242 4242 4242"])
        #expect(field.modelWrites.isEmpty)
        #expect(field.modelWritesDuringAppUpdate == 0)
    }

    @Test func leavingTheFieldCommitsTheCompositionFirst() throws {
        let window = SimulatedWindow()
        let field = SimulatedField(toolkit: .gtk, window: window)
        field.tap()
        try field.setComposition("한")
        field.tapOutside()
        #expect(field.text == "한")
        #expect(field.modelWrites == ["한"])
        #expect(field.endings == [.focusMoved])
        #expect(window.transfers == ["->field", "field>-"])
    }

    @Test func returnMovesThroughABoundForm() throws {
        let form = FormModel([FieldModel("a"), FieldModel("b", validator: .required())])
        let window = SimulatedWindow()
        let a = try #require(SimulatedField(binding: "a", in: form, window: window))
        let b = try #require(SimulatedField(binding: "b", in: form, window: window))
        a.tap()
        try a.type("x")
        #expect(a.pressReturn())
        #expect(b.hasFocus)
        #expect(form["a"]?.value == "x")
        #expect(SimulatedField(binding: "missing", in: form) == nil)
        #expect(a.submits == 1)
    }

    @Test func descriptionShowsLengthsNotText() throws {
        let field = SimulatedField("secret")
        #expect(!field.description.contains("secret"))
        #expect(field.description.contains("6 UTF-16 units"))
    }

    @Test func aFieldThatDoesNotRecordKeepsWhatItShowsAndTheModelValueOnly() throws {
        let coordinator = TextInputCoordinator(format: .cardNumber)
        var changes = 0
        coordinator.onChange = { _ in changes += 1 }
        let field = SimulatedField(coordinator: coordinator, recording: false)
        try field.type("42424")
        field.appSets("5555")
        try field.backspace()
        #expect(field.text == "555")
        #expect(field.modelValue == "555")
        #expect(field.isInSync)
        #expect(changes == 6, "the app's own callbacks still run")
        #expect(field.commands.isEmpty && field.modelWrites.isEmpty && field.changes.isEmpty)
        #expect(field.violations.isEmpty)
    }
}

/// `modelValue` and `isInSync` follow every write on the model's side.
@MainActor
@Suite("FieldKitTesting: isInSync follows every write path")
struct SimulatedFieldSyncTests {
    enum Field: Hashable, Sendable { case card, name }

    private func form() -> FormModel<Field> {
        FormModel([
            FieldModel(Field.card, value: "4242", format: .cardNumber),
            FieldModel(Field.name, validator: .required()),
        ])
    }

    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func aFormResetKeepsTheFieldInSync(toolkit: SimulatedToolkit) throws {
        let form = form()
        let card = try #require(SimulatedField(binding: .card, in: form, toolkit: toolkit))
        card.tap()
        try card.type("4242424242")
        #expect(card.isInSync)
        form.reset()
        #expect(card.text == "4242")
        #expect(card.modelValue == "4242")
        #expect(card.isInSync)
    }

    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func anAppWriteToTheFormKeepsTheFieldInSync(toolkit: SimulatedToolkit) throws {
        let form = form()
        let card = try #require(SimulatedField(binding: .card, in: form, toolkit: toolkit))
        form[.card]?.value = "5555555555554444"
        #expect(card.text == "5555 5555 5555 4444")
        #expect(card.modelValue == "5555555555554444")
        #expect(card.isInSync)
    }

    /// A binding's update (the app's own model, handed in by a view update)
    /// and a form bound after the field was made.
    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func bindingUpdatesKeepTheFieldInSync(toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(format: .cardNumber, toolkit: toolkit)
        field.coordinator.modelDidChange(to: "4242")
        #expect(field.modelValue == "4242")
        #expect(field.isInSync)
        field.appSets("42424242")
        #expect(field.isInSync)
        let form = form()
        form.bind(field.coordinator, to: .card)
        #expect(field.modelValue == "4242", "the form's value was handed in")
        #expect(field.text == "4242")
        #expect(field.isInSync)
    }

    /// A write that waits for a composition is out of sync until it lands.
    @Test func aWriteWaitingForACompositionIsOutOfSyncUntilItLands() throws {
        let form = form()
        let name = try #require(SimulatedField(binding: .name, in: form, toolkit: .gtk))
        name.tap()
        name.setPreedit("ㄱ")
        form[.name]?.value = "Ada"
        #expect(!name.isInSync)
        name.setPreedit("")
        #expect(name.text == "Ada")
        #expect(name.isInSync)
    }

    @Test func aWholeFormInOneWindow() throws {
        let form = form()
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form, toolkit: .gtk)
        #expect(Set(fields.keys) == [.card, .name])
        let card = try #require(fields[.card])
        card.tap()
        card.pressReturn()
        #expect(window.focused === fields[.name])
        #expect(fields[.name]?.toolkit == .gtk)
        #expect(fields[.name]?.name == "name")
    }

    /// One onChange rule for compositions on every toolkit: once per commit.
    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func koreanReportsOneChangePerSyllableOnEveryToolkit(toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(toolkit: toolkit)
        try field.composeHangul([["ㄱ", "기", "김"], ["ㅁ", "미", "민"]])
        #expect(field.changes == ["김", "김민"])
        try field.compose(["n", "に", "にh", "にほ", "にほn", "日本"], committing: "日本")
        #expect(field.changes == ["김", "김민", "김민日本"], "a conversion commits once")
    }
}
