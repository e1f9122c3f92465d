import CGtk4
import FieldKitGtk
import XCTest

/// On real GTK widgets, after every event the widget's text is the
/// coordinator's text and the model's value; GTK's own limits and history
/// do not make them differ.
final class IntegrityGtkTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    final class Fixture {
        let field: TextField
        let window: UnsafeMutablePointer<GtkWindow>
        var model = ""

        init(_ test: GtkTestCase, format: any InputFormat = IdentityFormat(), maximumLength: Int? = 10_000) {
            let coordinator = TextInputCoordinator(format: format)
            coordinator.maximumLength = maximumLength
            field = TextField(coordinator: coordinator)
            window = test.window(containing: field.widget)
            coordinator.writeModel = { [unowned self] in model = $0 }
            field.focus()
            test.drain()
        }

        var text: UnsafeMutablePointer<GtkText> { field.editingWidget.cast(to: GtkText.self) }

        /// Inserts at the caret as GtkText's paste does (one `insert-text` of
        /// the whole text, then the caret to where the insertion ended).
        func paste(_ string: String) {
            var position = gtk_editable_get_position(field.widget.opaque)
            gtk_editable_insert_text(field.widget.opaque, string, -1, &position)
            // GtkText's paste then puts the caret where the insertion ended.
            gtk_editable_set_position(field.widget.opaque, position)
        }

        func type(_ string: String) {
            for character in string {
                fieldkit_emit_insert_at_cursor(field.editingWidget.raw, String(character))
            }
        }

        /// What GtkText does for a typed character in overwrite mode: delete
        /// the character after the caret, then insert (`gtk_text_enter_text`).
        func overwrite(_ string: String) {
            for character in string {
                let caret = gtk_editable_get_position(field.widget.opaque)
                if Int(caret) < field.displayedText.unicodeScalars.count {
                    gtk_editable_delete_text(field.widget.opaque, caret, caret + 1)
                }
                var position = gtk_editable_get_position(field.widget.opaque)
                gtk_editable_insert_text(field.widget.opaque, String(character), -1, &position)
                gtk_editable_set_position(field.widget.opaque, position)
            }
        }

        func expectOneTruth(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(
                field.displayedText, field.coordinator.state.text, "widget and core", file: file, line: line)
            XCTAssertEqual(model, field.coordinator.modelValue, "core and model", file: file, line: line)
        }

        func close() { gtk_window_destroy(window) }
    }

    /// GtkEntry holds at most 65,535 bytes. Unbounded by the core, a paste
    /// past that used to leave the model with text the widget did not have,
    /// and keys refused afterwards reached the model reversed.
    func testTheEntryByteLimitIsFollowedNotFought() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, maximumLength: nil)
            defer { fixture.close() }
            var messages: [String?] = []
            fixture.field.onRejectionMessageChange = { messages.append($0) }
            fixture.paste(String(repeating: "é", count: 40_000))
            let kept = fixture.field.displayedText.unicodeScalars.count
            XCTAssertLessThan(kept, 40_000, "GTK refused part of the paste")
            fixture.expectOneTruth()
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: kept, unit: .unicodeScalars))
            XCTAssertEqual(fixture.field.coordinator.lastRejection?.reason, .refusedByWidget)
            fixture.type("ABCDEFGHIJ")
            fixture.expectOneTruth()
            XCTAssertFalse(fixture.model.hasSuffix("J"), "keys the full widget refused never reach the model")
            XCTAssertNotNil(messages.last ?? nil)
        }
    }

    func testAHugePasteIsCutBeforeGtkTakesIt() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            fixture.type("Jane ")
            fixture.paste(String(repeating: "N", count: 1_000_000))
            XCTAssertEqual(fixture.field.displayedText.unicodeScalars.count, 10_000)
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 10_000, unit: .unicodeScalars))
            fixture.expectOneTruth()
            XCTAssertEqual(
                fixture.field.rejectionMessage,
                "Characters left out: 990005 (at most 10000 fit)")
            fixture.type("ABC")
            XCTAssertEqual(fixture.field.displayedText.unicodeScalars.count, 10_000)
            fixture.expectOneTruth()
        }
    }

    func testGtkHistoryIsOffAndTheCoreUndoesWhatTheUserSaw() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: CardNumberFormat())
            defer { fixture.close() }
            XCTAssertEqual(gtk_editable_get_enable_undo(fixture.field.widget.opaque), 0)
            fixture.type("4242424242424242")
            // GTK's own undo action finds no history of its own.
            gtk_widget_activate_action_variant(fixture.field.editingWidget, "text.undo", nil)
            XCTAssertEqual(fixture.field.displayedText, "4242 4242 4242 4242")
            fixture.field.coordinator.undo()
            XCTAssertEqual(fixture.field.displayedText, "")
            fixture.expectOneTruth()
            fixture.field.coordinator.redo()
            XCTAssertEqual(fixture.field.displayedText, "4242 4242 4242 4242")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 19, unit: .unicodeScalars))
            fixture.expectOneTruth()
        }
    }

    func testOverwriteModeTypesLikeTyping() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: CardNumberFormat())
            defer { fixture.close() }
            fixture.type("4242424242424242")
            gtk_editable_set_position(fixture.field.widget.opaque, 0)
            gtk_text_set_overwrite_mode(fixture.text, 1)
            fixture.overwrite("5555 5")
            XCTAssertEqual(fixture.field.displayedText, "5555 5242 4242 4242")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 6, unit: .unicodeScalars))
            fixture.expectOneTruth()
            // The Delete key in overwrite mode still deletes at once.
            fieldkit_emit_delete_from_cursor(fixture.field.editingWidget.raw, GTK_DELETE_CHARS, 1)
            XCTAssertEqual(fixture.field.displayedText, "5555 5424 2424 242")
            fixture.expectOneTruth()
        }
    }

    /// GtkTextView types over a character in overwrite mode (Insert) by
    /// deleting the character after the caret and inserting the typed one in
    /// one user action (`gtk_text_view_commit_text`); the editor reports them
    /// as one replacement, so a format loses nothing, as in the field.
    func testEditorOverwriteModeTypesLikeTyping() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator(format: CardNumberFormat())
            var model = ""
            coordinator.writeModel = { model = $0 }
            let editor = TextEditor(coordinator: coordinator)
            let window = window(containing: editor.widget)
            defer { gtk_window_destroy(window) }
            editor.focus()
            drain()
            let view = editor.textView.cast(to: GtkTextView.self)
            let buffer = gtk_text_view_get_buffer(view)!
            for digit in "4242424242424242" {
                fieldkit_emit_insert_at_cursor(editor.textView.raw, String(digit))
            }
            XCTAssertEqual(editor.displayedText, "4242 4242 4242 4242")
            var start = GtkTextIter()
            gtk_text_buffer_get_start_iter(buffer, &start)
            gtk_text_buffer_place_cursor(buffer, &start)
            gtk_text_view_set_overwrite(view, 1)
            for character in "5555 5" {
                gtk_text_buffer_begin_user_action(buffer)
                var caret = GtkTextIter()
                gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer))
                if gtk_text_iter_ends_line(&caret) == 0 {
                    var next = caret
                    gtk_text_iter_forward_char(&next)
                    gtk_text_buffer_delete_interactive(buffer, &caret, &next, 1)
                }
                gtk_text_buffer_insert_interactive_at_cursor(buffer, String(character), -1, 1)
                gtk_text_buffer_end_user_action(buffer)
            }
            XCTAssertEqual(editor.displayedText, "5555 5242 4242 4242")
            XCTAssertEqual(editor.displayedSelection, TextSpan(caret: 6, unit: .unicodeScalars))
            XCTAssertEqual(editor.displayedText, coordinator.state.text)
            XCTAssertEqual(model, "5555524242424242")
            // The Delete key in overwrite mode still deletes at once.
            fieldkit_emit_delete_from_cursor(editor.textView.raw, GTK_DELETE_CHARS, 1)
            XCTAssertEqual(editor.displayedText, "5555 5424 2424 242")
            XCTAssertEqual(editor.displayedText, coordinator.state.text)
            // Undo returns to what the user saw before typing over.
            coordinator.undo()
            XCTAssertEqual(editor.displayedText, "5555 5242 4242 4242")
        }
    }

    /// A `GtkPasswordEntry` is not a `GtkEntry`: it has no icon slots, and
    /// the entry icon calls the plain field uses were Gtk-CRITICALs there,
    /// so a secure field showed nothing. It shows the `warning` style and
    /// the message as its tooltip instead, without a critical.
    func testTheSecureFieldShowsARefusalItCanShow() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            gtkCriticals = 0
            let handler = g_log_set_handler("Gtk", G_LOG_LEVEL_CRITICAL, countCritical, nil)
            defer { g_log_remove_handler("Gtk", handler) }
            let coordinator = TextInputCoordinator(format: CharacterFormat.digits, isSecure: true)
            let field = TextField(coordinator: coordinator)
            let window = window(containing: field.widget)
            defer { gtk_window_destroy(window) }
            field.focus()
            drain()
            XCTAssertTrue(field.isSecure)
            fieldkit_emit_insert_at_cursor(field.editingWidget.raw, "1")
            fieldkit_emit_insert_at_cursor(field.editingWidget.raw, "x")
            XCTAssertEqual(field.rejectionMessage, "Characters left out: 1 (not accepted here)")
            XCTAssertEqual(gtk_widget_has_css_class(field.widget, "warning"), 1)
            XCTAssertEqual(
                gtk_widget_get_tooltip_text(field.widget).map { String(cString: $0) }, field.rejectionMessage)
            fieldkit_emit_insert_at_cursor(field.editingWidget.raw, "2")
            XCTAssertNil(field.rejectionMessage)
            XCTAssertEqual(gtk_widget_has_css_class(field.widget, "warning"), 0)
            XCTAssertNil(gtk_widget_get_tooltip_text(field.widget))
            XCTAssertEqual(coordinator.modelValue, "12")
            XCTAssertEqual(gtkCriticals, 0, "no Gtk-CRITICAL from the secure field")
        }
    }

    func testAnEditorBoundsATenMegabytePaste() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator()
            var model = ""
            coordinator.writeModel = { model = $0 }
            let editor = TextEditor(coordinator: coordinator)
            let window = window(containing: editor.widget)
            defer { gtk_window_destroy(window) }
            editor.focus()
            drain()
            let buffer = gtk_text_view_get_buffer(editor.textView.cast(to: GtkTextView.self))!
            XCTAssertEqual(gtk_text_buffer_get_enable_undo(buffer), 0)
            gtk_text_buffer_insert_at_cursor(buffer, String(repeating: "Street 1\n", count: 1_200_000), -1)
            XCTAssertEqual(editor.displayedText.unicodeScalars.count, 10_000)
            XCTAssertEqual(editor.displayedText, coordinator.state.text)
            XCTAssertEqual(model, editor.displayedText)
            XCTAssertNotNil(editor.rejectionMessage)
            gtk_text_buffer_insert_at_cursor(buffer, "x", -1)
            XCTAssertEqual(editor.displayedText, coordinator.state.text)
            coordinator.undo()
            XCTAssertEqual(editor.displayedText, "")
            XCTAssertEqual(model, "")
        }
    }
}

/// Gtk-CRITICAL messages seen while a test's log handler is installed.
nonisolated(unsafe) private var gtkCriticals = 0

private let countCritical:
    @convention(c) (UnsafePointer<gchar>?, GLogLevelFlags, UnsafePointer<gchar>?, gpointer?)
        -> Void = { _, _, _, _ in gtkCriticals += 1 }
