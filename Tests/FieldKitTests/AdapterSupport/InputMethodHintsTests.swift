import FieldKit
import Testing

/// What a GTK field's traits become for on-screen keyboards and input
/// methods: the purpose and the hint flags (`InputMethodHints`).
@Suite("Input-method hints: a field's traits as GTK's purpose and hints")
struct InputMethodHintsTests {
    @Test func nothingAskedGivesTheToolkitsDefaults() {
        let hints = InputMethodHints(traits: TextInputTraits(), isSecure: false)
        #expect(hints == InputMethodHints())
        #expect(hints.purpose == .freeForm)
        #expect(hints.flags.isEmpty)
    }

    static let keyboards: [(TextFieldKeyboard, InputMethodHints.Purpose)] = [
        (.default, .freeForm), (.number, .digits), (.decimal, .number), (.phone, .phone), (.email, .email),
        (.url, .url), (.numbersAndPunctuation, .freeForm),
    ]

    @Test(arguments: keyboards)
    func theKeyboardDecidesThePurpose(_ keyboard: TextFieldKeyboard, _ purpose: InputMethodHints.Purpose) {
        #expect(
            InputMethodHints(traits: TextInputTraits(keyboard: keyboard), isSecure: false).purpose == purpose)
    }

    static let contents: [(TextFieldContent, InputMethodHints.Purpose)] = [
        (.name, .name), (.email, .email), (.phone, .phone), (.streetAddress, .freeForm),
        (.postalCode, .freeForm),
        (.cardNumber, .digits), (.cardExpiry, .digits), (.cardSecurityCode, .digits), (.username, .freeForm),
        (.password, .freeForm), (.newPassword, .freeForm), (.oneTimeCode, .freeForm),
    ]

    @Test(arguments: contents)
    func withoutAKeyboardTheContentDecidesThePurpose(
        _ content: TextFieldContent, _ purpose: InputMethodHints.Purpose
    ) {
        #expect(
            InputMethodHints(traits: TextInputTraits(content: content), isSecure: false).purpose == purpose)
        let defaultKeyboard = TextInputTraits(keyboard: .default, content: content)
        #expect(InputMethodHints(traits: defaultKeyboard, isSecure: false).purpose == purpose)
    }

    @Test(arguments: contents.map(\.0))
    func aKeyboardWinsOverTheContent(_ content: TextFieldContent) {
        let traits = TextInputTraits(keyboard: .url, content: content)
        #expect(InputMethodHints(traits: traits, isSecure: false).purpose == .url)
    }

    /// Spell checking as asked, or as autocorrection asks when spell
    /// checking is not; word completion only with autocorrection on.
    @Test(arguments: [Bool?.none, true, false], [Bool?.none, true, false])
    func spellCheckingFollowsSpellCheckingThenAutocorrection(_ spellChecking: Bool?, _ autocorrection: Bool?)
    {
        let traits = TextInputTraits(autocorrection: autocorrection, spellChecking: spellChecking)
        let flags = InputMethodHints(traits: traits, isSecure: false).flags
        let checks = spellChecking ?? autocorrection
        #expect(flags.contains(.spellCheck) == (checks == true))
        #expect(flags.contains(.noSpellCheck) == (checks == false))
        #expect(flags.contains(.wordCompletion) == (autocorrection == true))
        #expect(flags.subtracting([.spellCheck, .noSpellCheck, .wordCompletion]).isEmpty)
    }

    static let capitals: [(TextFieldCapitalization?, InputMethodHints.Flags)] = [
        (nil, []), (.never, []), (.words, .uppercaseWords), (.sentences, .uppercaseSentences),
        (.characters, .uppercaseCharacters),
    ]

    @Test(arguments: capitals)
    func capitalisationAsksForCapitalsAndNeverForLowerCase(
        _ capitalization: TextFieldCapitalization?, _ expected: InputMethodHints.Flags
    ) {
        let flags = InputMethodHints(traits: TextInputTraits(capitalization: capitalization), isSecure: false)
            .flags
        #expect(flags == expected)
        #expect(!flags.contains(.lowercase))
    }

    @Test(arguments: contents.map(\.0))
    func secretContentIsPrivate(_ content: TextFieldContent) {
        let flags = InputMethodHints(traits: TextInputTraits(content: content), isSecure: false).flags
        let secret: Set<TextFieldContent> = [
            .password, .newPassword, .oneTimeCode, .cardNumber, .cardSecurityCode,
        ]
        #expect(flags.contains(.private) == secret.contains(content))
    }

    @Test(arguments: keyboards)
    func numbersOfferNoEmoji(_ keyboard: TextFieldKeyboard, _ purpose: InputMethodHints.Purpose) {
        let flags = InputMethodHints(traits: TextInputTraits(keyboard: keyboard), isSecure: false).flags
        #expect(flags.contains(.noEmoji) == [.digits, .number, .phone].contains(purpose))
        #expect(!flags.contains(.emoji))
    }

    /// A hidden field is a password, or a PIN where its text would be
    /// digits; it is private, and never spell checked or completed.
    @Test(arguments: [
        (TextInputTraits(), InputMethodHints.Purpose.password),
        (TextInputTraits(content: .password), .password),
        (TextInputTraits(keyboard: .number), .pin),
        (TextInputTraits(content: .cardSecurityCode), .pin),
        (
            TextInputTraits(
                keyboard: .email, capitalization: .sentences, autocorrection: true, spellChecking: true),
            .password
        ),
    ])
    func aHiddenFieldIsAPasswordOrAPINAndPrivate(
        _ traits: TextInputTraits, _ purpose: InputMethodHints.Purpose
    ) {
        let hints = InputMethodHints(traits: traits, isSecure: true)
        #expect(hints.purpose == purpose)
        #expect(hints.flags.isSuperset(of: [.private, .noSpellCheck]))
        #expect(hints.flags.isDisjoint(with: [.spellCheck, .wordCompletion]))
        #expect(hints.flags.contains(.noEmoji) == (purpose == .pin))
    }

    @Test func secureNeverGivesPasswordOrPINToAShownField() {
        let every =
            Self.keyboards.map { TextInputTraits(keyboard: $0.0) }
            + Self.contents.map { TextInputTraits(content: $0.0) }
        for traits in every {
            let purpose = InputMethodHints(traits: traits, isSecure: false).purpose
            #expect(purpose != .password && purpose != .pin, "\(traits)")
        }
    }

    /// The formats' own traits, as a GTK field gets them.
    static let formats: [(TextInputTraits, InputMethodHints.Purpose, InputMethodHints.Flags)] = [
        (CardNumberFormat().textInputTraits, .digits, [.noSpellCheck, .private, .noEmoji]),
        (ExpiryDateFormat().textInputTraits, .digits, [.noSpellCheck, .noEmoji]),
        (PhoneNumberFormat(region: "US").textInputTraits, .phone, [.noSpellCheck, .noEmoji]),
        (IBANFormat().textInputTraits, .freeForm, [.noSpellCheck, .uppercaseCharacters]),
        (DecimalFormat().textInputTraits, .number, [.noSpellCheck, .noEmoji]),
        (CharacterFormat.digits(max: 6).textInputTraits, .digits, [.noEmoji]),
        (IdentityFormat().textInputTraits, .freeForm, []),
    ]

    @Test(arguments: 0..<formats.count)
    func formatsGiveTheirPurposeAndHints(_ index: Int) {
        let (traits, purpose, flags) = Self.formats[index]
        let hints = InputMethodHints(traits: traits, isSecure: false)
        #expect(hints.purpose == purpose)
        #expect(hints.flags == flags)
    }

    @Test func theAppsTraitsWinOverTheFormats() {
        let app = TextInputTraits(keyboard: .numbersAndPunctuation, spellChecking: true)
        let traits = CardNumberFormat().textInputTraits.overridden(by: app)
        let hints = InputMethodHints(traits: traits, isSecure: false)
        #expect(hints.purpose == .freeForm)
        #expect(hints.flags == [.spellCheck, .private])
    }

    @Test func everyFlagIsItsOwnBit() {
        let all = InputMethodHints.Flags.all
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }
}
