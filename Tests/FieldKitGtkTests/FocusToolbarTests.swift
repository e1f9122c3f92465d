import CGtk4
import FieldKitGtk
import XCTest

/// The Previous / Next / Done bar and form rows on real widgets.
final class FocusToolbarTests: GtkTestCase, @unchecked Sendable {
    func testButtonsFollowTheChainAndMoveRealFocus() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let chain = FocusChain<String>()
            let fields = ["a", "b", "c"].map { name -> TextField in
                let field = TextField(coordinator: TextInputCoordinator())
                chain.attach(field.coordinator, to: name)
                return field
            }
            let toolbar = FocusToolbar(chain: chain)
            var done = 0
            toolbar.onDone = { done += 1 }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for field in fields { gtk_box_append(box.cast(to: GtkBox.self), field.widget) }
            gtk_box_append(box.cast(to: GtkBox.self), toolbar.widget)
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }

            chain.focus("a")
            wait { toolbar.shownState == chain.toolbar }
            XCTAssertEqual(
                toolbar.shownState,
                FocusToolbarState(canGoPrevious: false, canGoNext: true, isDoneEnabled: true))
            XCTAssertTrue(fields[0].hasFocus)

            let (previous, next, doneButton) = (toolbar.buttons[0], toolbar.buttons[1], toolbar.buttons[2])
            fieldkit_emit_clicked(next.raw)
            fieldkit_emit_clicked(next.raw)
            drain()
            XCTAssertEqual(chain.focused, "c")
            XCTAssertTrue(fields[2].hasFocus, "the widget follows the chain")
            wait { toolbar.shownState == chain.toolbar }
            XCTAssertEqual(
                toolbar.shownState,
                FocusToolbarState(canGoPrevious: true, canGoNext: false, isDoneEnabled: true))

            fieldkit_emit_clicked(previous.raw)
            drain()
            XCTAssertTrue(fields[1].hasFocus)
            fieldkit_emit_clicked(doneButton.raw)
            XCTAssertEqual(done, 1)

            // The user moving focus updates the chain, and the bar with it.
            fields[0].focus()
            drain()
            XCTAssertEqual(chain.focused, "a")
            wait { !toolbar.shownState.canGoPrevious }
            XCTAssertFalse(toolbar.shownState.canGoPrevious)
        }
    }

    func testRowShowsTheFieldsErrorUnderTheInputAfterLeavingIt() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([
                FieldModel("card", format: .cardNumber, validator: .required().and(.cardNumber())),
                FieldModel("name"),
            ])
            let rows = form.fields.map { field in
                FormRow(
                    form: form, name: field.name, label: field.name,
                    input: TextField(coordinator: TextInputCoordinator()))
            }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for row in rows { gtk_box_append(box.cast(to: GtkBox.self), row.widget) }
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }
            form.focus.focus("card")
            drain()
            let card = rows[0].input as! TextField
            for digit in "4242" { fieldkit_emit_insert_at_cursor(card.editingWidget.raw, String(digit)) }
            XCTAssertTrue(waitForIdle(), "the row's refresh ran")
            // When a message is fair is the core's rule (FieldModel.errorMessage);
            // the row shows exactly that.
            XCTAssertEqual(rows[0].message, form["card"]?.errorMessage)
            form.focus.next()
            XCTAssertTrue(wait { rows[0].message != nil })
            XCTAssertEqual(rows[0].message, form["card"]?.errorMessage)
            // Screen readers read the error first in the description (the
            // core's FieldAccessibility), and the row announced it as the
            // user left the field, naming it.
            let error = try XCTUnwrap(form["card"]?.errorMessage)
            XCTAssertEqual(card.accessibleDescription, form["card"]?.accessibility(label: "card").description)
            XCTAssertTrue(card.accessibleDescription?.hasPrefix(error) == true)
            XCTAssertEqual(form.focus.announcement?.text, "card: \(error)")
            XCTAssertTrue(gtk_widget_has_css_class(card.widget, "error") != 0)
            // The focused field says the announcement first, once.
            let name = rows[1].input as! TextField
            XCTAssertTrue(wait { name.accessibleDescription?.hasPrefix("card: \(error)") == true })
        }
    }

    func testARowShowsTheLabelAFormRuleGivesItsField() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([FieldModel("card", format: .cardNumber), FieldModel("cvc")])
            form.follow("cvc", from: "card", by: CardNumberFormat.brand(of:)) { brand in
                FieldRule(
                    format: .cardSecurityCode(brand: brand),
                    label: brand == .americanExpress ? "Security code (CID)" : nil)
            }
            let row = FormRow(
                form: form, name: "cvc", label: "Security code",
                input: TextField(coordinator: TextInputCoordinator()))
            let window = window(containing: row.widget)
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(row.shownLabel, "Security code")
            form["card"]?.value = "378282246310005"
            XCTAssertTrue(wait { row.shownLabel == "Security code (CID)" }, row.shownLabel)
            form["card"]?.value = "4242"
            XCTAssertTrue(wait { row.shownLabel == "Security code" }, row.shownLabel)
        }
    }

    func testARowMarksARequiredFieldWithoutChangingItsAccessibleName() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([FieldModel("name", validator: .required()), FieldModel("notes")])
            let name = FormRow(
                form: form, name: "name", label: "Full name",
                input: TextField(coordinator: TextInputCoordinator()))
            let notes = FormRow(
                form: form, name: "notes", label: "Notes",
                input: TextField(coordinator: TextInputCoordinator()))
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(box.cast(to: GtkBox.self), name.widget)
            gtk_box_append(box.cast(to: GtkBox.self), notes.widget)
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }
            XCTAssertTrue(name.showsRequiredMark)
            XCTAssertFalse(notes.showsRequiredMark)
            XCTAssertEqual(name.shownLabel, "Full name")
            XCTAssertNil(name.message)
            form.submit()
            XCTAssertTrue(wait { name.message == "Required" }, name.message ?? "nil")
            XCTAssertNil(notes.message)
        }
    }

    func testTabbingIntoTheToolbarKeepsItsButtonsOnAndAFailedSubmitIsShownThere() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([
                FieldModel("name", validator: .required()), FieldModel("card", validator: .required()),
            ])
            let rows = form.fields.map { field in
                FormRow(
                    form: form, name: field.name, label: field.name,
                    input: TextField(coordinator: TextInputCoordinator()))
            }
            let toolbar = FocusToolbar(chain: form.focus)
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for row in rows { gtk_box_append(box.cast(to: GtkBox.self), row.widget) }
            gtk_box_append(box.cast(to: GtkBox.self), toolbar.widget)
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }
            form.focus.focus("card")
            // The card field has the keyboard focus, and the bar shows it
            // (Previous is enabled, so it can take focus).
            let card = rows[1].input as! TextField
            let actingOnCard = FocusToolbarState(canGoPrevious: true, canGoNext: false, isDoneEnabled: true)
            XCTAssertTrue(
                wait { card.hasFocus && toolbar.shownState == actingOnCard }, "\(toolbar.shownState)")
            // The keyboard moves from the last field onto Previous, as Tab does.
            gtk_widget_grab_focus(toolbar.buttons[0])
            XCTAssertTrue(wait { form.focus.focused == nil })
            XCTAssertTrue(wait { toolbar.shownState == actingOnCard }, "\(toolbar.shownState)")
            // Whatever the focus move queued (refreshes, a frame) has run.
            XCTAssertTrue(waitForIdle() && waitForFrames(2, of: toolbar.widget))
            XCTAssertEqual(toolbar.shownState, actingOnCard, "the buttons stay on under the keyboard")
            XCTAssertTrue(gtk_widget_has_focus(toolbar.buttons[0]) != 0, "focus stays on Previous")
            // Previous acts on the field the keyboard came from.
            gtk_widget_activate(toolbar.buttons[0])
            XCTAssertTrue(wait { form.focus.focused == "name" })
            // The toolbar shows the chain's announcements: the error of the
            // field the keyboard left, then a failed submit's count.
            XCTAssertEqual(toolbar.shownStatus, "card: Required")
            form.submit()
            XCTAssertTrue(wait { toolbar.shownStatus == "Fields to correct: 2" })
        }
    }

    func testASecureFieldBoundToAPlainEntryHidesItsText() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([FieldModel("cvc", format: .cardSecurityCode(brand: nil), privacy: .secure)])
            let field = TextField(coordinator: TextInputCoordinator())
            XCTAssertFalse(field.hidesText)
            let row = FormRow(form: form, name: "cvc", label: "CVC", input: field)
            XCTAssertTrue(field.coordinator.isSecure)
            XCTAssertTrue(field.hidesText)
            XCTAssertEqual(field.inputPurpose, GTK_INPUT_PURPOSE_PIN, "a security code is a hidden PIN")
            XCTAssertEqual(row.name, "cvc")
        }
    }

    /// A row gives its form the process locale's messages; a toolbar's labels
    /// and the form's messages follow a later ProcessLocale.set.
    func testRowsAndToolbarsFollowTheProcessLocale() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let before = ProcessLocale.current
            defer { ProcessLocale.set(before) }
            ProcessLocale.set("de_DE")
            let form = FormModel([FieldModel("name", validator: .required())])
            XCTAssertEqual(form.messages.language, .english, "a new form starts in English")
            let row = FormRow(
                form: form, name: "name", label: "Name", input: TextField(coordinator: TextInputCoordinator())
            )
            XCTAssertEqual(form.messages.language, .german, "the row set the form's messages")
            let toolbar = FocusToolbar(chain: form.focus)
            let german = MessageCatalog(locale: "de_DE")
            // A field's message about characters it left out is German too.
            let digits = TextField(coordinator: TextInputCoordinator(format: CharacterFormat.digits))
            let digitsWindow = window(containing: digits.widget)
            defer { gtk_window_destroy(digitsWindow) }
            digits.focus()
            drain()
            fieldkit_emit_insert_at_cursor(digits.editingWidget.raw, "x")
            let shown = try XCTUnwrap(digits.rejectionMessage)
            XCTAssertNotEqual(shown, "Characters left out: 1 (not accepted here)")
            var notice = RejectionNotice()
            let expected = notice.update(InputRejection(source: .user, offered: 1, kept: 0), catalog: german)
            XCTAssertEqual(shown, expected.text)
            XCTAssertEqual(
                toolbar.shownLabels,
                [german.text(.toolbarPrevious), german.text(.toolbarNext), german.text(.toolbarDone)])

            ProcessLocale.set("ko_KR")
            let korean = MessageCatalog(locale: "ko_KR")
            XCTAssertEqual(form.messages.language, .korean, "the form follows the new locale")
            XCTAssertEqual(
                toolbar.shownLabels,
                [korean.text(.toolbarPrevious), korean.text(.toolbarNext), korean.text(.toolbarDone)],
                "an existing toolbar is relabelled")
            XCTAssertNotEqual(korean.text(.toolbarDone), german.text(.toolbarDone))

            ProcessLocale.overrides = { key, _ in key == .toolbarDone ? "OK!" : nil }
            defer { ProcessLocale.overrides = nil }
            XCTAssertEqual(toolbar.shownLabels[2], "OK!", "a change of the overrides relabels too")
            XCTAssertEqual(row.name, "name")
        }
    }

    func testTheAppsConfigurationRetitlesAddsButtonsAndHidesTheBar() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let before = ProcessLocale.current
            defer { ProcessLocale.set(before) }
            ProcessLocale.set("en_US")
            let chain = FocusChain<String>()
            let fields = ["a", "b"].map { name -> TextField in
                let field = TextField(coordinator: TextInputCoordinator())
                chain.attach(field.coordinator, to: name)
                return field
            }
            var scans = 0
            let toolbar = FocusToolbar(
                chain: chain,
                configuration: FocusToolbarConfiguration(
                    previous: "Back",
                    buttons: [
                        FocusToolbarButton("Scan") { scans += 1 },
                        FocusToolbarButton("Help", isEnabled: false) {},
                    ]))
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for field in fields { gtk_box_append(box.cast(to: GtkBox.self), field.widget) }
            gtk_box_append(box.cast(to: GtkBox.self), toolbar.widget)
            let window = window(containing: box)
            defer { gtk_window_destroy(window) }

            XCTAssertEqual(toolbar.shownLabels, ["Back", "Next", "Scan", "Help", "Done"])
            chain.focus("a")
            wait { toolbar.shownState == chain.toolbar }
            XCTAssertEqual(gtk_widget_get_sensitive(toolbar.buttons[3]), 1, "Scan is on")
            XCTAssertEqual(gtk_widget_get_sensitive(toolbar.buttons[4]), 0, "Help is off, as the app said")
            fieldkit_emit_clicked(toolbar.buttons[3].raw)
            XCTAssertEqual(scans, 1)
            XCTAssertTrue(toolbar.isShown)

            toolbar.configuration = FocusToolbarConfiguration(done: "Pay")
            XCTAssertEqual(toolbar.shownLabels, ["Previous", "Next", "Pay"], "the app's buttons are gone")
            toolbar.configuration = .hidden
            XCTAssertFalse(toolbar.isShown)
        }
    }
}
