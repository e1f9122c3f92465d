import CGtk4
import FieldKitGtk
import Testing

@MainActor
@Suite("TextEditor over GtkTextView", .enabled(if: gtkTestsEnabled), .serialized)
struct TextEditorTests {
    @MainActor
    final class Fixture {
        let editor: TextEditor
        let window: UnsafeMutablePointer<GtkWindow>
        var model: [String] = []

        init(text: String = "", maximumHeight: Int32 = 160) {
            let coordinator = TextInputCoordinator(text: text)
            editor = TextEditor(
                coordinator: coordinator, placeholder: "Delivery address", maximumHeight: maximumHeight)
            window = GtkTestSupport.window(containing: editor.widget)
            gtk_window_set_default_size(window, 320, -1)
            coordinator.writeModel = { [unowned self] in model.append($0) }
            editor.focus()
            GtkTestSupport.drain()
        }

        func type(_ string: String) {
            for character in string { fieldkit_emit_insert_at_cursor(editor.textView.raw, String(character)) }
        }

        func close() { gtk_window_destroy(window) }
    }

    @Test("typed text and newlines reach the model; the placeholder shows only while empty")
    func typingAndPlaceholder() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture()
        defer { fixture.close() }
        #expect(fixture.editor.isShowingPlaceholder)
        fixture.type("1 Main St\nSpringfield")
        #expect(fixture.editor.isShowingPlaceholder == false)
        #expect(fixture.model.last == "1 Main St\nSpringfield")
        #expect(fixture.editor.displayedSelection == TextRange(caret: 21, unit: .unicodeScalars))
        for _ in 0..<21 { fieldkit_emit_backspace(fixture.editor.textView.raw) }
        #expect(fixture.model.last == "")
        #expect(fixture.editor.isShowingPlaceholder)
    }

    @Test("backspace in the middle of multi-byte text deletes one character", arguments: 1...6)
    func backspaceInTheMiddle(caret: Int) throws {
        try #require(GtkTestSupport.start())
        let text = "añ€𝄞\nb"
        let fixture = Fixture(text: text)
        defer { fixture.close() }
        var iter = GtkTextIter()
        let buffer = gtk_text_view_get_buffer(fixture.editor.textView.cast(to: GtkTextView.self))
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(caret))
        gtk_text_buffer_place_cursor(buffer, &iter)
        fieldkit_emit_backspace(fixture.editor.textView.raw)
        var scalars = Array(text.unicodeScalars)
        scalars.remove(at: caret - 1)
        var expected = ""
        expected.unicodeScalars.append(contentsOf: scalars)
        #expect(fixture.model.last == expected)
        #expect(fixture.editor.coordinator.state.text == expected)
        #expect(fixture.editor.displayedSelection == TextRange(caret: caret - 1, unit: .unicodeScalars))
    }

    @Test("the natural height grows with the content and stops at the limit")
    func heightFollowsContent() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture(maximumHeight: 120)
        defer { fixture.close() }
        func naturalHeight() -> Int32 {
            GtkTestSupport.settle()
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(
                fixture.editor.widget, GTK_ORIENTATION_VERTICAL, 320, &minimum, &natural, nil, nil)
            return natural
        }
        let empty = naturalHeight()
        fixture.type("one\ntwo\nthree\nfour")
        let four = naturalHeight()
        fixture.type(String(repeating: "\nmore", count: 20))
        let many = naturalHeight()
        #expect(four > empty)
        #expect(many > four)
        #expect(many <= 120 + 8)  // the limit plus the frame
    }

    @Test("Tab does not insert a tab character")
    func tabIsNotText() throws {
        try #require(GtkTestSupport.start())
        let fixture = Fixture()
        defer { fixture.close() }
        #expect(gtk_text_view_get_accepts_tab(fixture.editor.textView.cast(to: GtkTextView.self)) == 0)
    }
}
