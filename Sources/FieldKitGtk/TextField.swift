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
public final class TextField: TextInputWidget, GtkTextInput {
    /// The coordinator this field drives; it decides everything about the text.
    public let coordinator: TextInputCoordinator

    /// The GTK widget to put in a container (`GtkEntry` or `GtkPasswordEntry`).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Whether the field hides its text (a `GtkPasswordEntry`).
    public let isSecure: Bool

    /// The inner `GtkText` that does the editing for both entry kinds.
    private let text: UnsafeMutablePointer<GtkText>
    private let connections = SignalConnections()
    /// What GTK is in the middle of (pending edits, a held overwrite, ...).
    let tracking = InsertDeleteTracking()
    /// Where each insertion in progress started (GTK's position before its
    /// own handler), innermost last: GTK may insert less than it announced.
    private var insertionStarts: [Int] = []
    /// The message about left-out characters, if one is showing.
    public var rejectionMessage: String? { rejectionNotice.text }
    private var rejectionNotice = RejectionNotice()
    /// Called when ``rejectionMessage`` changes (a form row shows it under the field).
    public var onRejectionMessageChange: ((String?) -> Void)?
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
        // GTK's own history records the format's rewrites as steps of their
        // own; the coordinator keeps the history of what the user saw.
        gtk_editable_set_enable_undo(entry.opaque, 0)
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
    /// keyboards and input methods choose their layout from it. The field
    /// sets it from the coordinator's text-input traits
    /// (``showTextInputTraits(_:)``); set it yourself only on a field whose
    /// format and app ask for no trait.
    public var inputPurpose: GtkInputPurpose {
        get { gtk_text_get_input_purpose(text) }
        set { gtk_text_set_input_purpose(text, newValue) }
    }

    /// How input methods treat the text (spell checking, capitals, emoji,
    /// private text...), set with ``inputPurpose`` from the coordinator's
    /// text-input traits.
    public var inputHints: GtkInputHints {
        get { gtk_text_get_input_hints(text) }
        set { gtk_text_set_input_hints(text, newValue) }
    }

    /// Whether the text shows as bullets: always for a `GtkPasswordEntry`,
    /// and for a plain entry whose coordinator became secure after the
    /// field was made (a form binding a secure field to it).
    public var hidesText: Bool {
        isSecure || gtk_entry_get_visibility(widget.cast(to: GtkEntry.self)) == 0
    }

    /// Hides a plain entry's text when its coordinator is secure, with the
    /// purpose and hints of a hidden field for its traits (a PIN for a
    /// security code); a password entry already hides it.
    func followSecureCoordinator() {
        guard !isSecure, coordinator.isSecure else { return }
        gtk_entry_set_visibility(widget.cast(to: GtkEntry.self), 0)
        showInputMethodHints(InputMethodHints(for: coordinator, traits: coordinator.textInputTraits))
    }

    /// The name a screen reader announces for the field.
    public var accessibleLabel: String? {
        didSet { accessibleLabel.map { fieldkit_accessible_set_label(widget, $0) } }
    }

    /// The extra text a screen reader reads after the label, such as a
    /// validation message; `nil` removes it. A message about left-out
    /// characters (``rejectionMessage``) is read after it.
    public var accessibleDescription: String? {
        didSet { updateAccessibleDescription() }
    }

    private func updateAccessibleDescription() {
        setAccessibleDescription(of: widget, accessibleDescription, then: rejectionMessage)
    }

    /// What the field shows now, read from GTK.
    public var displayedText: String { string(gtk_editable_get_text(widget.opaque)) }

    /// The field's selection in Unicode scalars, read from GTK.
    public var displayedSelection: TextSpan {
        var start: Int32 = 0
        var end: Int32 = 0
        if gtk_editable_get_selection_bounds(widget.opaque, &start, &end) == 0 {
            let caret = gtk_editable_get_position(widget.opaque)
            return TextSpan(caret: Int(caret), unit: .unicodeScalars)
        }
        return TextSpan(Int(start), Int(end), unit: .unicodeScalars)
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

    /// Gives the inner `GtkText` the purpose and hints the core decides for
    /// `traits` and the coordinator's secrecy (`InputMethodHints`): what
    /// on-screen keyboards and input methods read. The coordinator calls it
    /// when the traits change, never during a composition.
    public func showTextInputTraits(_ traits: TextInputTraits) {
        showInputMethodHints(InputMethodHints(for: coordinator, traits: traits))
    }

    private func showInputMethodHints(_ hints: InputMethodHints) {
        inputPurpose = hints.gtkPurpose
        inputHints = hints.gtkHints
    }

    /// Takes keyboard focus away from the field, leaving the window with none.
    public func resignFocus() {
        guard hasFocus, let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    /// Shows the message about left-out characters (`RejectionNotice`
    /// decides it): a warning icon at the end of a `GtkEntry` with the message
    /// as its tooltip, or, on a `GtkPasswordEntry` (which has no icon slots),
    /// the `warning` style (a coloured outline) with the message as the
    /// entry's tooltip; the message in the accessible description; and
    /// ``onRejectionMessageChange`` (a form row shows it under the field).
    /// `nil` removes it.
    public func showRejection(_ rejection: InputRejection?) {
        let update = rejectionNotice.update(rejection, catalog: ProcessLocale.messages)
        guard update.changesText else { return }
        let message = update.text
        if isSecure {
            if message == nil {
                gtk_widget_remove_css_class(widget, "warning")
            } else {
                gtk_widget_add_css_class(widget, "warning")
            }
            gtk_widget_set_tooltip_text(widget, message)
        } else {
            let entry = widget.cast(to: GtkEntry.self)
            gtk_entry_set_icon_from_icon_name(
                entry, GTK_ENTRY_ICON_SECONDARY, message == nil ? nil : "dialog-warning-symbolic")
            gtk_entry_set_icon_tooltip_text(entry, GTK_ENTRY_ICON_SECONDARY, message)
        }
        updateAccessibleDescription()
        onRejectionMessageChange?(message)
    }

    // MARK: Signals

    private func connectSignals() {
        let editable = text.raw
        // Before GtkText's own handler the selection is still the one the
        // user edited from (formats need it to tell backspace from delete), so
        // it is handed over then, and GTK's caret notifications are ignored
        // until the edit is reported.
        connections.connect(
            editable, "insert-text", callback: gCallback(editableInsertThunk),
            handler: {
                [weak self] (inserted: String, position: UnsafeMutablePointer<Int32>, repaired: Bool) in
                guard let self else { return }
                if repaired {
                    self.reinsertRepaired(inserted, at: position)
                } else {
                    self.willInsert(inserted, at: position)
                }
            } as EditableInsertHandler)
        connections.connect(
            editable, "delete-text", callback: gCallback(editableDeleteThunk),
            handler: { [weak self] (start: Int32, end: Int32) in
                self?.willDelete(from: start, to: end)
            } as EditableDeleteHandler)
        connectSharedSignals(connections)
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
            editable, "activate", callback: gCallback(voidThunk),
            handler: { [weak self] in
                // Return may submit: not before a paste the user made lands.
                ClipboardPaste.whenNoPasteIsPending { [weak self] in _ = self?.coordinator.didPressReturn() }
            } as VoidHandler)
        for property in ["notify::cursor-position", "notify::selection-bound"] {
            connections.connect(
                editable, property, callback: gCallback(notifyThunk),
                handler: { [weak self] in
                    guard let self, !self.isRepairing else { return }
                    self.didMoveSelection()
                } as NotifyHandler)
        }
    }

    // MARK: GtkTextInput

    var isEditable: Bool { gtk_editable_get_editable(widget.opaque) != 0 }

    package var isOverwriteMode: Bool { gtk_text_get_overwrite_mode(text) != 0 }

    func grabFocusWithoutSelecting() { _ = gtk_text_grab_focus_without_selecting(text) }

    func placeCaret(at offset: Int) {
        gtk_editable_select_region(widget.opaque, Int32(offset), Int32(offset))
    }

    /// GTK 4.8 has no public "position at a point" for `GtkText`; its caret
    /// extents (`gtk_text_compute_cursor_extents`, widget coordinates) are
    /// public, so the nearest caret position is found by bisection over them
    /// (in either direction: a right-to-left text's positions run leftwards).
    func offset(atX x: Double, y _: Double) -> Int {
        let length = Int(gtk_entry_buffer_get_length(gtk_text_get_buffer(text)))
        guard length > 0 else { return 0 }
        func edge(_ position: Int) -> Double {
            var strong = graphene_rect_t()
            gtk_text_compute_cursor_extents(text, gsize(position), &strong, nil)
            return Double(strong.origin.x)
        }
        let rightwards = edge(length) >= edge(0)
        var low = 0
        var high = length
        while low < high {
            let middle = (low + high) / 2
            if rightwards ? edge(middle) < x : edge(middle) > x { low = middle + 1 } else { high = middle }
        }
        if low > 0, abs(edge(low - 1) - x) <= abs(edge(low) - x) { return low - 1 }
        return low
    }

    // MARK: Edits

    private func willInsert(_ inserted: String, at position: UnsafeMutablePointer<Int32>) {
        guard !isRepairing else { return }
        let start = Int(position.pointee)
        guard willInsert(inserted, at: start).taken else { return insertionStarts.append(start) }
        // Too long for the field: GTK never gets to lay it out; the
        // coordinator showed the part that fits.
        g_signal_stop_emission_by_name(text.raw, "insert-text")
        position.pointee = Int32(caretOffset())
    }

    /// Bytes that are not UTF-8 never reach GtkText's buffer: its own
    /// handler would store them, and its accessibility layer would then hand
    /// them to GLib's string variant, which refuses them and crashes the
    /// process. The emission stops and the repaired text (U+FFFD for each bad
    /// sequence) is inserted in its place, through the same signal.
    private func reinsertRepaired(_ repaired: String, at position: UnsafeMutablePointer<Int32>) {
        g_signal_stop_emission_by_name(text.raw, "insert-text")
        var at = position.pointee
        gtk_editable_insert_text(widget.opaque, repaired, -1, &at)
        position.pointee = at
    }

    /// Replaces the selection with pasted `text`, as GtkText's paste does,
    /// caret after it; `droppedBeyond` more scalars were counted and not read.
    func insertPasted(_ pasted: String, droppedBeyond: Int = 0) {
        withPasteDropped(droppedBeyond) {
            gtk_editable_delete_selection(widget.opaque)
            var position = gtk_editable_get_position(widget.opaque)
            gtk_editable_insert_text(widget.opaque, pasted, -1, &position)
            gtk_editable_set_position(widget.opaque, position)
        }
    }

    private func didInsert(
        _ inserted: String, endingAt position: UnsafeMutablePointer<Int32>, repaired: Bool
    ) {
        guard !isRepairing else { return }
        let end = Int(position.pointee)
        let start = insertionStarts.popLast() ?? end - inserted.unicodeScalars.count
        // GTK moves the position past what it inserted, which is less than it
        // was given when its buffer is full (65,535 bytes): the coordinator
        // follows what the widget kept.
        let offered = inserted.unicodeScalars.count
        let keptCount = min(max(end - start, 0), offered)
        let kept = keptCount == offered ? inserted : String(inserted.unicodeScalars.prefix(keptCount))
        didInsert(kept, at: start)
        coordinator.widgetDidRefuse(offered - keptCount, of: offered)
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

    private func willDelete(from start: Int32, to end: Int32) {
        guard !isRepairing else { return }
        willDelete(scalarRange(from: start, to: end))
    }

    private func didDelete(from start: Int32, to end: Int32) {
        guard !isRepairing else { return }
        _ = didDelete(scalarRange(from: start, to: end))
    }

    /// GTK's deletion bounds as a range (a negative end is the text's end).
    private func scalarRange(from start: Int32, to end: Int32) -> TextSpan {
        let upper = end < 0 ? coordinator.state.length(in: .unicodeScalars) : Int(end)
        return TextSpan(Int(start), max(upper, Int(start)), unit: .unicodeScalars)
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// `GtkText::delete-from-cursor`: the deletion type and count (the handler
/// only needs to know that the key binding runs).
let deleteFromCursorThunk: @convention(c) (gpointer?, GtkDeleteType, Int32, gpointer?) -> Void = {
    _, _, _, data in
    guard let box = SignalBox<VoidHandler>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}
