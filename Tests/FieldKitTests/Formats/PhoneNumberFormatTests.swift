import Testing

@testable import FieldKit

@Suite("PhoneNumberFormat")
struct PhoneNumberFormatTests {
    @Test func metadataCoversTheIssueRegions() {
        let required: [PhoneRegion] = [
            "US", "CA", "GB", "DE", "FR", "IT", "ES", "NL", "PL", "RU", "UA", "KZ", "TR", "IN", "CN", "JP",
            "KR",
            "BR", "MX", "AR", "AU", "ZA", "NG", "EG", "SA", "AE", "IL", "SE", "CH", "AT",
        ]
        for region in required { #expect(region.isSupported, "\(region)") }
        #expect(PhoneRegion.supported.count >= 40)
        #expect(PhoneRegion("de").countryCode == 49)
    }

    @Test func everyPatternParses() {
        let text = phoneMetadataText
        var count = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            switch fields[0] {
            case "R":
                #expect(fields.count == 8, "\(fields[1])")
                #expect(fields[5] == "-" || DigitPattern(fields[5]) != nil, "\(fields[1]) leading digits")
                #expect(fields[6] == "-" || DigitPattern(fields[6]) != nil, "\(fields[1]) idd")
                #expect(DigitPattern(fields[7]) != nil, "\(fields[1]) valid pattern")
                count += 1
            case "F", "I":
                #expect(DigitPattern(fields[1]) != nil, "\(fields[1])")
                if fields[0] == "F" { #expect(fields[4] == "o" || fields[4] == "-", "\(fields[1]) flags") }
                for ldp in fields.dropFirst(fields[0] == "F" ? 5 : 3) {
                    #expect(DigitPattern(ldp) != nil, "\(ldp)")
                }
            default: continue
            }
        }
        #expect(count == 245)
    }

    @Test func goldenFromPhonenumbers() throws {
        let rows = try goldenRows("phone.tsv")
        #expect(rows.count > 500)
        var displayMismatches: [String] = []
        var validityMismatches: [String] = []
        for row in rows {
            let (region, input, display, raw, valid) = (row[0], row[1], row[2], row[3], row[4])
            let f = PhoneNumberFormat(region: PhoneRegion(region))
            let shown = f.displayText(for: input)
            #expect(f.displayText(for: shown) == shown, "fixed point \(region) \(input)")
            #expect(f.rawValue(for: shown) == raw, "\(region) \(input)")
            if !display.isEmpty && shown != display {
                displayMismatches.append("\(region) \(input): \(shown) != \(display)")
            }
            let v = f.validity(of: shown)
            if (valid == "valid") != (v == .valid) {
                validityMismatches.append("\(region) \(input): \(v) vs \(valid)")
            }
        }
        #expect(displayMismatches.isEmpty, "\(displayMismatches.count): \(displayMismatches.prefix(30))")
        #expect(validityMismatches.isEmpty, "\(validityMismatches.count): \(validityMismatches.prefix(30))")
    }
}

@Suite("PhoneNumberFormat region of a number")
struct PhoneRegionOfNumberTests {
    /// Every supported region's example number of every type, typed with `+`
    /// and nationally: the region libphonenumber names, and its verdict.
    @Test func everyRegionAgainstLibphonenumber() throws {
        let rows = try goldenRows("phone_region.tsv")
        #expect(rows.count > 2000)
        var covered: Set<String> = []
        var regionMismatches: [String] = []
        var validityMismatches: [String] = []
        for row in rows {
            let (region, input, owner, valid) = (PhoneRegion(row[0]), row[1], row[2], row[3])
            covered.insert(row[0])
            let found = PhoneNumberFormat.region(of: input, default: region)
            let expected = owner == "-" ? nil : PhoneRegion(owner)
            // libphonenumber names no region for a number no region's types
            // match; FieldKit still names the one it is most likely to be.
            if let expected, found != expected {
                regionMismatches.append("\(region) \(input): \(found?.code ?? "nil") vs \(owner)")
            }
            if input.hasPrefix("+"), let expected {
                #expect(PhoneNumberFormat.region(of: input) == expected, "\(input)")
            }
            let verdict = PhoneNumberFormat(region: region).validity(of: input)
            if (verdict == .valid) != (valid == "valid") {
                validityMismatches.append("\(region) \(input): \(verdict) vs \(valid)")
            }
        }
        #expect(covered.count == PhoneRegion.supported.count, "every region")
        #expect(regionMismatches.isEmpty, "\(regionMismatches.count): \(regionMismatches.prefix(30))")
        #expect(validityMismatches.isEmpty, "\(validityMismatches.count): \(validityMismatches.prefix(30))")
    }

    /// The issue's examples, with libphonenumber's answers.
    @Test(arguments: [
        ("+15062345678", "CA"), ("+17123456789", "US"), ("+77123456789", "KZ"), ("+79123456789", "RU"),
        ("+441534456789", "JE"), ("+447624123456", "IM"), ("+12684601234", "AG"), ("+18765550123", "JM"),
        ("+262269611234", "YT"), ("+61891621234", "CC"), ("+590590271234", "BL"),
    ])
    func sharedCallingCodes(_ number: String, _ region: String) {
        #expect(PhoneNumberFormat.region(of: number) == PhoneRegion(region), "\(number)")
    }

    @Test func nationalNumbersOfASharedCode() {
        #expect(PhoneNumberFormat.region(of: "506 234 5678", default: "US") == "CA")
        #expect(PhoneNumberFormat.region(of: "", default: "US") == "US")
        #expect(PhoneNumberFormat.region(of: "506 234 5678") == nil, "no + and no default")
    }

    /// fuzz-phone: "+07" was read as calling code 7 (Russia), the leading
    /// zero lost in the arithmetic; no calling code starts with 0, so the
    /// number has no region and is laid out as typed, digits kept.
    @Test func aCallingCodeNeverStartsWithZero() {
        #expect(PhoneNumberFormat.region(of: "+07") == nil)
        #expect(PhoneNumberFormat.region(of: "+07 912 345 6789", default: "RU") == nil)
        #expect(PhoneNumberFormat.region(of: "+044 20 7946 0000") == nil)
        #expect(PhoneNumberFormat.region(of: "+7 912 345 6789") == "RU")
        let format = PhoneNumberFormat(region: "GB")
        let display = format.displayText(for: "+0447946000")
        #expect(format.rawValue(for: display) == "+0447946000", "nothing typed is lost")
        #expect(!display.hasPrefix("+044 "), "not laid out as the UK's +44: \(display)")
    }

    /// fuzz-phone: region detection read only ASCII digits, while the format
    /// reads digits of every script as ASCII ("nothing vanishes silently"),
    /// so a number typed in Arabic-Indic or full-width digits was laid out
    /// for one region and detected as another, or as none.
    @Test func digitsOfOtherScriptsAreReadAsTheFormatReadsThem() {
        // "+44 1534 456789" (Jersey) in Arabic-Indic digits, then full width.
        #expect(PhoneNumberFormat.region(of: "+\u{664}\u{664} \u{661}\u{665}\u{663}\u{664} 456789") == "JE")
        #expect(
            PhoneNumberFormat.region(of: "\u{FF0B}\u{FF11}\u{FF15}\u{FF10}\u{FF16}2345678") == nil,
            "a full-width plus is not a plus")
        #expect(PhoneNumberFormat.region(of: "+\u{FF11}\u{FF15}\u{FF10}\u{FF16}2345678") == "CA")
        #expect(PhoneNumberFormat.region(of: "\u{FF15}\u{FF10}\u{FF16} 234 5678", default: "US") == "CA")
        #expect(
            PhoneNumberFormat.region(of: "\u{FF12}", default: "AS")
                == PhoneNumberFormat.region(of: "2", default: "AS"))
    }
}

@Suite("PhoneNumberFormat as you type")
struct PhoneAsYouTypeTests {
    @Test func againstLibphonenumber() throws {
        let rows = try goldenRows("phone_as_you_type.tsv")
        var agree = 0
        var total = 0
        var finalAgree = 0
        var perRegion: [String: (agree: Int, total: Int)] = [:]
        var differences: [String] = []
        var finalDifferences: [String] = []
        for row in rows {
            let f = PhoneNumberFormat(region: PhoneRegion(row[0]))
            var t = Typist(f)
            for (i, character) in row[1].enumerated() {
                t.type(String(character))
                #expect(f.displayText(for: t.text) == t.text)
                #expect(t.caret == t.text.count, "typing at the end keeps the caret at the end")
                total += 1
                perRegion[row[0], default: (0, 0)].total += 1
                if t.text == row[2 + i] {
                    agree += 1
                    perRegion[row[0], default: (0, 0)].agree += 1
                } else if differences.count < 60 {
                    differences.append("\(row[0]) \(row[1].prefix(i + 1)): \(t.text) vs \(row[2 + i])")
                }
            }
            if t.text == row.last! {
                finalAgree += 1
            } else {
                finalDifferences.append("\(row[0]) \(row[1]): \(t.text) vs \(row.last!)")
            }
        }
        let intermediate = Double(agree) / Double(total)
        let final = Double(finalAgree) / Double(rows.count)
        let worst = perRegion.sorted {
            Double($0.value.agree) / Double($0.value.total) < Double($1.value.agree) / Double($1.value.total)
        }
        .prefix(12).map { "\($0.key) \($0.value.agree)/\($0.value.total)" }
        print(
            "phone as-you-type agreement with libphonenumber: keystrokes \(agree)/\(total), final \(finalAgree)/\(rows.count); worst: \(worst)"
        )
        print("final differences: \(finalDifferences)")
        print("keystroke differences: \(differences)")
        #expect(intermediate >= 0.97, "\(agree)/\(total)")
        #expect(final >= 0.995, "\(finalAgree)/\(rows.count)")
    }
}

@Suite("PhoneNumberFormat editing")
struct PhoneEditingTests {
    let us = PhoneNumberFormat(region: "US")

    @Test(arguments: [
        ("US", "2015550123", "(201) 555-0123"),
        ("US", "+12015550123", "+1 201-555-0123"),
        ("US", "+442079460000", "+44 20 7946 0000"),
        ("DE", "030123456", "030 123456"),
        ("DE", "+4930123456", "+49 30 123456"),
        ("GB", "02079460000", "020 7946 0000"),
        ("FR", "0123456789", "01 23 45 67 89"),
        ("RU", "88121234567", "8 812 123-45-67"),
        ("JP", "0312345678", "03-1234-5678"),
    ])
    func typedNumbers(_ region: String, _ typed: String, _ display: String) {
        let f = PhoneNumberFormat(region: PhoneRegion(region))
        var t = Typist(f)
        t.type(typed)
        #expect(t.text == display)
        #expect(f.validity(of: t.text) == .valid)
        var p = Typist(f)
        p.paste(display)
        #expect(p.text == display, "pasting the formatted number gives it back")
    }

    /// Numbers dialled with the region's international call prefix instead of `+`.
    @Test(arguments: [
        ("US", "011442079460000", "011 44 20 7946 0000", "GB"),
        ("FR", "0049301234567", "00 49 30 1234567", "DE"),
        ("RU", "810442079460000", "810 44 20 7946 0000", "GB"),
        ("DE", "0012015550123", "00 1 201-555-0123", "US"),
    ])
    func internationalCallPrefix(_ region: String, _ typed: String, _ display: String, _ owner: String) {
        let f = PhoneNumberFormat(region: PhoneRegion(region))
        var t = Typist(f)
        t.type(typed)
        #expect(t.text == display)
        #expect(f.rawValue(for: t.text) == typed, "the raw value is the digits as dialled")
        #expect(f.validity(of: t.text) == .valid)
        #expect(PhoneNumberFormat.region(of: t.text, default: PhoneRegion(region)) == PhoneRegion(owner))
    }

    @Test func aNationalNumberIsNotMistakenForAPrefix() {
        let il = PhoneNumberFormat(region: "IL")
        #expect(il.validity(of: "01800123456") == .valid, "018 then 0: a national toll-free number")
        #expect(PhoneNumberFormat.region(of: "01800123456", default: "IL") == "IL")
        var t = Typist(PhoneNumberFormat(region: "DE"))
        t.type("00")
        #expect(t.text == "00", "two digits: not yet read as a prefix, as libphonenumber")
    }

    @Test func regionFromCountryCode() {
        #expect(PhoneNumberFormat.region(of: "+44 20", default: "US") == "GB")
        #expect(PhoneNumberFormat.region(of: "+7 912", default: "US") == "RU")
        #expect(PhoneNumberFormat.region(of: "+1 416", default: "DE") == "CA", "416 is only Canada's")
        #expect(
            PhoneNumberFormat.region(of: "+1 2", default: "DE") == "US", "the main region while it could be")
        #expect(PhoneNumberFormat.region(of: "(201) 555", default: "US") == "US")
        #expect(PhoneNumberFormat.region(of: "+", default: "US") == nil)
    }

    @Test func validity() {
        #expect(us.validity(of: "") == .incomplete)
        #expect(us.validity(of: "+") == .incomplete)
        #expect(us.validity(of: "+2") == .incomplete, "+2x codes exist")
        #expect(us.validity(of: "(201) 555") == .incomplete)
        #expect(us.validity(of: "(201) 555-0123") == .valid)
        #expect(us.validity(of: "+1 416-555-0123") == .valid, "a Canadian number is valid after +1")
        #expect(us.validity(of: "(101) 555-0123").isInvalid, "US area codes do not start with 1")
        #expect(us.validity(of: "+999 1").isInvalid)
    }

    @Test func plusOnlyAtTheStart() {
        var t = Typist(us)
        t.type("20+1")
        #expect(t.text == "201")
        t.moveCaret(to: 0)
        t.type("+")
        #expect(t.text == "+20 1", "+20 is Egypt")
        #expect(us.rawValue(for: t.text) == "+201")
        t.moveCaret(to: 0)
        t.type("9")
        #expect(us.rawValue(for: t.text) == "+9201", "a digit typed before the plus goes after it")
    }

    @Test(arguments: ["US", "DE", "GB", "RU", "BR"])
    func sweep(_ region: String) {
        let f = PhoneNumberFormat(region: PhoneRegion(region))
        let displays = [
            "", "2", "201", "2015550", "2015550123", "+1201555", "+12015550123", "0301", "+4930123456",
        ]
        .map { f.displayText(for: $0) }
        var sweep = FormatSweep(format: f, typed: ["7", "x", "+", " "], pastes: ["12", "(3) 4"]) {
            raw, at, inserted in
            var inserted = inserted
            if inserted.first == "+" && (at != 0 || raw.first == "+") { inserted.removeFirst() }
            // Before the plus, digits go after it (checked in plusOnlyAtTheStart).
            if at == 0 && raw.first == "+" { return nil }
            let candidate = Array(raw[..<at] + inserted + raw[at...])
            return candidate.count <= 15 ? candidate : nil
        }
        sweep.pasteRaw = { text in text.filter { $0.isNumber || $0 == "+" } }
        let failures = sweep.run(displays: Array(Set(displays)))
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
