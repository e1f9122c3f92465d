import Testing

@testable import FieldKit

/// The single-byte path edits the scanned raw array in place, the card
/// format keeps or trims its candidate in place, and the card and pattern
/// layouts write straight into the string: random edits must give what a
/// plain reading of the rules gives.
@Suite("In-place byte path agrees with the rules")
struct InPlaceBytePathTests {
    static let patterns = [
        "+1 (###) ###-####", "####{ ####}", "#{ - #}", "(##) ##-##", "@@## ####[ ####]", "##--##{ab#}",
    ]

    /// A random edit of `text`: a range of up to three characters replaced
    /// by up to four of `alphabet`.
    static func randomEdit(of text: String, alphabet: [String], using rng: inout SplitMix64) -> (
        state: TextEditingState, edit: TextEdit
    ) {
        let lower = Int.random(in: 0...text.count, using: &rng)
        let upper = min(text.count, lower + Int.random(in: 0...3, using: &rng))
        let caret = Bool.random(using: &rng) ? lower : upper
        let state: TextEditingState =
            upper > lower && Bool.random(using: &rng) ? .at(text, caret) : .at(text, lower, upper)
        let typed = (0..<Int.random(in: 0...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
        return (state, state.edit(lower, upper, typed.joined()))
    }

    @Test func patternEditsAgreeWithTheCharacterPath() {
        var rng = SplitMix64(state: 16)
        let alphabet = ["1", "2", "9", "a", "Z", " ", "-", "(", "+", "b"]
        for pattern in Self.patterns {
            let format = PatternFormat(pattern)
            var text = ""
            for _ in 0..<400 {
                let (state, edit) = Self.randomEdit(of: text, alphabet: alphabet, using: &rng)
                let fast = format.applySingleByte(edit, to: state)
                let general = format.applyGeneral(edit, to: state)
                #expect(fast == general, "\(pattern) \(text.debugDescription) \(edit)")
                let raw = Array(format.rawValue(for: general.text).utf8)
                // The byte layout against the `Character` one, which is built apart.
                #expect(format.layoutBytes(raw) == format.layout(raw.characters), "\(pattern) \(raw)")
                text = general.text
            }
        }
    }

    @Test func patternLayoutHasRoomForMoreThanThePlaceholders() {
        // A closed pattern shows its last run before every byte past its
        // placeholders: the layout must have room for all of them.
        let format = PatternFormat("(##) -- ")
        let raw = Array("1234567".utf8)
        #expect(format.layoutBytes(raw) == format.layout(raw.characters))
        #expect(format.layoutBytes(raw) == "(12) -- 3) -- 4) -- 5) -- 6) -- 7")
    }

    @Test func cardEditsKeepTheRules() {
        var rng = SplitMix64(state: 6)
        let alphabet = ["3", "4", "7", "0", "5", "x", " ", "-"]
        let format = CardNumberFormat()
        var text = ""
        for _ in 0..<3_000 {
            let (state, edit) = Self.randomEdit(of: text, alphabet: alphabet, using: &rng)
            guard let fast = format.applySingleByte(edit, to: state) else {
                Issue.record("ASCII edit left the byte path")
                return
            }
            #expect(fast == format.applyGeneral(edit, to: state))
            let digits = Array(format.rawValue(for: fast.text).utf8)
            // The display: the digits in the brand's groups, one space apart.
            let groups = CardNumberFormat.shape(asciiDigits: digits, count: digits.count).groups
            let shown = fast.text.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
            #expect(shown.allSatisfy { $0 > 0 } || digits.isEmpty)
            for (i, count) in shown.enumerated().dropLast() {
                #expect(count == groups[i], "\(fast.text) \(groups)")
            }
            #expect(String(fast.text.filter { $0 != " " }) == String(decoding: digits, as: UTF8.self))
            text = fast.text
        }
    }

    @Test func cardAcceptMatchesTheCopyingRule() {
        // The rule as it read before it worked in place: the digits before
        // the insertion, the inserted digits, trimmed to the brand's longest
        // number (`dropInsertedOverflow`), then the tail.
        var rng = SplitMix64(state: 19)
        let bytes = Array("0123456789 x".utf8) + Array("3437".utf8)
        for _ in 0..<5_000 {
            let raw = (0..<Int.random(in: 0...22, using: &rng)).map { _ in bytes.randomElement(using: &rng)! }
            let lower = Int.random(in: 0...raw.count, using: &rng)
            let upper = Int.random(in: lower...raw.count, using: &rng)
            // Only the inserted bytes may be other than digits.
            let candidate = raw.enumerated().map { i, b in
                (lower..<upper).contains(i) || b.isASCIIDigit ? b : 55
            }
            var kept = Array(candidate[..<lower]) + candidate[lower..<upper].filter(\.isASCIIDigit)
            let tail = candidate[upper...]
            let values = (kept + tail).prefix(6).map { $0 - 48 }
            kept.dropInsertedOverflow(
                after: lower, tailCount: tail.count,
                limit: CardNumberFormat.shape(values[...], count: 0).maximum)
            let caret = kept.count
            let result = CardNumberFormat().acceptBytes(candidate, inserted: lower..<upper)
            #expect(result.raw == kept + tail && result.caret == caret, "\(candidate) \(lower)..<\(upper)")
        }
    }
}
