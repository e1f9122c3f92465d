import Testing

@testable import FieldKit

@Suite("The text system's undo is off while a field edits")
@MainActor
struct EditorUndoSwitchTests {
    private final class Editor {
        var allowsUndo: Bool
        init(allowsUndo: Bool) { self.allowsUndo = allowsUndo }
    }

    @Test func theEditorsUndoIsOffWhileEditingAndGivenBackAsItWas() {
        let editor = Editor(allowsUndo: true)
        var undo = EditorUndoSwitch(\Editor.allowsUndo)
        undo.editingBegan(in: editor)
        #expect(!editor.allowsUndo)
        #expect(undo.turnedOff === editor)
        undo.editingEnded()
        #expect(editor.allowsUndo)
        #expect(undo.turnedOff == nil)
    }

    @Test func anEditorThatHadUndoOffKeepsItOff() {
        let editor = Editor(allowsUndo: false)
        var undo = EditorUndoSwitch(\Editor.allowsUndo)
        undo.editingBegan(in: editor)
        undo.editingBegan(in: editor)  // a second begin must not record "off" as the editor's own
        undo.editingEnded()
        #expect(!editor.allowsUndo)
        let other = Editor(allowsUndo: true)
        undo.editingBegan(in: other)
        undo.editingBegan(in: other)
        undo.editingEnded()
        #expect(other.allowsUndo)
    }

    @Test func anotherEditorTakingOverGivesTheFirstItsUndoBack() {
        let first = Editor(allowsUndo: true)
        let second = Editor(allowsUndo: true)
        var undo = EditorUndoSwitch(\Editor.allowsUndo)
        undo.editingBegan(in: first)
        undo.editingBegan(in: second)
        #expect(first.allowsUndo)
        #expect(!second.allowsUndo)
        undo.editingBegan(in: nil)  // a field that reports no editor changes nothing
        #expect(!second.allowsUndo)
        undo.editingEnded()
        #expect(second.allowsUndo)
    }
}
