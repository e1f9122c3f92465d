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
    private let connections = SignalConnections()
    /// Edits the buffer announced whose outcome has not been reported yet.
    private var pendingEdits = 0
    /// The character ranges of deletions in progress, innermost last.
    private var pendingDeletions: [TextRange] = []

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

        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, scroller)
        gtk_overlay_add_overlay(overlay.opaque, placeholderLabel)
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
    /// validation message; `nil` removes it.
    public var accessibleDescription: String? {
        didSet { fieldkit_accessible_set_description(textView, accessibleDescription) }
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
            handler: { [weak self] (_: UnsafeMutablePointer<GtkTextIter>, _: String) in
                self?.willEdit()
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
        connections.connect(
            buffer, "mark-set", callback: gCallback(markSetThunk),
            handler: { [weak self] (mark: OpaquePointer) in self?.didSetMark(mark) } as MarkSetHandler)
        connections.connect(
            buffer, "changed", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.updatePlaceholder() } as VoidHandler)
        connections.connect(
            textView.raw, "preedit-changed", callback: gCallback(stringThunk),
            handler: { [weak self] (preedit: String) in self?.coordinator.didChangePreedit(preedit) }
                as StringHandler)
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

    private func willDelete(
        from start: UnsafeMutablePointer<GtkTextIter>, to end: UnsafeMutablePointer<GtkTextIter>
    ) {
        willEdit()
        let lower = Int(gtk_text_iter_get_offset(start))
        let upper = Int(gtk_text_iter_get_offset(end))
        pendingDeletions.append(TextRange(min(lower, upper), max(lower, upper), unit: .unicodeScalars))
    }

    private func didInsert(_ inserted: String, endingAt location: UnsafeMutablePointer<GtkTextIter>) {
        pendingEdits = max(pendingEdits - 1, 0)
        let end = Int(gtk_text_iter_get_offset(location))
        let start = end - inserted.unicodeScalars.count
        do {
            try coordinator.didReplace([TextRange(start, start, unit: .unicodeScalars)], with: inserted)
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
        do {
            try coordinator.didReplace([range], with: "")
        } catch {
            resynchronise()
        }
        gtk_text_buffer_get_iter_at_offset(buffer, start, Int32(caretOffset()))
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
