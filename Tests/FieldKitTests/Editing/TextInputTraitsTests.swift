import FieldKit
import FieldKitTesting
import Testing

/// Which native text-input traits a field gets: the format's rule, the
/// app's choices over it, and when the coordinator hands them to the widget.
@MainActor
@Suite("Text-input traits: the format's rule, the app's precedence, when they reach the widget")
struct TextInputTraitsTests {
    /// Every toolkit rewrite off.
    private static func isVerbatim(_ traits: TextInputTraits) -> Bool {
        traits.autocorrection == false && traits.spellChecking == false && traits.smartQuotes == false
            && traits.smartDashes == false && traits.smartInsertDelete == false
    }

    /// The machine-read formats: keyboard and AutoFill content type.
    nonisolated static let machineRead: [(any InputFormat & Sendable, TextFieldKeyboard, TextFieldContent?)] =
        [
            (.cardNumber, .number, .cardNumber),
            (CardSecurityCodeFormat(brand: nil), .number, .cardSecurityCode),
            (.expiryDate, .number, .cardExpiry),
            (.phoneNumber(region: "US"), .phone, .phone),
            (.iban, .numbersAndPunctuation, nil),
            (.decimal(), .decimal, nil),
            (.amount(currency: "EUR", locale: "de_DE"), .numbersAndPunctuation, nil),
            (AmountFormat(currency: "EUR", locale: "de_DE", allowsNegative: false), .decimal, nil),
            (.pattern("+1 (###) ###-####"), .number, nil),
            (.pattern("@@## ####"), .numbersAndPunctuation, nil),
        ]

    @Test(arguments: 0..<machineRead.count)
    func machineReadFormatsTurnEveryRewriteOffAndAskForTheirKeyboard(_ index: Int) {
        let (format, keyboard, content) = Self.machineRead[index]
        let traits = format.textInputTraits
        #expect(Self.isVerbatim(traits))
        #expect(traits.keyboard == keyboard)
        #expect(traits.content == content)
        #expect(traits.content != .oneTimeCode)
    }

    @Test func anIBANIsTypedInCapitals() {
        #expect(IBANFormat().textInputTraits.capitalization == .characters)
        #expect(CardNumberFormat().textInputTraits.capitalization == .never)
    }

    @Test func freeTextAsksForNothing() {
        #expect(IdentityFormat().textInputTraits == TextInputTraits())
    }

    @Test func characterFormatsTurnSmartPunctuationOffAndLeaveCorrectionToTheToolkit() {
        let digits = CharacterFormat.digits(max: 6).textInputTraits
        #expect(digits.keyboard == .number)
        #expect(digits.content == nil, "a six-digit field is not assumed to be a one-time code")
        #expect(
            digits.smartQuotes == false && digits.smartDashes == false && digits.smartInsertDelete == false)
        #expect(digits.autocorrection == nil)
        #expect(CharacterFormat.letters.textInputTraits.keyboard == nil)
        #expect(CharacterFormat.uppercased.textInputTraits.capitalization == .characters)
        #expect(CharacterFormat.filter { $0.isNumber }.textInputTraits.keyboard == nil)
    }

    @Test func aChainKeepsTheFirstFormatsTraitsWhereTheSecondSetsNone() {
        let plate = CharacterFormat.uppercased.then(.pattern("@@## ####")).textInputTraits
        #expect(plate.capitalization == .characters)
        #expect(plate.keyboard == .numbersAndPunctuation)
        #expect(Self.isVerbatim(plate))
    }

    @Test func theAppsChoicesWinOverTheFormats() {
        let coordinator = TextInputCoordinator(format: .cardNumber)
        coordinator.appTextInputTraits = TextInputTraits(
            keyboard: .numbersAndPunctuation, autocorrection: true)
        let traits = coordinator.textInputTraits
        #expect(traits.keyboard == .numbersAndPunctuation)
        #expect(traits.autocorrection == true)
        #expect(traits.content == .cardNumber, "what the app leaves unset stays the format's")
        #expect(traits.smartDashes == false)
        coordinator.appTextInputTraits = TextInputTraits()
        #expect(coordinator.textInputTraits == CardNumberFormat().textInputTraits)
    }

    @Test(arguments: SimulatedToolkit.allCases)
    func theWidgetGetsTheTraitsOnceAndAgainOnlyWhenTheyChange(_ toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(format: .cardNumber, toolkit: toolkit)
        #expect(field.textInputTraits == CardNumberFormat().textInputTraits)
        #expect(field.textInputTraitChanges.count == 1)
        field.tap()
        try field.type("4242")
        field.coordinator.format = .cardNumber
        field.coordinator.appTextInputTraits = TextInputTraits()
        #expect(field.textInputTraitChanges.count == 1, "an equal format and equal app traits change nothing")
        field.coordinator.appTextInputTraits = TextInputTraits(keyboard: .numbersAndPunctuation)
        #expect(field.textInputTraitChanges.count == 2)
        #expect(field.textInputTraits?.keyboard == .numbersAndPunctuation)
        field.coordinator.format = .iban
        #expect(field.textInputTraitChanges.count == 3)
        #expect(field.textInputTraits?.capitalization == .characters)
    }

    @Test func aFieldNobodyAskedAnythingOfKeepsWhatTheAppSetOnTheWidget() {
        let field = SimulatedField()
        #expect(field.textInputTraits == nil)
        field.coordinator.format = .cardNumber
        field.coordinator.format = IdentityFormat()
        #expect(field.textInputTraits == TextInputTraits(), "the format's traits are taken back")
        #expect(field.textInputTraitChanges.count == 2)
    }

    /// A new keyboard or autocorrection setting ends a composition: the
    /// traits wait for it to end.
    @Test(arguments: SimulatedToolkit.allCases)
    func theTraitsWaitForACompositionToEnd(_ toolkit: SimulatedToolkit) throws {
        let field = SimulatedField(toolkit: toolkit)
        field.tap()
        try field.setComposition("かん")
        field.coordinator.format = CharacterFormat.uppercased
        field.coordinator.appTextInputTraits = TextInputTraits(autocorrection: false)
        #expect(field.textInputTraitChanges.isEmpty)
        try field.commitComposition("漢")
        #expect(field.textInputTraitChanges.count == 1)
        #expect(field.textInputTraits?.autocorrection == false)
        #expect(field.textInputTraits?.capitalization == .characters)
    }

    /// A SwiftUI field: the view's modifiers reach the widget over the
    /// format's on the update that sets them, and re-renders while the user
    /// types give the widget nothing new.
    @Test func aSwiftUIFieldGetsTheModifiersTraitsOnceAndNothingOnReRenders() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber)
        #expect(host.field.textInputTraits?.keyboard == .number)
        host.textInputTraits = TextInputTraits(keyboard: .numbersAndPunctuation)
        host.render()
        #expect(host.field.textInputTraits?.keyboard == .numbersAndPunctuation)
        #expect(host.field.textInputTraits?.content == .cardNumber)
        let changes = host.field.textInputTraitChanges.count
        try host.type("4242424")
        host.render()
        #expect(host.field.textInputTraitChanges.count == changes)
        #expect(host.text == "4242424")
    }
}
