import CGtk4
import FieldKitGtk
import XCTest

/// Bad input at the GTK adapter's edge (RELIABILITY.md, "Bad-input
/// catalogue"): invalid UTF-8 from a C callback, positions GTK could not
/// have sent, a 10 MB clipboard, and callbacks after the widget or its
/// wrapper went away. Each has its documented outcome, and nothing the user
/// typed before is lost.
final class AdapterBadInputTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    final class Fixture {
        let field: TextField
        let window: UnsafeMutablePointer<GtkWindow>
        var model: [String] = []

        init(_ test: GtkTestCase, format: any InputFormat, text: String = "") {
            let coordinator = TextInputCoordinator(text: text, format: format)
            field = TextField(coordinator: coordinator)
            window = test.window(containing: field.widget)
            coordinator.writeModel = { [unowned self] in model.append($0) }
            field.focus()
            test.drain()
        }

        var editable: UnsafeMutableRawPointer { field.editingWidget.raw }

        func type(_ string: String) {
            for character in string { fieldkit_emit_insert_at_cursor(editable, String(character)) }
        }

        /// The widget and the coordinator show the same text.
        func assertInSync(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(field.displayedText, field.coordinator.state.text, file: file, line: line)
        }

        func close() { gtk_window_destroy(window) }
    }

    /// Bytes as a NUL-terminated C string, valid UTF-8 or not.
    static func cString(_ bytes: [UInt8]) -> [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }

    /// Invalid UTF-8 in a preedit (a lone continuation byte, a truncated
    /// sequence, an encoded surrogate, a byte no UTF-8 has): repaired to
    /// U+FFFD at the edge, so the coordinator composes with valid text; when
    /// the preedit ends, what was typed before is all there.
    func testInvalidUTF8InAPreeditIsRepairedAndLosesNothing() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: IdentityFormat())
            defer { fixture.close() }
            fixture.type("ab")
            let bad = Self.cString([0x78, 0x80, 0xE2, 0x82, 0xED, 0xA0, 0x80, 0xFF])
            bad.withUnsafeBufferPointer { fieldkit_emit_preedit_changed(fixture.editable, $0.baseAddress) }
            XCTAssertTrue(fixture.field.coordinator.isComposing)
            fieldkit_emit_preedit_changed(fixture.editable, "")
            XCTAssertFalse(fixture.field.coordinator.isComposing)
            XCTAssertEqual(fixture.field.displayedText, "ab")
            fixture.assertInSync()
            XCTAssertEqual(fixture.model.last, "ab")
        }
    }

    /// Invalid UTF-8 inserted through GtkText (which stores the bytes as
    /// given): the adapter repairs it to U+FFFD for the core and puts the
    /// core's text back into the widget, so both hold the same valid text.
    func testInvalidUTF8InsertedIsRepairedInTheCoreAndTheWidget() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: IdentityFormat())
            defer { fixture.close() }
            // Through the real insert path: GtkText hands the adapter what it
            // inserted; the one lone continuation byte reaches the core repaired.
            let bad = Self.cString([0x31, 0x80, 0x32])
            var position: Int32 = 0
            bad.withUnsafeBufferPointer {
                fieldkit_emit_insert_text(fixture.editable, $0.baseAddress, 3, &position)
            }
            drain()
            let text = fixture.field.coordinator.state.text
            XCTAssertTrue(text.hasPrefix("1"), "kept the valid text before: \(text.debugDescription)")
            XCTAssertTrue(text.hasSuffix("2"), "kept the valid text after: \(text.debugDescription)")
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x80 }, "no raw byte became a scalar")
            XCTAssertEqual(text, "1\u{FFFD}2")
            fixture.assertInSync()
            // GTK holds the same valid bytes, not the ill-formed ones it was given.
            let raw = gtk_editable_get_text(fixture.field.widget.opaque)!
            XCTAssertNotEqual(g_utf8_validate(raw, -1, nil), 0, "the widget's bytes are valid UTF-8")
            XCTAssertEqual(String(cString: raw), "1\u{FFFD}2")
        }
    }

    /// A deletion GTK reports with a negative start: the core rejects the
    /// range (typed error) and takes what the widget shows; nothing typed is lost.
    func testANegativeDeletePositionLosesNothing() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: .digits(max: 16))
            defer { fixture.close() }
            fixture.type("1234")
            let writes = fixture.model.count
            fieldkit_emit_delete_text(fixture.editable, -5, -3)
            drain()
            XCTAssertEqual(fixture.field.displayedText, "1234")
            fixture.assertInSync()
            XCTAssertEqual(fixture.model.count, writes, "nothing changed, so nothing was written")
        }
    }

    /// A deletion reaching past the end: GTK clamps it to the text; the core
    /// rejects the range it was given and resynchronises with what GTK shows.
    func testAPastTheEndDeleteFollowsWhatGtkShows() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: .digits(max: 16))
            defer { fixture.close() }
            fixture.type("1234")
            fieldkit_emit_delete_text(fixture.editable, 2, 50)
            drain()
            XCTAssertTrue("1234".hasPrefix(fixture.field.displayedText), "GTK deleted from the end only")
            XCTAssertTrue(fixture.field.displayedText.hasPrefix("12"), "the text before the deletion stays")
            fixture.assertInSync()
            XCTAssertEqual(fixture.field.coordinator.modelValue, fixture.field.displayedText)
        }
    }

    /// An insertion at a position past the end (or negative): GTK clamps it;
    /// the core sees a valid edit, and the text typed before stays.
    func testAnInsertAtABadPositionKeepsTheTextBefore() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: .digits(max: 16))
            defer { fixture.close() }
            fixture.type("12")
            for bad: Int32 in [99, -7, Int32.max, Int32.min] {
                var position = bad
                fieldkit_emit_insert_text(fixture.editable, "9", 1, &position)
                drain()
                fixture.assertInSync()
            }
            XCTAssertTrue(fixture.field.displayedText.hasPrefix("12"), fixture.field.displayedText)
            XCTAssertEqual(fixture.field.displayedText.filter { $0 == "9" }.count, 4)
            XCTAssertEqual(fixture.field.coordinator.modelValue, fixture.field.displayedText)
        }
    }

    /// 10 MB of digits on the clipboard pasted after "12" into a
    /// sixteen-digit field: "12" and the first fourteen pasted digits stay,
    /// the widget shows exactly that, and the model is written once for the paste.
    func testATenMegabyteClipboardIntoASixteenDigitField() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: .digits(max: 16))
            defer { fixture.close() }
            fixture.type("12")
            let writes = fixture.model.count
            let big = String(repeating: "3456789012", count: 1_048_576)
            let clipboard = gtk_widget_get_clipboard(fixture.field.widget)
            gdk_clipboard_set_text(clipboard, big)
            fieldkit_emit_paste_clipboard(fixture.editable)
            XCTAssertTrue(
                wait(seconds: 20) { fixture.field.displayedText != "12" }, "the paste never arrived")
            XCTAssertEqual(fixture.field.displayedText, "1234567890123456")
            fixture.assertInSync()
            XCTAssertEqual(fixture.model.count, writes + 1)
            XCTAssertEqual(fixture.model.last, "1234567890123456")
        }
    }

    /// The window (and so the widget's place on screen) is destroyed while the
    /// wrapper lives on: an app write and focus requests reach a widget that is
    /// no longer shown, nothing traps, and the value is kept.
    func testCallsAfterTheWindowWasDestroyedKeepTheValue() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: .digits(max: 16))
            fixture.type("1234")
            fixture.close()
            drain()
            fixture.field.coordinator.modelDidChange(to: "5678")
            fixture.field.coordinator.focus()
            fixture.field.coordinator.resignFocus()
            XCTAssertEqual(fixture.field.coordinator.state.text, "5678")
            XCTAssertEqual(fixture.field.displayedText, "5678")
        }
    }

    /// The wrapper is gone but something else still holds the widget, and
    /// GTK delivers an edit: the handlers find no wrapper and do nothing; the
    /// coordinator (still held by the app) keeps what it had.
    func testAnEditAfterTheWrapperWentIsIgnored() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator(text: "42", format: .digits(max: 16))
            var field: TextField? = TextField(coordinator: coordinator)
            let widget = field!.widget
            let editable = field!.editingWidget.raw
            g_object_ref(widget.raw)
            defer { g_object_unref(widget.raw) }
            field = nil
            drain()
            fieldkit_emit_insert_at_cursor(editable, "7")
            fieldkit_emit_preedit_changed(editable, "x")
            fieldkit_emit_activate(editable)
            drain()
            XCTAssertEqual(coordinator.state.text, "42")
            XCTAssertFalse(coordinator.isComposing)
        }
    }
}
