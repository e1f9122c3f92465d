import Testing

@testable import FieldKit

@Suite("PhoneNumberFormat")
struct PhoneNumberFormatTests {
    @Test func metadataCoversTheIssueRegions() {
        let required: [PhoneRegion] = [
            "US", "CA", "GB", "DE", "FR", "IT", "ES", "NL", "PL", "RU", "UA", "KZ", "TR", "IN", "CN", "JP", "KR",
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
                #expect(DigitPattern(fields[5]) != nil, "\(fields[1]) valid pattern")
                count += 1
            case "F", "I":
                #expect(DigitPattern(fields[1]) != nil, "\(fields[1])")
                for ldp in fields.dropFirst(fields[0] == "F" ? 4 : 3) { #expect(DigitPattern(ldp) != nil, "\(ldp)") }
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
            if !display.isEmpty && shown != display { displayMismatches.append("\(region) \(input): \(shown) != \(display)") }
            let v = f.validity(of: shown)
            if (valid == "valid") != (v == .valid) { validityMismatches.append("\(region) \(input): \(v) vs \(valid)") }
        }
        #expect(displayMismatches.isEmpty, "\(displayMismatches.count): \(displayMismatches.prefix(30))")
        #expect(validityMismatches.isEmpty, "\(validityMismatches.count): \(validityMismatches.prefix(30))")
    }
}

@Suite("PhoneNumberFormat as you type")
struct PhoneAsYouTypeTests {
    @Test func againstLibphonenumber() throws {
        let rows = try goldenRows("phone_as_you_type.tsv")
        var agree = 0
        var total = 0
        var differences: [String] = []
        for row in rows {
            let f = PhoneNumberFormat(region: PhoneRegion(row[0]))
            var t = Typist(f)
            for (i, character) in row[1].enumerated() {
                t.type(String(character))
                #expect(f.displayText(for: t.text) == t.text)
                #expect(t.caret == t.text.count, "typing at the end keeps the caret at the end")
                total += 1
                if t.text == row[2 + i] {
                    agree += 1
                } else if differences.count < 40 {
                    differences.append("\(row[0]) \(row[1].prefix(i + 1)): \(t.text) vs \(row[2 + i])")
                }
            }
            #expect(t.text == row.last!, "complete number \(row[0]) \(row[1])")
        }
        // Intermediate states may differ where libphonenumber waits for more
        // digits before choosing a layout; the complete numbers must not.
        #expect(Double(agree) / Double(total) >= 0.85, "\(agree)/\(total): \(differences)")
        print("phone as-you-type agreement with libphonenumber: \(agree)/\(total)")
    }
}
