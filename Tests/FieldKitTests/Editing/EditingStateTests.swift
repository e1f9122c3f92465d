import Testing

@testable import FieldKit

@Suite("Editing state: typing, backspace and forward delete in every unit")
struct EditingStateTests {
    /// Texts whose grapheme clusters span several scalars and code units.
    static let samples: [String] = [
        "👨‍👩‍👧‍👦x👨‍👩‍👧‍👦",  // ZWJ family: 7 scalars, 11 UTF-16 units, 25 bytes
        "🇫🇷🇩🇪🇯🇵",  // flags: pairs of regional indicators
        "👍🏽👋🏿ok",  // skin-tone modifiers
        "e\u{301}a\u{308}\u{304}n\u{303}",  // combining marks, one of them stacked
        "漢字かなカナ한국어",  // CJK and Hangul syllables
        mixedText,
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var unit: TextUnit
        var testDescription: String { "\(unit) \(text.unicodeScalars.count) scalars" }
    }

    static var cases: [Case] {
        samples.flatMap { text in TextUnit.allCases.map { Case(text: text, unit: $0) } }
    }

    /// At every grapheme boundary: type a character, then backspace the
    /// grapheme before the caret and forward-delete the one after it, with the
    /// range a toolkit sends in its own unit (UIKit and GTK both delete whole
    /// clusters for these scripts). The text, the caret and the lengths in every
    /// unit must match what the same edit does to an array of Characters.
    @Test(arguments: cases)
    func editsAtEveryGraphemeBoundary(_ c: Case) throws {
        let characters = Array(c.text)
        for caret in 0...characters.count {
            let before = String(characters[..<caret])
            let at = count(before, in: c.unit)

            var typed = try TextEditingState(text: c.text, selection: TextSpan(caret: at, unit: c.unit))
            try typed.replace([TextSpan(caret: at, unit: c.unit)], with: "Ж")
            expect(typed, equals: before + "Ж" + String(characters[caret...]), caretAfter: before + "Ж")

            if caret > 0 {
                let start = count(String(characters[..<(caret - 1)]), in: c.unit)
                var deleted = try TextEditingState(
                    text: c.text, selection: TextSpan(caret: at, unit: c.unit))
                try deleted.replace([TextSpan(start, at, unit: c.unit)], with: "")
                let head = String(characters[..<(caret - 1)])
                expect(deleted, equals: head + String(characters[caret...]), caretAfter: head)
            }
            if caret < characters.count {
                let end = count(String(characters[...caret]), in: c.unit)
                var deleted = try TextEditingState(
                    text: c.text, selection: TextSpan(caret: at, unit: c.unit))
                try deleted.replace([TextSpan(at, end, unit: c.unit)], with: "")
                expect(deleted, equals: before + String(characters[(caret + 1)...]), caretAfter: before)
            }
        }
    }

    /// Typing a whole sample one character at a time at the caret, in each
    /// unit, ends with the sample, and every intermediate length is right.
    @Test(arguments: cases)
    func typingCharacterByCharacter(_ c: Case) throws {
        var state = TextEditingState()
        var typed = ""
        for character in c.text {
            let caret = state.offsets(of: state.selection, in: c.unit)
            #expect(caret == TextSpan(caret: count(typed, in: c.unit), unit: c.unit))
            try state.replace([caret], with: String(character))
            typed.append(character)
            for unit in TextUnit.allCases { #expect(state.length(in: unit) == count(typed, in: unit)) }
        }
        #expect(state.text == c.text)
    }

    /// Deleting every scalar from the end, one at a time (how GTK's
    /// `delete-text` reports a backspace that removes one character), keeps the
    /// lengths right and ends empty.
    @Test(arguments: samples)
    func deletingScalarByScalar(_ text: String) throws {
        var state = TextEditingState(text: text)
        var scalars = Array(text.unicodeScalars)
        while !scalars.isEmpty {
            let n = scalars.count
            try state.replace([TextSpan(n - 1, n, unit: .unicodeScalars)], with: "")
            scalars.removeLast()
            var expected = ""
            expected.unicodeScalars.append(contentsOf: scalars)
            #expect(state.text == expected)
            for unit in TextUnit.allCases { #expect(state.length(in: unit) == count(expected, in: unit)) }
        }
    }

    /// Paste of a long mixed string over a selection: caret after the pasted text.
    @Test func pasteOverSelection() throws {
        var state = try TextEditingState(text: "Hello, world", selection: TextSpan(7, 12, unit: .utf16))
        let pasted = "世界 🌍 e\u{301}"
        try state.replace([TextSpan(7, 12, unit: .utf16)], with: pasted)
        #expect(state.text == "Hello, " + pasted)
        #expect(
            state.offsets(of: state.selection, in: .utf16)
                == TextSpan(caret: 7 + pasted.utf16.count, unit: .utf16))
        #expect(state.caret == state.text.endIndex)
        #expect(!state.hasMarkedText)
    }

    /// iOS 26 multi-range edits: UIKit replaces one range and deletes the
    /// others ("choose any one of the specified ranges of text and replace it
    /// with the specified replacementString before deleting the text at the
    /// other ranges", Apple docs for
    /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`).
    @Test func multiRangeReplacesFirstAndDeletesOthers() throws {
        var state = TextEditingState(text: "one 😀 two three")
        // Ranges given out of order, in UTF-16: "three" (11..<16) and "one" (0..<3).
        try state.replace([TextSpan(11, 16, unit: .utf16), TextSpan(0, 3, unit: .utf16)], with: "1")
        #expect(state.text == "1 😀 two ")
        #expect(state.offsets(of: state.selection, in: .utf16) == TextSpan(caret: 1, unit: .utf16))
        for unit in TextUnit.allCases { #expect(state.length(in: unit) == count("1 😀 two ", in: unit)) }
    }

    /// Design rule 6 (DesignRules.md): after an edit the state knows the caret's offsets, so the next
    /// keystroke next to it walks the width of that edit, not the text.
    @Test(arguments: TextUnit.allCases)
    func nextKeystrokeWalksFromTheLastEdit(_ unit: TextUnit) throws {
        let half = String(repeating: "ab漢😀", count: 5_000)
        var state = TextEditingState(text: half + half)
        let middle = count(half, in: unit)
        #expect(state.walkLength(to: middle, in: unit) >= middle / 2)
        try state.select(TextSpan(caret: middle, unit: unit))
        #expect(state.walkLength(to: middle, in: unit) == 0)
        try state.replace([TextSpan(caret: middle, unit: unit)], with: "x😀")
        let caret = state.offsets(of: state.selection, in: unit)
        #expect(caret.lowerBound == middle + count("x😀", in: unit))
        #expect(state.walkLength(to: caret.lowerBound, in: unit) == 0)
        #expect(state.walkLength(to: caret.lowerBound - 1, in: unit) == 1)
        // A backspace over the emoji just typed.
        let emojiStart = middle + count("x", in: unit)
        try state.replace([TextSpan(emojiStart, caret.lowerBound, unit: unit)], with: "")
        #expect(state.walkLength(to: emojiStart, in: unit) == 0)
        #expect(state.text == half + "x" + half)
    }

    /// Design rule 6 (DesignRules.md), the allocator's part: the storage asked for when the text is
    /// copied changes size only every eighth of the text, so a run of
    /// keystrokes reuses freed blocks instead of faulting in new pages; it is
    /// never less than needed and wastes at most a quarter.
    @Test func storageSizesAreStable() {
        var previous = 0
        var distinct = Set<Int>()
        for count in stride(from: 0, through: 3 << 20, by: 97) {
            let capacity = TextEditingState.capacity(for: count)
            #expect(capacity >= count && capacity <= count + count / 4 + 1)
            #expect(capacity >= previous)
            previous = capacity
            if count >= 1 << 20 && count < 1 << 20 + 100_000 { distinct.insert(capacity) }
        }
        // 100 KB of typing into a 1 MB text asks for at most two sizes.
        #expect(distinct.count <= 2)
    }

    @Test func equalityAndDescription() throws {
        let a = try TextEditingState(text: "abc", selection: TextSpan(1, 2, unit: .utf16))
        var b = TextEditingState(text: "abc")
        #expect(a != b)
        b.select(a.selection)
        #expect(a == b)
        try b.setMarkedRange(TextSpan(0, 1, unit: .utf16))
        #expect(a != b && b.hasMarkedText)
        #expect(b.markedRange == b.text.startIndex..<b.text.index(after: b.text.startIndex))
        #expect(!b.description.contains("abc"))
    }

    /// `replace(_:with:)` with indices rounds a range that ends inside a
    /// scalar down to the scalar's start instead of trapping.
    @Test func indexEditsAreScalarAligned() {
        var state = TextEditingState(text: "a😀b")
        let inside = state.text.utf8.index(state.text.startIndex, offsetBy: 3)
        state.replace(inside..<state.text.endIndex, with: "c")
        #expect(state.text == "ac")
        let edited = state.replacing(state.text.startIndex..<state.text.startIndex, with: "Ж")
        #expect(edited.text == "Жac" && state.text == "ac")
    }

    private func expect(
        _ state: TextEditingState, equals text: String, caretAfter prefix: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(state.text == text, sourceLocation: sourceLocation)
        for unit in TextUnit.allCases {
            #expect(state.length(in: unit) == count(text, in: unit), sourceLocation: sourceLocation)
            let caret = count(prefix, in: unit)
            #expect(
                state.offsets(of: state.selection, in: unit) == TextSpan(caret: caret, unit: unit),
                sourceLocation: sourceLocation)
        }
        #expect(!state.hasMarkedText, sourceLocation: sourceLocation)
    }
}
