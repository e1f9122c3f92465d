import FieldKitTesting
import Testing

@testable import FieldKit

// What the user sees is what the app gets. Each suite is one way a widget
// could show something else than the model holds, driven through FieldKitTesting's SimulatedField, which applies
// edits as a toolkit does; after every event the widget's text, the
// coordinator's text and the model agree.

@MainActor
private func expectOneTruth(_ field: SimulatedField, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(field.shown.text == field.coordinator.state.text, sourceLocation: sourceLocation)
    #expect(field.modelValue == field.coordinator.modelValue, sourceLocation: sourceLocation)
}

@MainActor
@Suite("Integrity: a bounded field cuts and reports what does not fit")
struct BoundedFieldTests {
    @Test func aHugePasteIsCutAtTheBoundAndReported() throws {
        let field = SimulatedField(format: IdentityFormat())
        try field.insert("Jane ")
        try field.insert(String(repeating: "N", count: 1_000_000))
        let bound = TextInputCoordinator.defaultMaximumLength
        #expect(field.coordinator.state.length(in: .unicodeScalars) == bound)
        #expect(field.coordinator.state.caret == field.coordinator.state.text.endIndex)
        #expect(field.modelValue.hasPrefix("Jane N"))
        #expect(
            field.rejections.last
                == InputRejection(
                    source: .user, offered: 1_000_000, kept: bound - 5, reason: .tooLong(maximumLength: bound)
                ))
        expectOneTruth(field)
        // Typing into the full field changes nothing and says so.
        try field.insert("A")
        #expect(field.coordinator.state.length(in: .unicodeScalars) == bound)
        #expect(field.rejections.last?.kept == 0)
        expectOneTruth(field)
        // Deleting makes room again; the message goes.
        try field.select(TextSpan(bound - 1, bound, unit: .unicodeScalars))
        try field.insert("Z")
        #expect(field.modelValue.last == "Z")
        #expect(field.coordinator.lastRejection == nil)
        expectOneTruth(field)
    }

    @Test func theCutNeverSplitsACharacter() throws {
        let field = SimulatedField(format: IdentityFormat())
        field.coordinator.maximumLength = 4
        try field.insert("ab")
        // "e" + combining acute is one character of two scalars; only one fits.
        try field.insert("c" + "e\u{301}" + "x")
        #expect(field.modelValue == "abc")
        expectOneTruth(field)
    }

    @Test(arguments: [
        "", "a", "abcdefgh", "abcdefghi", "é४😀 mixed ١٢٣ text of odd length",
        String(repeating: "ж😀", count: 1001),
    ])
    func scalarsAreCountedFromBytes(_ text: String) {
        #expect(TextInputCoordinator.scalarCount(text) == text.unicodeScalars.count)
    }

    @Test func anOverridableBound() throws {
        let field = SimulatedField(format: IdentityFormat())
        field.coordinator.maximumLength = nil
        try field.insert(String(repeating: "x", count: 20_000))
        #expect(field.modelValue.count == 20_000)
        #expect(field.rejections.isEmpty)
    }

    @Test func wouldCutAnswersBeforeTheToolkitInserts() throws {
        let field = SimulatedField(format: IdentityFormat())
        field.coordinator.maximumLength = 10
        try field.insert("12345")
        let caret = TextSpan(caret: 5, unit: .unicodeScalars)
        #expect(!field.coordinator.wouldCut(replacing: caret, with: "abcde"))
        #expect(field.coordinator.wouldCut(replacing: caret, with: "abcdef"))
        #expect(
            !field.coordinator.wouldCut(replacing: TextSpan(0, 5, unit: .unicodeScalars), with: "abcdefghij")
        )
    }

    @Test func aFormattedFieldReportsOnceForTheWholePaste() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try field.insert(String(repeating: "4", count: 50_000))
        #expect(field.modelValue.count == 16 || field.modelValue.count == 19)
        #expect(field.rejections.count == 1)
        #expect(field.rejections.last?.offered == 50_000)
        #expect(field.rejections.last?.reason == .notAccepted)
        expectOneTruth(field)
    }

    @Test func aWidgetThatRefusesIsFollowed() throws {
        let field = SimulatedField(format: IdentityFormat())
        field.coordinator.widgetDidRefuse(3, of: 10)
        #expect(
            field.rejections.last
                == InputRejection(source: .user, offered: 10, kept: 7, reason: .refusedByWidget))
        #expect(
            FieldMessages.text(for: field.rejections.last!) == "Characters left out: 3 (the field is full)")
    }

    @Test func messagesComeFromOneFunction() {
        let cut = InputRejection(
            source: .user, offered: 1_000_000, kept: 10_000, reason: .tooLong(maximumLength: 10_000))
        #expect(
            FieldMessages.text(for: cut) == "Characters left out: 990000 (at most 10000 fit)")
        let letter = InputRejection(source: .user, offered: 1, kept: 0)
        #expect(FieldMessages.text(for: letter) == "Characters left out: 1 (not accepted here)")
        // Through the catalog: every language, and an app's own wording.
        #expect(
            FieldMessages.text(for: letter, in: MessageCatalog(locale: "de"))
                == "Ausgelassene Zeichen: 1 (hier nicht erlaubt)")
        let own = MessageCatalog().overriding(
            .charactersNotAccepted, with: "Only digits here ({count} ignored)")
        #expect(FieldMessages.text(for: letter, in: own) == "Only digits here (1 ignored)")
    }

    @Test(arguments: MessageLanguage.allCases)
    func everyRejectionReadsInEveryLanguage(_ language: MessageLanguage) {
        let catalog = MessageCatalog(locale: LocaleIdentifier(language.rawValue))
        let reasons: [InputRejection.Reason] = [
            .notAccepted, .tooLong(maximumLength: 10_000), .refusedByWidget,
        ]
        #expect(Set(reasons.map(FieldMessages.key(for:))) == rejectionKeys)
        for reason in reasons {
            let text = FieldMessages.text(
                for: InputRejection(source: .user, offered: 990_123, kept: 0, reason: reason), in: catalog)
            #expect(text.contains("990123"), "\(language) \(reason): \(text)")
            #expect(!text.contains("{"), "\(language) \(reason): \(text)")
            if case .tooLong = reason { #expect(text.contains("10000"), "\(language): \(text)") }
        }
    }

    @Test func refusedCharactersReachTheWidgetUnlessTurnedOff() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try field.insert("4x")
        #expect(field.rejections == [InputRejection(source: .user, offered: 2, kept: 1)])
        #expect(field.rejectionMessage != nil, "the widget shows the refusal")
        try field.insert("2")
        #expect(field.rejectionMessage == nil, "a kept keystroke clears it")
        field.coordinator.showsRejections = false
        try field.insert("y")
        #expect(field.rejections.count == 2, "the app still hears of it")
        #expect(field.rejectionMessage == nil, "the widget is not told")
    }
}

@MainActor
@Suite("Integrity: undo and redo return to states the user saw")
struct UndoTests {
    private func typeEach(_ text: String, into field: SimulatedField) throws {
        for character in text { try field.insert(String(character)) }
    }

    @Test func typingIsOneStepAndRedoGivesBackWhatWasTyped() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try typeEach("4242424242424242", into: field)
        #expect(field.shown.text == "4242 4242 4242 4242")
        #expect(field.coordinator.undo())
        #expect(field.shown.text == "")
        #expect(field.modelValue == "")
        #expect(!field.coordinator.undo())
        #expect(field.coordinator.redo())
        #expect(field.shown.text == "4242 4242 4242 4242")
        #expect(field.shown.caret == field.shown.text.endIndex)
        #expect(field.modelValue == "4242424242424242")
        #expect(!field.coordinator.redo())
        expectOneTruth(field)
    }

    @Test func undoAcrossAPasteRestoresTextAndCaret() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try typeEach("4242", into: field)
        try field.insert("4242-4242-4242")
        #expect(field.shown.text == "4242 4242 4242 4242")
        field.coordinator.undo()
        #expect(field.shown.text == "4242")
        #expect(
            field.shown.offsets(of: field.shown.selection, in: .utf16)
                == TextSpan(caret: 4, unit: .utf16))
        field.coordinator.redo()
        #expect(field.shown.text == "4242 4242 4242 4242")
        field.coordinator.undo()
        field.coordinator.undo()
        #expect(field.shown.text == "")
        expectOneTruth(field)
    }

    @Test func undoRestoresTheCaretOfAnEditInTheMiddle() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try typeEach("42424242", into: field)
        try field.select(TextSpan(caret: 2, unit: .utf16))
        try field.insert("9")
        #expect(field.shown.text == "4294 2424 2")
        field.coordinator.undo()
        #expect(field.shown.text == "4242 4242")
        #expect(
            field.shown.offsets(of: field.shown.selection, in: .utf16)
                == TextSpan(caret: 2, unit: .utf16))
    }

    @Test func wordsAreStepsInFreeText() throws {
        let field = SimulatedField(format: IdentityFormat())
        try typeEach("Jane Appleseed", into: field)
        field.coordinator.undo()
        #expect(field.modelValue == "Jane ")
        field.coordinator.undo()
        #expect(field.modelValue == "")
        field.coordinator.redo()
        field.coordinator.redo()
        #expect(field.modelValue == "Jane Appleseed")
    }

    @Test func aNewEditClearsRedoAndAnAppWriteClearsTheHistory() throws {
        let field = SimulatedField(format: IdentityFormat())
        try typeEach("ab", into: field)
        field.coordinator.undo()
        try field.insert("c")
        #expect(!field.coordinator.canRedo)
        field.appSets("from the app")
        #expect(!field.coordinator.canUndo)
    }

    @Test func undoAcrossAnIMECommit() throws {
        let field = SimulatedField(format: IdentityFormat())
        try typeEach("Ab", into: field)
        field.setPreedit("ㅎ")
        field.setPreedit("하")
        #expect(!field.coordinator.canUndo, "nothing is undone during a composition")
        try field.insert("한")
        field.setPreedit("")
        #expect(field.modelValue == "Ab한")
        field.coordinator.undo()
        #expect(field.modelValue == "Ab")
        field.coordinator.redo()
        #expect(field.modelValue == "Ab한")
        expectOneTruth(field)
    }

    @Test func phoneRedoNeverInventsDigits() throws {
        let field = SimulatedField(format: PhoneNumberFormat(region: "US"))
        try typeEach("+14155552671", into: field)
        let typed = field.shown.text
        var seen: Set<String> = []
        for _ in 0..<3 {
            field.coordinator.undo()
            seen.insert(field.shown.text)
        }
        for _ in 0..<3 {
            field.coordinator.redo()
            seen.insert(field.shown.text)
        }
        #expect(seen == ["", typed])
        #expect(field.shown.text == typed)
    }

    @Test func historyCoalescesAndIsBounded() {
        var history = EditHistory(limit: 2)
        let a = TextEditingState(text: "a")
        let b = TextEditingState(text: "ab")
        let c = TextEditingState(text: "abc")
        history.record(before: TextEditingState(), after: a, kind: .typing, typed: "a")
        history.record(before: a, after: b, kind: .typing, typed: "b")
        #expect(history.undoSteps.count == 1)
        history.breakCoalescing()
        history.record(before: b, after: c, kind: .typing, typed: "c")
        history.record(before: c, after: TextEditingState(), kind: .other)
        #expect(history.undoSteps.count == 2)
        #expect(history.undo(from: TextEditingState()) == c)
        #expect(history.undo(from: c) == b)
        #expect(history.undo(from: b) == nil)
    }

    /// Past its limit the history drops its oldest steps in batches; what
    /// can be undone is always the last `limit` steps, newest first, through
    /// any mix of records, undos and redos.
    @Test func historyPastItsLimitKeepsTheNewestSteps() {
        let limit = 3
        var history = EditHistory(limit: limit)
        var expected: [TextEditingState] = []  // the state before each undoable step
        var current = TextEditingState()
        var generator = SplitMix64(state: 12)
        for i in 0..<200 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                let step = history.undo(from: current)
                #expect(step == expected.popLast(), "undo at \(i)")
                if let step { current = step }
            default:
                let after = TextEditingState(text: "\(i)x" + current.text.suffix(6))
                history.record(before: current, after: after, kind: .other)
                expected.append(current)
                current = after
                if expected.count > limit { expected.removeFirst() }
            }
            #expect(history.undoSteps.count == expected.count, "after \(i)")
            #expect(history.canUndo == !expected.isEmpty)
        }
    }

    /// A state the last step did not leave (something wrote the field behind
    /// the history's back) is not undone into garbage: the history empties.
    @Test func undoFromAStateTheHistoryDidNotLeaveEmptiesIt() {
        var history = EditHistory()
        let a = TextEditingState(text: "abc")
        let b = TextEditingState(text: "abXc")
        history.record(before: a, after: b, kind: .other)
        #expect(history.undo(from: TextEditingState(text: "zzzz")) == nil)
        #expect(!history.canUndo && !history.canRedo)
        history.record(before: a, after: b, kind: .other)
        #expect(history.undo(from: b) == a)
        #expect(history.redo(from: TextEditingState(text: "a")) == nil)
        #expect(!history.canUndo && !history.canRedo)
    }
}

@MainActor
@Suite("Integrity: overwrite mode types like typing")
struct OverwriteTests {
    /// GTK's overwrite: the character after the caret replaced by the typed one.
    private func overwrite(_ text: String, in field: SimulatedField) throws {
        for character in text {
            let caret = field.shown.offsets(of: field.shown.selection, in: .unicodeScalars)
            let end = min(caret.upperBound + 1, field.shown.length(in: .unicodeScalars))
            let range = TextSpan(caret.lowerBound, end, unit: .unicodeScalars)
            try field.replace(range, with: String(character))
        }
    }

    @Test func typingOverACardLosesNothing() throws {
        let field = SimulatedField(format: CardNumberFormat())
        try field.insert("4242424242424242")
        try field.select(TextSpan(caret: 0, unit: .unicodeScalars))
        try overwrite("5555 5", in: field)
        #expect(field.shown.text == "5555 5242 4242 4242")
        #expect(
            field.shown.offsets(of: field.shown.selection, in: .unicodeScalars).upperBound == 6)
        // Typing over text is one undo step, like typing.
        field.coordinator.undo()
        #expect(field.shown.text == "4242 4242 4242 4242")
        field.coordinator.redo()
        #expect(field.shown.text == "5555 5242 4242 4242")
        // A refused character over a separator keeps the digit beyond it.
        try field.select(TextSpan(caret: 4, unit: .unicodeScalars))
        try overwrite("x", in: field)
        #expect(field.modelValue == "5555524242424242")
        expectOneTruth(field)
    }
}

@Suite("Integrity: digits of every script are digits")
struct ForeignDigitTests {
    @Test(arguments: [
        ("card", "４２４２４２４２４２４２４２４２", "4242424242424242"),
        ("phone", "+١٤١٥٥٥٥٢٦٧١", "+14155552671"),
        ("expiry", "۱۲/۳۰", "1230"),
        ("iban", "DE89३७०४००४४०५३२०१३०००", "DE89370400440532013000"),
        ("cvc", "১২৩", "123"),
        ("digits", "๑๒๓๔", "1234"),
        ("pattern", "१२३४", "1234"),
        ("decimal", "１２３.５", "123.5"),
    ])
    func everyNumericFormatReadsThem(_ name: String, _ typed: String, _ raw: String) {
        let formats: [String: any InputFormat] = [
            "card": CardNumberFormat(), "phone": PhoneNumberFormat(region: "US"),
            "expiry": ExpiryDateFormat(),
            "iban": IBANFormat(), "cvc": CardSecurityCodeFormat(brand: nil), "digits": CharacterFormat.digits,
            "pattern": PatternFormat("####"), "decimal": DecimalFormat(),
        ]
        let format = formats[name]!
        // Typed one character at a time, and pasted at once.
        var state = TextEditingState()
        for character in typed {
            state = format.apply(
                TextEdit(range: state.caret..<state.caret, replacement: String(character)), to: state)
        }
        #expect(format.rawValue(for: state.text) == raw)
        #expect(format.rawValue(for: format.displayText(for: typed)) == raw)
    }

    @Test func everyUnicodeDecimalDigitIsItsASCIIDigit() throws {
        let rows = try goldenRows("decimal_digits.tsv")
        #expect(rows.count >= 650)
        for row in rows {
            let scalar = Unicode.Scalar(UInt32(row[0], radix: 16)!)!
            #expect(DecimalDigits.ascii(for: scalar) == UInt8(ascii: "0") + UInt8(row[1])!, "\(row[2])")
        }
        #expect(DecimalDigits.ascii(for: "Ⅳ") == nil, "a Roman numeral is a number, not a digit")
        #expect(DecimalDigits.ascii(for: "²") == nil, "a superscript is not a decimal digit")
        #expect(DecimalDigits.normalized("a٤b") == "a4b")
    }
}
