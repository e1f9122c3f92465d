import CGtk4
import FieldKitGtk
import Testing

@MainActor
@Suite("TextField over GtkEntry", .enabled(if: gtkTestsEnabled), .serialized)
struct TextFieldTests {
    /// A formatted field in a window, with what the model received.
    @MainActor
    final class Fixture {
        let field: TextField
        let window: UnsafeMutablePointer<GtkWindow>
        var model: [String] = []

        init(format: any InputFormat = GroupedDigitsFormat(), secure: Bool = false, text: String = "") {
            let coordinator = TextInputCoordinator(text: text, format: format, isSecure: secure)
            field = TextField(coordinator: coordinator)
            window = GtkTestSupport.window(containing: field.widget)
            coordinator.writeModel = { [unowned self] in model.append($0) }
            field.focus()
            GtkTestSupport.drain()
        }

        func type(_ string: String) {
            for character in string {
                fieldkit_emit_insert_at_cursor(field.editingWidget.raw, String(character))
            }
        }

        func moveCaret(to offset: Int) {
            gtk_editable_set_position(OpaquePointer(field.widget), Int32(offset))
        }

        func close() { gtk_window_destroy(window) }
    }

    @Test("typing digits formats them live, caret after each digit, model gets the raw value")
    func typingFormats() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.type("4242424242424242")
        #expect(fixture.field.displayedText == "4242 4242 4242 4242")
        #expect(fixture.field.displayedSelection == TextRange(caret: 19, unit: .unicodeScalars))
        #expect(fixture.model.last == "4242424242424242")
        #expect(fixture.model.count == 16)
    }

    @Test(
        "typing in the middle keeps the caret after the typed digit across moved separators", arguments: 0...9
    )
    func typingInTheMiddle(rawCaret: Int) throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(text: "123456789")
        defer { fixture.close() }
        let format = GroupedDigitsFormat()
        // Caret after raw digit `rawCaret`, in display characters.
        let displayCaret = rawCaret == 0 ? 0 : (rawCaret - 1) + (rawCaret - 1) / 4 + 1
        fixture.moveCaret(to: displayCaret)
        GtkTestSupport.drain()
        fixture.type("0")
        var raw = Array("123456789")
        raw.insert("0", at: rawCaret)
        let expected = format.layout(raw)
        #expect(fixture.field.displayedText == expected)
        let expectedCaret = rawCaret + rawCaret / 4 + 1
        #expect(fixture.field.displayedSelection == TextRange(caret: expectedCaret, unit: .unicodeScalars))
        #expect(fixture.model.last == String(raw))
    }

    @Test("backspace just after a separator deletes the digit before it")
    func backspaceAfterSeparator() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(text: "12345678")
        defer { fixture.close() }
        fixture.moveCaret(to: 5)  // "1234 |5678"
        GtkTestSupport.drain()
        fieldkit_emit_backspace(fixture.field.editingWidget.raw)
        #expect(fixture.field.displayedText == "1235 678")
        #expect(fixture.field.displayedSelection == TextRange(caret: 3, unit: .unicodeScalars))
        #expect(fixture.model.last == "1235678")
    }

    @Test("a model write of the value the field shows moves nothing; a new value keeps the caret")
    func modelWriteBack() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(format: IdentityFormat(), text: "hello world")
        defer { fixture.close() }
        fixture.moveCaret(to: 5)
        GtkTestSupport.drain()
        fixture.field.coordinator.modelDidChange(to: "hello world")
        #expect(fixture.field.displayedSelection == TextRange(caret: 5, unit: .unicodeScalars))
        fixture.field.coordinator.modelDidChange(to: ">> hello world")
        #expect(fixture.field.displayedText == ">> hello world")
        #expect(fixture.field.displayedSelection == TextRange(caret: 8, unit: .unicodeScalars))
        #expect(fixture.model.isEmpty)
    }

    @Test("a preedit holds model writes until the composition commits")
    func preeditDefersWrites() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(format: IdentityFormat(), text: "caf")
        defer { fixture.close() }
        let text = fixture.field.editingWidget.raw
        fieldkit_emit_preedit_changed(text, "u00e")
        #expect(fixture.field.coordinator.isComposing)
        fixture.field.coordinator.modelDidChange(to: "cafe")
        #expect(fixture.field.displayedText == "caf")
        fieldkit_emit_preedit_changed(text, "")
        fixture.type("é")
        // Where the committed text lands relative to the app's write is the
        // core's rule; here nothing may be lost or doubled, and GTK shows
        // exactly what the coordinator holds.
        #expect(fixture.field.coordinator.isComposing == false)
        #expect(fixture.field.displayedText == fixture.field.coordinator.state.text)
        #expect(fixture.field.displayedText.count == 5)
        #expect(fixture.field.displayedText.filter { $0 == "é" }.count == 1)
        #expect(fixture.field.displayedText.hasPrefix("caf"))
        #expect(fixture.model == [fixture.field.displayedText])
    }

    @Test("activate reports return once; focus enter and leave begin and end editing")
    func activateAndFocus() throws {
        try #require(GtkTestSupport.start())
        let first = TextField(coordinator: TextInputCoordinator())
        let second = TextField(coordinator: TextInputCoordinator())
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(box.cast(to: GtkBox.self), first.widget)
        gtk_box_append(box.cast(to: GtkBox.self), second.widget)
        var events: [String] = []
        first.coordinator.onBeginEditing = { events.append("begin") }
        first.coordinator.onEndEditing = { events.append("end \($0)") }
        first.coordinator.onSubmit = { events.append("submit") }
        let window = GtkTestSupport.window(containing: box)
        defer { gtk_window_destroy(window) }
        first.focus()
        GtkTestSupport.drain()
        #expect(first.hasFocus)
        fieldkit_emit_activate(first.editingWidget.raw)
        second.focus()
        GtkTestSupport.drain()
        #expect(events == ["begin", "submit", "end focusMoved"])
        #expect(first.coordinator.isEditing == false)
        #expect(second.coordinator.isEditing)
    }

    @Test("a secure field is a GtkPasswordEntry and edits through the same coordinator")
    func secureField() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(format: CharacterFormat.digits(max: 4), secure: true)
        defer { fixture.close() }
        #expect(
            String(cString: g_type_name(fieldkit_type_of(fixture.field.widget.raw))) == "GtkPasswordEntry")
        fixture.type("12a345")
        #expect(fixture.field.displayedText == "1234")
        #expect(fixture.model.last == "1234")
    }
}
