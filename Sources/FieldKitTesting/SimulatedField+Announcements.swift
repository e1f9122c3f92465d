import FieldKit

/// UIKit and AppKit announce an edit before they make it
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`,
/// `textView(_:shouldChangeTextIn:replacementText:)`, the field editor's
/// `shouldChangeText(in:replacementString:)`) and report the change
/// afterwards (`.editingChanged`, `textViewDidChange(_:)`,
/// `controlTextDidChange(_:)`). They do not always make the edit they
/// announced: AutoFill and QuickType announce `" "` or `""` and then insert a
/// whole value, autocorrection replaces a word, a secure field that took focus
/// again is cleared by the next key. These calls let a test replay such a
/// sequence through the code the adapters run.
extension SimulatedField {
    /// The widget announces that it will replace `range` (UTF-16) with
    /// `string`, and asks whether it may: the should-change question, as the
    /// adapter answers it. Nothing changes in the widget; follow with
    /// ``changeText(to:selection:marked:)`` for what the widget then did.
    ///
    /// On GTK, which announces only the edits it makes, this does nothing
    /// and returns `true`.
    ///
    /// - Returns: whether the widget may make the edit (`false` when it is
    ///   longer than the field holds: the coordinator then showed the part
    ///   that fits, and the widget must not make it).
    @discardableResult
    public func announce(replacing range: Range<Int>, with string: String) -> Bool {
        guard toolkit.announcesEdits else { return true }
        return announced.widgetWillReplace(
            [TextSpan(range.lowerBound, range.upperBound, unit: .utf16)], with: string, in: coordinator)
    }

    /// The widget announces that it will replace `range` (UTF-16) with
    /// `announced`, then changes its text to `text` instead, with
    /// `selection` (UTF-16; the end of the text when `nil`) and `marked`:
    /// "UIKit announced X, then did Y".
    ///
    /// ```swift
    /// let field = SimulatedField(format: .cardNumber)
    /// // QuickType's AutoFill of a card: " " announced, the number inserted.
    /// try field.announce(replacing: 0..<0, with: " ", thenChangeTextTo: "4242424242424242")
    /// field.text         // "4242 4242 4242 4242"
    /// field.modelWrites  // ["4242424242424242"]
    /// ```
    ///
    /// When the widget refuses the announced edit (it is longer than the
    /// field holds), the change does not happen either.
    public func announce(
        replacing range: Range<Int>, with announced: String, thenChangeTextTo text: String,
        selection: Range<Int>? = nil, marked: Range<Int>? = nil
    ) throws(TextSpanError) {
        guard announce(replacing: range, with: announced) else { return }
        try changeText(to: text, selection: selection, marked: marked)
    }

    /// Reports that the widget's text changed, as UIKit and AppKit do after
    /// they made an edit: the selection callback (ignored by the adapters
    /// while an announced edit is pending), then the change with the text,
    /// selection and marked range the widget shows, read before the
    /// coordinator formats anything.
    func reportWidgetChange(in unit: TextUnit) {
        let native = shown
        let text = native.text
        let selection = native.offsets(of: native.selection, in: unit)
        announced.widgetDidChangeSelection(selection, in: coordinator)
        announced.widgetDidChange(
            widgetLength: native.length(in: unit), selection: selection,
            markedRange: native.markedRange.map { native.offsets(of: $0, in: unit) },
            widgetText: { text }, in: coordinator)
    }
}

/// GTK reports each edit as a deletion and an insertion, each before and
/// after GTK makes it (`delete-text`, `insert-text`), in Unicode scalars,
/// with caret notifications in between; the GTK adapters hand these to the
/// core's `InsertDeleteTracking`, and so does the simulated GTK field.
extension SimulatedField: InsertDeleteWidget {
    /// What the widget shows (``InsertDeleteWidget``).
    package var displayedText: String { shown.text }
    /// The selection in Unicode scalars, as GTK counts (``InsertDeleteWidget``).
    package var displayedSelection: TextSpan { shown.offsets(of: shown.selection, in: .unicodeScalars) }
    /// The simulated field never types over characters.
    package var isOverwriteMode: Bool { false }

    /// Replaces `range` as `GtkText` does: the range deleted (when it is not
    /// empty), then `string` inserted at the caret, each announced, made and
    /// reported; the coordinator may correct the widget in between.
    func signalReplacement(_ range: TextSpan, with string: String) throws(TextSpanError) {
        let resolved = try shown.resolve(range)
        let deleted = shown.offsets(of: resolved, in: .unicodeScalars)
        if !deleted.isEmpty {
            tracking.willDelete(deleted, in: self)
            var native = shown
            native.replace(resolved, with: "")
            setShown(native)
            tracking.didMoveSelection(in: self)
            _ = tracking.didDelete(deleted, in: self)
        }
        guard !string.isEmpty else { return }
        // GTK inserts at its caret, where the deletion (and any correction) left it.
        let start = deleted.isEmpty ? deleted.lowerBound : displayedSelection.upperBound
        guard !tracking.willInsert(string, at: start, in: self).taken else { return }
        var native = shown
        let at = try native.resolve(TextSpan(caret: start, unit: .unicodeScalars))
        native.replace(at, with: string)
        setShown(native)
        tracking.didMoveSelection(in: self)
        tracking.didInsert(string, at: start, in: self)
    }
}
