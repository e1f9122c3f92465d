import FieldKitTesting
import Testing

@testable import FieldKit

/// Every caret position × every edit kind, for character formats, checked
/// against a model written here on arrays of `Character`: what the result must
/// be, where the caret must land, whether the widget must be corrected, and
/// that `onChange` fires once exactly when the text changed.
@Suite("Editing: character formats at every caret position")
@MainActor
struct EditingFormatSweepTests {
    struct Spec: Sendable, CustomTestStringConvertible {
        var name: String
        var format: CharacterFormat
        var texts: [String]
        var allowed: @Sendable (Character) -> Bool
        var transform: @Sendable (Character) -> Character
        var maximum: Int?
        var testDescription: String { name }
    }

    nonisolated static let specs: [Spec] = [
        Spec(
            name: "digits(max: 4)", format: .digits(max: 4), texts: ["", "12", "1234"],
            allowed: { $0 >= "0" && $0 <= "9" }, transform: { $0 }, maximum: 4),
        Spec(
            name: "uppercased", format: .uppercased, texts: ["", "AÉ😀B"],
            allowed: { _ in true },
            transform: { c in
                // Only what the samples contain: a-z, é, ß (kept: its upper case is two characters).
                switch c {
                case "a"..."z": Character(String(UnicodeScalar(c.unicodeScalars.first!.value - 32)!))
                case "é": "É"
                default: c
                }
            }, maximum: nil),
        Spec(
            name: "filter(isLetter)", format: .filter { $0.isLetter }, texts: ["", "héllo", "漢字"],
            allowed: { c in !(c.isASCII && (c.isNumber || c.isPunctuation || c == " ")) && c != "😀" },
            transform: { $0 }, maximum: nil),
        Spec(
            name: "alphanumeric.uppercased.maxLength(3)", format: .alphanumeric.uppercased().maxLength(3),
            texts: ["", "A1", "B2C"],
            allowed: { c in c != "😀" && c != "-" && c != " " },
            transform: { c in
                switch c {
                case "a"..."z": Character(String(UnicodeScalar(c.unicodeScalars.first!.value - 32)!))
                case "é": "É"
                default: c
                }
            }, maximum: 3),
    ]

    nonisolated static let insertions = ["5", "a", "é", "ß", "😀", "12", "1a-2", "x y", ""]

    enum Edit: CustomStringConvertible {
        case replace(Range<Int>, String)
        var description: String {
            switch self {
            case .replace(let r, let s): "replace \(r) with \"\(s)\""
            }
        }
    }

    /// Every edit on `n` characters: typing and pasting at every caret,
    /// backspace and forward delete at every caret, and replacing every
    /// selection with a character or nothing.
    nonisolated static func edits(count n: Int) -> [Edit] {
        var edits: [Edit] = []
        for i in 0...n {
            for s in insertions { edits.append(.replace(i..<i, s)) }
            if i > 0 { edits.append(.replace((i - 1)..<i, "")) }
            if i < n { edits.append(.replace(i..<(i + 1), "")) }
            for j in (i + 1)..<(n + 1) where j <= n {
                edits.append(.replace(i..<j, "7"))
                edits.append(.replace(i..<j, "b"))
            }
        }
        return edits
    }

    @Test(arguments: specs)
    func everyCaretEveryEdit(_ spec: Spec) throws {
        for text in spec.texts {
            let characters = Array(text)
            for edit in Self.edits(count: characters.count) {
                guard case .replace(let range, let inserted) = edit else { continue }
                // Expected, from the model.
                var kept = inserted.filter(spec.allowed).map(spec.transform)
                let rest = characters.count - range.count
                if let maximum = spec.maximum { kept = Array(kept.prefix(max(0, maximum - rest))) }
                let expected = String(
                    characters[..<range.lowerBound] + kept + characters[range.upperBound...])
                let expectedCaret = String(characters[..<range.lowerBound] + kept)

                // Through the format directly.
                let state = TextEditingState(text: text)
                let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
                let upper = text.index(text.startIndex, offsetBy: range.upperBound)
                var before = state
                before.select(lower..<upper)
                let result = spec.format.apply(
                    TextEdit(range: lower..<upper, replacement: inserted), to: before)
                #expect(result.text == expected, "\(spec.name) \(text) \(edit)")
                #expect(
                    result.offsets(of: result.selection, in: .utf16)
                        == TextSpan(caret: expectedCaret.utf16.count, unit: .utf16),
                    "\(spec.name) \(text) \(edit)")
                // A fixed point: formatting the result again changes nothing.
                #expect(spec.format.displayText(for: result.text) == result.text)

                // Through a coordinator, as a UIKit field delivers it.
                let field = SimulatedField(text, format: spec.format)
                let lo16 = String(characters[..<range.lowerBound]).utf16.count
                let hi16 = String(characters[..<range.upperBound]).utf16.count
                try field.select(lo16..<hi16)
                try field.replace(TextSpan(lo16, hi16, unit: .utf16), with: inserted)
                field.expectInSync(expected)
                let nativeText =
                    String(characters[..<range.lowerBound]) + inserted
                    + String(characters[range.upperBound...])
                #expect(field.shownTexts == (nativeText == expected ? [] : [expected]), "\(edit)")
                #expect(field.changes == (expected == text ? [] : [expected]), "\(edit)")
            }
        }
    }

    /// The raw and display values of a character format are the text itself.
    @Test func rawValueAndValidity() {
        let format = CharacterFormat.digits(max: 4)
        #expect(format.rawValue(for: "123") == "123")
        #expect(format.validity(of: "123") == .valid)
        #expect(format.displayText(for: "1a2b3c4d5") == "1234")
        #expect(!format.isIdentity && IdentityFormat().isIdentity)
        #expect(CharacterFormat.maxLength(2).displayText(for: "abc") == "ab")
        #expect(CharacterFormat.letters.displayText(for: "a1b") == "ab")
    }

    /// Deleting part of a grapheme cluster, as GTK's backspace does where
    /// Pango sets `backspace_deletes_character` (a Devanagari vowel sign: "कि"
    /// becomes "क"; Pango docs for `PangoLogAttr`), or as a toolkit may report
    /// a scalar range: the result is what the format makes of the native text,
    /// never the whole cluster gone, never a trap.
    @Test(arguments: ["e\u{301}x", "👍🏽a", "🇫🇷", "कि", "नमस्ते"])
    func scalarEditsInsideClusters(_ text: String) throws {
        let formats: [CharacterFormat] = [.uppercased, .letters.filter { _ in true }, .maxLength(9)]
        for format in formats {
            let display = format.displayText(for: text)
            let scalars = Array(display.unicodeScalars)
            for lo in 0...scalars.count {
                for hi in lo...scalars.count {
                    let field = SimulatedField(display, format: format)
                    try field.coordinator.didReplace([TextSpan(lo, hi, unit: .unicodeScalars)], with: "")
                    var native = ""
                    native.unicodeScalars.append(contentsOf: scalars[..<lo] + scalars[hi...])
                    let result = field.coordinator.state.text
                    #expect(result == format.displayText(for: native), "\(lo)..<\(hi)")
                    #expect(format.displayText(for: result) == result)
                    if let written = field.modelWrites.last {
                        #expect(written == field.coordinator.modelValue)
                    }
                }
            }
        }
    }
}
