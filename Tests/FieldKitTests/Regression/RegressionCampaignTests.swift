import Testing

@testable import FieldKit

/// Reproducers found by the recorded fuzzing campaign (RELIABILITY.md, "Totals").
@Suite("Regression: findings of the long campaign")
struct RegressionCampaignTests {
    /// fuzz-formats (campaign, `.phoneNumber(region: "US")`): a "+" and 19
    /// digits (more than E.164's 15, kept because deletions keep every
    /// character) lost the "+" to any edit at the very start, even an empty
    /// one: the plus, moved before the edit point, was counted as typed and
    /// cut to the length limit. What was there before the edit is never cut now.
    @Test(arguments: ["", "x", "+", "5"])
    func anEditBeforeALongInternationalNumberKeepsItsPlus(typed: String) {
        let format = PhoneNumberFormat(region: "US")
        let display = format.displayText(for: "+0000000000000000000")
        var state = TextEditingState(text: display)
        state.select(display.startIndex..<display.startIndex)
        let result = format.apply(TextEdit(range: state.selection, replacement: typed), to: state)
        #expect(result.text == display)
        #expect(format.displayText(for: result.text) == result.text)
    }

    /// Within the limit, a digit typed before the digits of an international
    /// number still goes after the plus.
    @Test func aDigitTypedBeforeAShortInternationalNumberGoesAfterThePlus() {
        let format = PhoneNumberFormat(region: "US")
        let display = format.displayText(for: "+4420")
        var state = TextEditingState(text: display)
        state.select(display.startIndex..<display.startIndex)
        let result = format.apply(TextEdit(range: state.selection, replacement: "1"), to: state)
        #expect(format.rawValue(for: result.text) == "+14420")
    }
}

/// fuzz-formats (third campaign, `.alphanumeric.uppercased().maxLength(9)`,
/// `formats-alphanumeric-emoji-modifier-7438c129`): "999999990" replaced
/// whole by a paste of "99🏽\u{EFFFF}" repeated kept five 9s, not nine.
///
/// An emoji modifier has Grapheme_Cluster_Break=Extend, so "9🏽" is one
/// character (UAX #29 GB9), which the filter refuses whole: the modifier is
/// not default-ignorable, so it is not shed as a variation selector is. Only
/// the lone "9"s are kept, as a short paste shows. A paste of more than 256
/// bytes is cut once it holds enough characters to fill the field, and that
/// count took every ASCII digit byte for a kept character, so the cut fell
/// after the fifth repetition. It now counts only an ASCII byte standing
/// alone between two other ASCII bytes.
@Suite("Regression: a long paste is cut only after characters the field keeps")
struct RegressionBoundedPasteTests {
    /// Scalars that join the ASCII digit before them into one character
    /// (emoji modifier, combining acute, Devanagari visarga: Extend and
    /// SpacingMark), and one that joins the digit after it (Arabic number
    /// sign: Prepend).
    static let joiners: [(before: String, after: String)] = [
        ("", "\u{1F3FD}"), ("", "\u{0301}"), ("", "\u{0903}"), ("\u{0600}", ""),
    ]

    private func pasteOverAll(_ paste: String, into display: String, _ format: CharacterFormat) -> String {
        var state = TextEditingState(text: display)
        state.select(display.startIndex..<display.endIndex)
        return format.apply(TextEdit(range: state.selection, replacement: paste), to: state).text
    }

    @Test func theFuzzReproducerKeepsNineDigits() {
        let format = CharacterFormat.alphanumeric.uppercased().maxLength(9)
        let paste = String(repeating: "99🏽\u{EFFFF}", count: 64)
        #expect(paste.utf8.count > 256)
        #expect(pasteOverAll(paste, into: "999999990", format) == "999999999")
    }

    /// The same repetition, short enough to be read whole, keeps one 9 each:
    /// the joined digit is refused whole whatever the paste's length.
    @Test func aShortPasteRefusesTheJoinedDigitToo() {
        let format = CharacterFormat.alphanumeric.uppercased().maxLength(9)
        #expect(pasteOverAll(String(repeating: "99🏽\u{EFFFF}", count: 3), into: "", format) == "999")
    }

    @Test(arguments: joiners.indices)
    func aLongPasteKeepsWhatAShortOneWould(joiner: Int) {
        let (before, after) = Self.joiners[joiner]
        let unit = "1" + before + "2" + after
        for format in [CharacterFormat.digits(max: 9), .alphanumeric.maxLength(9)] {
            let short = pasteOverAll(String(repeating: unit, count: 9), into: "", format)
            let long = pasteOverAll(String(repeating: unit, count: 200), into: "", format)
            #expect(short == "111111111")
            #expect(long == short)
        }
    }
}

/// fuzz-formats (`.pattern("\\#*-*")`, `formats-pattern-jamo-literal-f54dbca5`):
/// a paste of "ᄀ-ᄀᄀ" showed "#ᄀ-ᄀᄀ", but its raw value "ᄀᄀᄀ" is one
/// character (leading jamo join: UAX #29 GB6, L × L), which the pattern lays
/// out in its first slot: the display of the raw value was "#ᄀᄀᄀ", so an app
/// showing its model again showed something else. The format now settles the
/// raw characters as the raw value's string segments them.
@Suite("Regression: raw characters a literal keeps apart still join in the raw value")
struct RegressionRawValueJoinTests {
    static let cases: [(pattern: String, paste: String)] = [
        ("\\#*-*", "\u{1100}-\u{1100}\u{1100}"),
        ("\\#*-*", "\u{1100}.\u{1100}"),
        ("@-@@", "\u{1100}\u{1100}\u{1100}"),
        ("*-*", "\u{1100}-\u{1100}"),
    ]

    @Test(arguments: cases.indices)
    func theDisplayOfTheRawValueIsTheDisplay(index: Int) {
        let (pattern, paste) = Self.cases[index]
        let format = PatternFormat(pattern)
        let display = format.apply(
            TextEdit(range: "".startIndex..<"".startIndex, replacement: paste), to: .init()
        )
        .text
        let raw = format.rawValue(for: display)
        #expect(format.displayText(for: raw) == display)
        #expect(format.displayText(for: display) == display)
        // Every jamo pasted is kept (the slots take jamo; only "-" and "." go).
        #expect(
            raw.unicodeScalars.filter { $0 == "\u{1100}" }.count
                == paste.unicodeScalars.filter { $0 == "\u{1100}" }.count)
    }

    /// Typing a jamo into the second slot joins the first slot's jamo, as
    /// typing it straight after that jamo does.
    @Test func aJamoTypedAfterTheLiteralJoinsTheOneBeforeIt() {
        let format = PatternFormat("\\#*-*")
        let state = TextEditingState(text: format.displayText(for: "\u{1100}"))
        let typed = format.apply(TextEdit(range: state.selection, replacement: "-\u{1100}"), to: state)
        #expect(typed.text == "#\u{1100}\u{1100}")
        #expect(format.rawValue(for: typed.text) == "\u{1100}\u{1100}")
    }
}
