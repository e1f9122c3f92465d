import FieldKitTesting
import Testing

@testable import FieldKit

/// The history keeps only the region each edit changed, not whole states.
/// These tests hold it to a reference that keeps whole states (the way the
/// history worked before): the same records, undos and redos give the same
/// states, coalescing included.
@Suite("Edit history: steps keep only the changed region")
struct EditHistoryRegionTests {
    /// The reference: every step is the whole state before and after, with
    /// the same coalescing rules, written as plainly as possible.
    struct WholeStateHistory {
        struct Step {
            var before: TextEditingState
            var after: TextEditingState
            var kind: EditHistory.Kind
            var endedWord: Bool
        }
        var limit: Int
        var undoable: [Step] = []
        var redoable: [Step] = []
        var isBroken = true

        mutating func record(
            before: TextEditingState, after: TextEditingState, kind: EditHistory.Kind, typed: String
        ) -> Bool {
            redoable.removeAll()
            let whitespace = !typed.isEmpty && typed.allSatisfy(\.isWhitespace)
            if !isBroken, kind != .other, let last = undoable.last, last.kind == kind,
                !(kind == .typing && last.endedWord && !whitespace)
            {
                undoable[undoable.count - 1].after = after
                undoable[undoable.count - 1].endedWord = whitespace
                return false
            }
            undoable.append(Step(before: before, after: after, kind: kind, endedWord: whitespace))
            if undoable.count > limit { undoable.removeFirst() }
            isBroken = kind == .other
            return true
        }

        mutating func undo() -> TextEditingState? {
            guard let step = undoable.popLast() else { return nil }
            redoable.append(step)
            isBroken = true
            return step.before
        }

        mutating func redo() -> TextEditingState? {
            guard let step = redoable.popLast() else { return nil }
            undoable.append(step)
            isBroken = true
            return step.after
        }
    }

    static let pieces = ["a", "b", " ", "é", "€", "😀", "👨‍👩‍👧", "xy", "\n", "-", "", "12 34", "\t"]

    /// A random edit of `state`: a replaced range (on scalar boundaries),
    /// sometimes followed by a rewrite of the whole text, as a format makes.
    static func randomEdit(of state: TextEditingState, using rng: inout SplitMix64)
        -> (after: TextEditingState, kind: EditHistory.Kind, typed: String, region: TextDiff?)
    {
        let scalars = Array(state.text.unicodeScalars)
        let a = Int.random(in: 0...scalars.count, using: &rng)
        let width = [0, 0, 1, 1, 2, 5].randomElement(using: &rng)!
        let b = min(scalars.count, a + width)
        let piece = pieces.randomElement(using: &rng)!
        var text = String(String.UnicodeScalarView(scalars[..<a]))
        let lo = text.utf8.count
        let hi = lo + String(String.UnicodeScalarView(scalars[a..<b])).utf8.count
        text += piece
        text += String(String.UnicodeScalarView(scalars[b...]))
        var region: TextDiff? = TextDiff(start: lo, oldEnd: hi, newEnd: lo + piece.utf8.count)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            // A format's rewrite: separators laid out again over the whole text.
            text = String(text.map { $0 == "-" ? " " : $0 == " " ? "-" : $0 })
            region = nil
        case 1:
            // A format that moves everything (a prefix grows).
            text = "$" + text
            region = nil
        case 2:
            region = nil
        default:
            break
        }
        var after = TextEditingState(text: text)
        // The caret after the edit (`select` rounds it to a scalar boundary).
        let caret = min(text.utf8.count, lo + piece.utf8.count)
        let caretIndex = after.text.utf8.index(after.text.startIndex, offsetBy: caret)
        after.select(caretIndex..<caretIndex)
        let kinds: [EditHistory.Kind] = [.typing, .typing, .typing, .deleting, .deleting, .other]
        return (after, kinds.randomElement(using: &rng)!, piece, region)
    }

    @Test(arguments: 0..<8)
    func randomSequencesUndoAndRedoAsWholeStatesDo(_ seed: Int) {
        var rng = SplitMix64(state: 1_600 + UInt64(seed))
        let limit = [1, 3, 100][seed % 3]
        var history = EditHistory(limit: limit)
        var reference = WholeStateHistory(limit: limit)
        var current = TextEditingState(text: seed.isMultiple(of: 2) ? "" : "Grüße 👍🏽 ok")
        var undos = 0
        var redos = 0
        var coalesced = 0
        for step in 0..<600 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let expected = reference.undo()
                let got = history.undo(from: current)
                #expect(got == expected, "undo at \(step)")
                #expect(got.map { Array($0.text.utf8) } == expected.map { Array($0.text.utf8) })
                if let got {
                    current = got
                    undos += 1
                }
            case 2:
                let expected = reference.redo()
                let got = history.redo(from: current)
                #expect(got == expected, "redo at \(step)")
                if let got {
                    current = got
                    redos += 1
                }
            case 3:
                // The caret moved: coalescing breaks in both.
                history.breakCoalescing()
                reference.isBroken = true
            default:
                let edit = Self.randomEdit(of: current, using: &rng)
                let isNew = history.record(
                    before: current, after: edit.after, kind: edit.kind, typed: edit.typed,
                    region: edit.region)
                let referenceIsNew = reference.record(
                    before: current, after: edit.after, kind: edit.kind, typed: edit.typed)
                #expect(isNew == referenceIsNew, "record at \(step)")
                if !isNew { coalesced += 1 }
                current = edit.after
            }
            #expect(history.canUndo == !reference.undoable.isEmpty, "at \(step)")
            #expect(history.canRedo == !reference.redoable.isEmpty, "at \(step)")
            #expect(history.undoSteps.count == reference.undoable.count, "at \(step)")
        }
        // Undo everything left, then redo it all: the same states all the way.
        while let expected = reference.undo() {
            let got = history.undo(from: current)
            #expect(got == expected)
            guard let got else { break }
            current = got
        }
        #expect(history.undo(from: current) == nil)
        while let expected = reference.redo() {
            let got = history.redo(from: current)
            #expect(got == expected)
            guard let got else { break }
            current = got
        }
        // The sequence exercised undo, redo and coalescing (not vacuous).
        #expect(undos > 10 && redos > 3 && coalesced > 10, "\(undos) \(redos) \(coalesced)")
    }

    /// A step holds the region, not the document: typing in a 1 MB text keeps
    /// a few bytes per step, and undo and redo give back the exact states.
    @Test func aKeystrokeInAMegabyteTextKeepsOnlyItsRegion() {
        let line = "The quick brown fox jumps over the lazy dog; Grüße, мир, 你好 👍🏽.\n"
        let document = String(repeating: line, count: (1 << 20) / line.utf8.count)
        let start = TextEditingState(text: document)
        var history = EditHistory()
        var current = start
        var states = [start]
        let middle = document.utf8.index(document.utf8.startIndex, offsetBy: line.utf8.count * 100)
        current.select(middle..<middle)
        states[0] = current
        for typed in ["x", "y", " ", "z"] {
            var after = current
            after.replace(after.selection, with: typed)
            history.record(before: current, after: after, kind: .typing, typed: typed)
            current = after
            states.append(after)
        }
        let kept = history.undoSteps.reduce(0) { $0 + $1.removed.utf8.count + $1.inserted.utf8.count }
        #expect(kept == 4)
        #expect(history.undoSteps.count == 2)  // "xy " and "z": a word starts after the space
        #expect(history.undo(from: current) == states[3])
        #expect(history.undo(from: states[3]) == states[0])
        #expect(history.redo(from: states[0]) == states[3])
        #expect(history.redo(from: states[3]) == states[4])
        #expect(history.undo(from: states[4]).map { Array($0.text.utf8) } == Array(states[3].text.utf8))
    }
}

/// The same through the coordinator: a keystroke in a 1 MB document, its
/// undo and its redo give exactly the states a plain string edit gives.
@Suite("Edit history: through the coordinator")
@MainActor
struct CoordinatorHistoryRegionTests {
    @Test func keystrokesUndoAndRedoInAMegabyteDocument() throws {
        let line = "Grüße, мир! The quick brown fox; 👨‍👩‍👧 ok.\n"
        let document = String(repeating: line, count: (1 << 20) / line.utf8.count)
        let field = SimulatedField(document, format: IdentityFormat())
        field.coordinator.maximumLength = nil
        let caret = line.utf16.count * 300 + 7
        try field.coordinator.didChangeSelection(to: TextSpan(caret: caret, unit: .utf16))
        try field.coordinator.didReplace([TextSpan(caret: caret, unit: .utf16)], with: "X")
        try field.coordinator.didReplace([TextSpan(caret: caret + 1, unit: .utf16)], with: "é")
        var expected = Array(document.utf16)
        expected.insert(contentsOf: "Xé".utf16, at: caret)
        let typed = String(decoding: expected, as: UTF16.self)
        #expect(Array(field.coordinator.state.text.utf8) == Array(typed.utf8))
        #expect(field.modelValue == typed)
        #expect(field.coordinator.undo())
        #expect(Array(field.coordinator.state.text.utf8) == Array(document.utf8))
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextSpan(caret: caret, unit: .utf16))
        #expect(field.modelValue == document)
        #expect(field.coordinator.redo())
        #expect(Array(field.coordinator.state.text.utf8) == Array(typed.utf8))
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextSpan(caret: caret + 2, unit: .utf16))
        #expect(field.modelValue == typed)
        #expect(Array(field.shown.text.utf8) == Array(typed.utf8))
    }

    /// An app write during a composition is applied when the composition
    /// ends, as any app write is: the history's steps described the text
    /// before it, so they go, and only the committed text can be undone.
    @Test func anAppWriteDuringACompositionEmptiesTheHistory() throws {
        let field = SimulatedField("", format: IdentityFormat())
        try field.type("ab")
        #expect(field.coordinator.canUndo)
        try field.setComposition("k")
        field.appSets("hello")
        try field.commitComposition("か")
        #expect(field.coordinator.state.text == "helloか")
        #expect(field.coordinator.undo())
        #expect(field.coordinator.state.text == "hello")
        #expect(!field.coordinator.canUndo)
        #expect(field.coordinator.redo())
        #expect(field.coordinator.state.text == "helloか")
    }
}
