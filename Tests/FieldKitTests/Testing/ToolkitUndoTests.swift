import FieldKit
import FieldKitTesting
import Testing

/// The toolkit's own Undo and Redo (UIKit's Cmd+Z or shake through the
/// field's undo manager, AppKit's Cmd+Z through the window's), routed as
/// FieldKit's adapters route them, after keys the format rewrote.
@MainActor
@Suite("The toolkit's undo walks the history of what the user saw")
struct ToolkitUndoTests {
    /// Ends the typing group (the history makes consecutive keys one step,
    /// as the platforms do): the caret moves away and back.
    private func endTypingGroup(_ field: SimulatedField) throws {
        let end = field.caret
        try field.moveCaret(to: 0)
        try field.moveCaret(to: end)
    }

    @Test(arguments: SimulatedToolkit.allCases, [SimulatedWidgetKind.textField, .textView])
    func undoAfterAFormattedKeyRestoresTheTextAndCaretBeforeIt(
        _ toolkit: SimulatedToolkit, widget: SimulatedWidgetKind
    ) throws {
        let field = SimulatedField(format: .cardNumber, toolkit: toolkit, widget: widget)
        field.tap()
        try field.type("4242")
        try endTypingGroup(field)
        let before = (text: field.text, caret: field.caret, model: field.modelValue)
        try field.type("4")
        #expect(field.text == "4242 4")
        #expect(field.canUndo)
        #expect(field.undo())
        #expect(field.text == before.text)
        #expect(field.caret == before.caret)
        #expect(field.modelValue == before.model)
        #expect(field.canRedo)
        #expect(field.redo())
        #expect(field.text == "4242 4")
        #expect(field.caret == 6)
        #expect(field.modelValue == "42424")
        #expect(field.violations.isEmpty)
    }

    @Test(arguments: SimulatedToolkit.allCases)
    func undoTwiceThenRedoTwiceWalksTheSameSteps(_ toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(format: .expiryDate, toolkit: toolkit)
        field.tap()
        var texts: [String] = []
        for key in ["1", "2", "3"] {
            try field.type(key)
            try endTypingGroup(field)
            texts.append(field.text)
        }
        #expect(texts == ["1", "12/", "12/3"])
        #expect(field.undo())
        #expect(field.text == texts[1])
        #expect(field.undo())
        #expect(field.text == texts[0])
        #expect(field.redo())
        #expect(field.text == texts[1])
        #expect(field.redo())
        #expect(field.text == texts[2])
        #expect(!field.redo())
    }

    /// A new edit after an undo drops the redo, in the core and in AppKit's manager alike.
    @Test(arguments: SimulatedToolkit.allCases)
    func anEditAfterAnUndoDropsTheRedo(_ toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(format: .cardNumber, toolkit: toolkit)
        field.tap()
        try field.type("4")
        try endTypingGroup(field)
        try field.type("2")
        field.undo()
        try field.type("5")
        #expect(!field.canRedo)
        #expect(!field.redo())
        #expect(field.text == "45")
    }

    @Test(arguments: SimulatedToolkit.allCases)
    func nothingIsUndoneWhileAnInputMethodComposes(_ toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(toolkit: toolkit)
        field.tap()
        try field.type("a")
        try field.setComposition("に")
        #expect(!field.canUndo)
        #expect(!field.undo())
        #expect(field.isComposing)
    }

    /// AppKit's field removes its steps from the window's manager when
    /// editing ends, as the field editor's own steps go.
    @Test func anAppKitFieldsStepsLeaveTheWindowsManagerWhenEditingEnds() throws {
        let field = SimulatedField(format: .cardNumber, toolkit: .appKit)
        field.tap()
        try field.type("4242")
        field.tapOutside()
        #expect(!field.canUndo)
        #expect(!field.undo())
        #expect(field.text == "4242")
    }
}
