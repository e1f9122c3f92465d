import CGtk4
import FieldKitGtk
import XCTest

/// The input purpose and hints on-screen keyboards and input methods read,
/// as a real `GtkText` / `GtkTextView` holds them after the coordinator
/// handed the field its traits.
final class InputTraitsGtkTests: GtkTestCase, @unchecked Sendable {
    /// A field over `coordinator` in a window, focused.
    @MainActor
    private func field(_ coordinator: TextInputCoordinator) -> (TextField, UnsafeMutablePointer<GtkWindow>) {
        let field = TextField(coordinator: coordinator)
        let window = window(containing: field.widget)
        field.focus()
        XCTAssertTrue(waitForIdle())
        return (field, window)
    }

    /// The purpose the field's `GtkText` has.
    @MainActor
    private func purpose(of field: TextField) -> GtkInputPurpose {
        gtk_text_get_input_purpose(field.editingWidget.cast(to: GtkText.self))
    }

    /// The hints the field's `GtkText` has.
    @MainActor
    private func hints(of field: TextField) -> GtkInputHints {
        gtk_text_get_input_hints(field.editingWidget.cast(to: GtkText.self))
    }

    private func hints(_ flags: GtkInputHints...) -> GtkInputHints {
        GtkInputHints(rawValue: flags.reduce(0) { $0 | $1.rawValue })
    }

    func testACardFieldAsksForDigitsAndPrivateText() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let (field, window) = field(TextInputCoordinator(format: CardNumberFormat()))
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_DIGITS)
            XCTAssertEqual(
                hints(of: field),
                hints(GTK_INPUT_HINT_NO_SPELLCHECK, GTK_INPUT_HINT_PRIVATE, GTK_INPUT_HINT_NO_EMOJI))
            XCTAssertEqual(field.inputPurpose, GTK_INPUT_PURPOSE_DIGITS)
        }
    }

    func testAPhoneFieldAsksForAPhoneNumber() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let (field, window) = field(TextInputCoordinator(format: .phoneNumber(region: "US")))
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_PHONE)
            XCTAssertEqual(hints(of: field), hints(GTK_INPUT_HINT_NO_SPELLCHECK, GTK_INPUT_HINT_NO_EMOJI))
        }
    }

    func testAnEmailFieldAsksForAnEmailAddress() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator(format: CharacterFormat.filter { !$0.isWhitespace })
            coordinator.appTextInputTraits = TextInputTraits(
                keyboard: .email, content: .email, capitalization: .never, autocorrection: false)
            let (field, window) = field(coordinator)
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_EMAIL)
            XCTAssertEqual(hints(of: field), hints(GTK_INPUT_HINT_NO_SPELLCHECK))
        }
    }

    /// Nobody asked anything of a plain field: GTK's defaults, and a purpose
    /// the app set on the widget itself stays.
    func testAPlainFieldKeepsGtksDefaultsAndWhatTheAppSetOnTheWidget() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let (field, window) = field(TextInputCoordinator())
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_FREE_FORM)
            XCTAssertEqual(hints(of: field), GTK_INPUT_HINT_NONE)
            field.inputPurpose = GTK_INPUT_PURPOSE_NAME
            fieldkit_emit_insert_at_cursor(field.editingWidget.raw, "Jane")
            field.coordinator.modelDidChange(to: "Jane Appleseed")
            XCTAssertTrue(waitForIdle())
            XCTAssertEqual(field.displayedText, "Jane Appleseed")
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_NAME)
        }
    }

    /// The app's traits win over the format's, also when the app changes
    /// them on a field already on screen; clearing them gives the format's back.
    func testTheAppsTraitsOverrideTheFormatsOnTheWidget() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator(format: CardNumberFormat())
            coordinator.appTextInputTraits = TextInputTraits(keyboard: .numbersAndPunctuation)
            let (field, window) = field(coordinator)
            defer { gtk_window_destroy(window) }
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_FREE_FORM)
            XCTAssertEqual(hints(of: field), hints(GTK_INPUT_HINT_NO_SPELLCHECK, GTK_INPUT_HINT_PRIVATE))
            coordinator.appTextInputTraits = TextInputTraits(capitalization: .words, spellChecking: true)
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_DIGITS)
            XCTAssertEqual(
                hints(of: field),
                hints(
                    GTK_INPUT_HINT_SPELLCHECK, GTK_INPUT_HINT_UPPERCASE_WORDS, GTK_INPUT_HINT_PRIVATE,
                    GTK_INPUT_HINT_NO_EMOJI))
            coordinator.appTextInputTraits = TextInputTraits()
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_DIGITS)
            XCTAssertEqual(
                hints(of: field),
                hints(GTK_INPUT_HINT_NO_SPELLCHECK, GTK_INPUT_HINT_PRIVATE, GTK_INPUT_HINT_NO_EMOJI))
        }
    }

    /// New traits wait for the input method's composition to end.
    func testTraitsWaitForACompositionToEnd() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let (field, window) = field(TextInputCoordinator())
            defer { gtk_window_destroy(window) }
            fieldkit_emit_preedit_changed(field.editingWidget.raw, "ka")
            XCTAssertTrue(field.coordinator.isComposing)
            field.coordinator.appTextInputTraits = TextInputTraits(keyboard: .email)
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_FREE_FORM)
            fieldkit_emit_preedit_changed(field.editingWidget.raw, "")
            XCTAssertFalse(field.coordinator.isComposing)
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_EMAIL)
        }
    }

    /// A password entry stays a password entry: a PIN for a security code,
    /// private either way; with nothing asked GTK's own setting stays.
    func testASecureFieldStaysHiddenToTheInputMethod() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let (plain, plainWindow) = field(TextInputCoordinator(isSecure: true))
            defer { gtk_window_destroy(plainWindow) }
            XCTAssertEqual(purpose(of: plain), GTK_INPUT_PURPOSE_PASSWORD)
            let code = TextInputCoordinator(format: CardSecurityCodeFormat(brand: nil), isSecure: true)
            let (field, window) = field(code)
            defer { gtk_window_destroy(window) }
            XCTAssertTrue(field.hidesText)
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_PIN)
            XCTAssertEqual(
                hints(of: field),
                hints(GTK_INPUT_HINT_NO_SPELLCHECK, GTK_INPUT_HINT_PRIVATE, GTK_INPUT_HINT_NO_EMOJI))
            code.appTextInputTraits = TextInputTraits(keyboard: .default, content: .password)
            XCTAssertEqual(purpose(of: field), GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    func testAnEditorGetsItsTraitsOnTheTextView() throws {
        try MainActor.assumeIsolated {
            try startGtk()
            let coordinator = TextInputCoordinator()
            coordinator.appTextInputTraits = TextInputTraits(
                capitalization: .sentences, autocorrection: true, spellChecking: true)
            let editor = TextEditor(coordinator: coordinator)
            let window = window(containing: editor.widget)
            defer { gtk_window_destroy(window) }
            editor.focus()
            XCTAssertTrue(waitForIdle())
            let view = editor.textView.cast(to: GtkTextView.self)
            XCTAssertEqual(gtk_text_view_get_input_purpose(view), GTK_INPUT_PURPOSE_FREE_FORM)
            XCTAssertEqual(
                gtk_text_view_get_input_hints(view),
                hints(
                    GTK_INPUT_HINT_SPELLCHECK, GTK_INPUT_HINT_WORD_COMPLETION,
                    GTK_INPUT_HINT_UPPERCASE_SENTENCES))
            coordinator.appTextInputTraits = TextInputTraits(keyboard: .url)
            XCTAssertEqual(gtk_text_view_get_input_purpose(view), GTK_INPUT_PURPOSE_URL)
            XCTAssertEqual(gtk_text_view_get_input_hints(view), GTK_INPUT_HINT_NONE)
            XCTAssertEqual(editor.inputPurpose, GTK_INPUT_PURPOSE_URL)
        }
    }
}
