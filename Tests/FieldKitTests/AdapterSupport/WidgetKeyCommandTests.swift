import FieldKitTesting
import Testing

@testable import FieldKit

/// Return, the submit shortcut and Tab as UIKit and AppKit report them
/// (`textFieldShouldReturn`, `insertNewline:`, a key equivalent), decided
/// by the core's `AnnouncedEdit.widgetDidPress` and replayed through
/// `SimulatedField`, which takes the same call.
@MainActor
@Suite("What a key the widget reports as a command does")
struct WidgetKeyCommandTests {
    nonisolated static let toolkits = SimulatedToolkit.allCases

    private func field(
        _ toolkit: SimulatedToolkit, widget: SimulatedWidgetKind = .textField,
        format: any InputFormat = IdentityFormat(),
        onSubmit: (@MainActor () -> Void)? = nil
    ) -> SimulatedField {
        let coordinator = TextInputCoordinator(format: format)
        coordinator.onSubmit = onSubmit
        let field = SimulatedField(coordinator: coordinator, toolkit: toolkit, widget: widget)
        field.tap()
        return field
    }

    @Test(arguments: toolkits)
    func returnInAFieldPerformsItsReturnRole(_ toolkit: SimulatedToolkit) throws {
        let field = field(toolkit)
        try field.type("ada")
        #expect(field.pressReturn())
        #expect(field.submits == 1)
        #expect(field.text == "ada")
    }

    @Test(arguments: toolkits)
    func returnInATextViewIsTheToolkitsNewline(_ toolkit: SimulatedToolkit) throws {
        let field = field(toolkit, widget: .textView)
        try field.type("ab")
        #expect(!field.pressReturn())
        #expect(field.submits == 0)
        #expect(field.text == "ab\n")
        #expect(field.caret == 3)
        #expect(field.modelValue == "ab\n")
    }

    @Test(arguments: toolkits, [SimulatedWidgetKind.textField, .textView])
    func theSubmitShortcutSubmitsFromAFieldAndATextView(
        _ toolkit: SimulatedToolkit, widget: SimulatedWidgetKind
    ) throws {
        let field = field(toolkit, widget: widget)
        try field.type("ab")
        #expect(field.pressSubmitShortcut())
        #expect(field.submits == 1)
        #expect(field.text == "ab", "no newline")
    }

    @Test(arguments: toolkits, [SimulatedWidgetKind.textField, .textView])
    func returnDuringACompositionIsTheInputMethods(
        _ toolkit: SimulatedToolkit, widget: SimulatedWidgetKind
    ) throws {
        let field = field(toolkit, widget: widget)
        try field.setComposition("にほ")
        let writes = field.modelWrites
        #expect(!field.pressReturn())
        #expect(!field.pressSubmitShortcut())
        #expect(field.submits == 0)
        #expect(field.isComposing)
        #expect(field.modelWrites == writes)
        #expect(field.violations.isEmpty)
        try field.commitComposition("日本")
        #expect(field.pressReturn() == (widget == .textField))
        #expect(field.modelValue == (widget == .textField ? "日本" : "日本\n"))
    }

    /// UIKit announced an edit and Return arrived before the change: the
    /// announcement is forgotten, the submit sees the text the widget shows,
    /// and the widget's later change is still reported (as a whole text).
    @Test(arguments: [SimulatedToolkit.uiKit, .appKit])
    func returnWithAPendingAnnouncementForgetsItAndSubmitsWhatIsShown(_ toolkit: SimulatedToolkit) throws {
        var submitted: [String] = []
        // Weak: the coordinator keeps the submit handler, which reads the
        // field that keeps the coordinator.
        weak var field: SimulatedField?
        let made = self.field(toolkit, format: .cardNumber) { submitted.append(field?.modelValue ?? "") }
        field = made
        try made.type("4242")
        #expect(made.announce(replacing: 4..<4, with: "4"))
        #expect(made.pressReturn())
        #expect(submitted == ["4242"])
        try made.changeText(to: "42424")
        #expect(made.text == "4242 4")
        #expect(made.modelValue == "42424")
        #expect(made.modelWrites.last == "42424")
    }

    /// Autocorrection applied by Return changes the text without a change
    /// event: the core settles it into the model before the app's submit
    /// handler reads the model.
    @Test(arguments: [SimulatedToolkit.uiKit, .appKit])
    func returnSettlesATextChangedWithoutAnEventBeforeTheSubmit(_ toolkit: SimulatedToolkit) throws {
        var submitted: [String] = []
        // Weak: the coordinator keeps the submit handler, which reads the
        // field that keeps the coordinator.
        weak var field: SimulatedField?
        let made = self.field(toolkit) { submitted.append(field?.modelValue ?? "") }
        field = made
        try made.type("Teh")
        try made.setNativeText("The", selection: 3..<3)
        #expect(made.pressReturn())
        #expect(submitted == ["The"])
        #expect(made.changes == ["T", "Te", "Teh", "The"])
    }

    @Test func theCoresRuleForEachCommand() {
        let coordinator = TextInputCoordinator()
        var submits = 0
        coordinator.onSubmit = { submits += 1 }
        let announced = AnnouncedEdit()
        var moves: [Bool] = []
        func press(_ command: WidgetKeyCommand, multiLine: Bool = false, marked: TextSpan? = nil)
            -> WidgetKeyOutcome
        {
            announced.widgetDidPress(
                command, isMultiLine: multiLine, selection: nil, markedRange: marked, widgetText: { "" },
                in: coordinator,
                move: { backward in
                    moves.append(backward)
                    return true
                })
        }
        #expect(press(.returnKey([.shift])) == .toolkit)
        #expect(press(.returnKey([.control])) == .toolkit, "Ctrl+Return is GTK's shortcut, not Apple's")
        #expect(submits == 0)
        #expect(press(.returnKey([.command]), multiLine: true) == .handled)
        #expect(press(.returnKey([]), multiLine: true) == .toolkit)
        #expect(submits == 1)
        #expect(press(.tab) == .handled)
        #expect(press(.backtab) == .handled)
        #expect(moves == [false, true])
        #expect(press(.tab, multiLine: true) == .toolkit)
        #expect(press(.tab, marked: TextSpan(0, 1, unit: .utf16)) == .inputMethod)
        #expect(press(.returnKey([]), marked: TextSpan(0, 1, unit: .utf16)) == .inputMethod)
        #expect(moves.count == 2)
        #expect(submits == 1)
        #expect(
            announced.widgetDidPress(
                .returnKey([.control]), isMultiLine: true, convention: .gtk, selection: nil, markedRange: nil,
                widgetText: { "" }, in: coordinator) == .handled)
        #expect(submits == 2)
    }

    @Test func tabWithNowhereToGoIsTheToolkits() {
        let outcome = AnnouncedEdit().widgetDidPress(
            .tab, isMultiLine: false, selection: nil, markedRange: nil, widgetText: { "" },
            in: TextInputCoordinator(), move: { _ in false })
        #expect(outcome == .toolkit)
    }

    @Test func theSubmitShortcutIsNotTakenWhileAnInputMethodComposes() throws {
        let field = SimulatedField(toolkit: .uiKit)
        #expect(field.coordinator.takesSubmitShortcut)
        try field.setComposition("ㅎ")
        #expect(!field.coordinator.takesSubmitShortcut)
    }

    @Test func aChainsTabMoveGoesForwardAndBack() {
        let chain = FocusChain<String>()
        let window = SimulatedWindow()
        let a = SimulatedField(name: "a", window: window)
        let b = SimulatedField(name: "b", window: window)
        chain.attach(a.coordinator, to: "a")
        chain.attach(b.coordinator, to: "b")
        a.tap()
        #expect(chain.tabMove(backward: false))
        #expect(chain.focused == "b")
        #expect(chain.tabMove(backward: true))
        #expect(chain.focused == "a")
    }
    @Test func onlyReturnAndTheKeypadsEnterAreReturnKeysOnTheMac() {
        #expect(WidgetKeyCommand(macKeyCode: 36, modifiers: [.command]) == .returnKey([.command]))
        #expect(WidgetKeyCommand(macKeyCode: 76, modifiers: []) == .returnKey([]))
        #expect(WidgetKeyCommand(macKeyCode: 48, modifiers: []) == nil, "Tab")
        #expect(WidgetKeyCommand(macKeyCode: 0, modifiers: [.command]) == nil, "A")
    }

    @Test func aKeyEquivalentSubmitsOnlyAsTheShortcutInAWidgetThatEdits() {
        var submits = 0
        func take(_ command: WidgetKeyCommand?, multiLine: Bool = false, edits: Bool = true) -> Bool {
            WidgetKeyCommand.takeSubmitShortcut(
                command, isMultiLine: multiLine, widgetEdits: edits,
                submit: {
                    submits += 1
                    return true
                })
        }
        #expect(take(.returnKey([.command])))
        #expect(take(.returnKey([.command]), multiLine: true))
        #expect(!take(.returnKey([.command]), edits: false), "another view edits")
        #expect(!take(.returnKey([])), "plain Return is the field's return key, not the shortcut")
        #expect(!take(.returnKey([.command, .shift])))
        #expect(!take(.tab))
        #expect(!take(nil))
        #expect(submits == 2)
    }

    @Test func aDeclinedSubmitShortcutGoesToTheToolkit() {
        var toolkit = 0
        for (command, declined) in [(WidgetKeyCommand.returnKey([.command]), true), (.returnKey([]), false)] {
            WidgetKeyCommand.takeSubmitShortcut(
                command, isMultiLine: true, widgetEdits: true, submit: { !declined },
                otherwise: { toolkit += 1 })
        }
        #expect(toolkit == 2, "declined (composing) and not the shortcut")
        WidgetKeyCommand.takeSubmitShortcut(
            .returnKey([.command]), isMultiLine: true, widgetEdits: true, submit: { true },
            otherwise: { toolkit += 1 })
        #expect(toolkit == 2)
    }

    @Test(arguments: toolkits)
    func aFieldWithoutFocusDoesNotTakeTheSubmitShortcut(_ toolkit: SimulatedToolkit) throws {
        let coordinator = TextInputCoordinator()
        var submits = 0
        coordinator.onSubmit = { submits += 1 }
        let field = SimulatedField(coordinator: coordinator, toolkit: toolkit)
        #expect(!field.pressSubmitShortcut())
        field.tap()
        #expect(field.pressSubmitShortcut())
        #expect(submits == 1)
    }
}
