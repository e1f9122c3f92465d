/// The undo history of one field, made of states the user saw.
///
/// Toolkits record every change of their buffer, so in a formatted field
/// their history holds FieldKit's rewrites as steps of their own: undoing
/// `4242 4242 4242 4242` one step at a time showed `4`, `44`, values the user
/// never typed, and redo appended digits. This history records one step per
/// user edit, from the state before it (text and caret) to the state after
/// the format (what the user saw), so undo returns to a state the user saw
/// and redo shows again the result of their edit as the format laid it out.
///
/// Redo restores the recorded result rather than running the format again:
/// that result *is* the user's edit through the format, and it stays so even
/// when the format depends on something that moved since (a clock).
///
/// A step keeps only the region the edit changed (its text before and
/// after) and both selections, not the two whole texts: a step whose texts
/// were kept whole made every later keystroke copy the text it shared with
/// the history, so a keystroke in a 1 MB document cost ten times the edit,
/// and a full history held a hundred versions of the document. Undo and
/// redo therefore start from the field's current state, which must be what
/// the step left (the coordinator empties the history whenever anything
/// else writes the text).
///
/// Typing coalesces the way platforms do it: consecutive typed characters
/// (or consecutive single deletions) are one step, broken when the caret
/// moves, when another kind of edit comes, and at the start of each word.
///
/// ```swift
/// let empty = TextEditingState(text: "")
/// let typed = TextEditingState(text: "a")
/// var history = EditHistory()
/// history.record(before: empty, after: typed, kind: .typing, typed: "a")
/// history.undo(from: typed)   // empty
/// history.redo(from: empty)   // typed
/// ```
package struct EditHistory: Sendable {
    /// What kind of edit a step was, for coalescing.
    package enum Kind: Sendable, Hashable {
        /// One character typed at the caret.
        case typing
        /// One character deleted next to the caret (backspace, delete).
        case deleting
        /// Anything else: a paste, a cut, a replaced selection, a committed
        /// composition, an overwrite; never coalesced.
        case other
    }

    /// One undoable step: the region of the text the user's edit (through
    /// the format) replaced, and the selections around it.
    package struct Step: Sendable, Equatable {
        /// The UTF-8 offset where the replaced region starts (the same in
        /// the text before and after the edit).
        package var start: Int
        /// The region's text before the edit.
        package var removed: String
        /// The region's text after the edit, as the format laid it out.
        package var inserted: String
        /// The selection before the edit (UTF-8 offsets).
        package var selectionBefore: Range<Int>
        /// The marked range before the edit, if any.
        package var markedBefore: Range<Int>?
        /// The selection after the edit (UTF-8 offsets).
        package var selectionAfter: Range<Int>
        /// The marked range after the edit, if any.
        package var markedAfter: Range<Int>?
        /// How the step was made.
        package var kind: Kind
        /// Whether the step ended with typed whitespace (a word ended).
        var endedWord = false

        /// A step that holds nothing, what a dropped step becomes.
        static let empty = Step(
            start: 0, removed: "", inserted: "", selectionBefore: 0..<0, selectionAfter: 0..<0, kind: .other)

        /// The UTF-8 length of the region before the edit.
        var removedCount: Int { removed.utf8.count }
        /// The UTF-8 length of the region after the edit.
        var insertedCount: Int { inserted.utf8.count }

        /// Applies this step to `state` backwards (`undo`) or forwards: its
        /// region, which must hold the step's text of the other side, is
        /// replaced and the selection restored. `nil` when `state` does not
        /// hold that text there (something wrote the field behind the
        /// history's back).
        func apply(to state: TextEditingState, undo: Bool) -> TextEditingState? {
            let (expected, replacement) = undo ? (inserted, removed) : (removed, inserted)
            guard EditHistory.holds(state.text, expected, at: start) else { return nil }
            var result = state
            result.replaceUTF8(start..<(start + expected.utf8.count), with: replacement)
            result.setSelectionUTF8(undo ? selectionBefore : selectionAfter)
            result.setMarkedUTF8(undo ? markedBefore : markedAfter)
            return result
        }
    }

    /// The most steps kept; the oldest go first.
    package var limit: Int

    /// The steps that can be undone, oldest first.
    package var undoSteps: [Step] { Array(steps[head...]) }
    /// The undoable steps from `head` on. The steps before `head` were
    /// dropped (over ``limit``) and hold nothing until they are removed
    /// together, once `head` reaches ``limit``: removing the oldest of 100
    /// steps on every keystroke moved the whole array each time.
    private var steps: [Step] = []
    /// Where the undoable steps start in `steps`.
    private var head = 0
    /// The steps that can be redone, the next one last.
    package private(set) var redoSteps: [Step] = []
    /// Whether the next edit must start a step of its own.
    private var isBroken = true

    /// An empty history keeping at most `limit` steps.
    package init(limit: Int = 100) { self.limit = max(limit, 1) }

    /// Whether ``undo(from:)`` has a step to undo.
    package var canUndo: Bool { steps.count > head }
    /// Whether ``redo(from:)`` has a step to redo.
    package var canRedo: Bool { !redoSteps.isEmpty }

    /// Records a user edit from `before` to `after`; clears what could be redone.
    ///
    /// - Parameters:
    ///   - before: what the field showed before the edit.
    ///   - after: what it showed after the edit was formatted.
    ///   - kind: how the edit was made; `typing` and `deleting` coalesce.
    ///   - typed: the typed text, for `typing` (a word starts after whitespace).
    ///   - region: the region of `before` that `after` replaced, when the
    ///     caller knows it (the identity format's result is the edit
    ///     itself); otherwise it is found by comparing the two texts.
    /// - Returns: whether the edit started a new step (rather than joining the last).
    @discardableResult
    package mutating func record(
        before: TextEditingState, after: TextEditingState, kind: Kind, typed: String = "",
        region: TextDiff? = nil
    ) -> Bool {
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        let whitespace = Self.isWhitespace(typed)
        let diff =
            region.flatMap { Self.fits($0, before.text, after.text) ? $0 : nil }
            ?? Self.diff(before.text, after.text)
        // The last step is changed in place (a copy of it retains its texts).
        if !isBroken, kind != .other, steps.count > head, steps[steps.count - 1].kind == kind,
            !(kind == .typing && steps[steps.count - 1].endedWord && !whitespace),
            Self.merge(diff, before: before, after: after, into: &steps[steps.count - 1])
        {
            steps[steps.count - 1].endedWord = whitespace
            isBroken = false
            return false
        }
        steps.append(
            Step(
                start: diff.start, removed: Self.slice(before.text, diff.start, diff.oldEnd),
                inserted: Self.slice(after.text, diff.start, diff.newEnd),
                selectionBefore: before.selectionUTF8, markedBefore: before.markedUTF8,
                selectionAfter: after.selectionUTF8, markedAfter: after.markedUTF8, kind: kind,
                endedWord: whitespace))
        while steps.count - head > limit {
            // Let go of the oldest step's texts now; move the array later.
            steps[head] = .empty
            head += 1
        }
        if head >= limit {
            steps.removeFirst(head)
            head = 0
        }
        isBroken = kind == .other
        return true
    }

    /// Joins the edit `diff` (from `before` to `after`) to `step`, whose
    /// result `before` is: one step from the state before `step` to `after`.
    /// Returns `false`, changing nothing, when `before` does not hold what
    /// `step` left (the steps do not follow each other).
    static func merge(
        _ diff: TextDiff, before: TextEditingState, after: TextEditingState, into step: inout Step
    )
        -> Bool
    {
        let old = before.text
        let stepEnd = step.start + step.insertedCount
        guard holds(old, step.inserted, at: step.start) else { return false }
        // The joined region, in the text between the two edits.
        let lo = min(step.start, diff.start)
        let hi = max(stepEnd, diff.oldEnd)
        var removed = slice(old, lo, step.start)
        removed += step.removed
        removed += slice(old, stepEnd, hi)
        step.inserted = slice(after.text, lo, hi - diff.oldEnd + diff.newEnd)
        step.removed = removed
        step.start = lo
        step.selectionAfter = after.selectionUTF8
        step.markedAfter = after.markedUTF8
        return true
    }

    /// Whether `text` holds `part` at UTF-8 offset `start`.
    static func holds(_ text: String, _ part: String, at start: Int) -> Bool {
        let count = part.utf8.count
        guard start >= 0, start + count <= text.utf8.count else { return false }
        guard count > 0 else { return true }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        return utf8[lower..<utf8.index(lower, offsetBy: count)].elementsEqual(part.utf8)
    }

    /// Whether `region` can be the replaced region between `old` and `new`:
    /// in bounds and consistent with their lengths (a wrong hint is not
    /// trusted; the texts are compared instead).
    static func fits(_ region: TextDiff, _ old: String, _ new: String) -> Bool {
        region.start >= 0 && region.start <= region.oldEnd && region.start <= region.newEnd
            && region.oldEnd <= old.utf8.count && region.newEnd <= new.utf8.count
            && old.utf8.count - region.oldEnd == new.utf8.count - region.newEnd
    }

    /// The region that differs between `old` and `new`.
    static func diff(_ old: String, _ new: String) -> TextDiff {
        // The states' texts are contiguous: compared in place, without the
        // copies `TextDiff(old:new:)` makes to be sure of it.
        let found = old.utf8.withContiguousStorageIfAvailable { a in
            new.utf8.withContiguousStorageIfAvailable { b in TextDiff.compute(a, b, newCaret: nil) }
        }
        return (found ?? nil) ?? TextDiff(old: old, new: new)
    }

    /// The text of `text` between UTF-8 offsets `lower` and `upper` (scalar boundaries).
    static func slice(_ text: String, _ lower: Int, _ upper: Int) -> String {
        guard lower < upper else { return "" }
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
        if let copied { return copied }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        return String(Substring(utf8[start..<utf8.index(start, offsetBy: upper - lower)]))
    }

    /// Whether `typed` is non-empty and all whitespace (a word ended). ASCII
    /// text is decided from its bytes, without `Character`s.
    static func isWhitespace(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        if typed.utf8.count == 1, let byte = typed.utf8.first {
            // One ASCII character, the usual keystroke; a lone carriage
            // return is whitespace too.
            return byte == 0x20 || (0x09...0x0D).contains(byte)
        }
        let ascii = typed.utf8.allSatisfy(\.isCharacterByte)
        guard ascii else { return typed.allSatisfy(\.isWhitespace) }
        // The ASCII characters whose `isWhitespace` is true: tab, line feed,
        // vertical tab, form feed and space (carriage return is left to the
        // general path, where it may join a line feed).
        return typed.utf8.allSatisfy { $0 == 0x20 || (0x09...0x0C).contains($0) }
    }

    /// Makes the next edit start a new step (the caret moved, the app wrote).
    package mutating func breakCoalescing() { isBroken = true }

    /// Forgets every step (the app replaced the value, or the format changed).
    package mutating func removeAll() {
        steps.removeAll()
        head = 0
        redoSteps.removeAll()
        isBroken = true
    }

    /// Undoes the last step of `current`, what the field shows now: returns
    /// the state to show, or `nil` when there is none. When `current` is not
    /// what the last step left, the history no longer describes the field:
    /// it is emptied and the answer is `nil`.
    package mutating func undo(from current: TextEditingState) -> TextEditingState? {
        guard steps.count > head else { return nil }
        guard let target = steps[steps.count - 1].apply(to: current, undo: true) else {
            removeAll()
            return nil
        }
        redoSteps.append(steps.removeLast())
        isBroken = true
        return target
    }

    /// Redoes the last undone step from `current`, what the field shows now:
    /// returns the state to show, or `nil` when there is none (or, as for
    /// ``undo(from:)``, when `current` is not what that step started from).
    package mutating func redo(from current: TextEditingState) -> TextEditingState? {
        guard let step = redoSteps.last else { return nil }
        guard let target = step.apply(to: current, undo: false) else {
            removeAll()
            return nil
        }
        steps.append(redoSteps.removeLast())
        isBroken = true
        return target
    }
}
