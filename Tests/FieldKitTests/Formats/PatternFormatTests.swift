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
