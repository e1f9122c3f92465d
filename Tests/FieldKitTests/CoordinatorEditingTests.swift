import Testing

@testable import FieldKit

@Suite("Coordinator: user edits, app writes and echoes")
@MainActor
struct CoordinatorEditingTests {
    /// Rule 1: typing writes the model once per keystroke and never writes
    /// back into the widget, so the caret cannot jump.
    @Test func typingWritesModelAndNeverTheWidget() throws {
        let field = Field()
        for character in "Hi 👋🏽 漢字" { try field.type(String(character)) }
        field.expectInSync("Hi 👋🏽 漢字")
        #expect(field.widget.commands.isEmpty)
        #expect(field.model.writes.count == "Hi 👋🏽 漢字".count)
        #expect(field.log.changes == field.model.writes)
        try field.backspace()
        try field.backspace()
        field.expectInSync("Hi 👋🏽 ")
        #expect(field.widget.commands.isEmpty)
    }

    /// Rule 1: the model echoing the widget's own value (the view update after
    /// the binding write) writes nothing back.
    @Test func modelEchoWritesNothingBack() throws {
        let field = Field("draft")
        try field.moveCaret(toUTF16: 2)
        try field.type("X")
        #expect(field.model.value == "drXaft")
        // SwiftUI re-renders with the new binding value.
        field.model.viewUpdate(field.coordinator)
        // A copy with different storage but equal contents is no change either.
        field.model.appSets(String(Array("drXaft")), through: field.coordinator)
        #expect(field.widget.commands.isEmpty)
        #expect(field.model.writes == ["drXaft"])
        field.expectInSync("drXaft")
        #expect(field.widget.selection == 3..<3)
    }

    /// Paste replacing a selection: one change, caret after the pasted text.
    @Test func pasteReplacesSelection() throws {
        let field = Field("Call me at home")
        try field.selectUTF16(11..<15)
        try field.type("📞 +1 555 0100")
        field.expectInSync("Call me at 📞 +1 555 0100")
        #expect(field.widget.selection == 25..<25)
        #expect(field.log.changes == ["Call me at 📞 +1 555 0100"])
        #expect(field.widget.commands.isEmpty)
    }

    /// Autocorrect replaces a word after the fact: UIKit changes the text
    /// without asking the delegate first and reports it through
    /// `UITextField.textDidChangeNotification` / `.editingChanged`, so the
    /// adapter passes the whole new text and the caret.
    @Test func autocorrectReplacesAWordAfterTheFact() throws {
        let field = Field()
        for character in "I saw teh " { try field.type(String(character)) }
        field.log.changes.removeAll()
        field.widget.text = "I saw the "
        try field.coordinator.didChangeText(to: "I saw the ", selection: TextRange(caret: 10, unit: .utf16))
        field.expectInSync("I saw the ")
        #expect(field.log.changes == ["I saw the "])
        #expect(field.widget.commands.isEmpty)
        // The same event again (UIKit may notify twice) changes nothing.
        try field.coordinator.didChangeText(to: "I saw the ", selection: TextRange(caret: 10, unit: .utf16))
        #expect(field.log.changes == ["I saw the "])
    }

    /// Dictation inserts a whole sentence at the caret, after the fact
    /// (`UITextInput.insertDictationResult(_:)` then `.editingChanged`).
    @Test func dictationInsertsASentence() throws {
        let field = Field("Note: ")
        let sentence = "Meet me at the café at noon."
        field.widget.text = "Note: " + sentence
        try field.coordinator.didChangeText(to: field.widget.text)
        field.widget.selection = field.widget.text.utf16.count..<field.widget.text.utf16.count
        field.expectInSync("Note: " + sentence)
        #expect(field.log.changes == ["Note: " + sentence])
    }

    /// Dictation into the middle without a reported caret: the caret goes
    /// after the inserted text.
    @Test func afterTheFactCaretDefaultsToAfterTheChange() throws {
        let field = Field("ab")
        try field.coordinator.didChangeText(to: "a😀 hi b")
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextRange(caret: 7, unit: .utf16))
    }

    /// AutoFill sets the whole text at once (a one-time code into a digits field).
    @Test func autoFillSetsWholeText() throws {
        let field = Field(format: .digits(max: 6))
        field.widget.text = "123456"
        try field.coordinator.didChangeText(to: "123456", selection: TextRange(caret: 6, unit: .utf16))
        field.widget.selection = 6..<6
        field.expectInSync("123456")
        #expect(field.widget.commands.isEmpty)
        #expect(field.log.changes == ["123456"])
    }

    /// AutoFill of text a format must normalise: applied, then corrected.
    @Test func autoFillIsAppliedThenNormalised() throws {
        let field = Field(format: .digits(max: 6))
        field.widget.text = "123-456-789"
        try field.coordinator.didChangeText(to: "123-456-789", selection: TextRange(caret: 11, unit: .utf16))
        field.expectInSync("123456")
        #expect(field.widget.shows == ["123456"])
        #expect(field.model.writes == ["123456"])
    }

    /// The app clears the field while the user edits: the widget shows the
    /// empty text at once, the model is not written by the coordinator, and
    /// typing continues from the empty field.
    @Test func appClearsFieldWhileUserEdits() throws {
        let field = Field()
        for character in "search term" { try field.type(String(character)) }
        let writes = field.model.writes.count
        field.model.appSets("", through: field.coordinator)
        field.expectInSync("")
        #expect(field.widget.shows == [""])
        #expect(field.model.writes.count == writes)
        #expect(field.log.changes.count == writes)
        try field.type("n")
        field.expectInSync("n")
        #expect(field.model.writes.last == "n")
    }

    /// An app write keeps the caret next to the text around it.
    @Test func appWriteKeepsCaretRelativeToText() throws {
        let field = Field("world")
        try field.moveCaret(toUTF16: 3)
        field.model.appSets("hello world", through: field.coordinator)
        #expect(field.widget.text == "hello world")
        #expect(field.widget.selection == 9..<9)
        field.model.appSets("hello wo", through: field.coordinator)
        #expect(field.widget.selection == 8..<8)
        #expect(field.model.writes.isEmpty)
    }

    /// Rule 4: the model is never written during a view update, even when the
    /// widget (like GTK's `gtk_editable_set_text`) emits change signals
    /// synchronously while the app's value is shown; and the user's writes
    /// happen synchronously inside the widget event, before it returns.
    @Test func noModelWriteDuringViewUpdate() throws {
        let field = Field("abc", format: .digits(max: 4))
        let coordinator = field.coordinator
        field.widget.echoDuringShow = { widget, state in
            // delete-text over the old text, then insert-text of the new one.
            try? coordinator.didReplace([TextRange(0, 3, unit: .unicodeScalars)], with: "")
            try? coordinator.didReplace([TextRange(caret: 0, unit: .unicodeScalars)], with: state.text)
            try? coordinator.didChangeText(to: state.text)
        }
        for value in ["12", "12a3", "", "987654", "98"] {
            field.model.appSets(value, through: coordinator)
            #expect(field.model.writesDuringViewUpdate == 0)
        }
        #expect(field.model.writes.isEmpty)
        #expect(field.widget.text == "98")
        field.widget.echoDuringShow = nil
        try field.type("7")
        // Written before `type` returned: no deferred hop.
        #expect(field.model.writes == ["987"])
        #expect(field.model.writesDuringViewUpdate == 0)
        field.model.viewUpdate(coordinator)
        #expect(field.model.writesDuringViewUpdate == 0)
    }

    /// Rule 4 also holds when the app writes during a composition and the
    /// write is applied when the composition ends (that happens in the
    /// widget's event, not in the view update).
    @Test func noModelWriteDuringViewUpdateWhileComposing() throws {
        let field = Field()
        try field.replace(TextRange(caret: 0, unit: .utf16), with: "か", marked: TextRange(0, 1, unit: .utf16))
        field.model.appSets("x", through: field.coordinator)
        field.model.viewUpdate(field.coordinator)
        #expect(field.model.writesDuringViewUpdate == 0)
        #expect(field.model.writes.isEmpty)
    }

    /// Rule 3: a format never rejects the native edit; the edit is applied, then
    /// normalised, and the widget is corrected only when the result differs.
    @Test func formatNormalisesAfterTheNativeEdit() throws {
        let field = Field(format: .uppercased.maxLength(5))
        try field.type("a")
        field.expectInSync("A")
        #expect(field.widget.shows == ["A"])
        try field.type("B")
        // Already what the format wants: no write into the widget.
        #expect(field.widget.shows == ["A"])
        try field.type("cdef")
        field.expectInSync("ABCDE")
        #expect(field.model.writes == ["A", "AB", "ABCDE"])
        // Typing past the limit changes nothing: the widget is corrected, no onChange.
        try field.type("x")
        field.expectInSync("ABCDE")
        #expect(field.log.changes == ["A", "AB", "ABCDE"])
    }

    /// A caret correction without a text change is a selection command only.
    @Test func selectionOnlyCorrection() throws {
        let format = CaretToEndFormat()
        let field = Field("ab", format: format)
        try field.moveCaret(toUTF16: 1)
        try field.type("")  // An empty replacement at a caret: nothing changes.
        #expect(field.model.writes.isEmpty)
        try field.selectUTF16(0..<1)
        try field.type("Z")
        #expect(field.widget.commands.last == .select(2..<2))
        field.expectInSync("Zb")
    }

    /// Model values: raw by default, display text on request.
    @Test func modelValueKinds() throws {
        let raw = Field(format: SeparatorFormat())
        try raw.type("1234")
        #expect(raw.widget.text == "12-34")
        #expect(raw.model.value == "1234")
        raw.model.viewUpdate(raw.coordinator)
        #expect(raw.widget.shows == ["12-34"])
        let display = Field(format: SeparatorFormat(), modelValueKind: .displayText)
        try display.type("1234")
        #expect(display.model.value == "12-34")
        #expect(display.coordinator.rawValue == "1234")
        #expect(display.coordinator.validity == .valid)
    }

    /// Changing the format reformats what the widget shows, without a model write.
    @Test func changingFormatReformats() throws {
        let field = Field("ab12cd")
        field.coordinator.format = .digits
        #expect(field.widget.text == "12")
        #expect(field.model.writes.isEmpty)
        field.coordinator.format = .digits
        #expect(field.widget.shows == ["12"])
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
