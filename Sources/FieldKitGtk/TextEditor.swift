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
public final class TextEditor: TextInputWidget, GtkTextInput {
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
    /// What GTK is in the middle of (pending edits, a held overwrite, ...).
    let tracking = InsertDeleteTracking()
    /// The character ranges of deletions in progress, innermost last.
    private var pendingDeletions: [TextSpan] = []
    /// The fewest lines the editor shows.
    private let minLines: Int
    /// The most lines the editor grows to before it scrolls (`nil`: no limit).
    private let maxLines: Int?
    /// The main-loop source of a queued ``updateHeight()``, or 0.
    private var pendingHeightUpdate: guint = 0
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
    ///   - minLines: the editor is never shorter than this many lines of text.
    ///   - maxLines: the editor grows with its text up to this many lines,
    ///     then scrolls; `nil` lets it grow without limit. The height follows
    ///     the core's rule, `GrowingTextHeight`, as the Apple
    ///     editors' does.
    public init(
        coordinator: TextInputCoordinator,
        placeholder: String? = nil,
        minLines: Int = 2,
        maxLines: Int? = 8
    ) {
        self.coordinator = coordinator
        self.minLines = minLines
        self.maxLines = maxLines
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
        updateHeight()
    }

    isolated deinit {
        if pendingHeightUpdate != 0 { g_source_remove(pendingHeightUpdate) }
        connections.disconnectAll()
        g_object_unref(widget.raw)
    }

    /// The hint shown while the editor is empty.
    public var placeholder: String {
        get { String(cString: gtk_label_get_text(placeholderLabel.opaque)) }
        set { gtk_label_set_text(placeholderLabel.opaque, newValue) }
    }

    /// What the text is for: on-screen keyboards and input methods choose
    /// their layout from it. The editor sets it from the coordinator's
    /// text-input traits (``showTextInputTraits(_:)``).
    public var inputPurpose: GtkInputPurpose {
        gtk_text_view_get_input_purpose(textView.cast(to: GtkTextView.self))
    }

    /// How input methods treat the text (spell checking, capitals, emoji,
    /// private text...), set with ``inputPurpose``.
    public var inputHints: GtkInputHints {
        gtk_text_view_get_input_hints(textView.cast(to: GtkTextView.self))
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
        setAccessibleDescription(of: textView, accessibleDescription, then: rejectionMessage)
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
    public var displayedSelection: TextSpan {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        return TextSpan(
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

    /// Gives the `GtkTextView` the purpose and hints the core decides for
    /// `traits` (`InputMethodHints`): what on-screen keyboards and input
    /// methods read. The coordinator calls it when the traits change, never
    /// during a composition.
    public func showTextInputTraits(_ traits: TextInputTraits) {
        let hints = InputMethodHints(for: coordinator, traits: traits)
        let view = textView.cast(to: GtkTextView.self)
        gtk_text_view_set_input_purpose(view, hints.gtkPurpose)
        gtk_text_view_set_input_hints(view, hints.gtkHints)
    }

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
        connections.connect(
            buffer, "mark-set", callback: gCallback(markSetThunk),
            handler: { [weak self] (mark: OpaquePointer) in self?.didSetMark(mark) } as MarkSetHandler)
        connections.connect(
            buffer, "changed", callback: gCallback(voidThunk),
            handler: { [weak self] in
                self?.updatePlaceholder()
                self?.scheduleHeightUpdate()
            } as VoidHandler)
        // The font is known once the view is in a window (its style).
        connections.connect(
            textView.raw, "realize", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.scheduleHeightUpdate() } as VoidHandler)
        // A new width rewraps the text: its height changes with it.
        let scrolled = scroller.opaque
        for adjustment in [
            gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled),
        ] {
            guard let adjustment else { continue }
            connections.connect(
                adjustment.raw, "changed", callback: gCallback(voidThunk),
                handler: { [weak self] in self?.scheduleHeightUpdate() } as VoidHandler)
        }
        // Paste (Ctrl+V and middle click) reads the clipboard as one string
        // and inserts it once, so the bound applies before anything is laid
        // out. GtkTextView's own paste first deserialises the clipboard into
        // a temporary GtkTextBuffer (for 10 MB of lines, seconds of work) and
        // then inserts it piece by piece.
        connectSharedSignals(connections)
    }

    // MARK: GtkTextInput

    /// The `GtkTextView`, which edits and takes focus.
    var editingWidget: UnsafeMutablePointer<GtkWidget> { textView }

    var isEditable: Bool { gtk_text_view_get_editable(textView.cast(to: GtkTextView.self)) != 0 }

    package var isOverwriteMode: Bool {
        gtk_text_view_get_overwrite(textView.cast(to: GtkTextView.self)) != 0
    }

    func grabFocusWithoutSelecting() { _ = gtk_widget_grab_focus(textView) }

    func placeCaret(at offset: Int) {
        var caret = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &caret, Int32(offset))
        gtk_text_buffer_place_cursor(buffer, &caret)
    }

    func offset(atX x: Double, y: Double) -> Int {
        let view = textView.cast(to: GtkTextView.self)
        var bufferX: Int32 = 0
        var bufferY: Int32 = 0
        gtk_text_view_window_to_buffer_coords(
            view, GTK_TEXT_WINDOW_WIDGET, Int32(x), Int32(y), &bufferX, &bufferY)
        var iter = GtkTextIter()
        var trailing: Int32 = 0
        _ = gtk_text_view_get_iter_at_position(view, &iter, &trailing, bufferX, bufferY)
        return Int(gtk_text_iter_get_offset(&iter)) + Int(trailing)
    }

    // MARK: Edits

    private func willInsert(_ inserted: String, at location: UnsafeMutablePointer<GtkTextIter>) {
        guard willInsert(inserted, at: Int(gtk_text_iter_get_offset(location))).taken else { return }
        // Too long for the field: the buffer never gets to lay it out; the
        // coordinator showed the part that fits.
        g_signal_stop_emission_by_name(buffer.raw, "insert-text")
        // GTK requires the location to be valid when the handler returns.
        gtk_text_buffer_get_iter_at_offset(buffer, location, Int32(caretOffset()))
    }

    /// Inserts pasted `text` where the user's selection is, replacing it, as
    /// one insertion (which ``wouldCut`` bounds) and one user action;
    /// `droppedBeyond` more scalars of the paste were counted and not read
    /// into `text`, and are reported as cut with it.
    func insertPasted(_ text: String, droppedBeyond: Int = 0) {
        withPasteDropped(droppedBeyond) {
            gtk_text_buffer_begin_user_action(buffer)
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
            gtk_text_buffer_end_user_action(buffer)
        }
        gtk_text_view_scroll_mark_onscreen(
            textView.cast(to: GtkTextView.self), gtk_text_buffer_get_insert(buffer))
    }

    private func willDelete(
        from start: UnsafeMutablePointer<GtkTextIter>, to end: UnsafeMutablePointer<GtkTextIter>
    ) {
        let lower = Int(gtk_text_iter_get_offset(start))
        let upper = Int(gtk_text_iter_get_offset(end))
        let range = TextSpan(min(lower, upper), max(lower, upper), unit: .unicodeScalars)
        willDelete(range)
        pendingDeletions.append(range)
    }

    private func didInsert(_ inserted: String, endingAt location: UnsafeMutablePointer<GtkTextIter>) {
        let end = Int(gtk_text_iter_get_offset(location))
        didInsert(inserted, at: end - inserted.unicodeScalars.count)
        // GTK requires the location to be valid when the handler returns; a
        // correction may have replaced the buffer's text.
        gtk_text_buffer_get_iter_at_offset(buffer, location, Int32(caretOffset()))
    }

    private func didDelete(at start: UnsafeMutablePointer<GtkTextIter>) {
        guard let range = pendingDeletions.popLast() else {
            didEdit()
            return resynchronise()
        }
        guard !didDelete(range) else { return }
        gtk_text_buffer_get_iter_at_offset(buffer, start, Int32(caretOffset()))
    }

    private func didSetMark(_ mark: OpaquePointer) {
        guard
            mark == OpaquePointer(gtk_text_buffer_get_insert(buffer))
                || mark == OpaquePointer(gtk_text_buffer_get_selection_bound(buffer))
        else { return }
        didMoveSelection()
    }

    /// Queues ``updateHeight()`` after GTK has laid the text out again (GTK
    /// validates the text view's lines in idle sources of a higher priority).
    private func scheduleHeightUpdate() {
        guard pendingHeightUpdate == 0 else { return }
        pendingHeightUpdate = runLater(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.pendingHeightUpdate = 0
            self?.updateHeight()
        }
    }

    /// Sizes the editor by the core's rule (`GrowingTextHeight`):
    /// the height of its text, between `minLines` and `maxLines` lines of the
    /// view's font, plus the view's top and bottom margins. Past `maxLines`
    /// the text view scrolls inside that height.
    private func updateHeight() {
        let view = textView.cast(to: GtkTextView.self)
        let insets = Double(gtk_text_view_get_top_margin(view) + gtk_text_view_get_bottom_margin(view))
        var natural: Int32 = 0
        let width = gtk_widget_get_width(textView)
        gtk_widget_measure(
            textView, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, nil, &natural, nil, nil)
        let growth = GrowingTextHeight(
            contentHeight: Double(natural) - insets, lineHeight: lineHeight(), verticalInsets: insets,
            minLines: minLines, maxLines: maxLines)
        let height = Int32(growth.height.rounded(.up))
        let scrolled = scroller.opaque
        // All of the text fits: nothing is scrolled away (the view may have
        // scrolled to the caret while the editor was still shorter).
        if !growth.scrolls, let vertical = gtk_scrolled_window_get_vadjustment(scrolled) {
            gtk_adjustment_set_value(vertical, 0)
        }
        guard height != gtk_scrolled_window_get_min_content_height(scrolled) else { return }
        // GTK wants minimum <= maximum after each call.
        if height > gtk_scrolled_window_get_max_content_height(scrolled) {
            gtk_scrolled_window_set_max_content_height(scrolled, height)
            gtk_scrolled_window_set_min_content_height(scrolled, height)
        } else {
            gtk_scrolled_window_set_min_content_height(scrolled, height)
            gtk_scrolled_window_set_max_content_height(scrolled, height)
        }
    }

    /// The height of one line of text in the view's font (Pango's line
    /// height for it: what GTK gives an empty line).
    package func lineHeight() -> Double {
        guard let context = gtk_widget_get_pango_context(textView),
            let metrics = pango_context_get_metrics(context, nil, nil)
        else { return 0 }
        defer { pango_font_metrics_unref(metrics) }
        let height = pango_font_metrics_get_height(metrics)
        let units =
            height > 0
            ? height : pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)
        return (Double(units) / Double(PANGO_SCALE)).rounded(.up)
    }

    private func updatePlaceholder() {
        gtk_widget_set_visible(placeholderLabel, gtk_text_buffer_get_char_count(buffer) == 0 ? 1 : 0)
    }
}
