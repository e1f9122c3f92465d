import CGtk4
import FieldKitGtk
import XCTest

/// A whole form built with ``FormPanel``, no GTK casts or C callbacks in the
/// app's code, on real widgets.
final class FormPanelTests: GtkTestCase, @unchecked Sendable {
    func testTheSubmitButtonValidatesFocusesTheFirstInvalidFieldAndSubmitsValidValues() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([
                FieldModel("name", validator: .required()),
                FieldModel(
                    "card", format: .cardNumber,
                    validator: .required()
                        .and(.formatComplete(.cardNumber, incomplete: .cardNumberIncomplete))),
                FieldModel("notes"),
            ])
            var submitted: [FormSubmission<String>] = []
            let panel = FormPanel(form: form, submitTitle: "Pay") { submitted.append($0) }
            panel.addField("name", label: "Name")
            panel.addField("card", label: "Card number")
            panel.addField("notes", label: "Notes", multiline: true)
            XCTAssertEqual(panel.rows.map(\.name), ["name", "card", "notes"])
            XCTAssertTrue(panel.rows[2].input is TextEditor, "a multi-line row holds an editor")
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }

            form["name"]!.value = "Jane"
            form["card"]!.value = "4242"
            fieldkit_emit_clicked(panel.submitButtonWidget.raw)
            drain()
            XCTAssertTrue(submitted.isEmpty, "an incomplete card is not submitted")
            XCTAssertEqual(form.focus.focused, "card", "the first invalid field")
            XCTAssertTrue((panel.rows[1].input as? TextField)?.hasFocus ?? false)
            XCTAssertEqual(form["card"]!.error, .cardNumberIncomplete)

            form["card"]!.value = "4242424242424242"
            fieldkit_emit_clicked(panel.submitButtonWidget.raw)
            drain()
            XCTAssertEqual(submitted.count, 1)
            XCTAssertEqual(submitted.first?.values.raw("card"), "4242424242424242")
            XCTAssertEqual(submitted.first?.values.display("card"), "4242 4242 4242 4242")
        }
    }

    func testDoneOnTheToolbarSubmitsTheForm() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([FieldModel("name", validator: .required())])
            var submitted = 0
            let panel = FormPanel(form: form, submitTitle: "Send") { _ in submitted += 1 }
            panel.addField("name", label: "Name")
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }
            form.focus.focus("name")
            drain()
            fieldkit_emit_clicked(panel.toolbar.buttons[2].raw)
            drain()
            XCTAssertEqual(submitted, 0, "empty")
            XCTAssertTrue(form.hasAttemptedSubmit)
            form["name"]!.value = "Jane"
            fieldkit_emit_clicked(panel.toolbar.buttons[2].raw)
            drain()
            XCTAssertEqual(submitted, 1)
        }
    }

    /// Every route on real widgets (return on the last field, Ctrl+Return in
    /// a middle field, the toolbar's Done, the submit button, the app's own
    /// `form.submit()`) ends in the form's one submit: with the card missing,
    /// neither the panel's handler nor the chain's own handler runs and focus
    /// goes to the card; once it is valid, each route reaches both once.
    func testEverySubmitRouteCallsTheHandlersOnlyForAValidForm() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel([
                FieldModel("card", format: .cardNumber, validator: .required()),
                FieldModel("name", validator: .required()),
            ])
            var submitted = 0
            var chainSubmits = 0
            var failed = 0
            let panel = FormPanel(form: form, submitTitle: "Pay") { _ in submitted += 1 }
            form.focus.onSubmit = { chainSubmits += 1 }
            form.onInvalidSubmit = { _ in failed += 1 }
            panel.addField("card", label: "Card number")
            panel.addField("name", label: "Name")
            let window = window(containing: panel.widget)
            defer { gtk_window_destroy(window) }
            let card = try XCTUnwrap(panel.rows[0].input as? TextField)
            let name = try XCTUnwrap(panel.rows[1].input as? TextField)
            form["name"]!.value = "Jane"
            let routes: [(String, () -> Void)] = [
                (
                    "return on the last field",
                    {
                        form.focus.focus("name")
                        self.drain()
                        fieldkit_emit_activate(name.editingWidget.raw)
                    }
                ),
                (
                    "Ctrl+Return",
                    {
                        form.focus.focus("card")
                        self.drain()
                        _ = fieldkit_emit_key_pressed(
                            card.editingWidget, guint(GDK_KEY_Return), GDK_CONTROL_MASK)
                    }
                ),
                (
                    "Done",
                    {
                        form.focus.focus("name")
                        self.drain()
                        fieldkit_emit_clicked(panel.toolbar.buttons[2].raw)
                    }
                ),
                ("the submit button", { fieldkit_emit_clicked(panel.submitButtonWidget.raw) }),
                ("the app's form.submit()", { form.submit() }),
            ]
            for (index, (route, submit)) in routes.enumerated() {
                form["card"]!.value = ""
                submit()
                drain()
                XCTAssertEqual(submitted, index, "\(route): an invalid form reaches no handler")
                XCTAssertEqual(chainSubmits, index, "\(route): nor the chain's")
                XCTAssertEqual(failed, index + 1, "\(route): the failed submit is reported")
                XCTAssertEqual(form.focus.focused, "card", "\(route): focus on the first invalid field")
                XCTAssertTrue(card.hasFocus, "\(route): its widget has focus")
                form["card"]!.value = "4242424242424242"
                submit()
                drain()
                XCTAssertEqual(submitted, index + 1, "\(route): a valid form is submitted once")
                XCTAssertEqual(chainSubmits, index + 1, "\(route): the chain's handler runs once")
            }
        }
    }
}
