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
        _ = commit(before: before, native: native, edit: edit, settings: settings)
    }

    /// Commits the part `cut` of the user's `edit` that fits the bound; the
    /// widget, which shows the whole edit (or nothing, when the adapter
    /// stopped it), is corrected, and one rejection reports the whole edit.
    func commitCut(_ edit: TextEdit, to cut: String, before: TextEditingState, maximumLength: Int) {
        let formatDrops = commit(
            before: before, native: before.replacing(edit.range, with: cut),
            edit: TextEdit(range: edit.range, replacement: cut), forceShow: true, reports: false,
            settings: settings)
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
    nonisolated static func scalarCount(_ text: String) -> Int {
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
            showTextInputTraits()
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
            } else if let maximumLength, let cut = fitting(edit, in: base, maximumLength) {
                // The bound waits for the composition to end (marked text
                // longer than the room left must stay composable), then holds
                // for what it committed, as for any edit.
                commitCut(edit, to: cut, before: base, maximumLength: maximumLength)
            } else {
                _ = commit(before: base, native: native, edit: edit, kind: .other, settings: settings)
            }
            return
        }
        pendingModelValue = nil
        // Rebase the user's committed text onto the app's value, which is
        // reported as if it had been written now. As for any app write, the
        // history goes: its steps describe the text before the app's value.
        lastSynced = appValue
        history.removeAll()
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
        command(.show, result)
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
    ///
    /// `native` is `nil` when the caller did not build the widget's text
    /// (``commitInPlace(_:before:settings:)``): it is then `before` with `edit`
    /// applied, and is compared with the result piece by piece, without a
    /// copy of the text.
    func commit(
        before: TextEditingState, native: TextEditingState?, edit: TextEdit, forceShow: Bool = false,
        kind: EditHistory.Kind? = nil, reports: Bool = true, settings: KeystrokeSettings
    ) -> InputRejection? {
        if let held = refusalInEffect {
            if held.continues(edit, of: before) {
                return refuseContinuation(edit, before: before, reason: held.reason, reports: reports)
            }
            refusalInEffect = nil
        }
        // Read once, by the caller: each read of a stored property of this
        // class is a dynamic exclusivity check.
        let live = settings.live
        // The grouping key became the decimal separator a few keys ago: the
        // key typed now may read it as grouping again.
        var applied = before
        var appliedEdit = edit
        var regrouped = false
        if let typed = groupingKeyAsDecimal {
            if typed.continues(edit, of: before), let amount = live.amount {
                if let reading = amount.groupingReading(of: edit, on: before) {
                    (applied, appliedEdit) = reading
                    regrouped = true
                }
            } else {
                groupingKeyAsDecimal = nil
            }
        }
        let isIdentity = live.isIdentity
        let modelValueKind = settings.modelValueKind
        let result: TextEditingState
        var rawValue: String?
        if isIdentity, let native {
            result = native
        } else {
            let aligned =
                regrouped
                ? appliedEdit
                : native.map { Self.characterAligned(edit, old: before.text, new: $0.text) } ?? edit
            (result, rawValue) = live.apply(aligned, to: applied, wantsRaw: modelValueKind == .raw)
        }
        state = result
        if let amount = live.amount {
            noteGroupingKey(edit, before: before, result: result, regrouped: regrouped, amount)
        }
        // The widget is corrected when the format changed what it shows. Bytes
        // are compared, not `String`s: the widget must show the state's own
        // bytes (offsets are counted on them), and `String ==` normalises.
        let shownText: Bool
        let shownSelection: Bool
        if isIdentity {
            // The result is the widget's own text: nothing to compare.
            shownText = true
            shownSelection = true
        } else if let native {
            shownText = Self.sameBytes(result.text, native.text)
            shownSelection = result.selectionUTF8 == native.selectionUTF8
        } else {
            shownText = Self.isText(result.text, edit, appliedTo: before.text)
            let caret = before.utf8Offset(of: edit.range.lowerBound) + edit.replacement.utf8.count
            shownSelection = result.selectionUTF8 == caret..<caret
        }
        if forceShow || !shownText {
            command(.show, result)
        } else if !shownSelection {
            command(.select, result)
        }
        // An edit that changes nothing (GTK deletes the empty range 0..<0 as
        // a preedit starts) is no change: no model write, no onChange, no step.
        // Never `String ==`, which normalises text not known to be NFC (O(n)
        // per keystroke, 13x slower on a 1 MB mixed-script document): the
        // identity format decides from the edit (O(edit)); a formatted field,
        // whose format laid the whole display out again anyway, compares the
        // byte counts (O(1), every kept insertion or deletion) and only when
        // they are equal the bytes of the display.
        let changed =
            isIdentity
            ? Self.changesText(edit, in: before.text, to: result.text)
            : !Self.sameBytes(result.text, before.text)
        if changed {
            writeAndNotify(result, value: modelValueKind == .raw ? rawValue : nil)
            // The identity format's result is the edit itself: the history
            // needs no comparison of the two texts to find the region.
            let region = isIdentity ? Self.region(of: edit, in: before) : nil
            let isNewStep = history.record(
                before: before, after: result, kind: kind ?? Self.kind(of: edit, in: before),
                typed: edit.replacement, region: region)
            if isNewStep { onUndoableEdit?() }
        }
        // A reason of the format's own, which holds for what is typed next
        // at this caret (a separator refused where there are no fraction digits).
        let reason = live.refusalReason?(appliedEdit, applied)
        if let reason, reason != .notAccepted, result.selectionUTF8.isEmpty {
            refusalInEffect = RefusalInEffect(
                text: result.text, caret: result.selectionUTF8.lowerBound, reason: reason)
        }
        // `onChange` may have changed the format: ask the current one.
        var drops =
            self.settings.isIdentity
            ? nil
            : self.drops(
                of: appliedEdit, before: applied, result: result, resultRaw: rawValue,
                counted: !reports || reason != nil)
        // The grouping key typed where grouping puts a separator is no refusal.
        if reason == nil, let amount = live.amount,
            amount.groupsWhereTyped(appliedEdit, on: applied)
        {
            drops = nil
        }
        if let reason, var refused = drops {
            refused.reason = reason
            // The refused separator is news even where the display shows the
            // same character elsewhere (a "." of a currency symbol).
            if refused.kept >= refused.offered {
                refused.offered = refused.kept + max(Self.characterCount(edit.replacement) - refused.kept, 1)
            }
            drops = refused
        }
        guard reports else { return drops }
        if let drops, drops.kept < drops.offered { reject(drops) } else { clearRejection() }
        return nil
    }

    /// Keeps ``groupingKeyAsDecimal`` up to date after `edit` of `before`
    /// gave `result`: set when the grouping key typed alone became the
    /// decimal separator, moved along while the user types on at the caret,
    /// and dropped once the separator is grouping again.
    func noteGroupingKey(
        _ edit: TextEdit, before: TextEditingState, result: TextEditingState, regrouped: Bool,
        _ amount: AmountFormat
    ) {
        guard !regrouped, result.selectionUTF8.isEmpty else {
            groupingKeyAsDecimal = nil
            return
        }
        let mark = TypedState(text: result.text, caret: result.selectionUTF8.lowerBound)
        if groupingKeyAsDecimal != nil {
            groupingKeyAsDecimal = mark
        } else if amount.madeGroupingKeyDecimal(edit, before: before, result: result) {
            groupingKeyAsDecimal = mark
        }
    }

    /// Refuses all of `edit`, typed where an earlier edit was refused for
    /// `reason` (``refusalInEffect``): the widget shows `before` again and
    /// the user is told why.
    func refuseContinuation(
        _ edit: TextEdit, before: TextEditingState, reason: InputRejection.Reason, reports: Bool
    ) -> InputRejection? {
        state = before
        command(.show, before)
        let count = Self.characterCount(edit.replacement)
        let rejection = InputRejection(source: .user, offered: count, kept: 0, reason: reason)
        guard reports else { return rejection }
        if onReject != nil || (settings.showsRejections && widget != nil) { reject(rejection) }
        return nil
    }

    /// Commits a plain user edit of `before` (no marked text, no composition,
    /// within the length bound) in a formatted field without building the
    /// widget's text first: the format reads `before` and the edit, and the
    /// result is compared with what the widget shows piece by piece. Returns
    /// `false`, having done nothing, when an end of the edit is not between
    /// two ASCII characters (the edit may then need widening to character
    /// boundaries, which needs the widget's text), or for the identity format,
    /// whose result *is* the widget's text.
    func commitInPlace(_ edit: TextEdit, before: TextEditingState, settings: KeystrokeSettings) -> Bool {
        guard settings.commitsInPlace, !settings.isIdentity else { return false }
        let old = before.text
        let region = Self.region(of: edit, in: before)
        let lo = region.start
        let hi = region.oldEnd
        let inserted = edit.replacement.utf8
        if hi - lo == inserted.count, old.utf8[edit.range].elementsEqual(inserted) {
            // Nothing changed but the caret: as `didReplace` does for an unchanged text.
            state.setSelectionUTF8((lo + inserted.count)..<(lo + inserted.count))
            return true
        }
        // The bytes around both ends of the edit (0 outside the text), read
        // in place: six walks of the UTF-8 view cost as much as the rest.
        let around = { (bytes: UnsafeBufferPointer<UInt8>) -> (UInt8, UInt8, UInt8, UInt8) in
            let at = { (i: Int) -> UInt8 in i >= 0 && i < bytes.count ? bytes[i] : 0 }
            return (at(lo - 1), at(lo), at(hi - 1), at(hi))
        }
        let (beforeLo, atLo, beforeHi, atHi) =
            old.utf8.withContiguousStorageIfAvailable(around)
            ?? Array(old.utf8).withUnsafeBufferPointer(around)
        let first = inserted.first ?? atHi
        let last = inserted.last ?? beforeLo
        guard Self.isASCIIBoundary(beforeLo, atLo), Self.isASCIIBoundary(beforeHi, atHi),
            Self.isASCIIBoundary(beforeLo, first), Self.isASCIIBoundary(last, atHi)
        else { return false }
        _ = commit(before: before, native: nil, edit: edit, settings: settings)
        return true
    }

    /// Whether two texts have the same bytes: O(1) when their lengths differ.
    nonisolated static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let equal = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in bytesEqual(x, y) }
        }
        return (equal ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two byte buffers of the same length are equal, compared eight
    /// bytes at a time (a byte loop costs about a nanosecond a byte).
    nonisolated static func bytesEqual(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard x.count == y.count else { return false }
        guard x.baseAddress != y.baseAddress else { return true }
        let rx = UnsafeRawBufferPointer(x)
        let ry = UnsafeRawBufferPointer(y)
        var i = 0
        while i + 8 <= x.count {
            if rx.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != ry.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i += 8
        }
        while i < x.count {
            if x[i] != y[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether `text` is `old` with `edit` applied, compared piece by piece
    /// (the part before the edit, the replacement, the part after it).
    nonisolated static func isText(_ text: String, _ edit: TextEdit, appliedTo old: String) -> Bool {
        let inserted = edit.replacement.utf8
        let lo = old.utf8.distance(from: old.utf8.startIndex, to: edit.range.lowerBound)
        let hi = old.utf8.distance(from: old.utf8.startIndex, to: edit.range.upperBound)
        guard text.utf8.count == old.utf8.count - (hi - lo) + inserted.count else { return false }
        let equal = text.utf8.withContiguousStorageIfAvailable { t in
            old.utf8.withContiguousStorageIfAvailable { o in
                inserted.withContiguousStorageIfAvailable { r in
                    // The three pieces the widget shows, each compared with
                    // the same bytes of the result, a word at a time.
                    let mid = lo + r.count
                    return bytesEqual(.init(rebasing: t[..<lo]), .init(rebasing: o[..<lo]))
                        && bytesEqual(.init(rebasing: t[lo..<mid]), r)
                        && bytesEqual(.init(rebasing: t[mid...]), .init(rebasing: o[hi...]))
                }
            }
        }
        if let equal = (equal ?? nil) ?? nil { return equal }
        var edited = old
        edited.replaceSubrange(edit.range, with: edit.replacement)
        return sameBytes(text, edited)
    }

    /// Whether `edit`, which turned `old` into `new`, changed the text: a
    /// different length in UTF-8 (O(1)), or replaced bytes that differ from the
    /// replacement (O(edit)), never a scan of the whole text.
    nonisolated static func changesText(_ edit: TextEdit, in old: String, to new: String) -> Bool {
        old.utf8.count != new.utf8.count || !old.utf8[edit.range].elementsEqual(edit.replacement.utf8)
    }

    /// The number of `Character`s of `text`: its byte count when every byte
    /// is ASCII and none is `\r` (which joins a following `\n`), without
    /// grapheme breaking; otherwise `count`.
    nonisolated static func characterCount(_ text: some StringProtocol) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where !byte.isCharacterByte { return nil }
            return bytes.count
        }
        return (ascii ?? nil) ?? text.count
    }

    /// The region `edit` replaces in `before`, in UTF-8 offsets of the text
    /// before and after it.
    nonisolated static func region(of edit: TextEdit, in before: TextEditingState) -> TextDiff {
        let lo = before.utf8Offset(of: edit.range.lowerBound)
        let hi = max(lo, before.utf8Offset(of: edit.range.upperBound))
        return TextDiff(start: lo, oldEnd: hi, newEnd: lo + edit.replacement.utf8.count)
    }

    /// Whether `range` of `text` holds one `Character`: decided from the byte
    /// when it is one character byte (ASCII other than `\r`), without
    /// building a `Substring`; otherwise counted.
    nonisolated static func isOneCharacter(_ range: Range<String.Index>, of text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.distance(from: range.lowerBound, to: range.upperBound) == 1,
            utf8[range.lowerBound].isCharacterByte
        {
            return true
        }
        return characterCount(text[range]) == 1
    }

    /// How the user made `edit` of `before`, for the history's coalescing.
    nonisolated static func kind(of edit: TextEdit, in before: TextEditingState) -> EditHistory.Kind {
        guard before.selectionUTF8.isEmpty else { return .other }
        let text = before.text
        if edit.range.lowerBound == before.caret, characterCount(edit.replacement) == 1,
            edit.range.isEmpty || isOneCharacter(edit.range, of: text)
        {
            // Typed at the caret, or over the next character (overwrite mode).
            return .typing
        }
        if edit.replacement.isEmpty, !edit.range.isEmpty,
            edit.range.lowerBound == before.caret || edit.range.upperBound == before.caret,
            isOneCharacter(edit.range, of: text)
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

    /// A command to the widget about a state.
    enum WidgetCommand {
        case show, select
    }

    /// Sends `command` with `state` to the widget, without a closure (and its
    /// allocation) unless another command is running and this one must wait.
    func command(_ command: WidgetCommand, _ state: TextEditingState) {
        guard let widget else { return }
        if isCommandingWidget {
            queuedCommands.append { command == .show ? $0.show(state) : $0.select(state) }
            return
        }
        isCommandingWidget = true
        defer { isCommandingWidget = false }
        if command == .show { widget.show(state) } else { widget.select(state) }
        while !queuedCommands.isEmpty { queuedCommands.removeFirst()(widget) }
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

extension TextInputCoordinator.TypedState {
    /// Whether `edit` of `before` types at this caret, on this text.
    func continues(_ edit: TextEdit, of before: TextEditingState) -> Bool {
        guard edit.range.isEmpty, !edit.replacement.isEmpty, before.selectionUTF8 == caret..<caret,
            before.utf8Offset(of: edit.range.lowerBound) == caret
        else { return false }
        return TextInputCoordinator.sameBytes(before.text, text)
    }
}

extension TextInputCoordinator.RefusalInEffect {
    /// Whether `edit` of `before` types at the caret this refusal left, on
    /// the text it left: then it continues what was refused.
    func continues(_ edit: TextEdit, of before: TextEditingState) -> Bool {
        TextInputCoordinator.TypedState(text: text, caret: caret).continues(edit, of: before)
    }
}
