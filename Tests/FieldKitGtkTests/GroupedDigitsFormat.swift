import FieldKit

/// Digits in groups of four separated by spaces, up to `maxDigits`: the shape
/// of a card number, defined here so the adapter tests depend only on the
/// core's `RawInputFormat` rules and not on a particular card format.
struct GroupedDigitsFormat: RawInputFormat {
    var maxDigits = 16

    func scan(_ displayText: String) -> RawScan {
        var scan = RawScan()
        var offset = 0
        for character in displayText {
            offset += 1
            if character.isASCII && character.isNumber { scan.append(character, end: offset) }
        }
        return scan
    }

    func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var kept: [Character] = []
        var caret = 0
        for (index, character) in raw.enumerated() where character.isASCII && character.isNumber {
            guard kept.count < maxDigits else { break }
            kept.append(character)
            if index < inserted.upperBound { caret = kept.count }
        }
        return (kept, min(caret, kept.count))
    }

    func layout(_ raw: [Character]) -> String {
        var text = ""
        for (index, character) in raw.enumerated() {
            if index > 0 && index % 4 == 0 { text.append(" ") }
            text.append(character)
        }
        return text
    }

    func validity(ofRaw raw: [Character]) -> FormatValidity {
        raw.count == maxDigits ? .valid : .incomplete
    }
}
