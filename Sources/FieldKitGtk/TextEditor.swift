import CGtk4

/// A multi-line text editor: a `GtkTextView` driven by a
/// ``/FieldKit/TextInputCoordinator``, with a placeholder and a height that follows its
/// content between a minimum and a maximum, after which it scrolls.
///
/// As with ``TextField``, the editor only translates: the buffer's edits
/// become the coordinator's events and the coordinator's commands become
/// buffer calls. Return inserts a newline, as users expect in a multi-line
/// editor, and Ctrl+Return submits (``/FieldKit/TextInputCoordinator/didPressSubmitShortcut()``);
/// what Tab does is up to whoever owns the focus order.
@MainActor
public final class TextEditor: TextInputWidget {
    /// The coordinator this editor drives.
    public let coordinator: TextInputCoordinator

    /// The GTK widget to put in a container (the editor with its frame,
    /// scrolling and placeholder).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The `GtkTextView` that edits and takes focus.
    public let textView: UnsafeMutablePointer<GtkWidget>

    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let placeholderLabel: UnsafeMutablePointer<GtkWidget>
    private let rejectionLabel: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnections()
    /// Edits the buffer announced whose outcome has not been reported yet.
    private var pendingEdits = 0
    /// The character ranges of deletions in progress, innermost last.
    private var pendingDeletions: [TextRange] = []
    /// The one-character deletion GtkTextView makes before typing over it in
    /// overwrite mode (Insert), held until the typed character arrives, so
    /// that the coordinator sees one replacement, as typing is, and not a
    /// deletion that a format would close up before the insertion.
    private var pendingOverwrite: TextRange?
    /// True while a `delete-from-cursor` key binding (the Delete key) runs:
    /// its deletion is a deletion, not the first half of an overwrite.
    private var isDeletingFromCursor = false
    /// Whether the selection was a bare caret when the deletion in progress began.
    private var caretBeforeDeletion: Int?
    /// Scalars of the paste being inserted that the clipboard read counted
    /// and did not keep (past the bound).
    private var pasteDroppedBeyond = 0
    /// The message about left-out characters, if one is showing.
    public var rejectionMessage: String? { rejectionNotice.text }
    private var rejectionNotice = RejectionNotice()
    /// Called when ``rejectionMessage`` changes (a form row shows it under the
    /// editor). While it is set, whoever set it shows the message, so the
    /// editor's own corner label stays hidden.
    public var onRejectionMessageChange: ((String?) -> Void)? {
        didSet {
            gtk_widget_set_visible(
                rejectionLabel, rejectionMessage != nil && onRejectionMessageChange == nil ? 1 : 0)
        }
    }

    /// Creates the editor and connects it to `coordinator`.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to drive; the editor becomes its widget.
    ///   - placeholder: the hint shown while the editor is empty.
    ///   - minimumHeight: the height of the empty editor, in pixels.
    ///   - maximumHeight: the height past which the editor scrolls instead of growing.
    public init(
        coordinator: TextInputCoordinator,
        placeholder: String? = nil,
        minimumHeight: Int32 = 56,
        maximumHeight: Int32 = 160
    ) {
        self.coordinator = coordinator
        textView = gtk_text_view_new()!
        let view = textView.cast(to: GtkTextView.self)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(view, 0)
        for margin in [gtk_text_view_set_left_margin, gtk_text_view_set_right_margin] { margin(view, 8) }
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        buffer = gtk_text_view_get_buffer(view)!
        // GTK's own history would record the format's rewrites as steps of
        // their own; the coordinator keeps the history of what the user saw.
        gtk_text_buffer_set_enable_undo(buffer, 0)

        scroller = gtk_scrolled_window_new()!
        let scrolled = scroller.opaque
        gtk_scrolled_window_set_child(scrolled, textView)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_has_frame(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_min_content_height(scrolled, minimumHeight)
        gtk_scrolled_window_set_max_content_height(scrolled, maximumHeight)

        placeholderLabel = gtk_label_new(placeholder)!
        gtk_widget_add_css_class(placeholderLabel, "dim-label")
        gtk_widget_set_can_target(placeholderLabel, 0)
        gtk_widget_set_halign(placeholderLabel, GTK_ALIGN_START)
        gtk_widget_set_valign(placeholderLabel, GTK_ALIGN_START)
        gtk_widget_set_margin_start(placeholderLabel, 10)
        gtk_widget_set_margin_top(placeholderLabel, 7)

        // Left-out characters are announced in the editor's corner.
        rejectionLabel = gtk_label_new(nil)!
        gtk_widget_add_css_class(rejectionLabel, "error")
        gtk_widget_add_css_class(rejectionLabel, "caption")
        gtk_widget_set_can_target(rejectionLabel, 0)
        gtk_widget_set_halign(rejectionLabel, GTK_ALIGN_END)
        gtk_widget_set_valign(rejectionLabel, GTK_ALIGN_END)
        gtk_widget_set_margin_end(rejectionLabel, 10)
        gtk_widget_set_margin_bottom(rejectionLabel, 4)
        gtk_widget_set_visible(rejectionLabel, 0)

        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, scroller)
        gtk_overlay_add_overlay(overlay.opaque, placeholderLabel)
        gtk_overlay_add_overlay(overlay.opaque, rejectionLabel)
        g_object_ref_sink(overlay.raw)
        widget = overlay

        coordinator.widget = self
        show(coordinator.state)
        connectSignals()
        updatePlaceholder()
    }

    isolated deinit {
        connections.disconnectAll()
        g_object_unref(widget.raw)
    }

    /// The hint shown while the editor is empty.
    public var placeholder: String {
        get { String(cString: gtk_label_get_text(placeholderLabel.opaque)) }
        set { gtk_label_set_text(placeholderLabel.opaque, newValue) }
    }

    /// The name a screen reader announces for the editor.
    public var accessibleLabel: String? {
        didSet { accessibleLabel.map { fieldkit_accessible_set_label(textView, $0) } }
    }

    /// The extra text a screen reader reads after the label, such as a
    /// validation message; `nil` removes it. A message about left-out
    /// characters (``rejectionMessage``) is read after it.
    public var accessibleDescription: String? {
        didSet { updateAccessibleDescription() }
    }

    private func updateAccessibleDescription() {
        let parts = [accessibleDescription, rejectionMessage].compactMap { $0 }.filter { !$0.isEmpty }
        fieldkit_accessible_set_description(textView, parts.isEmpty ? nil : parts.joined(separator: " "))
    }

    /// Shows the message about left-out characters in the editor's corner,
    /// in the accessible description, and through ``onRejectionMessageChange``.
    /// `nil` removes it.
    public func showRejection(_ rejection: InputRejection?) {
        let update = rejectionNotice.update(rejection, catalog: ProcessLocale.messages)
        guard update.changesText else { return }
        let message = update.text
        gtk_label_set_text(rejectionLabel.opaque, message ?? "")
        gtk_widget_set_visible(rejectionLabel, message != nil && onRejectionMessageChange == nil ? 1 : 0)
        updateAccessibleDescription()
        onRejectionMessageChange?(message)
    }

    /// Whether the placeholder is showing.
    public var isShowingPlaceholder: Bool { gtk_widget_get_visible(placeholderLabel) != 0 }

    /// What the editor shows now, read from GTK.
    public var displayedText: String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The editor's selection in Unicode scalars, read from GTK; the caret is
    /// at its upper bound.
    public var displayedSelection: TextRange {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        return TextRange(
            Int(gtk_text_iter_get_offset(&start)), Int(gtk_text_iter_get_offset(&end)), unit: .unicodeScalars)
    }

    /// Whether keyboard focus is in the editor.
    public var hasFocus: Bool { gtk_widget_has_focus(textView) != 0 }

    // MARK: TextInputWidget

    /// Sets the text, then the selection.
    public func show(_ state: TextEditingState) {
        gtk_text_buffer_set_text(buffer, state.text, -1)
        select(state)
    }

    /// Moves the selection, with the caret (the insert mark) at its end.
    public func select(_ state: TextEditingState) {
        let range = state.offsets(of: state.selection, in: .unicodeScalars)
        var caret = GtkTextIter()
        var anchor = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &caret, Int32(range.upperBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &anchor, Int32(range.lowerBound))
        gtk_text_buffer_select_range(buffer, &caret, &anchor)
    }

    /// Moves keyboard focus into the editor.
    public func focus() { gtk_widget_grab_focus(textView) }

    /// Takes keyboard focus away from the editor, leaving the window with none.
    public func resignFocus() {
        guard hasFocus, let root = gtk_widget_get_root(textView) else { return }
        gtk_root_set_focus(root, nil)
    }

    // MARK: Signals

    private func connectSignals() {
        let buffer = self.buffer.raw
        // Before the buffer's own handler: hand over the selection the user
        // edited from, and remember a deletion's range, which the after
        // handler no longer has (its iterators are collapsed by then).
        connections.connect(
            buffer, "insert-text", callback: gCallback(bufferInsertThunk),
            handler: { [weak self] (location: UnsafeMutablePointer<GtkTextIter>, inserted: String) in
                self?.willInsert(inserted, at: location)
            } as BufferInsertHandler)
        connections.connect(
            buffer, "delete-range", callback: gCallback(bufferDeleteThunk),
            handler: {
                [weak self] (start: UnsafeMutablePointer<GtkTextIter>, end: UnsafeMutablePointer<GtkTextIter>)
                in
                self?.willDelete(from: start, to: end)
            } as BufferDeleteHandler)
        connections.connect(
            buffer, "insert-text", after: true, callback: gCallback(bufferInsertThunk),
            handler: { [weak self] (location: UnsafeMutablePointer<GtkTextIter>, inserted: String) in
                self?.didInsert(inserted, endingAt: location)
            } as BufferInsertHandler)
        connections.connect(
            buffer, "delete-range", after: true, callback: gCallback(bufferDeleteThunk),
            handler: {
                [weak self] (start: UnsafeMutablePointer<GtkTextIter>, _: UnsafeMutablePointer<GtkTextIter>)
                in
                self?.didDelete(at: start)
            } as BufferDeleteHandler)
        // The Delete key's binding: what it deletes is not an overwrite.
        connections.connect(
            textView.raw, "delete-from-cursor", callback: gCallback(deleteFromCursorThunk),
            handler: { [weak self] in self?.isDeletingFromCursor = true } as VoidHandler)
        connections.connect(
            textView.raw, "delete-from-cursor", after: true, callback: gCallback(deleteFromCursorThunk),
            handler: { [weak self] in self?.isDeletingFromCursor = false } as VoidHandler)
        connections.connect(
            buffer, "mark-set", callback: gCallback(markSetThunk),
            handler: { [weak self] (mark: OpaquePointer) in self?.didSetMark(mark) } as MarkSetHandler)
        connections.connect(
            buffer, "changed", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.updatePlaceholder() } as VoidHandler)
        // Paste reads the clipboard as one string and inserts it once, so the
        // bound applies before anything is laid out. GtkTextView's own paste
        // first deserialises the clipboard into a temporary GtkTextBuffer
        // (for 10 MB of lines, seconds of work) and then inserts it piece by piece.
        connections.connect(
            textView.raw, "paste-clipboard", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.pasteClipboard() } as VoidHandler)
        connections.connect(
            textView.raw, "preedit-changed", callback: gCallback(stringThunk),
            handler: { [weak self] (preedit: String) in self?.coordinator.didChangePreedit(preedit) }
                as StringHandler)
        // Undo and redo go to the coordinator's history (GTK's is off).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(textView, keys)
        connections.connect(
            keys.raw, "key-pressed", callback: gCallback(keyPressedThunk),
            handler: { [weak self] (keyval: UInt32, state: GdkModifierType) in
                guard let self else { return false }
                self.flushOverwrite()
                guard let command = UndoKey(keyval: keyval, state: state), !self.coordinator.isComposing
                else { return false }
                _ = command == .undo ? self.coordinator.undo() : self.coordinator.redo()
                return true
            } as KeyHandler)
        SubmitShortcut.connect(textView, to: coordinator, in: connections)
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(textView, focus)
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
        if gtk_widget_is_focus(textView) != 0, let root = gtk_widget_get_root(widget),
            gtk_window_is_active(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) == 0
        {
            return
        }
        coordinator.didEndEditing()
    }

    private func willEdit() {
        if pendingEdits == 0 { try? coordinator.didChangeSelection(to: displayedSelection) }
        pendingEdits += 1
    }

    private func willInsert(_ inserted: String, at location: UnsafeMutablePointer<GtkTextIter>) {
        let start = Int(gtk_text_iter_get_offset(location))
        let overwritten = pendingOverwrite.flatMap { $0.lowerBound == start ? $0 : nil }
        if pendingOverwrite != nil && overwritten == nil { flushOverwrite() }
        let range = overwritten ?? TextRange(start, start, unit: .unicodeScalars)
        guard coordinator.wouldCut(replacing: range, with: inserted) else {
            // A held overwrite already counts as the edit in progress.
            return overwritten == nil ? willEdit() : ()
        }
        // Too long for the field: the buffer never gets to lay it out; the
        // coordinator shows the part that fits.
        g_signal_stop_emission_by_name(buffer.raw, "insert-text")
        if overwritten != nil {
            pendingOverwrite = nil
            pendingEdits = max(pendingEdits - 1, 0)
        }
        if pendingEdits == 0 { try? coordinator.didChangeSelection(to: displayedSelection) }
        do {
            try coordinator.didReplace(range, with: inserted, droppedBeyond: pasteDroppedBeyond)
        } catch {
            resynchronise()
        }
        // GTK requires the location to be valid when the handler returns.
        gtk_text_buffer_get_iter_at_offset(buffer, location, Int32(caretOffset()))
    }

    /// Pastes the clipboard's text through ``ClipboardPaste``, which reads no
    /// more of it than the bound lets in, with the main loop running.
    private func pasteClipboard() {
        g_signal_stop_emission_by_name(textView.raw, "paste-clipboard")
        guard gtk_text_view_get_editable(textView.cast(to: GtkTextView.self)) != 0,
            let clipboard = gtk_widget_get_clipboard(textView)
        else { return }
        ClipboardPaste.read(clipboard, maximumLength: coordinator.maximumLength) {
            [weak self] text, dropped in
            self?.insertPasted(text, droppedBeyond: dropped)
        }
    }

    /// Inserts pasted `text` where the user's selection is, replacing it, as
    /// one insertion (which ``wouldCut`` bounds) and one user action;
    /// `droppedBeyond` more scalars of the paste were counted and not read
    /// into `text`, and are reported as cut with it.
    func insertPasted(_ text: String, droppedBeyond: Int = 0) {
        pasteDroppedBeyond = droppedBeyond
        defer { pasteDroppedBeyond = 0 }
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_delete_selection(buffer, 1, 1)
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
        gtk_text_buffer_end_user_action(buffer)
        gtk_text_view_scroll_mark_onscreen(
            textView.cast(to: GtkTextView.self), gtk_text_buffer_get_insert(buffer))
    }

    private func willDelete(
        from start: UnsafeMutablePointer<GtkTextIter>, to end: UnsafeMutablePointer<GtkTextIter>
    ) {
        flushOverwrite()
        if gtk_text_view_get_overwrite(textView.cast(to: GtkTextView.self)) != 0 {
            let selection = displayedSelection
            caretBeforeDeletion = selection.isEmpty ? selection.lowerBound : nil
        }
        willEdit()
        let lower = Int(gtk_text_iter_get_offset(start))
        let upper = Int(gtk_text_iter_get_offset(end))
        pendingDeletions.append(TextRange(min(lower, upper), max(lower, upper), unit: .unicodeScalars))
    }

    private func didInsert(_ inserted: String, endingAt location: UnsafeMutablePointer<GtkTextIter>) {
        pendingEdits = max(pendingEdits - 1, 0)
        let end = Int(gtk_text_iter_get_offset(location))
        let start = end - inserted.unicodeScalars.count
        let range = pendingOverwrite.flatMap { $0.lowerBound == start ? $0 : nil }
        pendingOverwrite = nil
        do {
            try coordinator.didReplace(
                [range ?? TextRange(start, start, unit: .unicodeScalars)], with: inserted)
        } catch {
            resynchronise()
        }
        // GTK requires the location to be valid when the handler returns; a
        // correction may have replaced the buffer's text.
        gtk_text_buffer_get_iter_at_offset(buffer, location, Int32(caretOffset()))
    }

    private func didDelete(at start: UnsafeMutablePointer<GtkTextIter>) {
        pendingEdits = max(pendingEdits - 1, 0)
        guard let range = pendingDeletions.popLast() else { return resynchronise() }
        let caret = caretBeforeDeletion
        caretBeforeDeletion = nil
        if let caret, isOverwriting(range, caret: caret) {
            // Typing over a character: its deletion waits for the typed one.
            pendingOverwrite = range
            pendingEdits += 1
            return
        }
        do {
            try coordinator.didReplace([range], with: "")
        } catch {
            resynchronise()
        }
        gtk_text_buffer_get_iter_at_offset(buffer, start, Int32(caretOffset()))
    }

    /// Whether GtkTextView deleted the one character after the caret to type
    /// over it (`gtk_text_view_get_overwrite`; not the Delete key).
    private func isOverwriting(_ range: TextRange, caret: Int) -> Bool {
        !isDeletingFromCursor && range.upperBound == range.lowerBound + 1 && caret == range.lowerBound
            && gtk_text_view_get_overwrite(textView.cast(to: GtkTextView.self)) != 0
    }

    /// Reports a held overwrite deletion on its own (no typed character followed).
    private func flushOverwrite() {
        guard let range = pendingOverwrite else { return }
        pendingOverwrite = nil
        pendingEdits = max(pendingEdits - 1, 0)
        do {
            try coordinator.didReplace([range], with: "")
        } catch {
            resynchronise()
        }
    }

    private func didSetMark(_ mark: OpaquePointer) {
        // While an edit is half applied the buffer's positions describe a text
        // the coordinator has not seen yet; the edit's own report settles them.
        guard pendingEdits == 0,
            mark == OpaquePointer(gtk_text_buffer_get_insert(buffer))
                || mark == OpaquePointer(gtk_text_buffer_get_selection_bound(buffer))
        else { return }
        try? coordinator.didChangeSelection(to: displayedSelection)
    }

    private func updatePlaceholder() {
        gtk_widget_set_visible(placeholderLabel, gtk_text_buffer_get_char_count(buffer) == 0 ? 1 : 0)
    }

    /// Hands the coordinator what GTK shows when an event could not be mapped.
    private func resynchronise() {
        try? coordinator.didChangeText(to: displayedText, selection: displayedSelection)
    }

    private func caretOffset() -> Int {
        let state = coordinator.state
        return state.offsets(of: state.selection, in: .unicodeScalars).upperBound
    }
}
