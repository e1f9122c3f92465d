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
}
