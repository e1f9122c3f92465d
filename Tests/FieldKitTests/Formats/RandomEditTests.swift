import Testing

@testable import FieldKit

/// Random edits, including emoji, combining marks and CRLF, through every
/// format: nothing traps, every result is a fixed point, the caret is inside
/// the text.
@Suite("Random edits")
struct RandomEditTests {
    static let formats: [(String, any InputFormat)] = [
        ("pattern", PatternFormat("+1 (###) ###-####")),
        ("mixed pattern", PatternFormat("@@## *[-###]")),
        ("open pattern", PatternFormat("####{ ####}")),
        ("card", CardNumberFormat()),
        ("cvc", CardSecurityCodeFormat(brand: nil)),
        ("expiry", ExpiryDateFormat(now: { YearMonth(year: 2026, month: 11) })),
        ("iban", IBANFormat()),
        ("phone US", PhoneNumberFormat(region: "US")),
        ("phone DE", PhoneNumberFormat(region: "DE")),
        ("decimal", DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$")),
        ("decimal eu", DecimalFormat(grouping: ".", decimal: ",", fractionDigits: 2, suffix: " €")),
        ("chained", CharacterFormat.uppercased.then(PatternFormat("@@## ####"))),
    ]

    static let pieces = [
        "1", "2", "9", "0", "+", " ", "-", "/", ".", ",", "a", "Z", "é", "e\u{301}", "👍🏽", "\r\n", "ж", "٣",
        "12", "4242 4242", "+44 20 7946", "DE89 3704", "1.234,5", "$", "€",
    ]

    @Test(arguments: 0..<formats.count)
    func randomEdits(_ which: Int) {
        let (name, format) = Self.formats[which]
        var rng = SplitMix64(state: UInt64(which) &* 7919 &+ 17)
        var state = TextEditingState()
        var problems: [String] = []
        for step in 0..<1_500 {
            let count = state.text.count
            let a = Int.random(in: 0...count, using: &rng)
            let b = Int.random(in: a...min(count, a + 4), using: &rng)
            let replacement =
                Int.random(in: 0..<4, using: &rng) == 0 ? "" : Self.pieces.randomElement(using: &rng)!
            let before = TextEditingState.at(state.text, Int.random(in: 0...1, using: &rng) == 0 ? a : b)
            let edited = TextEditingState.at(state.text, a, b)
            state = format.apply(
                edited.edit(a, b, replacement), to: b > a && replacement.isEmpty ? before : edited)
            if format.displayText(for: state.text) != state.text {
                problems.append("\(name) step \(step): \(state.text.debugDescription) is not a fixed point")
            }
            if state.characterSelection.upperBound > state.text.count {
                problems.append("\(name) caret out of text")
            }
            _ = format.validity(of: state.text)
            _ = format.rawValue(for: state.text)
            if step % 200 == 199 { state = TextEditingState() }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
