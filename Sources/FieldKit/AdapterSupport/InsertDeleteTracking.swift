/// A widget that reports each edit as a before / after pair of signals, one
/// insertion or one deletion at a time, in Unicode scalars (GTK's `GtkText`
/// `insert-text` / `delete-text`, `GtkTextBuffer` `insert-text` /
/// `delete-range`): what ``InsertDeleteTracking`` reads from it.
@MainActor
package protocol InsertDeleteWidget: AnyObject {
    /// The coordinator the widget drives.
    var coordinator: TextInputCoordinator { get }
    /// What the widget shows now.
    var displayedText: String { get }
    /// The widget's selection now, in Unicode scalars.
    var displayedSelection: TextSpan { get }
    /// Whether the widget types over the next character (Insert).
    var isOverwriteMode: Bool { get }
}

/// What a widget that reports insertions and deletions before and after it
/// makes them (GTK) is in the middle of, and the rules that turn those
/// signals into the coordinator's events: the one place both GTK widgets,
/// and the simulated GTK field, run.
///
/// - A selection move is ignored while an edit is half made: the widget's
///   positions then describe a text the coordinator has not seen.
/// - Before an edit, the selection the user edited from is handed over
///   (formats tell backspace from delete by it).
/// - An insertion longer than the field holds is taken by the coordinator
///   before the widget lays it out.
/// - In overwrite mode, the one-character deletion made before a typed
///   character is held until the character arrives, so that the coordinator
///   sees one replacement, as typing is.
/// - The echoes of the coordinator's own commands (the widget reports
///   setting its text as a deletion and an insertion) are not tracked or
///   reported at all.
@MainActor
package final class InsertDeleteTracking {
    /// The edits announced (their "before" signal ran) and not finished,
    /// innermost last.
    package private(set) var pending: [RecordedEdit] = []
    /// The held deletion of an overwrite, until the typed character arrives.
    package private(set) var pendingOverwrite: TextSpan?
    /// True while a delete-from-cursor key binding (the Delete key) runs:
    /// its deletion is a deletion, not the first half of an overwrite.
    package var isDeletingFromCursor = false
    /// Where the caret was, in overwrite mode and with no selection, when the
    /// deletion in progress began; `nil` otherwise.
    private var caretBeforeDeletion: Int?
    /// Scalars of the paste being inserted that were counted and not kept
    /// (past the bound).
    package var pasteDroppedBeyond = 0

    package init() {}

    /// The widget is about to make `edit`: hands over the selection the user
    /// edited from unless an edit is already pending, then records `edit`.
    private func willEdit(_ edit: RecordedEdit, in widget: some InsertDeleteWidget) {
        widget.coordinator.widgetDidChangeSelection(widget.displayedSelection, pendingEdit: pending.last)
        pending.append(edit)
    }

    /// The innermost pending edit is done.
    package func didEdit() { _ = pending.popLast() }

    /// The widget is about to insert `inserted` at `start`. Returns the range
    /// it replaces (a held overwrite, or a caret) and whether the coordinator
    /// took the insertion itself because it is longer than the field's bound:
    /// the widget must then not insert it, and the coordinator has shown the
    /// part that fits.
    package func willInsert(_ inserted: String, at start: Int, in widget: some InsertDeleteWidget) -> (
        range: TextSpan, taken: Bool
    ) {
        let coordinator = widget.coordinator
        guard !coordinator.isCommandingWidget else {
            return (TextSpan(start, start, unit: .unicodeScalars), false)
        }
        let held = pendingOverwrite
        let overwritten = held.flatMap { $0.lowerBound == start ? $0 : nil }
        if held != nil && overwritten == nil { flushOverwrite(in: widget) }
        let range = overwritten ?? TextSpan(start, start, unit: .unicodeScalars)
        guard coordinator.wouldCut(replacing: range, with: inserted) else {
            // A held overwrite already counts as the edit in progress.
            if overwritten == nil {
                willEdit(RecordedEdit(ranges: [range], replacement: inserted), in: widget)
            }
            return (range, false)
        }
        if overwritten != nil {
            pendingOverwrite = nil
            didEdit()
        } else {
            coordinator.widgetDidChangeSelection(widget.displayedSelection, pendingEdit: pending.last)
        }
        do {
            try coordinator.didReplace(range, with: inserted, droppedBeyond: pasteDroppedBeyond)
        } catch {
            resynchronise(widget)
        }
        return (range, true)
    }

    /// The widget inserted `kept` at `start` (what it kept of what it
    /// announced): reports it, as one replacement with a held overwrite at
    /// `start`.
    package func didInsert(_ kept: String, at start: Int, in widget: some InsertDeleteWidget) {
        guard !widget.coordinator.isCommandingWidget else { return }
        didEdit()
        let overwritten = pendingOverwrite.flatMap { $0.lowerBound == start ? $0 : nil }
        pendingOverwrite = nil
        report([overwritten ?? TextSpan(start, start, unit: .unicodeScalars)], with: kept, in: widget)
    }

    /// The widget is about to delete `range`.
    package func willDelete(_ range: TextSpan, in widget: some InsertDeleteWidget) {
        guard !widget.coordinator.isCommandingWidget else { return }
        flushOverwrite(in: widget)
        let selection = widget.displayedSelection
        caretBeforeDeletion = widget.isOverwriteMode && selection.isEmpty ? selection.lowerBound : nil
        willEdit(RecordedEdit(ranges: [range], replacement: ""), in: widget)
    }

    /// The widget deleted `range`: reports it, or holds it when it is the
    /// first half of typing over a character. Returns whether it was held.
    package func didDelete(_ range: TextSpan, in widget: some InsertDeleteWidget) -> Bool {
        guard !widget.coordinator.isCommandingWidget else { return false }
        didEdit()
        let caret = caretBeforeDeletion
        caretBeforeDeletion = nil
        if let caret, !isDeletingFromCursor, widget.isOverwriteMode,
            range.upperBound == range.lowerBound + 1, caret == range.lowerBound
        {
            // Typing over a character: its deletion waits for the typed one.
            pendingOverwrite = range
            pending.append(RecordedEdit(ranges: [range], replacement: ""))
            return true
        }
        report([range], with: "", in: widget)
        return false
    }

    /// Reports a held overwrite deletion on its own (no typed character followed).
    package func flushOverwrite(in widget: some InsertDeleteWidget) {
        guard let range = pendingOverwrite else { return }
        pendingOverwrite = nil
        didEdit()
        report([range], with: "", in: widget)
    }

    /// The widget moved the selection; ignored while an edit is half made
    /// (the edit's own report settles it) and while the coordinator commands.
    package func didMoveSelection(in widget: some InsertDeleteWidget) {
        guard !widget.coordinator.isCommandingWidget else { return }
        widget.coordinator.widgetDidChangeSelection(widget.displayedSelection, pendingEdit: pending.last)
    }

    /// Hands `ranges` replaced by `text` to the coordinator, or, when they do
    /// not fit its text, what the widget shows.
    private func report(_ ranges: [TextSpan], with text: String, in widget: some InsertDeleteWidget) {
        do {
            try widget.coordinator.didReplace(ranges, with: text)
        } catch {
            resynchronise(widget)
        }
    }

    /// Hands the coordinator what the widget shows when an event could not
    /// be mapped.
    package func resynchronise(_ widget: some InsertDeleteWidget) {
        try? widget.coordinator.didChangeText(to: widget.displayedText, selection: widget.displayedSelection)
    }
}
