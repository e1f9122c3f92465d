import CGtk4
import FieldKitGtk
import XCTest

/// A form taller than its window, in a `GtkScrolledWindow`: the focused row
/// (label, input, message) is scrolled fully into view, not just its input.
final class FormRowScrollTests: GtkTestCase, @unchecked Sendable {
    private static let names = (1...9).map { "field\($0)" }

    func testTheFocusedRowIsFullyInViewAfterEachFocusMoveAndAFailedSubmit() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let form = FormModel(Self.names.map { FieldModel($0, validator: .required()) })
            let panel = FormPanel(form: form, submitTitle: "Send") { _ in }
            for name in Self.names { panel.addField(name, label: "Label of \(name)") }
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(scroller.opaque, panel.widget)
            let window = window(containing: scroller)
            defer { gtk_window_destroy(window) }
            gtk_window_set_default_size(window, 360, 260)
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)!
            // Laid out: the scroller has its height, and the form its own.
            _ = settled(scroller) {
                [gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment)]
            }
            XCTAssertGreaterThan(
                gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment) * 2,
                "the form is much taller than the window, or the test shows nothing")

            // Leaving each empty field shows its message, which pushes the
            // next rows down after the viewport has scrolled to the input.
            for (index, name) in Self.names.enumerated() {
                form.focus.focus(name)
                // Focus, the message of the field left, and the scrolling
                // that follows them over the next frames, all done.
                XCTAssertNotNil(settled(scroller) { gtk_adjustment_get_value(adjustment) })
                XCTAssertEqual(form.focus.focused, name)
                XCTAssertTrue(panel.rows[index].isFullyInView, "\(name)'s row after moving focus to it")
            }
            XCTAssertNotNil(panel.rows[7].message, "the rows left behind show their message")
            XCTAssertFalse(
                panel.rows[0].isFullyInView, "the first row is scrolled out at the bottom of the form")

            // A failed submit from the bottom focuses the first field: its
            // label, above the input, must show as well.
            panel.submit()
            XCTAssertNotNil(settled(scroller) { gtk_adjustment_get_value(adjustment) })
            XCTAssertEqual(form.focus.focused, Self.names[0])
            XCTAssertNotNil(panel.rows[0].message)
            XCTAssertTrue(panel.rows[0].isFullyInView, "the first invalid field's row after a failed submit")
        }
    }
}
