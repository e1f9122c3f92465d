import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-formats` and `Fuzz/fuzz-coordinator`
/// (kept by name in `Fuzz/Corpus/<harness>.tar.xz`): edits after which the display was not what formatting
/// it again gives, so a rebuilt view (`displayText(for:)` of the model) showed
/// something else than the field.
@Suite("Regression: the display is a fixed point after every edit")
struct RegressionFixedPointTests {
    /// The display of `state` is what formatting it, or its raw value, gives.
    static func expectFixedPoint(
        _ format: some InputFormat, _ state: TextEditingState, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            format.displayText(for: state.text) == state.text, "\(context): \(state.text.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            format.displayText(for: format.rawValue(for: state.text)) == state.text,
            "\(context): raw value of \(state.text.debugDescription)", sourceLocation: sourceLocation)
    }

    /// Deletes each range `start..<start + length` of the display of `value`
    /// (every start, lengths 1 to 4) and checks the result. Returns the
    /// fewest raw characters a one-character deletion left.
    @discardableResult
    static func sweepDeletions(_ format: some InputFormat, value: String) -> Int {
        let display = format.displayText(for: value)
        let base = TextEditingState(text: display)
        var fewest = Int.max
        for length in 1...4 {
            for start in 0...max(display.count - length, 0) {
                let result = format.apply(base.edit(start, start + length, ""), to: base)
                expectFixedPoint(format, result, "delete \(start)..<\(start + length) of \(display)")
                if length == 1 { fewest = min(fewest, format.rawValue(for: result.text).count) }
            }
        }
        return fewest
    }

    /// fuzz-formats crash-8819d176: deleting the first digits of a long number
    /// changes the brand ("2222 2222 2222 2222 20": 18 digits, then a
    /// Mastercard prefix that allows 16). The deletion keeps every digit, and
    /// formatting that display again keeps them too.
    @Test(arguments: ["222222222222222220", "4242424242424242424", "3782822463100051234", "6011000990139424"])
    func cardDeletionThatChangesTheBrand(value: String) {
        let fewest = Self.sweepDeletions(CardNumberFormat(), value: value)
        #expect(fewest == value.count - 1, "a one-digit deletion keeps the other digits")
    }

    /// The minimal case of crash-8819d176: a Visa number of 19 digits loses its
    /// "4" and reads as a Mastercard (up to 16 digits); the 18 digits stay.
    @Test func visaLosingItsFourKeepsEighteenDigits() {
        let format = CardNumberFormat()
        let base = TextEditingState(text: format.displayText(for: "4222222222222222222"))
        let result = format.apply(base.edit(0, 1, ""), to: base)
        #expect(format.rawValue(for: result.text) == "222222222222222222")
        #expect(CardNumberFormat.brand(of: result.text) == .mastercard)
        Self.expectFixedPoint(format, result, "visa without its 4")
        #expect(format.validity(of: result.text).isInvalid)
    }

    /// fuzz-coordinator crash-1e14d656: "000EE0000000EE00EE0EE00" (23
    /// characters, no country yet) loses its leading zeros and starts with
    /// "EE", Estonia, whose IBANs have 20 characters. The field showed 23 and
    /// formatting that value again gave 20.
    @Test(arguments: ["000EE0000000EE00EE0EE00", "0NO9386011117947123", "XNO93860111179471234567"])
    func ibanDeletionThatChangesTheCountry(value: String) {
        let format = IBANFormat()
        let fewest = Self.sweepDeletions(format, value: value)
        #expect(fewest == value.count - 1, "a one-character deletion keeps the others")
        let base = TextEditingState(text: format.displayText(for: value))
        let result = format.apply(base.edit(0, 1, ""), to: base)
        #expect(format.rawValue(for: result.text) == String(value.dropFirst()))
        Self.expectFixedPoint(format, result, "first character deleted")
    }

    /// fuzz-formats crash-c32b0cd6: deleting the "+" of "+1 20000000000000"
    /// (14 digits, E.164 allows 15) leaves a national number longer than the
    /// region's; the digits stay and their display is a fixed point.
    @Test(arguments: ["US", "DE", "GB", "JP"])
    func phoneDeletingThePlusKeepsTheDigits(region: String) {
        let format = PhoneNumberFormat(region: PhoneRegion(region))
        for value in ["+120000000000000", "+491234567890123", "+441234567890123", "+81123456789012"] {
            let base = TextEditingState(text: format.displayText(for: value))
            let plus = base.text.firstIndex(of: "+").map {
                base.text.distance(from: base.text.startIndex, to: $0)
            }
            guard let plus else {
                Issue.record("\(value) shows no + in \(region)")
                continue
            }
            let result = format.apply(base.edit(plus, plus + 1, ""), to: base)
            #expect(format.rawValue(for: result.text) == String(value.dropFirst()), "\(region) \(value)")
            Self.expectFixedPoint(format, result, "\(region) \(value) without +")
            Self.sweepDeletions(format, value: value)
        }
    }

    /// fuzz-formats crash-8c3a985a: in `\#*-*` a combining mark that counts
    /// as a letter (a Devanagari vowel sign, the Greek ypogegrammeni) fits
    /// the `*` slot, but shown after the literal "#" or "-" it joins that
    /// literal into one character, which is neither. Such a mark is not kept;
    /// typed after a letter it joins the letter (the lazy "-" is not raw).
    @Test(arguments: ["\u{93F}", "\u{345}", "\u{93F}\u{FE0F}"])
    func combiningMarkAfterALiteral(mark: String) {
        let format = PatternFormat("\\#*-*")
        for text in ["", "#a", "#a-"] {
            let base = TextEditingState(text: text)
            let end = text.count
            let result = format.apply(base.edit(end, end, mark), to: base)
            Self.expectFixedPoint(format, result, "\(mark.debugDescription) typed after \(text)")
            #expect(
                format.rawValue(for: result.text) == (text.isEmpty ? "" : "a\(mark)"),
                "a mark has no character of its own to fill a slot")
        }
        let pasted = format.displayText(for: "#\(mark)a-\(mark)b")
        #expect(pasted == "#a-b")
    }

    /// `text` without its default-ignorable scalars (selectors, joiners).
    static func visible(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(scalars)
    }

    /// fuzz-formats crash-83a877c9: in `uppercased.then(pattern(@@ ###))`, a
    /// variation selector typed after the last digit joined the digit in the
    /// first format; the pattern's digit slot refused the joined character,
    /// so the selector either stayed in the display (formatting it again
    /// dropped the digit) or took the digit with it. The digit is now kept
    /// without the selector, as ``CharacterFormat`` keeps "4" + VS16.
    @Test(arguments: ["\u{FE0F}", "\u{E0100}", "\u{200D}", "\u{FE0E}"])
    func selectorAfterADigitInAChainedPattern(selector: String) {
        let chained = CharacterFormat.uppercased.then(PatternFormat("@@ ###"))
        let alone = PatternFormat("@@ ###")
        for text in ["AB 990", "AB 9", "\u{30000}\u{1100}\u{FE0F} 990"] {
            for offset in 1...text.count {
                let base = TextEditingState(text: text)
                let chainedResult = chained.apply(base.edit(offset, offset, selector), to: base)
                let aloneResult = alone.apply(base.edit(offset, offset, selector), to: base)
                for (name, format, result) in [
                    ("chained", chained as any InputFormat, chainedResult), ("alone", alone, aloneResult),
                ] {
                    Self.expectFixedPoint(format, result, "\(name): selector at \(offset) of \(text)")
                    #expect(
                        Self.visible(format.rawValue(for: result.text))
                            == Self.visible(format.rawValue(for: text)),
                        "\(name): a selector typed at \(offset) of \(text) keeps every letter and digit")
                }
            }
        }
        #expect(chained.displayText(for: "ab9\(selector)9") == "AB 99")
    }

    /// Found by `Fuzz/run.sh formats` once the findings above were fixed:
    /// pasting "\u{1F3FD}é1" after the "9" of `####{ ####}` joined the skin
    /// tone modifier to the 9, the digit slot refused the joined character,
    /// and the 9 the user had typed was lost.
    @Test(arguments: ["\u{1F3FD}", "\u{301}", "\u{20E3}", "\u{FE0F}\u{20E3}"])
    func modifierOrMarkAfterADigitKeepsTheDigit(extender: String) {
        let format = PatternFormat("####{ ####}")
        let base = TextEditingState(text: "9")
        let result = format.apply(base.edit(1, 1, "\(extender)\u{E9}1"), to: base)
        #expect(result.text == "91")
        Self.expectFixedPoint(format, result, "\(extender.debugDescription) pasted after 9")
        let chained = CharacterFormat.uppercased.then(PatternFormat("@@ ###"))
        let full = TextEditingState(text: "AB 99")
        let typed = chained.apply(full.edit(5, 5, extender), to: full)
        #expect(typed.text == "AB 99")
        Self.expectFixedPoint(chained, typed, "\(extender.debugDescription) typed after AB 99")
    }

    /// fuzz-formats (`Fuzz/Findings/formats-pattern-zwj-joins-kept-digit-c1d195d5`):
    /// in `+1 (###) ###-####` showing "+1 (1", a paste at the end of a
    /// joiner, selector, mark or modifier and then more digits than the
    /// field has room for lost the "1" already there. The joiner joins the
    /// "1" (Unicode's GB9: no break before Extend or ZWJ), so the joined
    /// character was read with the paste, and the rule for a paste that
    /// starts with the pattern's own literals took the user's "1" as the "1"
    /// of "+1 (". A character that was there before is the user's, never a
    /// literal: only what was pasted after it may be.
    @Test(arguments: ["\u{200D}", "\u{FE0F}", "\u{301}", "\u{1F3FD}"])
    func joinerPastedAfterTheFirstDigitKeepsIt(joiner: String) {
        let format = PatternFormat("+1 (###) ###-####")
        let base = TextEditingState(text: "+1 (1")
        let result = format.apply(base.edit(5, 5, "\(joiner)00000001620\u{FB01}\u{202}0220"), to: base)
        #expect(format.rawValue(for: result.text) == "1000000016")
        #expect(result.text == "+1 (100) 000-0016")
        Self.expectFixedPoint(format, result, "\(joiner.debugDescription) and digits pasted after +1 (1")
        // Pasting the formatted number with its literals after a joiner still reads them as literals.
        let literal = format.apply(base.edit(5, 5, "\(joiner)+1 (555) 123-4567"), to: base)
        #expect(format.rawValue(for: literal.text).hasPrefix("1"))
        Self.expectFixedPoint(
            format, literal, "\(joiner.debugDescription) and a formatted number after +1 (1")
    }
}
