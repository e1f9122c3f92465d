import CGtk4
import FieldKitGtk
import XCTest

/// What form rows announce when the keyboard moves faster than the rows
/// refresh: a row applies its field's state on an idle turn of GLib's main
/// loop, and keys queued on a busy machine (Tab several times, then typing)
/// all run before it.
final class FormRowAnnouncementTests: GtkTestCase, @unchecked Sendable {
    private struct Page {
        let form: FormModel<String>
        let rows: [FormRow<String>]
        let button: UnsafeMutablePointer<GtkWidget>
        let window: UnsafeMutablePointer<GtkWindow>

        @MainActor
        func input(_ index: Int) -> TextField { rows[index].input as! TextField }
    }

    /// A required name, a card number (required, unless `optionalCard`) and
    /// a required amount, then a button outside the form.
    @MainActor
    private func page(optionalCard: Bool = false) -> Page {
        let form = FormModel([
            FieldModel("name", validator: .required()),
            FieldModel(
                "card", format: .cardNumber,
                validator: optionalCard ? .cardNumber() : .required().and(.cardNumber())),
            FieldModel("amount", validator: .required()),
        ])
        let rows = form.fields.map { field in
            FormRow(
                form: form, name: field.name, label: field.name,
                input: TextField(coordinator: TextInputCoordinator()))
        }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for row in rows { gtk_box_append(box.cast(to: GtkBox.self), row.widget) }
        let button = gtk_button_new_with_label("Elsewhere")!
        gtk_box_append(box.cast(to: GtkBox.self), button)
        return Page(form: form, rows: rows, button: button, window: window(containing: box))
    }

    func testAFieldEnteredEditedAndLeftBeforeItsRowRanAnnouncesItsError() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let page = page()
            defer { gtk_window_destroy(page.window) }
            let form = page.form
            form.focus.focus("name")
            XCTAssertTrue(wait { page.input(0).hasFocus })
            XCTAssertTrue(waitForIdle(), "the rows ran with the name focused")
            // Into the card, a partial number, out to the amount: no turn of
            // the main loop in between, so no row has run.
            form.focus.next()
            XCTAssertEqual(form.focus.focused, "card")
            for digit in "4242" {
                fieldkit_emit_insert_at_cursor(page.input(1).editingWidget.raw, String(digit))
            }
            XCTAssertEqual(form["card"]?.value, "4242")
            form.focus.next()
            XCTAssertEqual(form.focus.focused, "amount")
            XCTAssertTrue(waitForIdle(), "the rows ran")
            // The card was left with an error: it is announced, naming the
            // field, and the amount (focused) says it first. Without it the
            // amount said the name's older announcement instead.
            let error = try XCTUnwrap(form["card"]?.errorMessage)
            XCTAssertEqual(form.focus.announcement?.text, "card: \(error)")
            let amount = page.input(2).accessibleDescription
            XCTAssertTrue(amount?.hasPrefix("card: \(error)") == true, amount ?? "nil")
        }
    }

    func testTheFieldLeftLastIsAnnouncedWhateverOrderTheRowsRunIn() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let page = page()
            defer { gtk_window_destroy(page.window) }
            let form = page.form
            form.focus.focus("name")
            XCTAssertTrue(wait { page.input(0).hasFocus })
            XCTAssertTrue(waitForIdle())
            // The card row is queued first (the app set its value), then the
            // name's (left empty) and the card's leave: the card row runs
            // before the name row, whose error would otherwise be newest.
            form["card"]?.value = "4242"
            form.focus.next()
            form.focus.next()
            XCTAssertEqual(form.focus.focused, "amount")
            XCTAssertTrue(waitForIdle(), "the rows ran")
            // The card was left last: its error is the one said.
            let error = try XCTUnwrap(form["card"]?.errorMessage)
            XCTAssertEqual(form.focus.announcement?.text, "card: \(error)")
            let amount = page.input(2).accessibleDescription
            XCTAssertTrue(amount?.hasPrefix("card: \(error)") == true, amount ?? "nil")
        }
    }

    func testAnAnnouncementIsSaidByOneFieldWhenFocusMovedOnBeforeTheRowsRan() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            // The card may stay empty: leaving it announces nothing.
            let page = page(optionalCard: true)
            defer { gtk_window_destroy(page.window) }
            let form = page.form
            form.focus.focus("name")
            XCTAssertTrue(wait { page.input(0).hasFocus })
            XCTAssertTrue(waitForIdle())
            // The amount row is queued first (its value changed), then the
            // name's and the card's (focus moved). On one turn of the loop the
            // amount row runs, the name row announces "name: Required" (the
            // name was left empty), and the card row, focused, says it.
            form["amount"]?.value = "5"
            form.focus.next()
            XCTAssertTrue(wait { page.input(1).accessibleDescription?.hasPrefix("name: Required") == true })
            // The amount row is queued again for the announcement; focus
            // moves on to the amount before it runs, as a queued Tab does.
            form.focus.next()
            XCTAssertEqual(form.focus.focused, "amount")
            XCTAssertTrue(waitForIdle(), "the rows ran")
            // The card said it; the amount does not say it again.
            let amount = page.input(2).accessibleDescription
            XCTAssertFalse(amount?.contains("name: Required") == true, amount ?? "nil")
        }
    }

    func testAFieldDoesNotSayItsOwnAnnouncementWhenFocusedAgain() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let page = page()
            defer { gtk_window_destroy(page.window) }
            let form = page.form
            form.focus.focus("card")
            XCTAssertTrue(wait { page.input(1).hasFocus })
            for digit in "4242" {
                fieldkit_emit_insert_at_cursor(page.input(1).editingWidget.raw, String(digit))
            }
            XCTAssertTrue(waitForIdle())
            // Focus leaves the form: the card's error is announced, and no
            // field has focus to say it.
            gtk_widget_grab_focus(page.button)
            XCTAssertTrue(wait { form.focus.focused == nil })
            XCTAssertTrue(waitForIdle())
            let error = try XCTUnwrap(form["card"]?.errorMessage)
            XCTAssertEqual(form.focus.announcement?.text, "card: \(error)")
            // Back on the card: its description holds its error, not its own
            // announcement about leaving it.
            form.focus.focus("card")
            XCTAssertTrue(wait { page.input(1).hasFocus })
            XCTAssertTrue(waitForIdle())
            let card = page.input(1).accessibleDescription
            XCTAssertEqual(card, form["card"]?.accessibility(label: "card").description)
            XCTAssertFalse(card?.hasPrefix("card: ") == true, card ?? "nil")
        }
    }
}
