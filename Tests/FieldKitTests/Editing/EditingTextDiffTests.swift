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
}
