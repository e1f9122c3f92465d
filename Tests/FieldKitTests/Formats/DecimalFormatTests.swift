import Testing

@testable import FieldKit

@Suite("DecimalFormat")
struct DecimalFormatTests {
    let dollars = DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$")
    let euros = DecimalFormat(grouping: ".", decimal: ",", fractionDigits: 2, suffix: " €")

    @Test func typingGroupsAndKeepsTheCaretByTheDigit() {
        var t = Typist(dollars)
        t.type("1234")
        #expect(t.text == "$1,234")
        #expect(t.caret == 6)
        t.type("567")
        #expect(t.text == "$1,234,567")
        t.moveCaret(to: 2)  // "$1|,234,567"
        t.type("9")
        #expect(t.text == "$19,234,567")
        #expect(t.caret == 3, "caret stays right after the typed 9 while the separators move")
        t.type(".")
        #expect(
            t.text == "$19,234,567",
            "a decimal point before seven digits would leave too many fraction digits")
    }

    @Test func fractionDigits() {
        var t = Typist(dollars)
        t.type("12.345")
        #expect(t.text == "$12.34")
        t.type(".")
        #expect(t.text == "$12.34", "a second decimal separator is ignored")
        var u = Typist(dollars)
        u.type(".5")
        #expect(u.text == "$0.5")
        var z = Typist(dollars)
        z.type("0007")
        #expect(z.text == "$7")
        #expect(dollars.validity(of: "") == .incomplete)
        #expect(dollars.validity(of: "$7") == .valid)
    }

    @Test func suffixAndLocaleSeparators() {
        var t = Typist(euros)
        t.type("1234,5")
        #expect(t.text == "1.234,5 €")
        #expect(t.caret == 7, "the caret stays before the suffix")
        #expect(euros.rawValue(for: t.text) == "1234,5")
        #expect(euros.canonicalValue(of: t.text) == "1234.5")
        #expect(euros.displayText(forCanonical: "1234.5") == "1.234,5 €")
        var p = Typist(euros)
        p.paste("1.234.567,89 €")
        #expect(p.text == "1.234.567,89 €")
        #expect(p.caret == 12)
        var q = Typist(dollars)
        q.paste("$1,234,567.89")
        #expect(q.text == "$1,234,567.89")
    }

    @Test func changingAPropertyChangesTheLayout() {
        var f = dollars
        f.prefix = ""
        f.suffix = " USD"
        f.groupingSeparator = " "
        #expect(f.displayText(for: "1234.5") == "1 234.5 USD")
        var t = Typist(f)
        t.type("12345")
        #expect(t.text == "12 345 USD")
        #expect(t.caret == 6, "before the suffix")
    }

    @Test func wholeNumbersAndIntegerLimit() {
        let f = DecimalFormat(grouping: " ", decimal: ".", fractionDigits: 0, integerDigits: 6)
        var t = Typist(f)
        t.type("12345678.9")
        #expect(t.text == "123 456")
    }

    @Test func sweep() {
        for f in [dollars, euros] {
            let displays = ["", "1", "12", "1234", "1234567", "12.3", "1234.56", "0.5"].map {
                f.displayText(forCanonical: $0)
            }
            var sweep = FormatSweep(format: f, typed: ["7", "0", "x"], pastes: ["12"]) { raw, at, inserted in
                // Inserting non-zero digits into the integer part keeps everything.
                let d = raw.firstIndex(of: f.decimalSeparator) ?? raw.count
                guard at <= d, !(at == 0 && inserted.first == "0") else { return nil }
                var candidate = Array(raw[..<at] + inserted + raw[at...])
                while candidate.count > 1, candidate[0] == "0", candidate[1].isNumber {
                    candidate.removeFirst()
                }
                return candidate.count == raw.count + inserted.count ? candidate : nil
            }
            sweep.existing = { raw in Array(raw.drop { $0 == "0" }) }
            sweep.deletion = { raw, removed in
                var candidate = Array(raw[..<removed.lowerBound] + raw[removed.upperBound...])
                while candidate.count > 1, candidate[0] == "0", candidate[1].isNumber {
                    candidate.removeFirst()
                }
                if candidate.first == f.decimalSeparator { candidate.insert("0", at: 0) }
                return candidate
            }
            let failures = sweep.run(displays: displays)
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }
    }
}
