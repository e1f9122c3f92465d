import Testing

@testable import FieldKit

@Suite("Card formats")
struct CardFormatTests {
    // Public test numbers of the card networks and processors (REFERENCES.md).
    static let testCards: [(String, CardBrand, String)] = [
        ("4242424242424242", .visa, "4242 4242 4242 4242"),
        ("4000056655665556", .visa, "4000 0566 5566 5556"),
        ("5555555555554444", .mastercard, "5555 5555 5555 4444"),
        ("2223003122003222", .mastercard, "2223 0031 2200 3222"),
        ("378282246310005", .americanExpress, "3782 822463 10005"),
        ("371449635398431", .americanExpress, "3714 496353 98431"),
        ("6011111111111117", .discover, "6011 1111 1111 1117"),
        ("3056930009020004", .dinersClub, "3056 9300 0902 0004"),
        ("36227206271667", .dinersClub, "3622 720627 1667"),
        ("3566002020360505", .jcb, "3566 0020 2036 0505"),
        ("6200000000000005", .unionPay, "6200 0000 0000 0005"),
        ("6205500000000000004", .unionPay, "6205 5000 0000 0000 004"),
        ("6759649826438453", .maestro, "6759 6498 2643 8453"),
        ("2200000000000004", .mir, "2200 0000 0000 0004"),
    ]

    @Test(arguments: testCards)
    func testNumbers(_ number: String, _ brand: CardBrand, _ display: String) {
        let f = CardNumberFormat()
        #expect(f.displayText(for: number) == display)
        #expect(f.displayText(for: display) == display)
        #expect(f.rawValue(for: display) == number)
        #expect(CardNumberFormat.brand(of: number) == brand)
        #expect(f.validity(of: display) == .valid)
        #expect(Luhn.isValid(number))
        // One digit changed breaks the Luhn check.
        var digits = Array(number)
        digits[digits.count - 1] = Character(String((Int(String(digits.last!))! + 1) % 10))
        let typo = String(digits)
        // A short length longer cards share (14-digit Diners) may still grow.
        let typoVerdict: FormatValidity =
            !brand.requiresLuhn ? .valid : number.count < 15 ? .incomplete : .invalid(.checksumFailed)
        #expect(f.validity(of: typo) == typoVerdict)
        // Brand and grouping appear while typing.
        var t = Typist(f)
        t.type(number)
        #expect(t.text == display)
        #expect(t.caret == display.count)
        // A longer number than the brand allows is cut at its longest length.
        t.type("99999")
        #expect(f.rawValue(for: t.text).count == brand.lengths.last!)
    }

    /// Every brand's prefixes (both ends of each range) at every length from
    /// 12 to its longest, with a good and a wrong check digit, against the
    /// networks' published rules (`Scripts/gen_cards.py`).
    @Test func goldenFromTheNetworksRules() throws {
        let rows = try goldenRows("cards.tsv")
        #expect(rows.count > 300)
        var brands: Set<String> = []
        let strict = CardNumberFormat(unionPayRequiresLuhn: true)
        for row in rows {
            let (number, brand, complete, display, longest) = (row[0], row[1], row[2], row[3], Int(row[4])!)
            brands.insert(brand)
            let f = CardNumberFormat()
            #expect(CardNumberFormat.brand(of: number)?.rawValue == brand, "\(number)")
            #expect(f.displayText(for: number) == display, "\(number)")
            #expect((f.validity(of: number) == .valid) == (complete != "no"), "\(number) \(complete)")
            #expect((strict.validity(of: number) == .valid) == (complete == "complete"), "strict \(number)")
            var t = Typist(f)
            t.type(number + "0000000")
            #expect(f.rawValue(for: t.text).count == longest, "typing stops at the longest \(brand) number")
        }
        #expect(brands.count == CardBrand.allCases.count)
    }

    @Test func dinersGroupsByLength() {
        let f = CardNumberFormat()
        #expect(
            f.displayText(for: "30569309025904") == "3056 930902 5904", "14 digits: 4-6-4 for every Diners")
        #expect(f.displayText(for: "361234567890123") == "3612 345678 90123", "15 digits: 4-6-5")
        #expect(f.displayText(for: "3612345678901234") == "3612 3456 7890 1234", "16 and more: fours")
    }

    @Test func unionPayLuhnPolicy() {
        let bad = "6200 0000 0000 0006"
        #expect(CardNumberFormat().validity(of: bad) == .valid)
        #expect(
            CardNumberFormat.cardNumber(unionPayRequiresLuhn: true).validity(of: bad)
                == .invalid(.checksumFailed))
        #expect(Validator.cardNumber(unionPayRequiresLuhn: true).validate(bad).isValid == false)
    }

    @Test(
        arguments: [
            ("3", nil), ("4", .visa), ("5", nil), ("51", .mastercard), ("50", .maestro), ("22", nil),
            ("220", .mir), ("2221", .mastercard), ("35", .jcb), ("3528", .jcb), ("34", .americanExpress),
            ("30", .dinersClub), ("6", nil), ("60", .discover), ("62", .unionPay), ("1", nil), ("", nil),
            ("abc", nil),
        ] as [(String, CardBrand?)])
    func brandWhileTyping(_ prefix: String, _ brand: CardBrand?) {
        #expect(CardNumberFormat.brand(of: prefix) == brand)
    }

    @Test func validityWhileTyping() {
        let f = CardNumberFormat()
        #expect(f.validity(of: "") == .incomplete)
        #expect(f.validity(of: "4242 42") == .incomplete)
        #expect(f.validity(of: "3") == .incomplete)
        #expect(f.validity(of: "1234") == .invalid(.unknownCardNumber))
        #expect(f.validity(of: "4111 1111 1111 1") == .incomplete, "13 digits that fail Luhn may grow to 16")
        #expect(f.validity(of: "4242 4242 4242 4241").isInvalid)
    }

    @Test func lettersAreDropped() {
        var t = Typist(CardNumberFormat())
        t.paste("4242-4242 abcd 4242/4242")
        #expect(t.text == "4242 4242 4242 4242")
    }

    @Test func sweep() {
        let f = CardNumberFormat()
        let displays = ["", "4", "4242", "42424", "4242 4242 42", "3782 822463 1", "4242 4242 4242 4242"]
        var sweep = FormatSweep(format: f, typed: ["7", "a", " "], pastes: ["12", "1 2-3"]) {
            raw, at, inserted in
            let candidate = Array(raw[..<at] + inserted + raw[at...])
            let brandBefore = CardNumberFormat.brand(of: String(raw))
            guard brandBefore == CardNumberFormat.brand(of: String(candidate)) else { return nil }
            return candidate.count
                <= CardNumberFormat.shape(
                    CardNumberFormat.digitValues(String(candidate))[...], count: candidate.count
                ).maximum
                ? candidate : nil
        }
        let failures = sweep.run(displays: displays.map { f.displayText(for: $0) })
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func securityCode() {
        #expect(CardSecurityCodeFormat(brand: .americanExpress).displayText(for: "12345") == "1234")
        #expect(CardSecurityCodeFormat(brand: .visa).displayText(for: "12a34") == "123")
        #expect(CardSecurityCodeFormat(brand: .visa).validity(of: "12") == .incomplete)
        #expect(CardSecurityCodeFormat(brand: .visa).validity(of: "123") == .valid)
        #expect(CardSecurityCodeFormat(brand: .americanExpress).validity(of: "123") == .incomplete)
        #expect(CardSecurityCodeFormat(brand: nil).validity(of: "123") == .valid)
        #expect(CardSecurityCodeFormat(brand: nil).validity(of: "1234") == .valid)
        #expect(CardSecurityCodeFormat(brand: .visa).validity(of: "1234").isInvalid)
        let f = CardSecurityCodeFormat(brand: .visa)
        var sweep = FormatSweep(format: f, typed: ["7", "x"], pastes: ["12"], insertion: insertion(upTo: 3))
        let failures = sweep.run(displays: ["", "1", "12", "123"])
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}

@Suite("ExpiryDateFormat")
struct ExpiryDateFormatTests {
    static let november2026: @Sendable () -> YearMonth = { YearMonth(year: 2026, month: 11) }

    @Test(arguments: [
        // An impossible month stays as typed (its validity is invalid), never
        // rewritten into another month (`13/30` must not become `01/30`).
        ("4", "04/"), ("1", "1"), ("12", "12/"), ("13", "13/"), ("00", "00/"), ("13/30", "13/30"),
        ("01", "01/"), ("0", "0"),
        ("1228", "12/28"), ("12/28", "12/28"), ("1/28", "01/28"), ("4/28", "04/28"), ("12283", "12/28"),
        ("9", "09/"), ("ab", ""),
        // A four-digit year of this century (`12/2030` must not become `12/20`).
        ("12/2030", "12/30"), ("12-2030", "12/30"), ("122030", "12/30"), ("12/203", "12/203"),
        ("1/2030", "01/30"), ("12/20301", "12/30"),
    ])
    func typing(_ typed: String, _ display: String) {
        var t = Typist(ExpiryDateFormat())
        t.type(typed)
        #expect(t.text == display)
        #expect(t.caret == display.count)
        var p = Typist(ExpiryDateFormat())
        p.paste(typed)
        #expect(p.text == display)
    }

    @Test func impossibleMonthsAndLongYears() {
        let f = ExpiryDateFormat(now: Self.november2026)
        #expect(f.validity(of: "13/30") == .invalid(.invalidMonth))
        #expect(f.validity(of: "00/30") == .invalid(.invalidMonth))
        // Typing a four-digit year passes through `12/203`: still incomplete,
        // not "expired" as December 2020 would be.
        #expect(f.validity(of: "12/203") == .incomplete)
        #expect(f.yearMonth(of: f.displayText(for: "12/2030")) == YearMonth(year: 2030, month: 12))
        #expect(f.rawValue(for: f.displayText(for: "12-2030")) == "1230")
    }

    @Test func validityAgainstAClock() {
        let f = ExpiryDateFormat(now: Self.november2026)
        #expect(f.validity(of: "11/26") == .valid)
        #expect(f.validity(of: "10/26") == .invalid(.expired))
        #expect(f.validity(of: "12/30") == .valid)
        #expect(f.validity(of: "04/1") == .invalid(.expired), "no year 2010–2019 is still valid")
        #expect(f.validity(of: "04/2") == .incomplete)
        #expect(f.validity(of: "04/") == .incomplete)
        #expect(f.validity(of: "13/30") == .invalid(.invalidMonth))
        #expect(f.validity(of: "00/30") == .invalid(.invalidMonth))
        #expect(ExpiryDateFormat().validity(of: "01/20") == .valid, "without a clock no date is expired")
        #expect(f.yearMonth(of: "04/28") == YearMonth(year: 2028, month: 4))
    }

    @Test func backspaceOverTheSlash() {
        var t = Typist(ExpiryDateFormat())
        t.type("4")
        #expect(t.text == "04/")
        t.backspace()
        #expect(t.text == "0")
    }

    @Test func sweep() {
        let f = ExpiryDateFormat()
        var sweep = FormatSweep(format: f, typed: ["1", "0", "/", "x"], pastes: ["12"]) { _, _, _ in nil }
        sweep.deletion = { _, _ in nil }
        let failures = sweep.run(displays: ["", "0", "1", "04/", "12/2", "12/28"])
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
