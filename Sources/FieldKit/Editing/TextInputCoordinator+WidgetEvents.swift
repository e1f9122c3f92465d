// What the widget reports: edits, text changes, preedit, selection moves,
// and the adapters' entry points built on them.

extension TextInputCoordinator {
    /// The widget replaced `ranges` of its text with `replacement` (typing,
    /// backspace, paste, cut, an IME update). Positions refer to the text
    /// before the change.
    ///
    /// - Parameters:
    ///   - ranges: one range, or several for iOS 26's multi-range edits.
    ///   - replacement: the text that took the place of `ranges`.
    ///   - markedRange: the widget's marked range after the change, if any.
    /// - Throws: ``TextSpanError`` for a range the text cannot have; nothing
    ///   changes then, and the adapter should resynchronise with
    ///   ``didChangeText(to:selection:markedRange:)``.
    public func didReplace(_ ranges: [TextSpan], with replacement: String, markedRange: TextSpan? = nil)
        throws(TextSpanError)
    {
        guard !isCommandingWidget else {
            ignoredEchoes &+= 1
            return
        }
        let before = state
        // Read once: the format, the bound and the flags (one exclusivity check).
        let settings = self.settings
        let edit: TextEdit
        // The widget's text after the edit, built only when the in-place
        // path does not take the edit (a copy of the state is a retain).
        var native: TextEditingState
        // Whether the widget's text changed, decided without `String ==` on
        // the whole text (which normalises text not known to be NFC: O(n) per
        // keystroke on a mixed-script document).
        let textChanged: Bool
        if ranges.count == 1 {
            var range = try before.resolve(ranges[0])
            if let marked = before.markedRange, range.isEmpty,
                marked.contains(range.lowerBound)
                    || marked.upperBound == range.lowerBound,
                replacesMarkedText(marked, with: replacement, markedAfter: markedRange)
            {
                range = marked
            }
            edit = TextEdit(range: range, replacement: replacement)
            let isPlain = markedRange == nil && composition == nil && !before.hasMarkedText
            if isPlain, let maximumLength = settings.maximumLength,
                let cut = fitting(edit, in: before, maximumLength)
            {
                // Cut before anything walks the whole replacement: a 10 MB
                // paste costs the part that fits plus one count of the rest.
                return commitCut(edit, to: cut, before: before, maximumLength: maximumLength)
            }
            // A plain edit of a formatted field: the format reads `before`
            // and the edit, no copy of the widget's text is built.
            if isPlain, commitInPlace(edit, before: before, settings: settings) {
                return
            }
            native = before
            native.replace(range, with: replacement)
            textChanged = Self.changesText(edit, in: before.text, to: native.text)
        } else {
            native = before
            try native.replace(ranges, with: replacement)
            edit = Self.edit(from: before, to: native)
            textChanged = !Self.sameBytes(native.text, before.text)
        }
        if let markedRange { try native.setMarkedRange(markedRange) }
        if !textChanged && native.markedUTF8 == before.markedUTF8 {
            // Nothing changed but the caret (backspace at the start, a word
            // replaced by itself): the same outcome as the after-the-fact
            // report of this state, a selection change.
            state.setSelectionUTF8(native.selectionUTF8)
            return
        }
        handleUserChange(before: before, native: native, edit: edit)
    }

    /// Whether a caret edit inside or at the end of `marked` replaces the
    /// marked text rather than inserting next to it.
    ///
    /// Marked text is provisional: setting new marked text or committing
    /// replaces it (`UITextInput.setMarkedText(_:selectedRange:)`). UIKit
    /// usually reports that with the marked range as the edited range, but
    /// iOS 26 reports a Zhuyin commit as a caret at the end of the marked text
    /// (ranges [{2, 0}] with "王" for marked "ㄨㄤ", Apple developer forums
    /// thread 801013). A commit (no marked text after) therefore always
    /// replaces; an update replaces when the marked range after it is exactly
    /// the replacement, which an insertion next to marked text cannot give.
    func replacesMarkedText(
        _ marked: Range<String.Index>, with replacement: String, markedAfter: TextSpan?
    ) -> Bool {
        guard let markedAfter else { return true }
        let start = state.offsets(of: marked.lowerBound..<marked.lowerBound, in: markedAfter.unit).lowerBound
        let length = TextOffsets(of: replacement)[markedAfter.unit]
        return markedAfter == TextSpan(start, start + length, unit: markedAfter.unit)
    }

    /// The widget's text changed to `text` by a route that did not report the
    /// edit (AutoFill, autocorrect, dictation, a committed composition, or a
    /// resynchronisation). The edit is found by comparing with the old text.
    ///
    /// - Parameters:
    ///   - text: the widget's whole text after the change.
    ///   - selection: the widget's selection after the change; when `nil`
    ///     the caret goes after the changed region.
    ///   - markedRange: the widget's marked range after the change, if any.
    /// - Throws: ``TextSpanError`` if `selection` or `markedRange` does not fit
    ///   `text`; nothing changes then.
    public func didChangeText(to text: String, selection: TextSpan? = nil, markedRange: TextSpan? = nil)
        throws(TextSpanError)
    {
        guard !isCommandingWidget else {
            ignoredEchoes &+= 1
            return
        }
        let before = state
        var native = TextEditingState(text: text)
        if let selection { try native.select(selection) }
        if let markedRange { try native.setMarkedRange(markedRange) }
        let caret = selection == nil ? nil : native.selectionUTF8.upperBound
        let diff = TextDiff(old: before.text, new: native.text, newCaret: caret)
        if selection == nil { native.setSelectionUTF8(diff.newEnd..<diff.newEnd) }
        if diff.isEmpty && native.markedUTF8 == before.markedUTF8 {
            state.setSelectionUTF8(native.selectionUTF8)
            return
        }
        let edit = TextEdit(
            range: before.index(diff.start)..<before.index(diff.oldEnd),
            replacement: String(native.text.utf8[native.index(diff.start)..<native.index(diff.newEnd)])!
        )
        handleUserChange(before: before, native: native, edit: edit)
    }

    /// GTK-style composition: the widget's preedit string changed. The preedit
    /// is not part of the text; a non-empty one means an input method is
    /// composing, and an empty one means the composition ended. The committed
    /// text arrives as an ordinary edit, before or after the preedit empties.
    public func didChangePreedit(_ preedit: String) {
        if !preedit.isEmpty {
            if composition == nil { composition = Composition(base: state, isPreedit: true) }
        } else if let current = composition, current.isPreedit {
            finishComposition(current)
        }
    }

    /// The widget's selection moved without the text changing.
    ///
    /// - Throws: ``TextSpanError``; the selection is then unchanged.
    public func didChangeSelection(to selection: TextSpan) throws(TextSpanError) {
        guard !isCommandingWidget else {
            ignoredEchoes &+= 1
            return
        }
        let before = state.selectionUTF8
        try state.select(selection)
        if state.selectionUTF8 != before {
            history.breakCoalescing()
            // The keys typed after the grouping key no longer follow it.
            groupingKeyAsDecimal = nil
        }
    }

    /// Whether replacing `range` with `replacement` would exceed
    /// ``maximumLength``, so that ``didReplace(_:with:markedRange:)`` would cut it.
    ///
    /// For adapters that see an insertion before their toolkit applies it
    /// (GTK's `insert-text`): when this is true, they stop the toolkit's
    /// insertion and report the edit directly, and the coordinator shows the
    /// part that fits, so that a 10 MB paste is never laid out. Constant time
    /// unless the text is close to the bound.
    public func wouldCut(replacing range: TextSpan, with replacement: String) -> Bool {
        // The echo of the coordinator's own command is never cut.
        guard !isCommandingWidget else {
            ignoredEchoes &+= 1
            return false
        }
        guard let maximumLength, !isComposing, let resolved = try? state.resolve(range) else {
            return false
        }
        return fitting(TextEdit(range: resolved, replacement: replacement), in: state, maximumLength) != nil
    }

    /// The widget kept only part of an edit it was given (GTK's `GtkEntry`
    /// refuses text past 65,535 bytes): `refused` Unicode scalars of an
    /// insertion of `offered` never reached it. The adapter reports what the
    /// widget did keep as the edit; this tells the user about the rest.
    public func widgetDidRefuse(_ refused: Int, of offered: Int) {
        guard refused > 0 else { return }
        reject(
            InputRejection(source: .user, offered: offered, kept: offered - refused, reason: .refusedByWidget)
        )
    }

    /// Replaces `range` with `replacement`, the kept start of a paste of
    /// which `droppedBeyond` more Unicode scalars never reached the adapter
    /// (``BoundedPasteReader``): the cut and its report are those of the
    /// whole paste.
    package func didReplace(_ range: TextSpan, with replacement: String, droppedBeyond: Int)
        throws(TextSpanError)
    {
        undeliveredScalars = max(droppedBeyond, 0)
        defer { undeliveredScalars = 0 }
        try didReplace([range], with: replacement)
    }

    // MARK: Adapters with a should-change / did-change pair (UIKit, AppKit)

    /// The widget's text changed: report `recorded` when the widget made
    /// exactly that edit, and otherwise (no announcement, or the widget did
    /// something else than it announced: AutoFill and QuickType announce
    /// `" "` or `""` and then insert a whole value, autocorrection, dictation,
    /// a secure field cleared by the first key after it took focus again)
    /// take the widget's text as one change.
    ///
    /// The announcement is checked against the widget *before* anything is
    /// applied (``widgetMade(_:widgetLength:unit:widgetText:)``), so an edit
    /// is applied exactly once, and an announcement the widget did not keep
    /// is never formatted, written to the model or reported through
    /// ``onChange``: the user's change costs one model write, with the text
    /// the user sees.
    ///
    /// - Parameters:
    ///   - recorded: the edit announced by the should-change delegate call
    ///     since the last change, or `nil`.
    ///   - widgetLength: the widget's text length now, in the unit of
    ///     `selection` and `markedRange`.
    ///   - selection: the widget's selection now, if it has one.
    ///   - markedRange: the widget's marked (composing) range now, or `nil`.
    ///   - widgetText: the widget's whole text, read before the coordinator
    ///     formats anything.
    /// - Returns: `true` when the recorded edit explained the change, `false`
    ///   when the coordinator took the change from the widget's text.
    @discardableResult
    package func widgetDidChange(
        recorded: RecordedEdit?,
        widgetLength: Int,
        selection: TextSpan?,
        markedRange: TextSpan?,
        widgetText: () -> String
    ) -> Bool {
        let unit = selection?.unit ?? markedRange?.unit ?? recorded?.ranges.first?.unit ?? .utf16
        if let recorded, widgetMade(recorded, widgetLength: widgetLength, unit: unit, widgetText: widgetText)
        {
            do {
                try didReplace(recorded.ranges, with: recorded.replacement, markedRange: markedRange)
                return true
            } catch {
                // The marked range does not fit; take the widget's text below.
            }
        }
        let text = widgetText()
        do {
            try didChangeText(
                to: text, selection: selection,
                markedRange: markedRange ?? Self.dictationPlaceholder(in: text, unit: unit))
        } catch {
            // The widget's own selection does not fit its text (it never should):
            // take the text and let the caret follow the change.
            try? didChangeText(to: text, selection: nil, markedRange: nil)
        }
        return false
    }

    /// The range, in `unit`, of UIKit's dictation placeholder in `text`, if
    /// there is one: while dictation runs, `UITextField` and `UITextView`
    /// hold an object replacement character (U+FFFC) where the result will go,
    /// and replace it when recognition ends (facebook/react-native#36521,
    /// #37188). It is provisional like marked text: never written to the
    /// model, and never removed by a write into the widget, which would leave
    /// the result nowhere to go. A plain-text field holds U+FFFC for nothing
    /// else. Read only when the widget's text is, on a change UIKit did not
    /// announce.
    static func dictationPlaceholder(in text: String, unit: TextUnit) -> TextSpan? {
        guard let start = text.firstIndex(of: "\u{FFFC}") else { return nil }
        let before = TextOffsets(of: text[..<start])[unit]
        return TextSpan(before, before + TextOffsets(of: "\u{FFFC}")[unit], unit: unit)
    }

    /// Whether the widget's text, `widgetLength` long in `unit`, is the
    /// known text with `recorded` applied: its length is the known length
    /// minus the replaced ranges plus the replacement, and, for one range,
    /// the replaced region of the widget's text reads the replacement.
    ///
    /// Proportional to the edit: the lengths are known, and the region is
    /// read at its UTF-8 offset in the known text (where it starts when the
    /// widget kept the text before it); the rest of the text is not compared.
    package func widgetMade(
        _ recorded: RecordedEdit, widgetLength: Int, unit: TextUnit, widgetText: () -> String
    ) -> Bool {
        let known = state
        var expected = known.length(in: unit)
        for range in recorded.ranges {
            guard range.unit == unit else { return false }
            expected -= range.length
        }
        let replacement = recorded.replacement
        expected += TextOffsets(of: replacement)[unit]
        guard expected == widgetLength else { return false }
        guard recorded.ranges.count == 1, !replacement.isEmpty else { return true }
        guard let start = try? known.resolveUTF8(recorded.ranges[0]).range.lowerBound else { return false }
        let text = widgetText()
        let utf8 = text.utf8
        guard let lo = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex),
            let hi = utf8.index(lo, offsetBy: replacement.utf8.count, limitedBy: utf8.endIndex)
        else { return false }
        return utf8[lo..<hi].elementsEqual(replacement.utf8)
    }

    /// The widget's selection moved. Ignored while an announced edit is
    /// pending (`pendingEdit`), because UIKit reports the new selection before
    /// the text-changed event, against text the coordinator has not seen yet;
    /// a selection that does not fit the text is ignored too, since the next
    /// change event resynchronises everything.
    ///
    /// - Returns: whether the coordinator took the selection.
    @discardableResult
    package func widgetDidChangeSelection(_ selection: TextSpan, pendingEdit: RecordedEdit?) -> Bool {
        guard pendingEdit == nil else { return false }
        do {
            try didChangeSelection(to: selection)
            return true
        } catch {
            return false
        }
    }
}
