import CGtk4
import FieldKitGtk
import XCTest

/// What a closed form leaves behind: nothing.
final class LifetimeTests: GtkTestCase, @unchecked Sendable {
    /// Weak references to everything a form on screen creates.
    @MainActor
    struct Watch {
        weak var form: FormModel<String>?
        weak var chain: FocusChain<String>?
        var fields: [Weak<FieldModel<String>>] = []
        var coordinators: [Weak<TextInputCoordinator>] = []
        var inputs: [Weak<AnyObject>] = []
        var rows: [Weak<FormRow<String>>] = []
        weak var toolbar: FocusToolbar<String>?
        weak var keyboard: FocusKeyboardNavigation<String>?

        var survivors: [String] {
            var names: [String] = []
            if form != nil { names.append("form") }
            if chain != nil { names.append("chain") }
            if toolbar != nil { names.append("toolbar") }
            if keyboard != nil { names.append("keyboard navigation") }
            names += fields.compactMap { $0.object.map { "field \($0.name)" } }
            names += coordinators.compactMap { $0.object.map { _ in "coordinator" } }
            names += inputs.compactMap { $0.object.map { "input \(type(of: $0))" } }
            names += rows.compactMap { $0.object.map { "row \($0.name)" } }
            return names
        }
    }

    final class Weak<T: AnyObject> {
        weak var object: T?
        init(_ object: T) { self.object = object }
    }

    /// Builds a form with a field, an editor and a secure field in a window,
    /// uses it (typing, focus moves, a failed submit), closes the window and
    /// drops every strong reference.
    @MainActor
    func openUseAndCloseForm() -> Watch {
        var watch = Watch()
        let form = FormModel([
            FieldModel("name", validator: .required()),
            FieldModel("address", validator: .required()),
            FieldModel(
                "cvc", format: .cardSecurityCode(brand: nil), privacy: .secure,
                validator: .required()),
        ])
        watch.form = form
        watch.chain = form.focus
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        var rows: [FormRow<String>] = []
        for field in form.fields {
            let coordinator = TextInputCoordinator(isSecure: field.privacy == .secure)
            let input: any FormInput =
                field.name == "address"
                ? TextEditor(coordinator: coordinator) : TextField(coordinator: coordinator)
            let row = FormRow(form: form, name: field.name, label: field.name, input: input)
            gtk_box_append(box.cast(to: GtkBox.self), row.widget)
            rows.append(row)
            watch.fields.append(Weak(field))
            watch.coordinators.append(Weak(coordinator))
            watch.inputs.append(Weak(input))
            watch.rows.append(Weak(row))
        }
        let toolbar = FocusToolbar(chain: form.focus)
        toolbar.onDone = { [weak form] in form?.submit() }
        gtk_box_append(box.cast(to: GtkBox.self), toolbar.widget)
        watch.toolbar = toolbar
        let window = window(containing: box)
        let keyboard = FocusKeyboardNavigation(chain: form.focus, window: window.cast(to: GtkWidget.self))
        watch.keyboard = keyboard

        form.focus.focus("name")
        drain()
        fieldkit_emit_insert_at_cursor((rows[0].input as! TextField).editingWidget.raw, "Jane")
        form.focus.next()
        toolbar.onDone?()
        wait { rows[1].message != nil }
        XCTAssertEqual(form["name"]?.value, "Jane")
        XCTAssertEqual(rows[1].message, "Required")

        gtk_window_destroy(window)
        drain()
        return watch
    }

    func testClosingAFormFreesItsModelChainCoordinatorsWrappersAndRows() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let watch = openUseAndCloseForm()
            // GTK finalises the destroyed widgets, and with them the rows'
            // references, on later turns of its loop.
            wait { watch.survivors.isEmpty }
            XCTAssertEqual(watch.survivors, [])
            XCTAssertEqual(watch.coordinators.count, 3)
        }
    }

    func testAFieldWrapperGoesWithItsLastReferenceAndItsWidgetIsFinalised() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            var field: TextField? = TextField(coordinator: TextInputCoordinator())
            weak let coordinator = field?.coordinator
            let widget = field!.widget
            var finalised = false
            withUnsafeMutablePointer(to: &finalised) { flag in
                g_object_weak_ref(
                    widget.raw.assumingMemoryBound(to: GObject.self),
                    { data, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
                field = nil
                drain()
            }
            XCTAssertTrue(finalised)
            XCTAssertNil(coordinator)
        }
    }
}
