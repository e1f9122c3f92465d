import FieldKit
import Testing

/// A raw format that keeps every character; whether it keeps digits of other
/// scripts as typed is its own choice, through the requirement alone.
private struct KeepEverything: RawInputFormat {
    var keepsForeignDigits: Bool

    func scan(_ displayText: String) -> RawScan {
        var scan = RawScan()
        for (i, character) in displayText.enumerated() { scan.append(character, end: i + 1) }
        return scan
    }
    func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        (raw, inserted.upperBound)
    }
    func layout(_ raw: [Character]) -> String { String(raw) }
    func validity(ofRaw raw: [Character]) -> FormatValidity { .valid }
    func keepsDigitAsTyped(_ digit: Character) -> Bool { keepsForeignDigits }
}

@Suite("Formats: digits of other scripts kept as typed or read as ASCII")
struct KeptDigitTests {
    /// `typed` typed key by key, then pasted at once: the raw value of each.
    private func raws(_ format: some InputFormat, _ typed: String) -> (typed: String, pasted: String) {
        var state = TextEditingState()
        for character in typed {
            state = format.apply(
                TextEdit(range: state.caret..<state.caret, replacement: String(character)), to: state)
        }
        return (format.rawValue(for: state.text), format.rawValue(for: format.displayText(for: typed)))
    }

    @Test func aTextFormatKeepsTheDigitsItAccepts() {
        let upper = raws(CharacterFormat.uppercased, "a٤b१")
        #expect(upper.typed == "A٤B१")
        #expect(upper.pasted == "A٤B१")
        let digits = raws(CharacterFormat.digits, "٤१")
        #expect(digits.typed == "41")
        #expect(digits.pasted == "41")
    }

    @Test func anyRawFormatChoosesThroughTheRequirement() {
        #expect(raws(KeepEverything(keepsForeignDigits: true), "x٤").typed == "x٤")
        #expect(raws(KeepEverything(keepsForeignDigits: false), "x٤").typed == "x4")
        #expect(raws(KeepEverything(keepsForeignDigits: true), "x٤").pasted == "x٤")
        #expect(raws(KeepEverything(keepsForeignDigits: false), "x٤").pasted == "x4")
    }

    @Test func aChainKeepsADigitOnlyWhenBothFormatsDo() {
        #expect(raws(CharacterFormat.uppercased.then(.maxLength(3)), "a٤").typed == "A٤")
        #expect(raws(CharacterFormat.uppercased.then(PatternFormat("####")), "١٢٣٤").typed == "1234")
    }
}
