import CGtk4
import FieldKitGtk
import XCTest

/// Middle-click (primary selection) paste on both widgets goes through
/// ``ClipboardPaste``, as Ctrl+V does: read in pieces, bounded, told the same
/// way; the text lands where the click was. The click is sent to the
/// widget's middle-button gesture (`fieldkit_emit_middle_press`); reads
/// from another process are simulated (``ClipboardPaste/readHookForTests``).
final class PrimaryPasteTests: GtkTestCase, @unchecked Sendable {
    /// A field and the GtkText that edits it, in a window, with the reads it
    /// asks for.
    @MainActor
    final class Fixture {
        let fields: [TextField]
        let window: UnsafeMutablePointer<GtkWindow>
        var reads: [PasteRequest] = []

        init(_ test: GtkTestCase, coordinators: [TextInputCoordinator]) {
            fields = coordinators.map { TextField(coordinator: $0) }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            for field in fields { gtk_box_append(box.cast(to: GtkBox.self), field.widget) }
            window = test.window(containing: box)
            fields[0].focus()
            test.drain()
        }

        func hookReads() { ClipboardPaste.readHookForTests = { [unowned self] in reads.append($0) } }

        func close() {
            ClipboardPaste.readHookForTests = nil
            gtk_window_destroy(window)
        }

        /// A middle click on `field` just right of the caret position `offset`.
        func middleClick(_ field: TextField, at offset: Int) {
            var strong = graphene_rect_t()
            gtk_text_compute_cursor_extents(
                field.editingWidget.cast(to: GtkText.self), gsize(offset), &strong, nil)
            let height = Double(gtk_widget_get_height(field.editingWidget))
            XCTAssertEqual(
                fieldkit_emit_middle_press(field.editingWidget, Double(strong.origin.x) + 1, height / 2), 1,
                "the field has a middle-button gesture")
        }
    }

    func testAMiddleClickPastesThePrimarySelectionWhereTheClickWas() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let name = TextInputCoordinator()
            var model = ""
            name.writeModel = { model = $0 }
            let fixture = Fixture(self, coordinators: [TextInputCoordinator(), name])
            defer { fixture.close() }
            let field = fixture.fields[1]
            name.modelDidChange(to: "Jane Doe")
            fixture.hookReads()
            fixture.middleClick(field, at: 5)
            XCTAssertEqual(fixture.reads.count, 1, "the primary selection is read through ClipboardPaste")
            XCTAssertTrue(field.hasFocus, "the click focuses the field")
            XCTAssertEqual(
                field.displayedSelection, TextSpan(caret: 5, unit: .unicodeScalars), "caret at the click")
            XCTAssertEqual(field.displayedText, "Jane Doe", "nothing inserted before the read ends")
            fixture.reads[0].finish("Q. ", droppedBeyond: 0)
            XCTAssertEqual(field.displayedText, "Jane Q. Doe")
            XCTAssertEqual(name.state.text, "Jane Q. Doe")
            XCTAssertEqual(model, "Jane Q. Doe")
            XCTAssertEqual(
                field.displayedSelection, TextSpan(caret: 8, unit: .unicodeScalars), "caret after it")
            // A click inside the selection pastes over it, as GTK's own does.
            gtk_editable_select_region(field.widget.opaque, 5, 8)
            fixture.middleClick(field, at: 6)
            XCTAssertEqual(fixture.reads.count, 2)
            fixture.reads[1].finish("R. ", droppedBeyond: 0)
            XCTAssertEqual(field.displayedText, "Jane R. Doe")
            XCTAssertEqual(model, "Jane R. Doe")
        }
    }

    /// The same paste, by Ctrl+V and by a middle click, into fields bounded
    /// to 8 characters and into a secure digits field: the same text kept
    /// and the same message.
    func testAMiddleClickIsBoundedAndToldAsCtrlVIs() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            @MainActor func bounded() -> TextInputCoordinator {
                let coordinator = TextInputCoordinator()
                coordinator.maximumLength = 8
                return coordinator
            }
            @MainActor func secureDigits() -> TextInputCoordinator {
                TextInputCoordinator(format: CharacterFormat.digits, isSecure: true)
            }
            for (kind, make, pasted, dropped) in [
                ("bounded", bounded, "Appleseed", 999_991), ("secure digits", secureDigits, "12ab", 0),
            ] {
                let fixture = Fixture(self, coordinators: [make(), make()])
                defer { fixture.close() }
                fixture.hookReads()
                let (byKey, byClick) = (fixture.fields[0], fixture.fields[1])
                fieldkit_emit_paste_clipboard(byKey.editingWidget.raw)
                fixture.middleClick(byClick, at: 0)
                XCTAssertEqual(fixture.reads.count, 2, kind)
                for read in fixture.reads { read.finish(pasted, droppedBeyond: dropped) }
                XCTAssertNotNil(byKey.rejectionMessage, kind)
                XCTAssertEqual(byClick.rejectionMessage, byKey.rejectionMessage, "\(kind): told the same")
                XCTAssertEqual(byClick.displayedText, byKey.displayedText, kind)
                XCTAssertEqual(byClick.coordinator.modelValue, byKey.coordinator.modelValue, kind)
                XCTAssertEqual(byClick.coordinator.state.text, byClick.displayedText, kind)
            }
        }
    }

    /// Select text in one field, middle-click into another: the selection
    /// (this process's own primary selection, which GtkText offers) lands at
    /// once, and the first field keeps its text.
    func testTextSelectedInOneFieldIsPastedIntoAnotherAtOnce() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, coordinators: [TextInputCoordinator(), TextInputCoordinator()])
            defer { fixture.close() }
            let (source, target) = (fixture.fields[0], fixture.fields[1])
            source.coordinator.modelDidChange(to: "Jane Appleseed")
            target.coordinator.modelDidChange(to: "Dear ")
            gtk_editable_select_region(source.widget.opaque, 5, 14)
            drain()
            fixture.middleClick(target, at: 5)
            XCTAssertEqual(target.displayedText, "Dear Appleseed")
            XCTAssertEqual(target.coordinator.modelValue, "Dear Appleseed")
            XCTAssertEqual(source.displayedText, "Jane Appleseed")
            XCTAssertTrue(target.hasFocus)
        }
    }

    /// With the desktop's middle-click paste off (`gtk-enable-primary-paste`),
    /// the click is left to GTK and nothing is read.
    func testNothingIsPastedWhenTheDesktopTurnedMiddleClickPasteOff() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let fixture = Fixture(self, coordinators: [TextInputCoordinator()])
            defer { fixture.close() }
            let settings = gtk_settings_get_default()!
            fieldkit_set_bool_property(settings.raw, "gtk-enable-primary-paste", 0)
            defer { fieldkit_set_bool_property(settings.raw, "gtk-enable-primary-paste", 1) }
            fixture.hookReads()
            fixture.middleClick(fixture.fields[0], at: 0)
            XCTAssertEqual(fixture.reads.count, 0)
        }
    }

    func testAMiddleClickInTheEditorPastesWhereTheClickWas() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator()
            coordinator.maximumLength = 30
            var model = ""
            coordinator.writeModel = { model = $0 }
            let editor = TextEditor(coordinator: coordinator)
            let window = window(containing: editor.widget)
            // Wide enough for the lines not to wrap, so the point stays on them.
            gtk_window_set_default_size(window, 400, 120)
            defer {
                ClipboardPaste.readHookForTests = nil
                gtk_window_destroy(window)
            }
            coordinator.modelDidChange(to: "1 Main St\nCupertino")
            // The text view has its size and has laid out the new lines.
            let view = editor.textView.cast(to: GtkTextView.self)
            @MainActor func place(ofOffset offset: Int32) -> GdkRectangle {
                var iter = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(gtk_text_view_get_buffer(view), &iter, offset)
                var location = GdkRectangle()
                gtk_text_view_get_iter_location(view, &iter, &location)
                return location
            }
            XCTAssertNotNil(
                settled(editor.textView) {
                    [
                        gtk_widget_get_width(editor.textView), place(ofOffset: 10).y,
                        place(ofOffset: 10).height,
                    ]
                })
            var reads: [PasteRequest] = []
            ClipboardPaste.readHookForTests = { reads.append($0) }
            // The point just right of the start of the second line.
            let location = place(ofOffset: 10)
            var x: Int32 = 0
            var y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(
                view, GTK_TEXT_WINDOW_WIDGET, location.x + 1, location.y + location.height / 2, &x, &y)
            XCTAssertEqual(fieldkit_emit_middle_press(editor.textView, Double(x), Double(y)), 1)
            XCTAssertEqual(reads.count, 1, "the primary selection is read through ClipboardPaste")
            XCTAssertTrue(editor.hasFocus)
            XCTAssertEqual(editor.displayedSelection, TextSpan(caret: 10, unit: .unicodeScalars))
            reads[0].finish("Apt 4, ", droppedBeyond: 0)
            XCTAssertEqual(editor.displayedText, "1 Main St\nApt 4, Cupertino")
            XCTAssertEqual(model, "1 Main St\nApt 4, Cupertino")
            // Bounded as Ctrl+V is: 26 of 30 used, 4 more fit.
            fieldkit_emit_paste_clipboard(editor.textView.raw)
            reads[1].finish("ABCDEFGH", droppedBeyond: 0)
            let byKey = editor.rejectionMessage
            XCTAssertNotNil(byKey)
            XCTAssertEqual(editor.displayedText.unicodeScalars.count, 30)
            coordinator.modelDidChange(to: "1 Main St\nApt 4, Cupertino")
            editor.showRejection(nil)
            // Laid out again, the second line where the first click found it.
            XCTAssertEqual(
                settled(editor.textView) { [place(ofOffset: 10).x, place(ofOffset: 10).y] },
                [location.x, location.y])
            XCTAssertEqual(fieldkit_emit_middle_press(editor.textView, Double(x), Double(y)), 1)
            reads[2].finish("ABCDEFGH", droppedBeyond: 0)
            XCTAssertEqual(editor.displayedText, "1 Main St\nABCDApt 4, Cupertino")
            XCTAssertEqual(editor.rejectionMessage, byKey, "told as Ctrl+V is")
            XCTAssertEqual(model, editor.displayedText)
        }
    }
}
