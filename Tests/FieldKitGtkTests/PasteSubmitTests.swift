import CGtk4
import FieldKitGtk
import XCTest

/// A submit the user asks for while a paste is still being read waits for
/// the paste: the app gets the value the user sees. The read is simulated
/// (``ClipboardPaste/readHookForTests``), so no other process owns the
/// clipboard and the test decides when the read ends.
final class PasteSubmitTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func makePanel(
        submitted: @escaping @MainActor (String?) -> Void
    ) -> (FormModel<String>, FormPanel<String>) {
        let form = FormModel([FieldModel("name", validator: .required())])
        let panel = FormPanel(form: form, submitTitle: "Send") { submitted($0.values.raw("name")) }
        panel.addField("name", label: "Name")
        return (form, panel)
    }

    /// Runs `submit` in a focused field that has "Jane " typed and a paste of
    /// "Doe" still being read, then ends the read.
    @MainActor
    private func checkSubmitWaitsForThePaste(
        _ how: String, _ submit: (FormPanel<String>, TextField) -> Void
    ) throws {
        try startGtk()
        var submitted: [String?] = []
        let (form, panel) = makePanel { submitted.append($0) }
        let window = window(containing: panel.widget)
        defer { gtk_window_destroy(window) }
        var pending: [PasteRequest] = []
        ClipboardPaste.readHookForTests = { pending.append($0) }
        defer { ClipboardPaste.readHookForTests = nil }
        let field = try XCTUnwrap(panel.rows[0].input as? TextField)
        form.focus.focus("name")
        drain()
        form["name"]!.value = "Jane "
        drain()
        gtk_editable_set_position(field.editingWidget.opaque, -1)
        fieldkit_emit_paste_clipboard(field.editingWidget.raw)
        XCTAssertEqual(pending.count, 1, "\(how): the paste is being read")
        XCTAssertTrue(ClipboardPaste.isPastePending)

        submit(panel, field)
        drain()
        XCTAssertEqual(submitted, [], "\(how): no submit while the paste is read")

        pending[0].finish("Doe", droppedBeyond: 0)
        drain()
        XCTAssertFalse(ClipboardPaste.isPastePending)
        XCTAssertEqual(submitted, ["Jane Doe"], "\(how): one submit, with the pasted text")
        pending[0].finish("again", droppedBeyond: 0)
        drain()
        XCTAssertEqual(submitted, ["Jane Doe"], "a read ends once")
    }

    func testReturnInTheFieldWaitsForAPendingPaste() throws {
        try MainActor.assumeIsolated {
            try checkSubmitWaitsForThePaste("return") { _, field in
                fieldkit_emit_activate(field.editingWidget.raw)
            }
        }
    }

    func testTheSubmitButtonWaitsForAPendingPaste() throws {
        try MainActor.assumeIsolated {
            try checkSubmitWaitsForThePaste("submit button") { panel, _ in
                fieldkit_emit_clicked(panel.submitButtonWidget.raw)
            }
        }
    }

    func testDoneOnTheToolbarWaitsForAPendingPaste() throws {
        try MainActor.assumeIsolated {
            try checkSubmitWaitsForThePaste("Done") { panel, _ in
                fieldkit_emit_clicked(panel.toolbar.buttons[2].raw)
            }
        }
    }

    /// Ctrl+Return as the field's key controllers get it (the submit
    /// shortcut's controller runs in the capture phase, before GtkText).
    func testCtrlReturnInTheFieldWaitsForAPendingPaste() throws {
        try MainActor.assumeIsolated {
            try checkSubmitWaitsForThePaste("Ctrl+Return") { _, field in
                XCTAssertEqual(
                    fieldkit_emit_key_pressed(field.editingWidget, guint(GDK_KEY_Return), GDK_CONTROL_MASK),
                    1,
                    "the key is taken now, the submit runs later")
            }
        }
    }

    /// Ctrl+Return in a multi-line editor (the notes and the checkout's
    /// address submit with it) while the paste into it is read: the submit
    /// waits and carries the pasted text; no newline is typed.
    func testCtrlReturnInTheEditorWaitsForAPendingPaste() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            var submitted: [String?] = []
            let form = FormModel([FieldModel("notes", validator: .required())])
            let panel = FormPanel(form: form, submitTitle: "Send") {
                submitted.append($0.values.raw("notes"))
            }
            panel.addField("notes", label: "Notes", multiline: true)
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }
            var pending: [PasteRequest] = []
            ClipboardPaste.readHookForTests = { pending.append($0) }
            defer { ClipboardPaste.readHookForTests = nil }
            let editor = try XCTUnwrap(panel.rows[0].input as? TextEditor)
            form.focus.focus("notes")
            drain()
            form["notes"]!.value = "one\n"
            drain()
            fieldkit_emit_paste_clipboard(editor.textView.raw)
            XCTAssertEqual(pending.count, 1)
            XCTAssertEqual(
                fieldkit_emit_key_pressed(editor.textView, guint(GDK_KEY_Return), GDK_CONTROL_MASK), 1,
                "the key is taken now")
            drain()
            XCTAssertEqual(submitted, [], "no submit while the paste is read")
            pending[0].finish("two", droppedBeyond: 0)
            drain()
            XCTAssertEqual(submitted, ["one\ntwo"], "one submit, with the pasted text")
            XCTAssertEqual(editor.displayedText, "one\ntwo", "no newline typed")
            // Without a pending paste the shortcut submits within the key's handling.
            XCTAssertEqual(
                fieldkit_emit_key_pressed(editor.textView, guint(GDK_KEY_Return), GDK_CONTROL_MASK), 1)
            XCTAssertEqual(submitted, ["one\ntwo", "one\ntwo"])
        }
    }

    func testWithoutAPendingPasteReturnSubmitsAtOnce() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            var submitted: [String?] = []
            let (form, panel) = makePanel { submitted.append($0) }
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }
            let field = try XCTUnwrap(panel.rows[0].input as? TextField)
            form.focus.focus("name")
            form["name"]!.value = "Jane"
            XCTAssertFalse(ClipboardPaste.isPastePending)
            fieldkit_emit_activate(field.editingWidget.raw)
            XCTAssertEqual(submitted, ["Jane"], "submitted within the key's handling")
            var ran = false
            ClipboardPaste.whenNoPasteIsPending { ran = true }
            XCTAssertTrue(ran, "runs at once")
        }
    }

    func testAFailedReadStillReleasesTheSubmit() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            var submitted: [String?] = []
            let (form, panel) = makePanel { submitted.append($0) }
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }
            var pending: [PasteRequest] = []
            ClipboardPaste.readHookForTests = { pending.append($0) }
            defer { ClipboardPaste.readHookForTests = nil }
            let field = try XCTUnwrap(panel.rows[0].input as? TextField)
            form.focus.focus("name")
            form["name"]!.value = "Jane"
            fieldkit_emit_paste_clipboard(field.editingWidget.raw)
            fieldkit_emit_paste_clipboard(field.editingWidget.raw)
            XCTAssertEqual(pending.count, 2)
            fieldkit_emit_clicked(panel.submitButtonWidget.raw)
            pending[0].fail()
            drain()
            XCTAssertEqual(submitted, [], "one read is still pending")
            pending[1].fail()
            drain()
            XCTAssertEqual(submitted, ["Jane"], "nothing pasted, the submit runs once")
            pending[1].fail()
            XCTAssertFalse(ClipboardPaste.isPastePending, "a read ends once")
        }
    }
}
