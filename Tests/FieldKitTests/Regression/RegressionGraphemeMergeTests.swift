import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-formats`: characters that join into one
/// grapheme once they are next to each other in the display.
@Suite("Regression: graphemes that merge in a character format")
struct RegressionGraphemeMergeTests {
    /// fuzz-formats crash-290b17c3: pasting "  .ᅡ.ᅡ‎" into "3" keeps the two
    /// jamo, which become one grapheme once the "." between them is dropped.
    /// The raw caret still counted two characters, so it landed after the "3",
    /// past what the user typed.
    @Test func jamoJoinedByAFilteredSeparatorKeepTheCaretAfterThem() {
        let format = CharacterFormat.alphanumeric.uppercased().maxLength(9)
        let state = TextEditingState(text: "3")
        let start = state.text.startIndex
        let result = format.apply(
            TextEdit(range: start..<start, replacement: "  .\u{1161}.\u{1161}\u{200E}"), to: state)
        #expect(result.text == "\u{1161}\u{1161}3")
        #expect(
            result.offsets(of: result.selection, in: .unicodeScalars)
                == TextSpan(2, 2, unit: .unicodeScalars))
    }

    /// fuzz-formats crash-6e27d318: in a full three-character field, a typed
    /// variation selector joins the character before it, so the field still
    /// shows three characters; it was counted as a fourth and dropped.
    @Test func combiningMarkInAFullFieldJoinsItsCharacter() {
        let format = CharacterFormat.maxLength(3)
        let state = TextEditingState(text: "0\t\u{FF13}")
        let one = state.text.index(after: state.text.startIndex)
        let result = format.apply(TextEdit(range: one..<one, replacement: "\u{FE0F}"), to: state)
        #expect(result.text == "0\u{FE0F}\t\u{FF13}")
        #expect(result.text.count == 3)
        #expect(
            result.offsets(of: result.selection, in: .unicodeScalars)
                == TextSpan(2, 2, unit: .unicodeScalars))
    }

    /// A combining mark typed after every letter of a full field is kept, the
    /// field's length in characters never passes the limit, and the display
    /// stays a fixed point.
    @Test(arguments: ["\u{301}", "\u{FE0F}", "\u{1F3FD}", "\u{200D}"])
    func combiningMarksAfterEveryCharacter(mark: String) {
        let format = CharacterFormat.maxLength(4)
        let base = TextEditingState(text: "abcd")
        for offset in 1...4 {
            let index = base.text.index(base.text.startIndex, offsetBy: offset)
            let result = format.apply(TextEdit(range: index..<index, replacement: mark), to: base)
            #expect(result.text.count <= 4)
            #expect(format.displayText(for: result.text) == result.text)
        }
    }

    /// fuzz-formats crash-e2c9ee22: a digit typed in front of a dangling vowel
    /// sign (left at the start of a letters field) joined it into one
    /// character that the filter refuses, so formatting the display again
    /// dropped it: the display was not a fixed point. The digit now keeps its
    /// place and the dangling mark is shed.
    @Test(arguments: ["\u{16126}", "\u{93F}", "\u{93F}\u{FE0F}"])
    func digitTypedBeforeADanglingMarkKeepsAFixedPoint(mark: String) {
        let format = CharacterFormat.alphanumeric.uppercased().maxLength(9)
        let state = TextEditingState(text: format.displayText(for: mark + "00"))
        let start = state.text.startIndex
        let result = format.apply(TextEdit(range: start..<start, replacement: "4"), to: state)
        #expect(format.displayText(for: result.text) == result.text)
        #expect(result.text.hasPrefix("4"))
        #expect(result.text.hasSuffix("00"))
        #expect(
            result.offsets(of: result.selection, in: .unicodeScalars)
                == TextSpan(1, 1, unit: .unicodeScalars))
    }

    /// fuzz-formats crash-1146667b: in a pattern's letter slots, two jamo kept
    /// from "ᅡ ᅡ" (the space dropped) join into one character in the display,
    /// which then fills one slot instead of two: formatting the display again
    /// lost the digits after it, so the display was not a fixed point. Raw
    /// characters that join are now offered to the format again as the one
    /// character the display shows.
    @Test func jamoJoiningInAPatternKeepAFixedPoint() {
        let format = PatternFormat("@@## ####[ ####]")
        let display = format.displayText(for: "\u{1161} \u{1161}00")
        #expect(format.displayText(for: display) == display)
        // One letter now: the digits wait for the second letter slot, as they
        // would had the user typed one letter.
        #expect(display == "\u{1161}\u{1161}")
    }
}
