import Testing

@testable import FieldKit

/// How an after-the-fact change (autocorrect, dictation, AutoFill, a committed
/// composition) becomes an edit.
@Suite("Editing: finding the edit between two texts")
struct EditingTextDiffTests {
    /// Typing a character equal to its neighbours is ambiguous from the texts
    /// alone; the caret says where the user typed it, which is where a format
    /// must put its caret.
    @Test(arguments: ["aaaa", "😀😀😀", "ééé"])
    func ambiguousInsertionFollowsTheCaret(_ text: String) {
        let characters = Array(text)
        let typed = String(characters[0])
        for position in 0...characters.count {
            let before = String(characters[..<position])
            let new = before + typed + String(characters[position...])
            let caret = (before + typed).utf8.count
            let diff = TextDiff(old: text, new: new, newCaret: caret)
            #expect(diff.start == before.utf8.count)
            #expect(diff.oldEnd == before.utf8.count)
            #expect(diff.newEnd == caret)
        }
    }

    /// Both ends of the region fall on scalar boundaries even when the texts
    /// share the first bytes of a differing scalar ("é" C3 A9, "ê" C3 AA) or
    /// the last bytes ("ā" C4 81, "ف" D9 81).
    @Test func regionIsScalarAligned() {
        let diff = TextDiff(old: "xéy", new: "xêy")
        #expect(diff == TextDiff(start: 1, oldEnd: 3, newEnd: 3))
        let tail = TextDiff(old: "xā", new: "xف")
        #expect(tail == TextDiff(start: 1, oldEnd: 3, newEnd: 3))
        let emoji = TextDiff(old: "a😀b", new: "a😁b")
        #expect(emoji == TextDiff(start: 1, oldEnd: 5, newEnd: 5))
    }

    /// Autocorrect "teh" → "the" is the smallest region: "eh" → "he".
    @Test func autocorrectRegion() {
        let diff = TextDiff(old: "I saw teh ", new: "I saw the ", newCaret: 10)
        #expect(diff == TextDiff(start: 7, oldEnd: 9, newEnd: 9))
        #expect(TextDiff(old: "same", new: "same").isEmpty)
    }

    /// Offsets before the region stay, after it shift, inside it go to its end.
    @Test func mapping() {
        let diff = TextDiff(old: "hello world", new: "hello brave new world")
        #expect(diff == TextDiff(start: 6, oldEnd: 6, newEnd: 16))
        #expect(diff.map(3) == 3)
        #expect(diff.map(6) == 6)
        #expect(diff.map(8) == 18)
        let replaced = TextDiff(old: "abcdef", new: "aXf")
        #expect(replaced.map(3) == replaced.newEnd)
    }

    /// The common prefix and suffix are compared eight bytes at a time; the
    /// region must be the one a byte-by-byte comparison finds, in texts long
    /// enough for the word steps and with differences at every position.
    @Test func wordAtATimeComparisonFindsTheByteLoopsRegion() {
        var rng = SplitMix64(state: 1_604)
        let pieces = ["a", "b", "é", "€", "😀", " ", "0123456789", "ab"]
        for _ in 0..<2_000 {
            var old = ""
            for _ in 0..<Int.random(in: 0..<12, using: &rng) { old += pieces.randomElement(using: &rng)! }
            var scalars = Array(old.unicodeScalars)
            let at = Int.random(in: 0...scalars.count, using: &rng)
            let removed = min(scalars.count - at, Int.random(in: 0...3, using: &rng))
            let inserted = Array(pieces.randomElement(using: &rng)!.unicodeScalars).prefix(
                Int.random(in: 0...2, using: &rng))
            scalars.replaceSubrange(at..<(at + removed), with: inserted)
            let new = String(String.UnicodeScalarView(scalars))
            let diff = TextDiff(old: old, new: new)
            // The byte loop, with the same rounding to scalar boundaries.
            let a = Array(old.utf8)
            let b = Array(new.utf8)
            let shorter = min(a.count, b.count)
            var prefix = 0
            while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
            while prefix > 0 && prefix < a.count && a[prefix] & 0xC0 == 0x80 { prefix -= 1 }
            while prefix > 0 && prefix < b.count && b[prefix] & 0xC0 == 0x80 { prefix -= 1 }
            var suffix = 0
            while suffix < shorter - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
                suffix += 1
            }
            while suffix > 0 && b[b.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
            #expect(
                diff == TextDiff(start: prefix, oldEnd: a.count - suffix, newEnd: b.count - suffix),
                "\(old) → \(new)")
            // And the region turns the old text into the new one.
            #expect(Array(a[..<diff.start] + b[diff.start..<diff.newEnd] + a[diff.oldEnd...]) == b)
        }
    }
}
