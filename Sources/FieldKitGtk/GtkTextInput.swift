import CGtk4

/// What GTK is in the middle of while it edits a field or an editor: the
/// bookkeeping ``TextField`` and ``TextEditor`` share.
@MainActor
final class EditTracking {
    /// The edits GTK announced (its "before" signal ran) and has not finished,
    /// innermost last. While one is pending GTK's positions describe a text
    /// the coordinator has not seen, so selection moves are ignored: the
    /// core's rule for an announced edit,
    /// ``/FieldKit/TextInputCoordinator/widgetDidChangeSelection(_:pendingEdit:)``.
    var pending: [RecordedEdit] = []
    /// The one-character deletion GTK makes before typing over it in
    /// overwrite mode (Insert), held until the typed character arrives, so
    /// that the coordinator sees one replacement, as typing is, and not a
    /// deletion that a format would close up before the insertion. While it
    /// is held it is a pending edit.
    var pendingOverwrite: TextSpan?
    /// True while a `delete-from-cursor` key binding (the Delete key) runs:
    /// its deletion is a deletion, not the first half of an overwrite.
    var isDeletingFromCursor = false
    /// Where the caret was, in overwrite mode and with no selection, when the
    /// deletion in progress began; `nil` otherwise.
    var caretBeforeDeletion: Int?
    /// Scalars of the paste being inserted that the clipboard read counted
    /// and did not keep (past the bound).
    var pasteDroppedBeyond = 0
}

/// A GTK widget that edits text for a ``/FieldKit/TextInputCoordinator``:
/// what ``TextField`` (a `GtkText`) and ``TextEditor`` (a `GtkTextView`)
/// provide so that the rules they share are written once, in the extension.
@MainActor
protocol GtkTextInput: AnyObject {
    /// The coordinator the widget drives.
    var coordinator: TextInputCoordinator { get }
    /// The GTK widget that edits: it has the keyboard focus and gets the
    /// keys and clicks (`GtkText`, `GtkTextView`).
    var editingWidget: UnsafeMutablePointer<GtkWidget> { get }
    /// What the widget shows now, read from GTK.
    var displayedText: String { get }
    /// The widget's selection in Unicode scalars, read from GTK.
    var displayedSelection: TextSpan { get }
    /// Whether the user may edit the text.
    var isEditable: Bool { get }
    /// Whether GTK types over the next character (Insert).
    var isOverwriteMode: Bool { get }
    /// Whether keyboard focus is in the widget.
    var hasFocus: Bool { get }
    /// The widget's edit bookkeeping.
    var tracking: EditTracking { get }
    /// Replaces the selection with pasted text, caret after it.
    func insertPasted(_ text: String, droppedBeyond: Int)
    /// The text position (in Unicode scalars) nearest to a point in
    /// ``editingWidget``'s coordinates.
    func offset(atX x: Double, y: Double) -> Int
    /// Puts a bare caret at `offset` (Unicode scalars).
    func placeCaret(at offset: Int)
    /// Takes keyboard focus without selecting the text.
    func grabFocusWithoutSelecting()
}

extension GtkTextInput {
    // MARK: Edits GTK announces, then makes

    /// GTK is about to make `edit`: hands over the selection the user edited
    /// from (formats need it to tell backspace from delete) unless an edit is
    /// already pending, then records `edit` as pending.
    func willEdit(_ edit: RecordedEdit) {
        coordinator.widgetDidChangeSelection(displayedSelection, pendingEdit: tracking.pending.last)
        tracking.pending.append(edit)
    }

    /// The innermost pending edit is done.
    func didEdit() { _ = tracking.pending.popLast() }

    /// GTK is about to insert `inserted` at `start`. Returns the range it
    /// replaces (a held overwrite, or a caret) and whether the coordinator
    /// took the insertion itself because it is longer than the field's bound:
    /// then GTK must not insert it (it never lays the text out), and the
    /// coordinator has shown the part that fits.
    func willInsert(_ inserted: String, at start: Int) -> (range: TextSpan, taken: Bool) {
        let held = tracking.pendingOverwrite
        let overwritten = held.flatMap { $0.lowerBound == start ? $0 : nil }
        if held != nil && overwritten == nil { flushOverwrite() }
        let range = overwritten ?? TextSpan(start, start, unit: .unicodeScalars)
        guard coordinator.wouldCut(replacing: range, with: inserted) else {
            // A held overwrite already counts as the edit in progress.
            if overwritten == nil { willEdit(RecordedEdit(ranges: [range], replacement: inserted)) }
            return (range, false)
        }
        if overwritten != nil {
            tracking.pendingOverwrite = nil
            didEdit()
        } else {
            coordinator.widgetDidChangeSelection(displayedSelection, pendingEdit: tracking.pending.last)
        }
        do {
            try coordinator.didReplace(range, with: inserted, droppedBeyond: tracking.pasteDroppedBeyond)
        } catch {
            resynchronise()
        }
        return (range, true)
    }

    /// GTK inserted `kept` at `start` (what it kept of what it announced):
    /// reports it, as one replacement with a held overwrite at `start`.
    func didInsert(_ kept: String, at start: Int) {
        didEdit()
        let overwritten = tracking.pendingOverwrite.flatMap { $0.lowerBound == start ? $0 : nil }
        tracking.pendingOverwrite = nil
        report([overwritten ?? TextSpan(start, start, unit: .unicodeScalars)], with: kept)
    }

    /// GTK is about to delete `range`.
    func willDelete(_ range: TextSpan) {
        flushOverwrite()
        let selection = displayedSelection
        tracking.caretBeforeDeletion = isOverwriteMode && selection.isEmpty ? selection.lowerBound : nil
        willEdit(RecordedEdit(ranges: [range], replacement: ""))
    }

    /// GTK deleted `range`: reports it, or holds it when it is the first half
    /// of typing over a character. Returns whether it was held.
    func didDelete(_ range: TextSpan) -> Bool {
        didEdit()
        let caret = tracking.caretBeforeDeletion
        tracking.caretBeforeDeletion = nil
        if let caret, !tracking.isDeletingFromCursor, isOverwriteMode,
            range.upperBound == range.lowerBound + 1, caret == range.lowerBound
        {
            // Typing over a character: its deletion waits for the typed one.
            tracking.pendingOverwrite = range
            tracking.pending.append(RecordedEdit(ranges: [range], replacement: ""))
            return true
        }
        report([range], with: "")
        return false
    }

    /// Reports a held overwrite deletion on its own (no typed character followed).
    func flushOverwrite() {
        guard let range = tracking.pendingOverwrite else { return }
        tracking.pendingOverwrite = nil
        didEdit()
        report([range], with: "")
    }

    /// GTK moved the selection; ignored while an edit is half applied (the
    /// edit's own report settles it).
    func didMoveSelection() {
        coordinator.widgetDidChangeSelection(displayedSelection, pendingEdit: tracking.pending.last)
    }

    /// Hands `ranges` replaced by `text` to the coordinator, or, when they do
    /// not fit its text, what GTK shows.
    func report(_ ranges: [TextSpan], with text: String) {
        do {
            try coordinator.didReplace(ranges, with: text)
        } catch {
            resynchronise()
        }
    }

    /// Hands the coordinator what GTK shows when an event could not be mapped.
    func resynchronise() {
        try? coordinator.didChangeText(to: displayedText, selection: displayedSelection)
    }

    /// The coordinator's caret, in Unicode scalars (where GTK's position goes
    /// after an edit the coordinator may have rewritten).
    func caretOffset() -> Int {
        let state = coordinator.state
        return state.offsets(of: state.selection, in: .unicodeScalars).upperBound
    }

    // MARK: Focus

    /// GTK also reports its window becoming inactive (another window took
    /// the keyboard) as a focus leave. The widget is still its window's
    /// focus then and gets the keyboard back when the window does, so, like
    /// a first responder in an inactive AppKit window, it keeps editing.
    func focusDidLeave() {
        if gtk_widget_is_focus(editingWidget) != 0, let root = gtk_widget_get_root(editingWidget),
            gtk_window_is_active(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) == 0
        {
            return
        }
        coordinator.didEndEditing()
    }

    // MARK: Paste

    /// Pastes `clipboard`'s text through ``ClipboardPaste``, which reads no
    /// more of it than the bound lets in, with the main loop running.
    func paste(from clipboard: OpaquePointer?) {
        guard isEditable, let clipboard else { return }
        ClipboardPaste.read(clipboard, maximumLength: coordinator.maximumLength) {
            [weak self] text, dropped in
            self?.insertPasted(text, droppedBeyond: dropped)
        }
    }

    /// Runs `insert` (the widget's insertion of a paste) with `dropped` scalars
    /// counted past the bound, so a cut reports them with the rest.
    func withPasteDropped(_ dropped: Int, _ insert: () -> Void) {
        tracking.pasteDroppedBeyond = dropped
        defer { tracking.pasteDroppedBeyond = 0 }
        insert()
    }

    /// A middle click (primary selection paste, when the desktop enables it):
    /// the caret goes where the click was (or the selection stays, when the
    /// click is inside it, and the paste replaces it, as GTK's own does), and
    /// the primary selection is pasted there through ``ClipboardPaste``, read
    /// in pieces and bounded as Ctrl+V is. GTK's own middle-click paste reads
    /// the whole selection in one piece, so the gesture claims the click
    /// before GTK's sees it.
    func didMiddleClick(_ gesture: OpaquePointer?, presses: Int32, x: Double, y: Double) {
        guard let settings = gtk_widget_get_settings(editingWidget),
            fieldkit_get_bool_property(settings.raw, "gtk-enable-primary-paste") != 0
        else { return }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        guard presses == 1 else { return }
        guard isEditable else { return gtk_widget_error_bell(editingWidget) }
        if !hasFocus { grabFocusWithoutSelecting() }
        let offset = offset(atX: x, y: y)
        let selection = displayedSelection
        if offset < selection.lowerBound || offset > selection.upperBound { placeCaret(at: offset) }
        paste(from: gtk_widget_get_primary_clipboard(editingWidget))
    }

    // MARK: Signals both widgets connect

    /// Connects what both widgets handle the same way on ``editingWidget``:
    /// the Delete key's binding, undo and redo keys, the submit shortcut,
    /// Ctrl+V and middle-click paste, the preedit, and focus.
    func connectSharedSignals(_ connections: SignalConnections) {
        let editing = editingWidget.raw
        // The Delete key's binding: what it deletes is not an overwrite.
        connections.connect(
            editing, "delete-from-cursor", callback: gCallback(deleteFromCursorThunk),
            handler: { [weak self] in self?.tracking.isDeletingFromCursor = true } as VoidHandler)
        connections.connect(
            editing, "delete-from-cursor", after: true, callback: gCallback(deleteFromCursorThunk),
            handler: { [weak self] in self?.tracking.isDeletingFromCursor = false } as VoidHandler)
        // Undo and redo go to the coordinator's history (GTK's is off).
        connections.connectKeysBeforeWidget(editingWidget) { [weak self] keyval, state in
            guard let self else { return false }
            self.flushOverwrite()
            guard let command = UndoKey(keyval: keyval, state: state), !self.coordinator.isComposing
            else { return false }
            _ = command == .undo ? self.coordinator.undo() : self.coordinator.redo()
            return true
        }
        SubmitShortcut.connect(editingWidget, to: coordinator, in: connections)
        // Ctrl+V reads no more of the clipboard than the bound lets in, with
        // the main loop running (GTK's own paste reads it all at once).
        connections.connect(
            editing, "paste-clipboard", callback: gCallback(voidThunk),
            handler: { [weak self] in
                guard let self else { return }
                g_signal_stop_emission_by_name(self.editingWidget.raw, "paste-clipboard")
                self.paste(from: gtk_widget_get_clipboard(self.editingWidget))
            } as VoidHandler)
        let middle = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(middle, guint(GDK_BUTTON_MIDDLE))
        gtk_event_controller_set_propagation_phase(middle, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(editingWidget, middle)
        connections.connect(
            middle.raw, "pressed", callback: gCallback(clickPressedThunk),
            handler: {
                [weak self] (gesture: OpaquePointer?, presses: Int32, x: Double, y: Double) in
                self?.didMiddleClick(gesture, presses: presses, x: x, y: y)
            } as ClickHandler)
        connections.connect(
            editing, "preedit-changed", callback: gCallback(stringThunk),
            handler: { [weak self] (preedit: String) in self?.coordinator.didChangePreedit(preedit) }
                as StringHandler)
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(editingWidget, focus)
        connections.connect(
            focus.raw, "enter", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.coordinator.didBeginEditing() } as VoidHandler)
        connections.connect(
            focus.raw, "leave", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.focusDidLeave() } as VoidHandler)
    }
}

/// Sets `target`'s accessible description: the app's `description` (a
/// validation message, say), then the message about left-out characters.
@MainActor
func setAccessibleDescription(
    of target: UnsafeMutablePointer<GtkWidget>, _ description: String?, then rejection: String?
) {
    let parts = [description, rejection].compactMap { $0 }.filter { !$0.isEmpty }
    let text = parts.isEmpty ? nil : parts.joined(separator: " ")
    // Only a real change reaches GTK: GTK 4.8 emits a change event for every
    // update, and Orca speaks each one of the focused field.
    let key = "fieldkit-accessible-description"
    let applied = g_object_get_data(target.cast(to: GObject.self), key).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
    guard applied != text else { return }
    g_object_set_data_full(
        target.cast(to: GObject.self), key, text.map { UnsafeMutableRawPointer(strdup($0)) }
    ) { free($0) }
    fieldkit_accessible_set_description(target, text)
}

/// `GtkGestureClick::pressed`: the gesture, the number of presses and the
/// point in the widget's coordinates.
typealias ClickHandler = @MainActor (OpaquePointer?, Int32, Double, Double) -> Void
let clickPressedThunk: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
    gesture, presses, x, y, data in
    guard let box = SignalBox<ClickHandler>.from(data) else { return }
    nonisolated(unsafe) let pressed = gesture
    MainActor.assumeIsolated { box.handler(pressed, presses, x, y) }
}
