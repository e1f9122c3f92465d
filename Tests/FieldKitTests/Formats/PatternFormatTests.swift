import Testing

@testable import FieldKit

@Suite("PatternFormat")
struct PatternFormatTests {
    let phone = PatternFormat("+1 (###) ###-####")

    @Test func typingShowsLiteralsLazily() {
        var t = Typist(phone)
        t.type("5")
        #expect(t.text == "+1 (5")
        t.type("55")
        #expect(t.text == "+1 (555")
        t.type("1")
        #expect(t.text == "+1 (555) 1")
        t.type("234567")
        #expect(t.text == "+1 (555) 123-4567")
        #expect(t.caret == t.text.count)
        t.type("8")
        #expect(t.text == "+1 (555) 123-4567", "a full mask drops further digits")
        #expect(phone.rawValue(for: t.text) == "5551234567")
        #expect(phone.validity(of: t.text) == .valid)
        #expect(phone.validity(of: "+1 (555) 12") == .incomplete)
    }

    @Test(arguments: [
        "+1 (555) 123-4567", "5551234567", "+15551234567", "(555) 123-4567", "555.123.4567",
        "+1 555 123 4567",
    ])
    func pastingFormattedOrRawValue(_ pasted: String) {
        var t = Typist(phone)
        t.paste(pasted)
        #expect(t.text == "+1 (555) 123-4567")
        #expect(phone.rawValue(for: t.text) == "5551234567")
    }

    /// A pasted value that starts with the literal digits (or letters) the
    /// pattern shows at the insertion point matches them, as InputMask does.
    @Test(arguments: [
        ("+1 (###) ###-####", "15551234567", "+1 (555) 123-4567"),
        ("+1 (###) ###-####", "1 555 123 4567", "+1 (555) 123-4567"),
        ("+1 (###) ###-####", "1-555-123-4567", "+1 (555) 123-4567"),
        ("+1 (###) ###-####", "1(555)1234567", "+1 (555) 123-4567"),
        ("+1 (###) ###-####", "5551234567", "+1 (555) 123-4567"),
        ("+1 (###) ###-####", "11", "+1 (11"),
        ("+44 #### ######", "447911123456", "+44 7911 123456"),
        ("+44 #### ######", "7911123456", "+44 7911 123456"),
        ("8 (###) ###-##-##", "89123456789", "8 (912) 345-67-89"),
        ("8 (###) ###-##-##", "9123456789", "8 (912) 345-67-89"),
        ("DE## ####", "DE891234", "DE89 1234"),
        ("DE** ####", "891234", "DE89 1234"),
        ("ID-#####{-##}", "ID-12345-67", "ID-12345-67"),
        ("+1 (###) ###-####", "1555123456", "+1 (155) 512-3456"),
    ])
    func pastingTheLiteralPrefix(_ pattern: String, _ pasted: String, _ display: String) {
        var t = Typist(PatternFormat(pattern))
        t.paste(pasted)
        #expect(t.text == display, "\(pattern) \(pasted)")
        #expect(t.caret == t.text.count)
    }

    @Test func aRawValueThatFitsIsShownAsItself() {
        let f = PatternFormat("+1 (###) ###-####")
        for raw in ["1", "17", "155", "1555123456"] {
            #expect(f.rawValue(for: f.displayText(for: raw)) == raw, "\(raw)")
        }
    }

    @Test func literalDigitsMatchAtTheInsertionPoint() {
        let f = PatternFormat("##-1##")
        var t = Typist(f)
        t.type("12")
        t.paste("134")
        #expect(t.text == "12-134", "the 1 pasted after 12 is the literal")
        #expect(f.rawValue(for: t.text) == "1234")
    }

    @Test func typedDigitEqualToALiteralIsADigit() {
        var t = Typist(phone)
        t.type("1")
        #expect(t.text == "+1 (1", "a lone typed 1 is the user's digit, not the +1 literal")
    }

    @Test func backspaceAfterSeparatorDeletesTheDigitBeforeIt() {
        var t = Typist(phone, text: "5551234567")
        t.moveCaret(to: 9)  // "+1 (555) |123"
        t.backspace()
        #expect(t.text == "+1 (551) 234-567")
        #expect(t.caret == 6)
    }

    @Test func syntax() throws {
        let f = try PatternFormat(validating: "@@-**\\#[ ###]")
        var t = Typist(f)
        t.type("ab1c2d345")
        #expect(t.text == "ab-1c# 234", "a letter where a digit belongs is dropped")
        #expect(f.validity(of: t.text) == .valid)
        t = Typist(f)
        t.type("ab12c")
        #expect(t.text == "ab-12", "letters keep their case; the escaped # shows only before a digit")
        t.paste("345")
        #expect(t.text == "ab-12# 345")
        #expect(f.rawValue(for: t.text) == "ab12345")
        #expect(f.validity(of: "ab-1") == .incomplete)
    }

    @Test func lettersOfAnyScript() {
        let f = PatternFormat("@@-##")
        var t = Typist(f)
        t.type("éж12")
        #expect(t.text == "éж-12")
        #expect(f.rawValue(for: t.text) == "éж12")
        t.moveCaret(to: 1)
        t.backspace()
        #expect(t.text == "ж", "digits that would move into a letter placeholder are dropped")
    }

    @Test func charactersThatJoinInTheDisplay() {
        // Two Hangul leading jamo typed into adjacent letter placeholders are
        // one Character once shown side by side (found by the format fuzzer).
        let f = CharacterFormat.uppercased.then(PatternFormat("@@## ####"))
        var t = Typist(f)
        t.paste("\u{1100}\u{1100}66 6666")
        #expect(f.displayText(for: t.text) == t.text)
        #expect(t.caret <= t.text.count)
        var u = Typist(PatternFormat("@-@@"))
        u.type("e")
        u.type("\u{301}")
        #expect(u.text == "e\u{301}", "a combining mark typed after a letter joins it")
        #expect(PatternFormat("@-@@").displayText(for: u.text) == u.text)
    }

    @Test(arguments: [
        ("#\\", PatternSyntaxError.danglingEscape),
        ("#[#", .unbalancedBracket(offset: 3)),
        ("#]", .unbalancedBracket(offset: 1)),
        ("#[#[#]]", .nestedBracket(offset: 3)),
        ("#[#]#", .tailNotAtEnd(offset: 4)),
        ("#{-}", .repeatWithoutPlaceholder(offset: 3)),
    ])
    func malformedPatterns(_ pattern: String, _ error: PatternSyntaxError) {
        #expect(throws: error) { try PatternFormat(validating: pattern) }
        let lenient = PatternFormat(pattern)
        #expect(lenient.displayText(for: "123") == lenient.displayText(for: lenient.displayText(for: "123")))
    }

    @Test func openEndedTail() {
        let f = PatternFormat("####{ ####}")
        #expect(f.isOpenEnded)
        #expect(f.capacity == nil)
        let digits = String(repeating: "0123456789", count: 5)
        let display = f.displayText(for: digits)
        #expect(display.split(separator: " ").allSatisfy { $0.count <= 4 })
        #expect(f.rawValue(for: display) == digits)
        #expect(f.validity(of: "12") == .incomplete)
        #expect(f.validity(of: "1234 5") == .valid)
    }

    @Test func composition() {
        let f = CharacterFormat.uppercased.then(PatternFormat("@@## ####"))
        var t = Typist(f)
        t.type("ab12cdef")
        #expect(t.text == "AB12", "letters where digits belong are dropped, letters upper-cased")
        t.type("3456")
        #expect(t.text == "AB12 3456")
        #expect(f.validity(of: t.text) == .valid)
        let limited = CharacterFormat.alphanumeric.uppercased().then(.maxLength(3))
        var u = Typist(limited)
        u.paste("a-b-c-d")
        #expect(u.text == "ABC")
    }

    @Test(arguments: ["+1 (###) ###-####", "@@## ####[ ####]", "####{ ####}", "##/##/####", "*#*-#*#"])
    func sweep(_ pattern: String) {
        let f = PatternFormat(pattern)
        let samples = ["", "1", "12", "1234", "1234567", "12345678901"].map { digits in
            f.displayText(
                for: String(
                    zip(digits, "AB12CDEFGHIJK").map {
                        pattern.hasPrefix("@") || pattern.hasPrefix("*") ? $1 : $0
                    }))
        }
        var sweep = FormatSweep(format: f, typed: ["7", "X", "-", " "], pastes: ["98", "(9)8", "Q7"]) {
            raw, at, inserted in
            // Expected when every inserted character fits its placeholder and there is room.
            let candidate = Array(raw[..<at] + inserted + raw[at...])
            if let capacity = f.capacity, candidate.count > capacity { return nil }
            for (i, c) in candidate.enumerated() where !(f.slot(at: i)?.accepts(c) ?? false) { return nil }
            return candidate
        }
        sweep.pasteRaw = { $0.filter { $0.isLetter || $0.isNumber } }
        sweep.deletion = { raw, removed in
            let candidate = Array(raw[..<removed.lowerBound] + raw[removed.upperBound...])
            for (i, c) in candidate.enumerated() where !(f.slot(at: i)?.accepts(c) ?? false) { return nil }
            return candidate
        }
        let failures = sweep.run(displays: Array(Set(samples)))
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
