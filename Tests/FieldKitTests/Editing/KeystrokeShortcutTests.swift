import Testing

@testable import FieldKit

/// The keystroke path decides a few things from bytes instead of
/// `Character`s or a built text (one deleted character, typed whitespace, a
/// result that is the widget's text). Each shortcut against the general
/// answer, on random text that mixes ASCII, `\r\n`, combining marks, emoji
/// and other scripts.
@Suite("Keystroke shortcuts agree with the general answers")
struct KeystrokeShortcutTests {
    static let pieces = [
        "a", "4", " ", "\t", "\r", "\n", "\r\n", "e\u{301}", "é", "€", "😀", "👍🏽", "٣", "\u{301}", "\u{200D}",
        "-", ".",
    ]

    /// Up to eight random pieces, contiguous in memory as a state's text is.
    static func randomText(_ rng: inout SplitMix64) -> String {
        var text = (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
            .joined()
        text.makeContiguousUTF8()
        return text
    }

    /// A random range of `text` on scalar boundaries.
    static func randomRange(in text: String, _ rng: inout SplitMix64) -> Range<String.Index> {
        let scalars = text.unicodeScalars
        let a = Int.random(in: 0...scalars.count, using: &rng)
        let b = min(scalars.count, a + Int.random(in: 0...3, using: &rng))
        let lower = scalars.index(scalars.startIndex, offsetBy: a)
        return lower..<scalars.index(lower, offsetBy: b - a)
    }

    @Test func oneCharacterIsDecidedAsCountingDoes() {
        var rng = SplitMix64(state: 61)
        var shortcut = 0
        for _ in 0..<3_000 {
            let text = Self.randomText(&rng)
            let range = Self.randomRange(in: text, &rng)
            let expected = text[range].count == 1
            #expect(
                TextInputCoordinator.isOneCharacter(range, of: text) == expected,
                "\(text.debugDescription) \(text.utf8.distance(from: text.startIndex, to: range.lowerBound))")
            if expected, text.utf8.distance(from: range.lowerBound, to: range.upperBound) == 1 {
                shortcut += 1
            }
        }
        // The byte shortcut was taken (the comparison is not vacuous).
        #expect(shortcut > 100)
    }

    @Test func typedWhitespaceIsDecidedAsCharactersDo() {
        // Every one-byte text, then random texts.
        for byte in UInt8(0)..<0x80 {
            let typed = String(decoding: [byte], as: UTF8.self)
            #expect(EditHistory.isWhitespace(typed) == typed.allSatisfy(\.isWhitespace), "\(byte)")
        }
        var rng = SplitMix64(state: 62)
        for _ in 0..<1_000 {
            let typed = Self.randomText(&rng)
            #expect(
                EditHistory.isWhitespace(typed) == (!typed.isEmpty && typed.allSatisfy(\.isWhitespace)),
                "\(typed.debugDescription)")
        }
    }

    @Test func aResultIsTheEditedTextExactlyWhenItsBytesAre() {
        var rng = SplitMix64(state: 63)
        var equal = 0
        for _ in 0..<3_000 {
            let old = Self.randomText(&rng)
            let edit = TextEdit(range: Self.randomRange(in: old, &rng), replacement: Self.randomText(&rng))
            var edited = old
            edited.replaceSubrange(edit.range, with: edit.replacement)
            // The edited text itself, or with one byte changed, added or removed.
            var bytes = Array(edited.utf8)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= 0x01
            case 1: bytes.insert(0x61, at: Int.random(in: 0...bytes.count, using: &rng))
            case 2 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &rng))
            default: break
            }
            let result = String(decoding: bytes, as: UTF8.self)
            let expected = Array(result.utf8) == Array(edited.utf8)
            if expected { equal += 1 }
            #expect(
                TextInputCoordinator.isText(result, edit, appliedTo: old) == expected,
                "\(old.debugDescription) -> \(result.debugDescription)")
        }
        #expect(equal > 500 && equal < 2_500)
    }
}
