/// An edit a widget announced before applying it, kept until the widget says
/// its text changed.
///
/// UIKit and AppKit ask their delegate before an edit
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`, iOS 26's
/// multi-range variant, `textView(_:shouldChangeTextIn:replacementString:)`)
/// and report afterwards (`editingChanged`, `textViewDidChange(_:)`). FieldKit
/// answers "yes" to the question, so the native edit always happens (AutoFill,
/// paste and predictive text keep working), records the edit here, and hands
/// it to the coordinator from the after-the-fact event through
/// ``TextInputCoordinator/widgetDidChange(recorded:widgetLength:selection:markedRange:widgetText:)``.
package struct RecordedEdit: Sendable, Hashable {
    /// The ranges the widget said it would replace, in its own unit.
    package var ranges: [TextRange]
    /// The text the widget said it would put in their place.
    package var replacement: String

    /// An edit replacing `ranges` with `replacement`.
    package init(ranges: [TextRange], replacement: String) {
        self.ranges = ranges
        self.replacement = replacement
    }
}

extension TextInputCoordinator {
    /// The widget's text changed: report `recorded` when there is one, and
    /// fall back to a full resynchronisation when there is none or when the
    /// widget turns out to hold something else (an edit UIKit made without
    /// asking, such as autocorrection, or a recorded range that no longer
    /// fits).
    ///
    /// The agreement check compares lengths only, which `NSString` answers in
    /// constant time, so a keystroke in a long note stays proportional to the
    /// edit; `widgetText` is read only when a resynchronisation is needed.
    ///
    /// - Parameters:
    ///   - recorded: the edit announced by the should-change delegate call
    ///     since the last change, or `nil`.
    ///   - widgetLength: the widget's text length now, in the unit of
    ///     `selection` and `markedRange`.
    ///   - selection: the widget's selection now, if it has one.
    ///   - markedRange: the widget's marked (composing) range now, or `nil`.
    ///   - widgetText: the widget's whole text, read only when needed.
    /// - Returns: `true` when the recorded edit explained the change, `false`
    ///   when the coordinator resynchronised from the widget's text.
    @discardableResult
    package func widgetDidChange(
        recorded: RecordedEdit?,
        widgetLength: Int,
        selection: TextRange?,
        markedRange: TextRange?,
        widgetText: () -> String
    ) -> Bool {
        let unit = selection?.unit ?? markedRange?.unit ?? recorded?.ranges.first?.unit ?? .utf16
        if let recorded {
            do {
                try didReplace(recorded.ranges, with: recorded.replacement, markedRange: markedRange)
                if state.length(in: unit) == widgetLength { return true }
            } catch {
                // The recorded ranges do not fit the known text; resynchronise below.
            }
        }
        do {
            try didChangeText(to: widgetText(), selection: selection, markedRange: markedRange)
        } catch {
            // The widget's own selection does not fit its text (it never should):
            // take the text and let the caret follow the change.
            try? didChangeText(to: widgetText(), selection: nil, markedRange: nil)
        }
        return false
    }

    /// Whether a placeholder should show: the widget shows no text at all,
    /// counting text an input method is still composing (which lives in the
    /// text while it is marked).
    public var showsPlaceholder: Bool { state.text.isEmpty }
}

extension TextInputCoordinator {
    /// The widget's selection moved. Ignored while an announced edit is
    /// pending (`pendingEdit`), because UIKit reports the new selection before
    /// the text-changed event, against text the coordinator has not seen yet;
    /// a selection that does not fit the text is ignored too, since the next
    /// change event resynchronises everything.
    ///
    /// - Returns: whether the coordinator took the selection.
    @discardableResult
    package func widgetDidChangeSelection(_ selection: TextRange, pendingEdit: RecordedEdit?) -> Bool {
        guard pendingEdit == nil else { return false }
        do {
            try didChangeSelection(to: selection)
            return true
        } catch {
            return false
        }
    }
}
