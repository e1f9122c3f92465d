import Testing

@testable import FieldKit

/// `AmountFormat` edits the UTF-8 of its display when its affixes,
/// separators and digits are scalars that stand alone (the keystroke's speed
/// path), and `Character`s otherwise; the two paths must agree on every edit.
@Suite("AmountFormat byte and Character paths agree")
struct AmountBytePathTests {
    /// Every (locale, currency) of the babel goldens, standard and accounting.
    static func formats() throws -> [(String, AmountFormat)] {
        var seen = Set<String>()
        var out: [(String, AmountFormat)] = []
        for row in try goldenRows("amount.tsv") where seen.insert(row[0] + " " + row[1]).inserted {
            let locale = LocaleIdentifier(row[0])
            if row[1] == "-" {
                out.append(("\(row[0]) decimal", .decimal(locale: locale)))
            } else {
                out.append(("\(row[0]) \(row[1])", .amount(currency: row[1], locale: locale)))
                out.append(
                    (
                        "\(row[0]) \(row[1]) accounting",
                        .amount(currency: row[1], locale: locale, accounting: true)
                    ))
            }
        }
        return out
    }

    /// The locales whose pieces all stand alone take the byte path, the
    /// right-to-left marks of Arabic, Hebrew and Persian patterns included;
    /// Nepali's rupee sign `नेरू`, whose vowel signs join the letters, does not.
    @Test func theBytePathCoversTheLocalesItCan() throws {
        let formats = try Self.formats()
        let fast = formats.filter { $0.1.utf8Pieces != nil }.map(\.0)
        for name in [
            "de_DE EUR", "en_US USD", "fr_FR EUR", "de_CH CHF", "hi_IN INR", "ja_JP JPY", "mr_IN INR",
            "ar_EG EGP", "he_IL ILS", "fa_IR IRR", "my_MM decimal",
        ] {
            #expect(fast.contains(name), "\(name) takes the Character path")
        }
        #expect(!fast.contains("ne_NP NPR"))
        #expect(fast.count + 2 >= formats.count, "\(fast.count) of \(formats.count)")
    }

    @Test func scalarsThatStandAlone() {
        for scalar in ["€", "\u{A0}", "\u{202F}", "\u{200F}", "\u{61C}", "\u{2212}", "\u{660}", "(", "K"]
            as [Unicode.Scalar]
        {
            #expect(AmountFormat.standsAlone(scalar), "\(scalar.value)")
        }
        // Marks, joiners, a prepended number sign, CR, Hangul jamo, a regional
        // indicator, KELVIN SIGN (canonically "K").
        for scalar in [
            "\u{301}", "\u{94D}", "\u{200D}", "\u{200C}", "\u{600}", "\r", "\u{1100}", "\u{1F1E9}",
            "\u{212A}",
        ] as [Unicode.Scalar] {
            #expect(!AmountFormat.standsAlone(scalar), "\(scalar.value)")
        }
    }

    /// Random edits, from states the format produced and from text it did
    /// not (marks, `"\r\n"`, foreign digits typed into the display): the
    /// state and the raw value are those of the `Character` path.
    @Test func randomEditsGiveTheCharacterPathsResult() throws {
        let pieces = [
            "7", "0", "", "", "12", "-", "\u{2212}", "(", ",", ".", "\u{66B}", "\u{663}", "\u{967}", "€",
            "\u{A0}",
            "é", "\u{301}", "1.234,5", "12,345.678", "x", " ", "\u{661}\u{662}", "\r\n", "99.995", "'",
        ]
        var generator = SplitMix64(state: 12)
        var byteEdits = 0
        for (name, format) in try Self.formats() {
            let general = format.characterPath
            for start in ["", "1234567.89", "-12.5", "0.05", "7"] {
                var state = TextEditingState(text: format.displayText(for: start))
                for step in 0..<24 {
                    let count = state.text.count
                    let low = Int.random(in: 0...count, using: &generator)
                    let high = Int.random(in: low...min(count, low + 3), using: &generator)
                    // The caret at either end of the range or a selection of it.
                    let caret = [low, high, -1].randomElement(using: &generator)!
                    state = caret < 0 ? .at(state.text, low, high) : .at(state.text, caret)
                    if step % 8 == 7 {
                        // Text no format wrote: a piece dropped into the display as is.
                        var text = state.text
                        text.insert(contentsOf: pieces.randomElement(using: &generator)!, at: state.caret)
                        state = .at(text, min(high, text.count))
                        continue
                    }
                    let edit = state.edit(low, high, pieces.randomElement(using: &generator)!)
                    if let pieces = format.utf8Pieces, format.applyBytes(edit, to: state, pieces) != nil {
                        byteEdits += 1
                    }
                    let fast = format.applyKeepingRaw(edit, to: state)
                    let slow = general.applyKeepingRaw(edit, to: state)
                    #expect(
                        fast.state == slow.state && fast.raw == slow.raw,
                        "\(name): \(edit.replacement.debugDescription) at \(low)..<\(high) of \(state.text.debugDescription): \(fast.state.text.debugDescription) vs \(slow.state.text.debugDescription)"
                    )
                    state = slow.state
                }
            }
        }
        // The comparison exercised the byte path, not only its fallback.
        #expect(byteEdits > 10_000, "\(byteEdits) edits on bytes")
    }

    /// The byte layout of random raw values is the `Character` layout.
    @Test func theByteLayoutIsTheCharacterLayout() throws {
        var generator = SplitMix64(state: 7)
        for (name, format) in try Self.formats() {
            guard let pieces = format.utf8Pieces else { continue }
            for _ in 0..<40 {
                var raw: [Character] = Bool.random(using: &generator) ? ["-"] : []
                for _ in 0..<Int.random(in: 0...12, using: &generator) {
                    raw.append(Character(String(Int.random(in: 0...9, using: &generator))))
                }
                if Bool.random(using: &generator) {
                    raw.insert(
                        ".", at: Int.random(in: (raw.first == "-" ? 1 : 0)...raw.count, using: &generator))
                }
                let bytes = String(decoding: format.layoutBytes(raw, pieces), as: UTF8.self)
                #expect(bytes == format.layoutCharacters(raw), "\(name) \(String(raw))")
            }
        }
    }
}
