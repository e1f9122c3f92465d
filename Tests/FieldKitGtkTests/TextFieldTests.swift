import CGtk4
import FieldKitGtk
import XCTest

/// `TextField` over a real `GtkEntry` / `GtkPasswordEntry`, edited through
/// GtkText's own keybinding signals (the path a key press takes after the
/// input method).
final class TextFieldTests: GtkTestCase, @unchecked Sendable {
    /// A formatted field in a window, with what the model received.
    @MainActor
    final class Fixture {
        let field: TextField
        let window: UnsafeMutablePointer<GtkWindow>
        var model: [String] = []

        init(
            _ test: GtkTestCase, format: any InputFormat = GroupedDigitsFormat(), secure: Bool = false,
            text: String = ""
        ) {
            let coordinator = TextInputCoordinator(text: text, format: format, isSecure: secure)
            field = TextField(coordinator: coordinator)
            window = test.window(containing: field.widget)
            coordinator.writeModel = { [unowned self] in model.append($0) }
            field.focus()
            test.drain()
        }

        func type(_ string: String) {
            for character in string {
                fieldkit_emit_insert_at_cursor(field.editingWidget.raw, String(character))
            }
        }

        func backspace() { fieldkit_emit_backspace(field.editingWidget.raw) }

        func moveCaret(to offset: Int) {
            gtk_editable_set_position(field.widget.opaque, Int32(offset))
        }

        func close() { gtk_window_destroy(window) }
    }

    func testTypingFormatsLiveWithTheCaretAfterEachDigit() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            fixture.type("4242424242424242")
            XCTAssertEqual(fixture.field.displayedText, "4242 4242 4242 4242")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 19, unit: .unicodeScalars))
            XCTAssertEqual(fixture.model.last, "4242424242424242")
            XCTAssertEqual(fixture.model.count, 16)
        }
    }

    /// The coordinator's own correction of a keystroke that moves a
    /// separator (GTK re-emits it as delete-text, insert-text and caret
    /// notifications) never reaches the coordinator as events to ignore:
    /// the adapter's bookkeeping skips its own command's echoes.
    func testACorrectionIsNotReportedBackToTheCoordinator() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self)
            defer { fixture.close() }
            fixture.type("4242")
            let before = fixture.field.coordinator.ignoredEchoes
            fixture.type("4")
            XCTAssertEqual(fixture.field.displayedText, "4242 4")
            XCTAssertEqual(fixture.model.last, "42424")
            XCTAssertEqual(fixture.field.coordinator.ignoredEchoes - before, 0)
        }
    }

    /// Every caret position of "1234 5678 9": a digit typed there lands after
    /// it, the separators move, and the caret stays after the typed digit.
    func testTypingAtEveryCaretPositionKeepsTheCaretAfterTheTypedDigit() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let format = GroupedDigitsFormat()
            for rawCaret in 0...9 {
                let fixture = Fixture(self, text: "123456789")
                defer { fixture.close() }
                let displayCaret = rawCaret == 0 ? 0 : (rawCaret - 1) + (rawCaret - 1) / 4 + 1
                fixture.moveCaret(to: displayCaret)
                drain()
                fixture.type("0")
                var raw = Array("123456789")
                raw.insert("0", at: rawCaret)
                XCTAssertEqual(fixture.field.displayedText, format.layout(raw), "raw caret \(rawCaret)")
                XCTAssertEqual(
                    fixture.field.displayedSelection,
                    TextSpan(caret: rawCaret + rawCaret / 4 + 1, unit: .unicodeScalars),
                    "raw caret \(rawCaret)")
                XCTAssertEqual(fixture.model.last, String(raw), "raw caret \(rawCaret)")
            }
        }
    }

    func testBackspaceJustAfterASeparatorDeletesTheDigitBeforeIt() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, text: "12345678")
            defer { fixture.close() }
            fixture.moveCaret(to: 5)  // "1234 |5678"
            drain()
            fixture.backspace()
            XCTAssertEqual(fixture.field.displayedText, "1235 678")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 3, unit: .unicodeScalars))
            XCTAssertEqual(fixture.model.last, "1235678")
        }
    }

    func testModelWriteOfTheShownValueMovesNothingAndANewValueKeepsTheCaret() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: IdentityFormat(), text: "hello world")
            defer { fixture.close() }
            fixture.moveCaret(to: 5)
            drain()
            fixture.field.coordinator.modelDidChange(to: "hello world")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 5, unit: .unicodeScalars))
            fixture.field.coordinator.modelDidChange(to: ">> hello world")
            XCTAssertEqual(fixture.field.displayedText, ">> hello world")
            XCTAssertEqual(fixture.field.displayedSelection, TextSpan(caret: 8, unit: .unicodeScalars))
            XCTAssertEqual(fixture.model, [], "a model write is not echoed back to the model")
        }
    }

    func testPreeditHoldsModelWritesUntilTheCompositionCommits() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: IdentityFormat(), text: "caf")
            defer { fixture.close() }
            let text = fixture.field.editingWidget.raw
            fieldkit_emit_preedit_changed(text, "u00e")
            XCTAssertTrue(fixture.field.coordinator.isComposing)
            fixture.field.coordinator.modelDidChange(to: "cafe")
            XCTAssertEqual(fixture.field.displayedText, "caf", "no write into the widget during preedit")
            fieldkit_emit_preedit_changed(text, "")
            fixture.type("é")
            // Where the committed text lands relative to the app's write is the
            // core's rule; here nothing may be lost or doubled, and GTK shows
            // exactly what the coordinator holds.
            XCTAssertFalse(fixture.field.coordinator.isComposing)
            XCTAssertEqual(fixture.field.displayedText, fixture.field.coordinator.state.text)
            XCTAssertEqual(fixture.field.displayedText.count, 5)
            XCTAssertEqual(fixture.field.displayedText.filter { $0 == "é" }.count, 1)
            XCTAssertTrue(fixture.field.displayedText.hasPrefix("caf"))
            XCTAssertEqual(fixture.model, [fixture.field.displayedText])
        }
    }

    func testActivateReportsReturnAndFocusBeginsAndEndsEditing() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let first = TextField(coordinator: TextInputCoordinator())
            let second = TextField(coordinator: TextInputCoordinator())
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(box.cast(to: GtkBox.self), first.widget)
            gtk_box_append(box.cast(to: GtkBox.self), second.widget)
            var events: [String] = []
            first.coordinator.onBeginEditing = { events.append("begin") }
            first.coordinator.onEndEditing = { events.append("end \($0)") }
            first.coordinator.onSubmit = { events.append("submit") }
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }
            first.focus()
            drain()
            XCTAssertTrue(first.hasFocus)
            fieldkit_emit_activate(first.editingWidget.raw)
            second.focus()
            drain()
            XCTAssertEqual(events, ["begin", "submit", "end focusMoved"])
            XCTAssertFalse(first.coordinator.isEditing)
            XCTAssertTrue(second.coordinator.isEditing)
            second.resignFocus()
            drain()
            XCTAssertFalse(second.hasFocus)
            XCTAssertFalse(second.coordinator.isEditing)
        }
    }

    func testSecureFieldIsAPasswordEntryEditedThroughTheSameCoordinator() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, format: CharacterFormat.digits(max: 4), secure: true)
            defer { fixture.close() }
            XCTAssertEqual(
                String(cString: g_type_name(fieldkit_type_of(fixture.field.widget.raw))), "GtkPasswordEntry")
            fixture.type("12a345")
            XCTAssertEqual(fixture.field.displayedText, "1234")
            XCTAssertEqual(fixture.model.last, "1234")
        }
    }
}
