import CGtk4

/// A single-line text field: a `GtkEntry` (or `GtkPasswordEntry` when secure)
/// driven by a ``/FieldKit/TextInputCoordinator``.
///
/// The field only translates. GTK's editing signals become the coordinator's
/// events, and the coordinator's commands become GTK calls; formatting, caret
/// placement, composition rules and the return key's meaning are decided by the
/// coordinator (and by whatever the app wires to it, such as a focus chain).
///
/// ```swift
/// let card = TextField(coordinator: TextInputCoordinator(format: myCardFormat))
/// card.accessibleLabel = "Card number"
/// gtk_box_append(box, card.widget)
/// ```
@MainActor
public final class TextField: TextInputWidget {
    /// The coordinator this field drives; it decides everything about the text.
    public let coordinator: TextInputCoordinator

    /// The GTK widget to put in a container (`GtkEntry` or `GtkPasswordEntry`).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Whether the field hides its text (a `GtkPasswordEntry`).
    public let isSecure: Bool

    /// The inner `GtkText` that does the editing for both entry kinds.
    private let text: UnsafeMutablePointer<GtkText>
    private let connections = SignalConnections()
    /// Edits GTK announced whose outcome has not been reported yet.
    private var pendingEdits = 0
    /// True while the field replaces bytes GTK inserted that were not valid
    /// UTF-8 with the core's text; the edits that causes are not the user's.
    private var isRepairing = false

    /// Creates the widget and connects it to `coordinator`, showing the
    /// coordinator's current text.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to drive; the field becomes its widget.
    ///   - placeholder: the hint shown while the field is empty.
    public init(coordinator: TextInputCoordinator, placeholder: String? = nil) {
        self.coordinator = coordinator
        isSecure = coordinator.isSecure
        let entry = isSecure ? gtk_password_entry_new()! : gtk_entry_new()!
        g_object_ref_sink(entry.raw)
        widget = entry
        // Both entry kinds delegate editing to a GtkText; its signals carry the
        // edits and the preedit for either.
        text = gtk_editable_get_delegate(entry.opaque).cast(to: GtkText.self)
        if let placeholder { self.placeholder = placeholder }
        coordinator.widget = self
        show(coordinator.state)
        connectSignals()
    }

    isolated deinit {
        connections.disconnectAll()
        g_object_unref(widget.raw)
    }

    /// The hint shown while the field is empty.
    public var placeholder: String {
        get { string(gtk_text_get_placeholder_text(text)) }
        set {
            if isSecure {
                fieldkit_set_string_property(widget.raw, "placeholder-text", newValue)
            } else {
                gtk_entry_set_placeholder_text(widget.cast(to: GtkEntry.self), newValue)
            }
        }
    }

    /// What the text is for (e-mail, phone, digits, PIN...): on-screen
    /// keyboards and input methods choose their layout from it.
    public var inputPurpose: GtkInputPurpose {
        get { gtk_text_get_input_purpose(text) }
        set { gtk_text_set_input_purpose(text, newValue) }
    }

    /// Whether the text shows as bullets: always for a `GtkPasswordEntry`,
    /// and for a plain entry whose coordinator became secure after the
    /// field was made (a form binding a secure field to it).
    public var hidesText: Bool {
        isSecure || gtk_entry_get_visibility(widget.cast(to: GtkEntry.self)) == 0
    }

    /// Hides a plain entry's text when its coordinator is secure; a password
    /// entry already does.
    func followSecureCoordinator() {
        guard !isSecure, coordinator.isSecure else { return }
        gtk_entry_set_visibility(widget.cast(to: GtkEntry.self), 0)
        inputPurpose = GTK_INPUT_PURPOSE_PASSWORD
    }

    /// The name a screen reader announces for the field.
    public var accessibleLabel: String? {
        didSet { accessibleLabel.map { fieldkit_accessible_set_label(widget, $0) } }
    }

    /// The extra text a screen reader reads after the label, such as a
    /// validation message; `nil` removes it.
    public var accessibleDescription: String? {
        didSet { fieldkit_accessible_set_description(widget, accessibleDescription) }
    }

    /// What the field shows now, read from GTK.
    public var displayedText: String { string(gtk_editable_get_text(widget.opaque)) }

    /// The field's selection in Unicode scalars, read from GTK.
    public var displayedSelection: TextRange {
        var start: Int32 = 0
        var end: Int32 = 0
        if gtk_editable_get_selection_bounds(widget.opaque, &start, &end) == 0 {
            let caret = gtk_editable_get_position(widget.opaque)
            return TextRange(caret: Int(caret), unit: .unicodeScalars)
        }
        return TextRange(Int(start), Int(end), unit: .unicodeScalars)
    }

    /// The inner `GtkText` that receives keys, for tests that drive it.
    package var editingWidget: UnsafeMutablePointer<GtkWidget> { text.cast(to: GtkWidget.self) }

    /// Whether keyboard focus is in the field.
    public var hasFocus: Bool { gtk_widget_has_focus(text.cast(to: GtkWidget.self)) != 0 }

    // MARK: TextInputWidget

    /// Sets the text, then the selection.
    public func show(_ state: TextEditingState) {
        gtk_editable_set_text(widget.opaque, state.text)
        select(state)
    }

    /// Moves the selection; GTK puts the caret at the end of the region.
    public func select(_ state: TextEditingState) {
        let range = state.offsets(of: state.selection, in: .unicodeScalars)
        gtk_editable_select_region(widget.opaque, Int32(range.lowerBound), Int32(range.upperBound))
    }

    /// Moves keyboard focus into the field.
    public func focus() { gtk_widget_grab_focus(widget) }

    /// Moves keyboard focus into the field without GTK's select-on-focus
    /// (`gtk_text_grab_focus_without_selecting`, the inner `GtkText` of
    /// either entry kind), then shows `state`'s selection.
    public func focus(selecting state: TextEditingState) {
        gtk_text_grab_focus_without_selecting(text)
        select(state)
    }

    /// Takes keyboard focus away from the field, leaving the window with none.
    public func resignFocus() {
        guard hasFocus, let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    // MARK: Signals

    private func connectSignals() {
        let editable = text.raw
        // Before GtkText's own handler the selection is still the one the
        // user edited from (formats need it to tell backspace from delete), so
        // it is handed over then, and GTK's caret notifications are held back
        // until the edit is reported.
        connections.connect(
            editable, "insert-text", callback: gCallback(editableInsertThunk),
            handler: { [weak self] (_: String, _: UnsafeMutablePointer<Int32>, _: Bool) in
                self?.willEdit()
            } as EditableInsertHandler)
        connections.connect(
            editable, "delete-text", callback: gCallback(editableDeleteThunk),
            handler: { [weak self] (_: Int32, _: Int32) in
                self?.willEdit()
            } as EditableDeleteHandler)
        // After GtkText's own handler the edit is in the buffer, so a
        // correction from the coordinator replaces it rather than racing it.
        // GtkText then puts the caret at the position written back here.
        connections.connect(
            editable, "insert-text", after: true, callback: gCallback(editableInsertThunk),
            handler: {
                [weak self] (inserted: String, position: UnsafeMutablePointer<Int32>, repaired: Bool) in
                self?.didInsert(inserted, endingAt: position, repaired: repaired)
            } as EditableInsertHandler)
        connections.connect(
            editable, "delete-text", after: true, callback: gCallback(editableDeleteThunk),
            handler: { [weak self] (start: Int32, end: Int32) in
                self?.didDelete(from: start, to: end)
            } as EditableDeleteHandler)
        connections.connect(
            editable, "preedit-changed", callback: gCallback(stringThunk),
            handler: { [weak self] (preedit: String) in
                self?.coordinator.didChangePreedit(preedit)
            } as StringHandler)
        connections.connect(
            editable, "activate", callback: gCallback(voidThunk),
            handler: { [weak self] in
                self?.coordinator.didPressReturn()
            } as VoidHandler)
        for property in ["notify::cursor-position", "notify::selection-bound"] {
            connections.connect(
                editable, property, callback: gCallback(notifyThunk),
                handler: { [weak self] in self?.didMoveSelection() } as NotifyHandler)
        }
        SubmitShortcut.connect(text.cast(to: GtkWidget.self), to: coordinator, in: connections)
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(widget, focus)
        connections.connect(
            focus.raw, "enter", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.coordinator.didBeginEditing() } as VoidHandler)
        connections.connect(
            focus.raw, "leave", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.focusDidLeave() } as VoidHandler)
    }

    /// GTK also reports its window becoming inactive (another window took
    /// the keyboard) as a focus leave. The widget is still its window's
    /// focus then and gets the keyboard back when the window does, so, like
    /// a first responder in an inactive AppKit window, it keeps editing.
    private func focusDidLeave() {
        if gtk_widget_is_focus(text.cast(to: GtkWidget.self)) != 0, let root = gtk_widget_get_root(widget),
            gtk_window_is_active(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) == 0
        {
            return
        }
        coordinator.didEndEditing()
    }

    private func willEdit() {
        guard !isRepairing else { return }
        if pendingEdits == 0 { try? coordinator.didChangeSelection(to: displayedSelection) }
        pendingEdits += 1
    }

    private func didInsert(
        _ inserted: String, endingAt position: UnsafeMutablePointer<Int32>, repaired: Bool
    ) {
        guard !isRepairing else { return }
        pendingEdits = max(pendingEdits - 1, 0)
        let end = Int(position.pointee)
        let start = end - inserted.unicodeScalars.count
        do {
            try coordinator.didReplace([TextRange(start, start, unit: .unicodeScalars)], with: inserted)
        } catch {
            resynchronise()
        }
        if repaired {
            // GTK inserted the invalid bytes as they came; the core holds the
            // repaired text (U+FFFD for each ill-formed sequence). Show the
            // core's text so both hold the same, valid characters.
            isRepairing = true
            show(coordinator.state)
            isRepairing = false
        }
        position.pointee = Int32(caretOffset())
    }

    private func didDelete(from start: Int32, to end: Int32) {
        guard !isRepairing else { return }
        pendingEdits = max(pendingEdits - 1, 0)
        let state = coordinator.state
        let upper = end < 0 ? state.length(in: .unicodeScalars) : Int(end)
        do {
            try coordinator.didReplace([TextRange(Int(start), upper, unit: .unicodeScalars)], with: "")
        } catch {
            resynchronise()
        }
    }

    private func didMoveSelection() {
        // While an edit is half applied GTK's positions describe a text the
        // coordinator has not seen yet; the edit's own report settles them.
        guard pendingEdits == 0, !isRepairing else { return }
        try? coordinator.didChangeSelection(to: displayedSelection)
    }

    /// Hands the coordinator what GTK shows when an event could not be mapped.
    private func resynchronise() {
        try? coordinator.didChangeText(to: displayedText, selection: displayedSelection)
    }

    private func caretOffset() -> Int {
        let state = coordinator.state
        return state.offsets(of: state.selection, in: .unicodeScalars).upperBound
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
