import FieldKitTesting
import Testing

@testable import FieldKit

@Suite("Coordinator: user edits, app writes and echoes")
@MainActor
struct CoordinatorEditingTests {
    /// Design rule 1 (DesignRules.md): typing writes the model once per keystroke and never writes
    /// back into the widget, so the caret cannot jump.
    @Test func typingWritesModelAndNeverTheWidget() throws {
        let field = SimulatedField()
        for character in "Hi 👋🏽 漢字" { try field.insert(String(character)) }
        field.expectInSync("Hi 👋🏽 漢字")
        #expect(field.commands.isEmpty)
        #expect(field.modelWrites.count == "Hi 👋🏽 漢字".count)
        #expect(field.changes == field.modelWrites)
        try field.backspace()
        try field.backspace()
        field.expectInSync("Hi 👋🏽 ")
        #expect(field.commands.isEmpty)
    }

    /// Design rule 1 (DesignRules.md): the model echoing the widget's own value (the view update after
    /// the binding write) writes nothing back.
    @Test func modelEchoWritesNothingBack() throws {
        let field = SimulatedField("draft")
        try field.moveCaret(to: 2)
        try field.insert("X")
        #expect(field.modelValue == "drXaft")
        // SwiftUI re-renders with the new binding value.
        field.appSets(field.modelValue)
        // A copy with different storage but equal contents is no change either.
        field.appSets(String(Array("drXaft")))
        #expect(field.commands.isEmpty)
        #expect(field.modelWrites == ["drXaft"])
        field.expectInSync("drXaft")
        #expect(field.selection == 3..<3)
    }

    /// Paste replacing a selection: one change, caret after the pasted text.
    @Test func pasteReplacesSelection() throws {
        let field = SimulatedField("Call me at home")
        try field.select(11..<15)
        try field.insert("📞 +1 555 0100")
        field.expectInSync("Call me at 📞 +1 555 0100")
        #expect(field.selection == 25..<25)
        #expect(field.changes == ["Call me at 📞 +1 555 0100"])
        #expect(field.commands.isEmpty)
    }

    /// Autocorrect replaces a word after the fact: UIKit changes the text
    /// without asking the delegate first and reports it through
    /// `UITextField.textDidChangeNotification` / `.editingChanged`, so the
    /// adapter passes the whole new text and the caret.
    @Test func autocorrectReplacesAWordAfterTheFact() throws {
        let field = SimulatedField()
        for character in "I saw teh " { try field.insert(String(character)) }
        field.resetRecording()
        try field.setNativeText("I saw the ")
        try field.coordinator.didChangeText(to: "I saw the ", selection: TextSpan(caret: 10, unit: .utf16))
        field.expectInSync("I saw the ")
        #expect(field.changes == ["I saw the "])
        #expect(field.commands.isEmpty)
        // The same event again (UIKit may notify twice) changes nothing.
        try field.coordinator.didChangeText(to: "I saw the ", selection: TextSpan(caret: 10, unit: .utf16))
        #expect(field.changes == ["I saw the "])
    }

    /// Dictation inserts a whole sentence at the caret, after the fact
    /// (`UITextInput.insertDictationResult(_:)` then `.editingChanged`).
    @Test func dictationInsertsASentence() throws {
        let field = SimulatedField("Note: ")
        let sentence = "Meet me at the café at noon."
        try field.setNativeText("Note: " + sentence)
        try field.coordinator.didChangeText(to: field.text)
        field.expectInSync("Note: " + sentence)
        #expect(field.changes == ["Note: " + sentence])
    }

    /// Dictation into the middle without a reported caret: the caret goes
    /// after the inserted text.
    @Test func afterTheFactCaretDefaultsToAfterTheChange() throws {
        let field = SimulatedField("ab")
        try field.coordinator.didChangeText(to: "a😀 hi b")
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextSpan(caret: 7, unit: .utf16))
    }

    /// AutoFill sets the whole text at once (a one-time code into a digits field).
    @Test func autoFillSetsWholeText() throws {
        let field = SimulatedField(format: .digits(max: 6))
        try field.setNativeText("123456")
        try field.coordinator.didChangeText(to: "123456", selection: TextSpan(caret: 6, unit: .utf16))
        field.expectInSync("123456")
        #expect(field.commands.isEmpty)
        #expect(field.changes == ["123456"])
    }

    /// AutoFill of text a format must normalise: applied, then corrected.
    @Test func autoFillIsAppliedThenNormalised() throws {
        let field = SimulatedField(format: .digits(max: 6))
        try field.setNativeText("123-456-789")
        try field.coordinator.didChangeText(to: "123-456-789", selection: TextSpan(caret: 11, unit: .utf16))
        field.expectInSync("123456")
        #expect(field.shownTexts == ["123456"])
        #expect(field.modelWrites == ["123456"])
    }

    /// The app clears the field while the user edits: the widget shows the
    /// empty text at once, the model is not written by the coordinator, and
    /// typing continues from the empty field.
    @Test func appClearsFieldWhileUserEdits() throws {
        let field = SimulatedField()
        for character in "search term" { try field.insert(String(character)) }
        let writes = field.modelWrites.count
        field.appSets("")
        field.expectInSync("")
        #expect(field.shownTexts == [""])
        #expect(field.modelWrites.count == writes)
        #expect(field.changes.count == writes)
        try field.insert("n")
        field.expectInSync("n")
        #expect(field.modelWrites.last == "n")
    }

    /// An app write keeps the caret next to the text around it.
    @Test func appWriteKeepsCaretRelativeToText() throws {
        let field = SimulatedField("world")
        try field.moveCaret(to: 3)
        field.appSets("hello world")
        #expect(field.text == "hello world")
        #expect(field.selection == 9..<9)
        field.appSets("hello wo")
        #expect(field.selection == 8..<8)
        #expect(field.modelWrites.isEmpty)
    }

    /// Design rule 4 (DesignRules.md): the model is never written during a view update, even when the
    /// widget (like GTK's `gtk_editable_set_text`) emits change signals
    /// synchronously while the app's value is shown; and the user's writes
    /// happen synchronously inside the widget event, before it returns.
    @Test func noModelWriteDuringViewUpdate() throws {
        let field = SimulatedField("abc", format: .digits(max: 4))
        let coordinator = field.coordinator
        field.onShow = { _, state in
            // delete-text over the old text, then insert-text of the new one.
            try? coordinator.didReplace([TextSpan(0, 3, unit: .unicodeScalars)], with: "")
            try? coordinator.didReplace([TextSpan(caret: 0, unit: .unicodeScalars)], with: state.text)
            try? coordinator.didChangeText(to: state.text)
        }
        for value in ["12", "12a3", "", "987654", "98"] {
            field.appSets(value)
            #expect(field.modelWritesDuringAppUpdate == 0)
        }
        #expect(field.modelWrites.isEmpty)
        #expect(field.text == "98")
        field.onShow = nil
        try field.insert("7")
        // Written before `type` returned: no deferred hop.
        #expect(field.modelWrites == ["987"])
        #expect(field.modelWritesDuringAppUpdate == 0)
        field.appSets(field.modelValue)
        #expect(field.modelWritesDuringAppUpdate == 0)
    }

    /// Design rule 4 (DesignRules.md) also holds when the app writes during a composition and the
    /// write is applied when the composition ends (that happens in the
    /// widget's event, not in the view update).
    @Test func noModelWriteDuringViewUpdateWhileComposing() throws {
        let field = SimulatedField()
        try field.replace(TextSpan(caret: 0, unit: .utf16), with: "か", marked: TextSpan(0, 1, unit: .utf16))
        field.appSets("x")
        field.appSets(field.modelValue)
        #expect(field.modelWritesDuringAppUpdate == 0)
        #expect(field.modelWrites.isEmpty)
    }

    /// Design rule 3 (DesignRules.md): a format never rejects the native edit; the edit is applied, then
    /// normalised, and the widget is corrected only when the result differs.
    @Test func formatNormalisesAfterTheNativeEdit() throws {
        let field = SimulatedField(format: .uppercased.maxLength(5))
        try field.insert("a")
        field.expectInSync("A")
        #expect(field.shownTexts == ["A"])
        try field.insert("B")
        // Already what the format wants: no write into the widget.
        #expect(field.shownTexts == ["A"])
        try field.insert("cdef")
        field.expectInSync("ABCDE")
        #expect(field.modelWrites == ["A", "AB", "ABCDE"])
        // Typing past the limit changes nothing: the widget is corrected, no onChange.
        try field.insert("x")
        field.expectInSync("ABCDE")
        #expect(field.changes == ["A", "AB", "ABCDE"])
    }

    /// A caret correction without a text change is a selection command only.
    @Test func selectionOnlyCorrection() throws {
        let format = CaretToEndFormat()
        let field = SimulatedField("ab", format: format)
        try field.moveCaret(to: 1)
        try field.insert("")  // An empty replacement at a caret: nothing changes.
        #expect(field.modelWrites.isEmpty)
        try field.select(0..<1)
        try field.insert("Z")
        #expect(field.commands.last == .select(2..<2))
        field.expectInSync("Zb")
    }

    /// Model values: raw by default, display text on request.
    @Test func modelValueKinds() throws {
        let raw = SimulatedField(format: SeparatorFormat())
        try raw.insert("1234")
        #expect(raw.text == "12-34")
        #expect(raw.modelValue == "1234")
        raw.appSets(raw.modelValue)
        #expect(raw.shownTexts == ["12-34"])
        let display = SimulatedField(format: SeparatorFormat(), modelValueKind: .displayText)
        try display.insert("1234")
        #expect(display.modelValue == "12-34")
        #expect(display.coordinator.rawValue == "1234")
        #expect(display.coordinator.validity == .valid)
    }

    /// Changing the format reformats what the widget shows, without a model write.
    @Test func changingFormatReformats() throws {
        let field = SimulatedField("ab12cd")
        field.coordinator.format = .digits
        #expect(field.text == "12")
        #expect(field.modelWrites.isEmpty)
        field.coordinator.format = .digits
        #expect(field.shownTexts == ["12"])
    }
}

/// A format that always puts the caret at the end of the text.
struct CaretToEndFormat: InputFormat {
    func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        TextEditingState(text: state.replacing(edit.range, with: edit.replacement).text)
    }
    func displayText(for value: String) -> String { value }
    func rawValue(for displayText: String) -> String { displayText }
    func validity(of displayText: String) -> FormatValidity { .valid }
}

/// Digits in pairs joined by "-": a minimal mask for testing the raw value.
struct SeparatorFormat: RawInputFormat {
    func scan(_ displayText: String) -> RawScan {
        var scan = RawScan()
        for (i, character) in displayText.enumerated() where character.isASCII && character.isNumber {
            scan.append(character, end: i + 1)
        }
        return scan
    }
    func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        let kept = raw[inserted].filter { $0.isASCII && $0.isNumber }
        return (
            Array(raw[..<inserted.lowerBound]) + kept + raw[inserted.upperBound...],
            inserted.lowerBound + kept.count
        )
    }
    func layout(_ raw: [Character]) -> String {
        var out = ""
        for (i, character) in raw.enumerated() {
            if i > 0 && i % 2 == 0 { out.append("-") }
            out.append(character)
        }
        return out
    }
    func validity(ofRaw raw: [Character]) -> FormatValidity { raw.count % 2 == 0 ? .valid : .incomplete }
}
