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
