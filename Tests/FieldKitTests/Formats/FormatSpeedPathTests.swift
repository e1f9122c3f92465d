import Testing

@testable import FieldKit

/// The shortcuts the speed work takes must not change a result: the raw value
/// handed to the coordinator is the display's raw value, and a long paste cut
/// once the field is full gives what the whole paste gives.
@Suite("Format speed paths")
struct FormatSpeedPathTests {
    static let reporting: [(String, any RawValueReporting)] = [
        ("card", CardNumberFormat()), ("csc", CardSecurityCodeFormat(brand: nil)), ("iban", IBANFormat()),
        ("phone US", PhoneNumberFormat(region: "US")), ("phone DE", PhoneNumberFormat(region: "DE")),
        ("pattern", PatternFormat("+1 (###) ###-####")), ("pattern open", PatternFormat("@@## ####{ ####}")),
        ("pattern non-ASCII", PatternFormat("№ ###")),
        ("amount de", AmountFormat.amount(currency: "EUR", locale: "de_DE")),
        ("amount ar", AmountFormat.amount(currency: "EGP", locale: "ar_EG")),
        ("amount ch", AmountFormat.amount(currency: "CHF", locale: "de_CH")),
        ("decimal in", AmountFormat.decimal(locale: "en_IN")),
        ("digits max 20", CharacterFormat.digits(max: 20)), ("uppercased", CharacterFormat.uppercased),
        ("alphanumeric", CharacterFormat.alphanumeric), ("max 5", CharacterFormat.maxLength(5)),
        ("letters", CharacterFormat.letters),
    ]

    @Test(arguments: reporting.indices)
    func reportedRawValueIsTheDisplaysRawValue(_ index: Int) {
        let (name, format) = Self.reporting[index]
        // Seeded, so that a failure reproduces.
        var generator = SplitMix64(state: UInt64(index) + 1)
        let pieces = [
            "4", "2", "+", "1", "DE", "89", " ", "-", "a", "é", "12345", "+4420", "ß", "", ",", ".", "€", "٣",
        ]
        for _ in 0..<300 {
            var state = TextEditingState(text: format.displayText(for: "4242 DE89 +44 2079"))
            for _ in 0..<6 {
                let count = state.text.count
                let low = Int.random(in: 0...count, using: &generator)
                let high = Int.random(in: low...min(count, low + 2), using: &generator)
                let edit = state.edit(low, high, pieces.randomElement(using: &generator)!)
                let (result, raw) = format.applyReportingRawValue(edit, to: state)
                #expect(result == format.apply(edit, to: state), "\(name)")
                #expect(raw == format.rawValue(for: result.text), "\(name): \(result.text)")
                state = result
            }
        }
    }

    static let bounded: [(String, any InputFormat, String)] = [
        ("digits max 16", CharacterFormat.digits(max: 16), "1234567890"),
        ("card", CardNumberFormat(), "4242424242"),
        ("csc", CardSecurityCodeFormat(brand: .visa), "1234"),
        ("iban", IBANFormat(), "DE8937040044"),
        ("phone", PhoneNumberFormat(region: "US"), "+1201555"),
        ("pattern", PatternFormat("+1 (###) ###-####"), "1555123"),
        ("letters pattern", PatternFormat("@@-@@"), "abcd"),
    ]

    /// A paste of thousands of characters gives what the same paste gives
    /// when it is read whole: compared against the characters kept from a
    /// short paste of the same start, for pastes the formats fill from.
    @Test(arguments: bounded.indices)
    func longPasteIsCutWithoutChangingTheResult(_ index: Int) {
        let (name, format, unit) = Self.bounded[index]
        let long = String(repeating: unit, count: 2_000)
        let short = String(long.prefix(200))
        for start in ["", format.displayText(for: String(unit.prefix(3)))] {
            let state = TextEditingState(text: start)
            let end = state.text.count
            let fromLong = format.apply(state.edit(end, end, long), to: state)
            let fromShort = format.apply(state.edit(end, end, short), to: state)
            #expect(fromLong == fromShort, "\(name) after \"\(start)\"")
        }
        // Junk that fits no placeholder is read through: the characters after it count.
        let junk = String(repeating: "\u{1F600}x-", count: 200) + unit
        let junkResult = format.apply(TextEditingState().edit(0, 0, junk), to: TextEditingState())
        #expect(!junkResult.text.isEmpty || name == "letters pattern", "\(name)")
    }

    @Test func aCutNeverSplitsACharacter() {
        // The byte after the limit starts a multi-byte character: the cut
        // moves on to the next boundary between two ASCII bytes.
        let f = CharacterFormat.digits(max: 3)
        let text = "123" + "\u{301}" + String(repeating: "4", count: 400)
        let result = f.apply(TextEditingState().edit(0, 0, text), to: TextEditingState())
        let whole = f.apply(TextEditingState().edit(0, 0, String(text.prefix(30))), to: TextEditingState())
        #expect(result == whole)
    }
}

/// The coordinator's rejection check takes two shortcuts on a typed
/// insertion: the raw value before it comes from the last edit, and nothing
/// is counted when as many characters were kept as were typed. The reports
/// must be those of the full computation, edit after edit.
@Suite("Rejection shortcuts")
struct RejectionShortcutTests {
    static let formats: [(String, any InputFormat)] = [
        ("card", CardNumberFormat()), ("iban", IBANFormat()), ("phone US", PhoneNumberFormat(region: "US")),
        ("phone AR", PhoneNumberFormat(region: "AR")), ("pattern", PatternFormat("+1 (###) ###-####")),
        ("digits 6", CharacterFormat.digits(max: 6)),
        ("upper pattern", CharacterFormat.uppercased.then(.pattern("@@## ####"))),
        ("expiry", ExpiryDateFormat()), ("amount de", AmountFormat.amount(currency: "EUR", locale: "de_DE")),
        ("decimal", DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$")),
    ]

    /// What was left out of `edit`, computed from scratch as before the shortcuts.
    static func expected(_ format: any InputFormat, _ edit: TextEdit, before: TextEditingState)
        -> InputRejection?
    {
        guard !edit.replacement.isEmpty else { return nil }
        // The grouping key typed where grouping puts a separator says nothing.
        if let amount = format as? AmountFormat, amount.groupsWhereTyped(edit, on: before) { return nil }
        let result = format.apply(edit, to: before)
        var selected = before
        selected.select(edit.range)
        let removed = format.apply(TextEdit(range: edit.range, replacement: ""), to: selected)
        let raw = format.rawValue(for: result.text)
        let kept = raw.count - format.rawValue(for: removed.text).count
        let offered = InputRejection.offered(in: edit.replacement, display: result.text, raw: raw)
        let rejection = InputRejection(source: .user, offered: offered, kept: kept)
        return rejection.kept < rejection.offered ? rejection : nil
    }

    @MainActor
    @Test(arguments: formats.indices)
    func reportsAreThoseOfTheFullComputation(_ index: Int) throws {
        let (name, format) = Self.formats[index]
        var generator = SplitMix64(state: UInt64(index) + 16)
        let pieces = [
            "4", "2", "0", "+", "1", ",", ".", "-", " ", "a", "Z", "é", "٣", "15", "12345", "x9", "",
        ]
        var compared = 0
        for _ in 0..<60 {
            let coordinator = TextInputCoordinator(text: "", format: format)
            var reports: [InputRejection] = []
            coordinator.onReject = { reports.append($0) }
            for _ in 0..<12 {
                let before = coordinator.state
                let count = before.text.utf16.count
                // Mostly typing at the caret (the shortcut's case), sometimes elsewhere.
                let caret = before.offsets(of: before.selection, in: .utf16).upperBound
                let low =
                    Int.random(in: 0...3, using: &generator) == 0
                    ? Int.random(in: 0...count, using: &generator) : caret
                let piece = pieces.randomElement(using: &generator)!
                let range = TextSpan(low, low, unit: .utf16)
                // Every piece is in the Basic Multilingual Plane, so a UTF-16
                // caret never splits a character: a refused range is a failure.
                let resolved = try before.resolve(range)
                let edit = TextEdit(range: resolved, replacement: piece)
                // A key that reads a typed grouping key as grouping again is
                // the coordinator's, over several keys: not compared.
                let regroups =
                    coordinator.groupingKeyAsDecimal != nil
                    && (format as? AmountFormat)?.groupingReading(of: edit, on: before) != nil
                let want = Self.expected(format, edit, before: before)
                reports.removeAll()
                try coordinator.didReplace([range], with: piece)
                if (coordinator.state.text == before.text && piece.isEmpty) || regroups { continue }
                #expect(reports.last == want, "\(name): \(piece) into \(before.text) at \(low)")
                compared += 1
            }
        }
        // The skip above is for empty pieces only: most edits are compared.
        #expect(compared > 500, "\(name): only \(compared) of 720 edits compared")
    }
}
