import CGtk4
import FieldKitGtk
import XCTest

/// `TextEditor` over a real `GtkTextView`.
final class TextEditorTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    final class Fixture {
        let editor: TextEditor
        let window: UnsafeMutablePointer<GtkWindow>
        var model: [String] = []

        init(_ test: GtkTestCase, text: String = "", maxLines: Int? = 8) {
            let coordinator = TextInputCoordinator(text: text)
            editor = TextEditor(coordinator: coordinator, placeholder: "Delivery address", maxLines: maxLines)
            window = test.window(containing: editor.widget)
            gtk_window_set_default_size(window, 320, -1)
            coordinator.writeModel = { [unowned self] in model.append($0) }
            editor.focus()
            test.drain()
        }

        func type(_ string: String) {
            for character in string { fieldkit_emit_insert_at_cursor(editor.textView.raw, String(character)) }
        }

        func close() { gtk_window_destroy(window) }
    }

    func testTypedTextAndNewlinesReachTheModelAndThePlaceholderShowsOnlyWhileEmpty() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            XCTAssertTrue(fixture.editor.isShowingPlaceholder)
            fixture.type("1 Main St\nSpringfield")
            XCTAssertFalse(fixture.editor.isShowingPlaceholder)
            XCTAssertEqual(fixture.model.last, "1 Main St\nSpringfield")
            XCTAssertEqual(fixture.editor.displayedSelection, TextSpan(caret: 21, unit: .unicodeScalars))
            for _ in 0..<21 { fieldkit_emit_backspace(fixture.editor.textView.raw) }
            XCTAssertEqual(fixture.model.last, "")
            XCTAssertTrue(fixture.editor.isShowingPlaceholder)
        }
    }

    /// Backspace at every caret position of text with 1-, 2-, 3- and 4-byte
    /// characters deletes exactly one character.
    func testBackspaceAtEveryPositionOfMultiByteTextDeletesOneCharacter() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let text = "añ€𝄞\nb"
            for caret in 1...text.unicodeScalars.count {
                let fixture = Fixture(self, text: text)
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
                XCTAssertEqual(fixture.model.last, expected, "caret \(caret)")
                XCTAssertEqual(fixture.editor.coordinator.state.text, expected, "caret \(caret)")
                XCTAssertEqual(
                    fixture.editor.displayedSelection, TextSpan(caret: caret - 1, unit: .unicodeScalars),
                    "caret \(caret)")
            }
        }
    }

    /// The height follows the core's rule (`GrowingTextHeight`): two lines
    /// of the font at least, the text's height up to six lines, then it
    /// scrolls; the top and bottom margins (6 + 6) are added.
    func testTheHeightFollowsTheCoresGrowingTextHeight() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, maxLines: 6)
            defer { fixture.close() }
            let scroller = gtk_scrolled_window_get_type()
            let scrolled = try XCTUnwrap(gtk_widget_get_ancestor(fixture.editor.textView, scroller)).opaque
            // Once the text view has validated its lines and the editor has
            // applied the height they need (an idle callback), laid out.
            @MainActor func height() -> Int32? {
                settled(fixture.editor.widget) { gtk_scrolled_window_get_min_content_height(scrolled) }
            }
            // The font's line height, read once laid out: the view's font can
            // still change while the window's style is set up.
            @MainActor func lines(_ count: Int32) -> Int32 {
                let line = Int32(fixture.editor.lineHeight())
                XCTAssertGreaterThan(line, 0)
                return count * line + 12
            }
            @MainActor func natural() -> Int32 {
                var natural: Int32 = 0
                gtk_widget_measure(
                    fixture.editor.widget, GTK_ORIENTATION_VERTICAL, 320, nil, &natural, nil, nil)
                return natural
            }
            XCTAssertEqual(height(), lines(2), "empty: the two-line minimum")
            let empty = natural()
            fixture.type("one")
            XCTAssertEqual(height(), lines(2), "one line: still the minimum")
            fixture.type("\ntwo\nthree\nfour")
            let four = try XCTUnwrap(height())
            XCTAssertGreaterThan(four, lines(3), "grows with the text")
            XCTAssertLessThan(four, lines(6))
            XCTAssertGreaterThan(natural(), empty, "and the editor with it")
            fixture.type(String(repeating: "\nmore", count: 20))
            XCTAssertEqual(height(), lines(6), "the six-line limit: then it scrolls")
            fixture.editor.coordinator.modelDidChange(to: "")
            XCTAssertEqual(height(), lines(2), "back to the minimum when emptied")
            XCTAssertEqual(natural(), empty)
        }
    }

    /// Lines typed faster than the editor grows: the view scrolls to the
    /// caret while it is still short; once it has grown to fit them all,
    /// none stays scrolled away.
    func testNothingStaysScrolledAwayOnceTheTextFits() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, maxLines: 8)
            defer { fixture.close() }
            let scroller = gtk_scrolled_window_get_type()
            let scrolled = try XCTUnwrap(gtk_widget_get_ancestor(fixture.editor.textView, scroller)).opaque
            let vertical = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scrolled))
            XCTAssertNotNil(
                settled(fixture.editor.widget) { gtk_scrolled_window_get_min_content_height(scrolled) })
            for line in ["Jane Appleseed", "\n1 Infinite Loop", "\nCupertino CA 95014", "\nUSA"] {
                fixture.type(line)
                // As after a typed key: the view scrolls to the caret, then
                // a frame or two pass before the next key.
                gtk_text_view_scroll_mark_onscreen(
                    fixture.editor.textView.cast(to: GtkTextView.self),
                    gtk_text_buffer_get_insert(
                        gtk_text_view_get_buffer(fixture.editor.textView.cast(to: GtkTextView.self))))
                XCTAssertTrue(waitForFrames(2, of: fixture.editor.widget))
            }
            XCTAssertNotNil(
                settled(fixture.editor.widget) {
                    [
                        Double(gtk_scrolled_window_get_min_content_height(scrolled)),
                        gtk_adjustment_get_value(vertical),
                    ]
                })
            let line = Int32(fixture.editor.lineHeight())
            XCTAssertGreaterThanOrEqual(gtk_scrolled_window_get_min_content_height(scrolled), 4 * line + 12)
            XCTAssertEqual(gtk_adjustment_get_value(vertical), 0, "the first line is in view")
        }
    }

    func testTabIsNotText() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            XCTAssertEqual(
                gtk_text_view_get_accepts_tab(fixture.editor.textView.cast(to: GtkTextView.self)), 0)
        }
    }

    /// A paste of what this process copied lands at once, where the user
    /// pressed it, before any key that came after it. GDK's read of the text
    /// view's own copy finished several turns of the main loop later, after
    /// the keys already queued: in the memory soak Ctrl+V, Ctrl+A, Ctrl+X
    /// pasted after the cut, and the address grew to its 10,000-character
    /// bound (RELIABILITY.md, "Memory over long use").
    func testAPasteOfThisProcessCopyLandsBeforeTheNextKey() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            let buffer = gtk_text_view_get_buffer(fixture.editor.textView.cast(to: GtkTextView.self))!
            let clipboard = gtk_widget_get_clipboard(fixture.editor.textView)!
            fixture.type("1 Main St")
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
            // What Ctrl+C in the text view does: the clipboard holds a text buffer.
            gtk_text_buffer_copy_clipboard(buffer, clipboard)
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            fieldkit_emit_paste_clipboard(fixture.editor.textView.raw)
            XCTAssertEqual(fixture.editor.displayedText, "1 Main St1 Main St", "the paste landed at once")
            XCTAssertEqual(fixture.model.last, "1 Main St1 Main St")
            // Select all and delete straight after a paste: nothing comes back.
            fieldkit_emit_paste_clipboard(fixture.editor.textView.raw)
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            // A paste still being read would land by the time these end.
            XCTAssertTrue(wait { !ClipboardPaste.isPastePending }, "no paste left on its way")
            XCTAssertTrue(waitForClipboardRead(clipboard))
            XCTAssertEqual(fixture.editor.displayedText, "")
            XCTAssertEqual(fixture.model.last, "")
            // A string copied in this process (a text field's Ctrl+C) as well.
            gdk_clipboard_set_text(clipboard, "Flat 2")
            fieldkit_emit_paste_clipboard(fixture.editor.textView.raw)
            XCTAssertEqual(fixture.editor.displayedText, "Flat 2")
            XCTAssertEqual(fixture.editor.coordinator.state.text, "Flat 2")
        }
    }
}
