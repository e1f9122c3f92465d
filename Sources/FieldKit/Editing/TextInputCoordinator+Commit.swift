// Decisions on a user edit: composition, the length bound, the format, the
// model write, the history step and the rejection report; commands out.

extension TextInputCoordinator {
    func handleUserChange(before: TextEditingState, native: TextEditingState, edit: TextEdit) {
        if native.hasMarkedText {
            if composition == nil { composition = Composition(base: before, isPreedit: false) }
            state = native
            return
        }
        if let current = composition {
            state = native
            if !current.isPreedit { finishComposition(current) }
            return
        }
        if let maximumLength, let cut = fitting(edit, in: before, maximumLength) {
            return commitCut(edit, to: cut, before: before, maximumLength: maximumLength)
        }
        _ = commit(before: before, native: native, edit: edit)
    }

    /// Commits the part `cut` of the user's `edit` that fits the bound; the
    /// widget, which shows the whole edit (or nothing, when the adapter
    /// stopped it), is corrected, and one rejection reports the whole edit.
    func commitCut(_ edit: TextEdit, to cut: String, before: TextEditingState, maximumLength: Int) {
        let formatDrops = commit(
            before: before, native: before.replacing(edit.range, with: cut),
            edit: TextEdit(range: edit.range, replacement: cut), forceShow: true, reports: false)
        // What was cut counts as offered and left out; the format's own
        // verdict on the rest, if it left out more, is the reason.
        let cutCount = cut.unicodeScalars.count
        let beyond = Self.scalarCount(edit.replacement) - cutCount + undeliveredScalars
        let offered = (formatDrops?.offered ?? cutCount) + beyond
        let kept = formatDrops?.kept ?? cutCount
        let formatRefused = formatDrops.map { $0.kept < $0.offered } ?? false
        reject(
            InputRejection(
                source: .user, offered: offered, kept: kept,
                reason: formatRefused ? .notAccepted : .tooLong(maximumLength: maximumLength)))
    }

    /// The number of Unicode scalars of `text`: its UTF-8 bytes that are not
    /// continuation bytes (10xxxxxx), in one pass over the bytes rather than
    /// by decoding scalars.
    static func scalarCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes -> Int in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// The part of `edit`'s replacement that fits in `maximumLength` scalars
    /// when it replaces its range of `state`, or `nil` when all of it fits.
    ///
    /// Constant time while the byte counts fit (a scalar is at least one
    /// byte); otherwise proportional to the part that fits, never to the rest
    /// of a large paste. The cut falls on a character boundary.
    func fitting(_ edit: TextEdit, in state: TextEditingState, _ maximumLength: Int) -> String? {
        let text = state.text
        let removedBytes = text.utf8.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        if text.utf8.count - removedBytes + edit.replacement.utf8.count <= maximumLength { return nil }
        let removed = text.unicodeScalars[edit.range].count
        let room = max(maximumLength - (state.length(in: .unicodeScalars) - removed), 0)
        let scalars = edit.replacement.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: room, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return nil }
        // Round down to a character boundary: a cut never leaves half a cluster.
        let replacement = edit.replacement
        let boundary =
            end > replacement.startIndex ? replacement.index(before: replacement.index(after: end)) : end
        return String(replacement.unicodeScalars[..<boundary])
    }

    /// Ends `current`: the net edit of the composition goes through the format
    /// and into the model, rebased onto an app write that arrived meanwhile.
    func finishComposition(_ current: Composition) {
        composition = nil
        defer {
            if reformatsAfterComposition {
                reformatsAfterComposition = false
                reformatAfterFormatChange()
            }
        }
        var native = state
        native.setMarkedUTF8(nil)
        let base = current.base
        var net = TextDiff(old: base.text, new: native.text, newCaret: native.selectionUTF8.upperBound)
        if net.isEmpty {
            // Nothing committed yet (GTK empties the preedit before its commit
            // arrives): the edit point is the user's caret, not the end of the text.
            let caret = native.selectionUTF8.upperBound
            net = TextDiff(start: caret, oldEnd: caret, newEnd: caret)
        }
        let replacement = String(native.text.utf8[native.index(net.start)..<native.index(net.newEnd)])!
        guard let appValue = pendingModelValue else {
            let edit = TextEdit(
                range: base.index(net.start)..<base.index(net.oldEnd), replacement: replacement)
            if net.isEmpty {
                state = native
            } else {
                _ = commit(before: base, native: native, edit: edit, kind: .other)
            }
            return
        }
        pendingModelValue = nil
        // Rebase the user's committed text onto the app's value, which is
        // reported as if it had been written now.
        lastSynced = appValue
        var rebased = TextEditingState(text: format.displayText(for: appValue))
        reportDrops(ofModelValue: appValue, display: rebased.text)
        let appDiff = TextDiff(old: base.text, new: rebased.text)
        let start = appDiff.map(net.start)
        let end = max(start, appDiff.map(net.oldEnd))
        rebased.setSelectionUTF8(start..<start)
        let edit = TextEdit(range: rebased.index(start)..<rebased.index(end), replacement: replacement)
        let edited = rebased.replacing(edit.range, with: replacement)
        let result =
            format.isIdentity
            ? edited
            : format.apply(Self.characterAligned(edit, old: rebased.text, new: edited.text), to: rebased)
        state = result
        command { $0.show(result) }
        guard !net.isEmpty else { return }
        writeAndNotify(result)
        history.record(before: rebased, after: result, kind: .other)
        onUndoableEdit?()
        // What the format left out of the rebased commit (the identity format
        // leaves nothing out, as in `commit`).
        if !format.isIdentity, let drops = drops(of: edit, before: rebased, result: result),
            drops.kept < drops.offered
        {
            reject(drops)
        }
    }

    /// Formats the user's `edit` of `before`, which the widget applied as
    /// `native` (or which it must be shown again, `forceShow`, after a cut),
    /// writes the model and records the step in the history.
    func commit(
        before: TextEditingState, native: TextEditingState, edit: TextEdit, forceShow: Bool = false,
        kind: EditHistory.Kind? = nil, reports: Bool = true
    ) -> InputRejection? {
        let shown = native
        let result: TextEditingState
        var rawValue: String?
        if format.isIdentity {
            result = native
        } else {
            let aligned = Self.characterAligned(edit, old: before.text, new: native.text)
            if let rawReporter {
                (result, rawValue) = rawReporter.applyReportingRawValue(aligned, to: before)
            } else {
                result = format.apply(aligned, to: before)
                if modelValueKind == .raw { rawValue = format.rawValue(for: result.text) }
            }
        }
        state = result
        if forceShow || result.text != shown.text {
            command { $0.show(result) }
        } else if result.selectionUTF8 != shown.selectionUTF8 {
            command { $0.select(result) }
        }
        // An edit that changes nothing (GTK deletes the empty range 0..<0 as
        // a preedit starts) is no change: no model write, no onChange, no step.
        // The identity format decides it from the edit: `String ==` on text
        // not known to be NFC normalises both sides, O(n) per keystroke (13x
        // slower on a 1 MB mixed-script document).
        let changed =
            format.isIdentity
            ? Self.changesText(edit, in: before.text, to: result.text) : result.text != before.text
        if changed {
            writeAndNotify(result, value: modelValueKind == .raw ? rawValue : nil)
            let isNewStep = history.record(
                before: before, after: result, kind: kind ?? Self.kind(of: edit, in: before),
                typed: edit.replacement)
            if isNewStep { onUndoableEdit?() }
        }
        let drops =
            format.isIdentity
            ? nil
            : self.drops(of: edit, before: before, result: result, resultRaw: rawValue, counted: !reports)
        guard reports else { return drops }
        if let drops, drops.kept < drops.offered { reject(drops) } else { clearRejection() }
        return nil
    }

    /// Whether `edit`, which turned `old` into `new`, changed the text: a
    /// different length in UTF-8 (O(1)), or replaced bytes that differ from the
    /// replacement (O(edit)), never a scan of the whole text.
    static func changesText(_ edit: TextEdit, in old: String, to new: String) -> Bool {
        old.utf8.count != new.utf8.count || !old.utf8[edit.range].elementsEqual(edit.replacement.utf8)
    }

    /// The number of `Character`s of `text`: its byte count when every byte
    /// is ASCII and none is `\r` (which joins a following `\n`), without
    /// grapheme breaking; otherwise `count`.
    static func characterCount(_ text: some StringProtocol) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return bytes.count
        }
        return (ascii ?? nil) ?? text.count
    }

    /// How the user made `edit` of `before`, for the history's coalescing.
    static func kind(of edit: TextEdit, in before: TextEditingState) -> EditHistory.Kind {
        guard before.selection.isEmpty else { return .other }
        let text = before.text
        if edit.range.lowerBound == before.caret, characterCount(edit.replacement) == 1,
            edit.range.isEmpty || characterCount(text[edit.range]) == 1
        {
            // Typed at the caret, or over the next character (overwrite mode).
            return .typing
        }
        if edit.replacement.isEmpty, !edit.range.isEmpty,
            edit.range.lowerBound == before.caret || edit.range.upperBound == before.caret,
            characterCount(text[edit.range]) == 1
        {
            return .deleting
        }
        return .other
    }

    /// Tells ``onReject`` and, when ``showsRejections`` is on, the widget.
    func reject(_ rejection: InputRejection) {
        onReject?(rejection)
        lastRejection = rejection
        if showsRejections { widget?.showRejection(rejection) }
    }

    /// An edit kept everything it was given: the message goes.
    func clearRejection() {
        guard lastRejection != nil else { return }
        lastRejection = nil
        if showsRejections { widget?.showRejection(nil) }
    }

    /// What the format kept of the characters `edit` offered, when anyone
    /// listens (the measure costs a pass of the format); `nil` otherwise.
    ///
    /// `resultRaw` is the raw value of `result` when the caller has it. The
    /// raw value of the state before a pure insertion is the one kept from
    /// the last edit when that edit's result is the state now edited (a
    /// keystroke after a keystroke), so typing costs no second format pass;
    /// and when as many characters were kept as were typed, nothing was left
    /// out and the answer is `nil` without counting what was offered, unless
    /// the caller needs the counts (`counted`).
    func drops(
        of edit: TextEdit, before: TextEditingState, result: TextEditingState, resultRaw: String? = nil,
        counted: Bool = false
    ) -> InputRejection? {
        let raw = resultRaw ?? format.rawValue(for: result.text)
        defer { rawOfState = (result.text, raw) }
        guard onReject != nil || (showsRejections && widget != nil), !edit.replacement.isEmpty else {
            return nil
        }
        // The same edit without its text: what the raw value would have been.
        // A selected range keeps the separator-backspace rule out of it. An
        // insertion removes nothing: the raw value of the state before it,
        // which the format laid out (`FormatSpeedPathTests` checks that an
        // empty edit of a laid-out state keeps its raw value).
        let rawWithout: String
        if edit.range.isEmpty, let known = rawOfState, known.text == before.text {
            rawWithout = known.raw
        } else {
            var selected = before
            selected.select(edit.range)
            let removed = format.apply(TextEdit(range: edit.range, replacement: ""), to: selected)
            rawWithout = format.rawValue(for: removed.text)
        }
        let kept = Self.characterCount(raw) - Self.characterCount(rawWithout)
        // Offered characters are at most the typed ones, and the report
        // keeps at most the offered: kept them all.
        if !counted, kept >= Self.characterCount(edit.replacement) { return nil }
        let offered = InputRejection.offered(in: edit.replacement, display: result.text, raw: raw)
        return InputRejection(source: .user, offered: offered, kept: kept)
    }

    /// Sends a command to the widget. A command decided while another one
    /// runs (the widget ended editing inside `resignFocus`, and ending a
    /// composition must show its result) runs right after it, in order,
    /// instead of being lost or re-entering the widget.
    func command(_ body: @escaping (any TextInputWidget) -> Void) {
        guard let widget else { return }
        guard !isCommandingWidget else {
            queuedCommands.append(body)
            return
        }
        isCommandingWidget = true
        defer { isCommandingWidget = false }
        body(widget)
        while !queuedCommands.isEmpty { queuedCommands.removeFirst()(widget) }
    }
}
