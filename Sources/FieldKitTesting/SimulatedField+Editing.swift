import FieldKit

extension SimulatedField {
    /// Types `string` key by key: one edit per character, at the selection,
    /// as a hardware or software keyboard delivers it.
    public func type(_ string: String) throws(TextSpanError) {
        for character in string { try insert(String(character)) }
    }

    /// Pastes `string` over the selection: one edit for the whole string.
    public func paste(_ string: String) throws(TextSpanError) { try insert(string) }

    /// Inserts `string` over the selection as one edit (a key, a paste, a
    /// dictation result).
    public func insert(_ string: String) throws(TextSpanError) {
        try replace(selection, with: string)
    }

    /// Backspace: deletes the selection, or the character (grapheme cluster)
    /// before the caret.
    public func backspace() throws(TextSpanError) {
        if !selection.isEmpty { return try replace(selection, with: "") }
        let caretIndex = shown.selection.lowerBound
        guard caretIndex > shown.text.startIndex else { return }
        let start = shown.text.index(before: caretIndex)
        try replace(utf16(start..<caretIndex), with: "")
    }

    /// Forward delete: deletes the selection, or the character after the caret.
    public func forwardDelete() throws(TextSpanError) {
        if !selection.isEmpty { return try replace(selection, with: "") }
        let caretIndex = shown.selection.upperBound
        guard caretIndex < shown.text.endIndex else { return }
        let end = shown.text.index(after: caretIndex)
        try replace(utf16(caretIndex..<end), with: "")
    }

    /// Cuts the selection: returns its text and deletes it.
    @discardableResult
    public func cut() throws(TextSpanError) -> String {
        let cutText = String(shown.text[shown.selection])
        if !cutText.isEmpty { try replace(selection, with: "") }
        return cutText
    }

    /// A native replacement of `range` (UTF-16) with `string`, delivered as
    /// the toolkit delivers it: UIKit and AppKit announce it, apply it,
    /// report the selection and then the change with the text they show;
    /// GTK applies it and reports it (`insert-text` / `delete-text`). The
    /// coordinator may then correct the widget.
    ///
    /// - Parameters:
    ///   - range: the replaced UTF-16 range of the widget's text.
    ///   - string: what takes its place.
    ///   - marked: the marked range after the change (UTF-16), for an
    ///     input method's intermediate step.
    public func replace(_ range: Range<Int>, with string: String, marked: Range<Int>? = nil)
        throws(TextSpanError)
    {
        try replace(
            TextSpan(range.lowerBound, range.upperBound, unit: .utf16), with: string,
            marked: marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) })
    }

    /// A native replacement of `range`, in any unit, reported in that unit
    /// (GTK counts characters, UIKit UTF-16 code units); the caret goes after
    /// `string`.
    ///
    /// - Parameters:
    ///   - range: the replaced range of the widget's text.
    ///   - string: what takes its place.
    ///   - marked: the marked range after the change, for an input method's
    ///     intermediate step.
    public func replace(_ range: TextSpan, with string: String, marked: TextSpan? = nil)
        throws(TextSpanError)
    {
        var native = shown
        let start = try native.resolve(range).lowerBound
        let startUTF16 = native.offsets(of: start..<start, in: .utf16).lowerBound
        try native.replace([range], with: string)
        try native.select(TextSpan(caret: startUTF16 + string.utf16.count, unit: .utf16))
        try native.setMarkedRange(marked)
        guard toolkit.announcesEdits else {
            guard marked == nil else {
                // GTK composes in a preedit: marked text is only a test's own report.
                setShown(native)
                return try coordinator.didReplace([range], with: string, markedRange: marked)
            }
            return try signalReplacement(range, with: string)
        }
        // UIKit and AppKit ask first (AppKit's editors with one range and an
        // optional replacement); a refused edit is never made (the
        // coordinator took it and showed the part that fits).
        let allowed =
            toolkit == .appKit
            ? announced.widgetWillReplace(
                range, with: string, in: coordinator, layoutChanged: { relayouts += 1 })
            : announced.widgetWillReplace(
                [range], with: string, in: coordinator, layoutChanged: { relayouts += 1 })
        guard allowed else { return }
        setShown(native)
        reportWidgetChange(in: range.unit)
    }

    /// The widget's text changes by a route that reports no edit (AutoFill,
    /// dictation, autocorrect, `unmarkText`): the widget sets it, then reports
    /// the whole text with its selection (UTF-16; the end when `nil`) and marked range.
    public func changeText(to text: String, selection: Range<Int>? = nil, marked: Range<Int>? = nil)
        throws(TextSpanError)
    {
        let end = text.utf16.count
        let selection = selection ?? end..<end
        let selectionRange = TextSpan(selection.lowerBound, selection.upperBound, unit: .utf16)
        let markedRange = marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) }
        var native = TextEditingState(text: text)
        try native.select(selectionRange)
        try native.setMarkedRange(markedRange)
        setShown(native)
        guard toolkit.announcesEdits else {
            return try coordinator.didChangeText(
                to: text, selection: selectionRange, markedRange: markedRange)
        }
        reportWidgetChange(in: .utf16)
    }

    /// Sets what the widget shows without telling the coordinator, for a
    /// test that reports an event itself in a form the field does not
    /// produce (a toolkit quirk, a malformed range).
    public func setNativeText(_ text: String, selection: Range<Int>? = nil) throws(TextSpanError) {
        var native = TextEditingState(text: text)
        if let selection {
            try native.select(TextSpan(selection.lowerBound, selection.upperBound, unit: .utf16))
        }
        setShown(native)
    }

    /// Moves the caret to UTF-16 offset `offset` (a tap or an arrow key).
    public func moveCaret(to offset: Int) throws(TextSpanError) { try select(offset..<offset) }

    /// Selects `range` (UTF-16).
    public func select(_ range: Range<Int>) throws(TextSpanError) {
        try select(TextSpan(range.lowerBound, range.upperBound, unit: .utf16))
    }

    /// Selects `range`, in any unit, reported in that unit.
    public func select(_ range: TextSpan) throws(TextSpanError) {
        var native = shown
        try native.select(range)
        setShown(native)
        guard toolkit.announcesEdits else { return tracking.didMoveSelection(in: self) }
        announced.widgetDidChangeSelection(range, in: coordinator)
    }

    /// AutoFill (or a password manager) sets the whole text at once, without
    /// reporting an edit: the caret goes to the end.
    public func autofill(_ text: String) throws(TextSpanError) { try changeText(to: text) }

    /// Autocorrect replaces the last `word` before the caret with
    /// `correction`, reported as a text change without an edit; the caret
    /// stays after the corrected word. Does nothing when `word` is not there.
    public func autocorrect(_ word: String, to correction: String) throws(TextSpanError) {
        let before = shown.text[..<shown.selection.upperBound]
        guard let found = before.ranges(of: word).last else { return }
        var native = shown
        native.replace(found, with: correction)
        let end =
            utf16(found).lowerBound + correction.utf16.count
            + (selection.upperBound - utf16(found).upperBound)
        try changeText(to: native.text, selection: end..<end)
    }

    /// The user presses return, delivered as the adapters receive it
    /// (`textFieldShouldReturn(_:)` on UIKit, `insertNewline:` on AppKit,
    /// `activate` on GTK) and decided by the core as they decide it
    /// (`AnnouncedEdit.widgetDidPress`): in a one-line field it settles the
    /// text (a pending announcement is forgotten, a text changed without an
    /// event reaches the model) and performs the field's return role; in a
    /// text view it is the toolkit's newline, inserted like any key.
    ///
    /// - Returns: whether FieldKit handled it: `false` for a newline, and
    ///   while an input method composes (the key confirms the composition).
    @discardableResult
    public func pressReturn() -> Bool { press(.returnKey([])) == .handled }

    /// The user presses the platform's submit shortcut (Ctrl+Return on GTK,
    /// Cmd+Return on macOS and an iPad's hardware keyboard), which submits
    /// the form from any field, one-line or multi-line.
    ///
    /// The key reaches the field as the adapters' key handling sees it
    /// (`WidgetKeyCommand.takeSubmitShortcut`): only a field that has
    /// focus takes it.
    ///
    /// - Returns: whether the coordinator took it (`false` while an input
    ///   method composes: the key is the input method's; `false` when the
    ///   field does not have focus).
    @discardableResult
    public func pressSubmitShortcut() -> Bool {
        let command = WidgetKeyCommand.returnKey(convention.submitModifier)
        return WidgetKeyCommand.takeSubmitShortcut(
            command, isMultiLine: widgetKind == .textView, widgetEdits: hasFocus, convention: convention,
            submit: { press(command) == .handled })
    }

    /// A key the widget reports as a command, decided by the core; the
    /// toolkit's own part (a newline) follows when the core leaves the key
    /// to it.
    private func press(_ command: WidgetKeyCommand) -> WidgetKeyOutcome {
        let native = shown
        let text = native.text
        let outcome = announced.widgetDidPress(
            command, isMultiLine: widgetKind == .textView, convention: convention,
            selection: native.offsets(of: native.selection, in: .utf16),
            markedRange: native.markedRange.map { native.offsets(of: $0, in: .utf16) },
            widgetText: { text }, in: coordinator)
        if outcome == .toolkit, command == .returnKey([]) { try? insert("\n") }
        return outcome
    }

    /// Whose keyboard conventions the field's toolkit follows.
    private var convention: KeyboardConvention { toolkit == .gtk ? .gtk : .apple }

    /// The user taps the field: it takes focus in its window.
    public func tap() { window.makeFirstResponder(self) }

    /// The user taps outside every field: the focused one loses focus.
    public func tapOutside() { window.makeFirstResponder(nil) }
}
