import Testing

@testable import FieldKit

@Suite("IBANFormat")
struct IBANFormatTests {
    let f = IBANFormat()

    @Test func goldenFromSchwifty() throws {
        let rows = try goldenRows("iban.tsv")
        #expect(rows.count > 500)
        var countries = Set<String>()
        for row in rows {
            let (input, display, raw, validity) = (row[0], row[1], row[2], row[3])
            // The input pasted into an empty field (typing stops at the country's length).
            var t = Typist(f)
            t.paste(input)
            let shown = t.text
            #expect(shown == display, "\(input)")
            #expect(f.displayText(for: shown) == shown)
            #expect(f.rawValue(for: shown) == raw)
            let v = f.validity(of: shown)
            switch validity {
            case "valid": #expect(v == .valid, "\(input)")
            case "incomplete": #expect(v == .incomplete, "\(input)")
            default: #expect(v.isInvalid, "\(input) is \(v)")
            }
            if validity == "valid" { countries.insert(String(raw.prefix(2))) }
        }
        #expect(countries.count == IBANFormat.countries.count, "a valid IBAN for every registry country")
    }

    /// IBANs of every country whose national check schwifty validates, good
    /// and with one digit of a national field changed (IBAN check digits
    /// recomputed, so only the national check can catch it).
    @Test func nationalCheckDigitsAgainstSchwiftyAndStdnum() throws {
        let rows = try goldenRows("iban_national.tsv")
        #expect(rows.count > 400)
        var countries = Set<String>()
        var mismatches: [String] = []
        for row in rows {
            let (iban, schwifty, stdnum) = (row[0], row[1], row[2])
            countries.insert(String(iban.prefix(2)))
            let v = f.validity(of: iban)
            let expected: FormatValidity =
                schwifty == "valid"
                ? .valid : .invalid(.ibanNationalCheckFailed(country: String(iban.prefix(2))))
            if v != expected { mismatches.append("\(iban): \(v), schwifty \(schwifty)") }
            if stdnum != "-" {
                #expect((v == .valid) == (stdnum == "valid"), "python-stdnum on \(iban)")
            }
            #expect(IBANFormat.checksNationalDigits(of: String(iban.prefix(2))))
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
        let required: Set<String> = ["BE", "CZ", "EE", "FI", "FR", "IS", "IT", "PL", "ES", "NO"]
        #expect(required.isSubset(of: countries))
        #expect(countries.count == ibanNationalCheckTable.count)
    }

    @Test func aWrongNationalCheckHasItsOwnReason() {
        // A Belgian IBAN whose account digits changed, IBAN check digits fixed.
        #expect(f.validity(of: "BE68 5390 0754 7034") == .valid)
        #expect(f.validity(of: "BE41 5390 0754 7035") == .invalid(.ibanNationalCheckFailed(country: "BE")))
        #expect(f.validity(of: "BE69 5390 0754 7034") == .invalid(.ibanChecksumFailed))
        #expect(IBANFormat.checksNationalDigits(of: "DE"), "per bank: GermanAccountCheckTests")
        #expect(!IBANFormat.checksNationalDigits(of: "NL"), "the Dutch 11-test no longer holds")
    }

    @Test func appValuesAreNotCut() {
        // An app-supplied value keeps every character (it reads as too long),
        // so that the display of any edited state is a fixed point.
        let long = "DE89 3704 0044 0532 0130 0012"
        #expect(f.displayText(for: long) == long)
        #expect(f.validity(of: long) == .invalid(.ibanTooLong(country: "DE")))
    }

    @Test func typingAndPasting() {
        var t = Typist(f)
        t.type("de89")
        #expect(t.text == "DE89")
        t.type("3")
        #expect(t.text == "DE89 3")
        t.paste("7040044 0532 0130 00 99")
        #expect(t.text == "DE89 3704 0044 0532 0130 00", "German IBANs have 22 characters")
        #expect(f.validity(of: t.text) == .valid)
        var p = Typist(f)
        p.paste("DE89 3704 0044 0532 0130 00")
        #expect(p.text == "DE89 3704 0044 0532 0130 00")
        #expect(f.rawValue(for: p.text) == "DE89370400440532013000")
        #expect(IBANFormat.country(of: p.text)?.length == 22)
        #expect(IBANFormat.countries.count >= 105)
    }

    @Test(arguments: [
        ("", FormatValidity.incomplete), ("D", .incomplete), ("DE", .incomplete), ("DE8", .incomplete),
        ("1E", .invalid(.ibanCountryCodeExpected)), ("QQ12", .invalid(.unknownCountry(code: "QQ"))),
        ("DE8X", .invalid(.ibanCheckDigitsNotDigits)),
        ("DE89 3704 A", .invalid(.ibanAccountInvalid(country: "DE"))),
        ("DE88 3704 0044 0532 0130 00", .invalid(.ibanChecksumFailed)),
    ])
    func validity(_ text: String, _ expected: FormatValidity) {
        #expect(f.validity(of: text) == expected)
    }

    @Test func sweep() {
        let displays = [
            "", "D", "DE89", "DE89 3", "DE89 3704 0044", "DE89 3704 0044 0532 0130 00", "NO93 8601 1117 947",
        ]
        var sweep = FormatSweep(format: f, typed: ["7", "q", "-"], pastes: ["ab 12"]) { raw, at, inserted in
            let candidate = Array(raw[..<at] + inserted + raw[at...])
            let limit = IBANFormat.country(of: String(candidate.prefix(2)))?.length ?? 34
            return candidate.count <= limit ? candidate : nil
        }
        let failures = sweep.run(displays: displays)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
