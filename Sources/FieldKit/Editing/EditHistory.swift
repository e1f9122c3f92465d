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
/// Typing coalesces the way platforms do it: consecutive typed characters
/// (or consecutive single deletions) are one step, broken when the caret
/// moves, when another kind of edit comes, and at the start of each word.
///
/// ```swift
/// var history = EditHistory()
/// history.record(before: empty, after: typed, kind: .typing)
/// history.undo()   // empty
/// history.redo()   // typed
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

    /// One undoable step: the state before the user's edit and after it.
    package struct Step: Sendable, Equatable {
        /// What the field showed before the edit (text and selection).
        package var before: TextEditingState
        /// What the field showed after the edit, as the format laid it out.
        package var after: TextEditingState
        /// How the step was made.
        package var kind: Kind
        /// Whether the step ended with typed whitespace (a word ended).
        var endedWord = false
    }

    /// What a dropped step holds until it is removed.
    private static let empty = TextEditingState()

    /// The most steps kept; the oldest go first.
    package var limit: Int

    /// The steps that can be undone, oldest first.
    package var undoSteps: [Step] { Array(steps[head...]) }
    /// The undoable steps from `head` on. The steps before `head` were
    /// dropped (over ``limit``) and hold empty states until they are removed
    /// together, once `head` reaches ``limit``: removing the oldest of 100
    /// steps on every keystroke moved the whole array each time (26 KB).
    private var steps: [Step] = []
    /// Where the undoable steps start in `steps`.
    private var head = 0
    /// The steps that can be redone, the next one last.
    package private(set) var redoSteps: [Step] = []
    /// Whether the next edit must start a step of its own.
    private var isBroken = true

    /// An empty history keeping at most `limit` steps.
    package init(limit: Int = 100) { self.limit = max(limit, 1) }

    /// Whether ``undo()`` has a step to undo.
    package var canUndo: Bool { steps.count > head }
    /// Whether ``redo()`` has a step to redo.
    package var canRedo: Bool { !redoSteps.isEmpty }

    /// Records a user edit from `before` to `after`; clears what could be redone.
    ///
    /// - Parameters:
    ///   - before: what the field showed before the edit.
    ///   - after: what it showed after the edit was formatted.
    ///   - kind: how the edit was made; `typing` and `deleting` coalesce.
    ///   - typed: the typed text, for `typing` (a word starts after whitespace).
    /// - Returns: whether the edit started a new step (rather than joining the last).
    @discardableResult
    package mutating func record(
        before: TextEditingState, after: TextEditingState, kind: Kind, typed: String = ""
    ) -> Bool {
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        let whitespace = Self.isWhitespace(typed)
        // The last step is read in place (a copy of it retains four texts).
        if !isBroken, kind != .other, steps.count > head, steps[steps.count - 1].kind == kind,
            !(kind == .typing && steps[steps.count - 1].endedWord && !whitespace)
        {
            steps[steps.count - 1].after = after
            steps[steps.count - 1].endedWord = whitespace
            isBroken = false
            return false
        }
        steps.append(Step(before: before, after: after, kind: kind, endedWord: whitespace))
        while steps.count - head > limit {
            // Let go of the oldest step's texts now; move the array later.
            steps[head] = Step(before: Self.empty, after: Self.empty, kind: .other)
            head += 1
        }
        if head >= limit {
            steps.removeFirst(head)
            head = 0
        }
        isBroken = kind == .other
        return true
    }

    /// Whether `typed` is non-empty and all whitespace (a word ended). ASCII
    /// text is decided from its bytes, without `Character`s.
    static func isWhitespace(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
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

    /// Undoes the last step: returns the state to show, or `nil` when there is none.
    package mutating func undo() -> TextEditingState? {
        guard steps.count > head, let step = steps.popLast() else { return nil }
        redoSteps.append(step)
        isBroken = true
        return step.before
    }

    /// Redoes the last undone step: returns the state to show, or `nil` when there is none.
    package mutating func redo() -> TextEditingState? {
        guard let step = redoSteps.popLast() else { return nil }
        steps.append(step)
        isBroken = true
        return step.after
    }
}
