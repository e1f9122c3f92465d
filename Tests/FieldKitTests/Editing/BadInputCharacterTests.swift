import FieldKitTesting
import Testing

@testable import FieldKit

/// Control characters, NUL, bidi marks, zero-width joiners and variation
/// selectors typed or pasted into masked fields. The outcomes (listed in
/// RELIABILITY.md):
/// - a filtering format drops each of them when it stands alone;
/// - attached to a character the format accepts ("4" + VS16, "3" + ZWJ), it
///   is shed and the character kept: the user typed a digit;
/// - a format that accepts any character keeps them as typed (sanitising is
///   a validator's job), and a joiner or selector joins the character before
///   it, so it does not count against a length limit;
/// - in every case the display is a fixed point and the caret is in bounds.
@Suite("Bad input: invisible and control characters")
@MainActor
struct BadInputCharacterTests {
    nonisolated static let specials: [String] = [
        "\u{0}", "\t", "\n", "\r", "\u{7F}", "\u{1B}", "\u{85}",
        "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{FEFF}", "\u{AD}", "\u{2028}",
    ]

    nonisolated static let filtering: [(String, CharacterFormat)] = [
        ("digits", .digits), ("digits(max: 4)", .digits(max: 4)), ("letters", .letters),
        ("alphanumeric.uppercased().maxLength(9)", .alphanumeric.uppercased().maxLength(9)),
    ]

    /// Each special character alone, typed at every caret position of a
    /// filled field, leaves the field, the model and the caret as they were,
    /// and is reported as dropped.
    @Test(arguments: specials)
    func aloneItIsDroppedEverywhere(special: String) throws {
        for (name, format) in Self.filtering {
            let value = name == "letters" ? "ab" : "12"
            for caret in 0...2 {
                let field = SimulatedField(value, format: format, toolkit: .gtk)
                try field.select(TextSpan(caret, caret, unit: .utf16))
                try field.insert(special)
                #expect(field.coordinator.state.text == value, "\(name)")
                #expect(field.text == value, "\(name)")
                #expect(field.changes.isEmpty, "\(name)")
                #expect(
                    field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                        == TextSpan(caret, caret, unit: .utf16), "\(name)")
                #expect(field.rejections.map(\.kept) == [0], "\(name)")
            }
        }
    }

    /// Pasted between digits, every special character goes and every digit stays,
    /// including a digit carrying a variation selector or a joiner.
    @Test(arguments: specials)
    func betweenDigitsOnlyTheDigitsStay(special: String) throws {
        let field = SimulatedField(format: .digits, toolkit: .gtk)
        try field.insert("1\(special)2\(special)3")
        #expect(field.coordinator.state.text == "123")
        #expect(field.modelValue == "123")
        #expect(field.coordinator.state.caret == field.coordinator.state.text.endIndex)
    }

    /// A format that accepts anything keeps NUL and control characters as
    /// typed; the display is a fixed point.
    @Test(arguments: specials)
    func anAcceptingFormatKeepsThem(special: String) throws {
        let format = CharacterFormat.maxLength(8)
        let field = SimulatedField(format: format, toolkit: .gtk)
        try field.insert("a\(special)b")
        #expect(field.coordinator.state.text.unicodeScalars.elementsEqual("a\(special)b".unicodeScalars))
        #expect(format.displayText(for: field.coordinator.state.text) == field.coordinator.state.text)
        #expect(field.rejections.isEmpty)
    }

    /// A joiner or variation selector typed into a full field joins the last
    /// character: the field stays at its limit in characters and keeps it.
    @Test(arguments: ["\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{301}"])
    func aJoiningCharacterInAFullFieldJoinsTheLastOne(mark: String) throws {
        let field = SimulatedField("abc", format: .maxLength(3), toolkit: .gtk)
        try field.insert(mark)
        #expect(field.coordinator.state.text.unicodeScalars.elementsEqual("abc\(mark)".unicodeScalars))
        #expect(field.coordinator.state.text.count == 3)
    }

    /// Bidi overrides around digits do not reorder what the field stores:
    /// the raw value is the digits in typed order.
    @Test func bidiOverridesDoNotReorderTheValue() throws {
        let field = SimulatedField(format: .digits(max: 4), toolkit: .gtk)
        try field.insert("\u{202E}12\u{202C}\u{2067}34\u{2069}")
        #expect(field.modelValue == "1234")
    }
}
