/// What a GTK field tells on-screen keyboards and input methods about its
/// text: GTK's `input-purpose` and `input-hints` properties, decided from
/// the field's ``TextInputTraits`` and whether it hides its text.
///
/// GTK has one purpose where UIKit has a keyboard and a content type, and
/// hint flags where UIKit has yes / no traits. The GTK adapter gives its
/// widget `InputMethodHints(traits:isSecure:)` whenever the coordinator hands
/// it traits (``TextInputWidget/showTextInputTraits(_:)``), so when they
/// reach the widget is the coordinator's rule and what they become is this
/// type's; the adapter only translates the cases into GTK's constants.
///
/// The purpose:
/// - A field that hides its text says so, as GTK's own password entry
///   does: ``Purpose/pin`` when its text would otherwise be
///   ``Purpose/digits`` (a card security code), ``Purpose/password``
///   otherwise. Only such a field is given either: GTK defines both as
///   text shown hidden.
/// - Otherwise the keyboard decides: ``TextFieldKeyboard/number`` is
///   ``Purpose/digits``, ``TextFieldKeyboard/decimal`` ``Purpose/number``,
///   ``TextFieldKeyboard/phone``, ``TextFieldKeyboard/email`` and
///   ``TextFieldKeyboard/url`` their own purposes, and
///   ``TextFieldKeyboard/numbersAndPunctuation`` (letters and digits, an
///   IBAN) ``Purpose/freeForm``: GTK has no purpose for letters with digits.
/// - With no keyboard asked (or ``TextFieldKeyboard/default``), the
///   content decides: a name, an e-mail address and a phone number their
///   own purposes, a card's number, expiry and security code
///   ``Purpose/digits``, anything else ``Purpose/freeForm``.
///
/// The flags:
/// - Spell checking on or off (``TextInputTraits/spellChecking``, or
///   autocorrection when spell checking is not asked: GTK has no
///   autocorrection of its own, and both rewrite what the user typed).
/// - ``Flags/wordCompletion`` when autocorrection is asked for: on-screen
///   keyboards offer their predictions with it.
/// - A capital for each word, sentence or character
///   (``TextInputTraits/capitalization``); ``TextFieldCapitalization/never``
///   asks for nothing, since GTK's only other choice, lower case, would
///   change what the user types.
/// - ``Flags/private`` (the input method learns nothing from the text) for a
///   hidden field and for passwords, one-time codes, card numbers and
///   security codes; a hidden field also turns spell checking and word
///   completion off, whatever was asked.
/// - ``Flags/noEmoji`` where the purpose is a number (digits, a number, a
///   phone number, a PIN): GTK then offers no emoji chooser.
///
/// Smart quotes, dashes and insert / delete have no GTK counterpart and are
/// not mapped. Traits that ask for nothing give GTK's defaults,
/// ``Purpose/freeForm`` and no flags.
package struct InputMethodHints: Sendable, Hashable {
    /// What the text is for (GTK's `GtkInputPurpose`).
    package enum Purpose: Sendable, Hashable, CaseIterable {
        /// Any text (GTK's default).
        case freeForm
        /// Letters only.
        case alpha
        /// Digits only.
        case digits
        /// A number: digits, a sign and a decimal separator.
        case number
        /// A telephone number.
        case phone
        /// A URL.
        case url
        /// An e-mail address.
        case email
        /// A person's name.
        case name
        /// Any text, shown hidden.
        case password
        /// Digits, shown hidden.
        case pin
        /// Any text with control codes (a terminal).
        case terminal
    }

    /// How an input method should treat the text (GTK's `GtkInputHints`).
    package struct Flags: OptionSet, Sendable, Hashable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// Mark misspelt words.
        package static let spellCheck = Flags(rawValue: 1 << 0)
        /// Do not mark misspelt words.
        package static let noSpellCheck = Flags(rawValue: 1 << 1)
        /// Offer word completion.
        package static let wordCompletion = Flags(rawValue: 1 << 2)
        /// Lower-case everything.
        package static let lowercase = Flags(rawValue: 1 << 3)
        /// Capitalise every character.
        package static let uppercaseCharacters = Flags(rawValue: 1 << 4)
        /// Capitalise the first letter of each word.
        package static let uppercaseWords = Flags(rawValue: 1 << 5)
        /// Capitalise the first letter of each sentence.
        package static let uppercaseSentences = Flags(rawValue: 1 << 6)
        /// Do not show an on-screen keyboard.
        package static let inhibitOnScreenKeyboard = Flags(rawValue: 1 << 7)
        /// The text is written vertically.
        package static let verticalWriting = Flags(rawValue: 1 << 8)
        /// Offer emoji.
        package static let emoji = Flags(rawValue: 1 << 9)
        /// Do not offer emoji.
        package static let noEmoji = Flags(rawValue: 1 << 10)
        /// Learn nothing from the text (no typing history).
        package static let `private` = Flags(rawValue: 1 << 11)

        /// Every flag, in GTK's order.
        package static let all: [Flags] = [
            .spellCheck, .noSpellCheck, .wordCompletion, .lowercase, .uppercaseCharacters, .uppercaseWords,
            .uppercaseSentences, .inhibitOnScreenKeyboard, .verticalWriting, .emoji, .noEmoji, .private,
        ]
    }

    /// What the text is for.
    package var purpose: Purpose
    /// How an input method should treat it.
    package var flags: Flags

    /// A purpose and flags as given; the defaults are GTK's.
    package init(purpose: Purpose = .freeForm, flags: Flags = []) {
        self.purpose = purpose
        self.flags = flags
    }

    /// The purpose and flags for a field with `traits` that hides its text
    /// when `isSecure` (the rules in the type's description).
    package init(traits: TextInputTraits, isSecure: Bool) {
        let open = Self.purpose(keyboard: traits.keyboard, content: traits.content)
        var flags: Flags = []
        switch traits.spellChecking ?? traits.autocorrection {
        case true?: flags.insert(.spellCheck)
        case false?: flags.insert(.noSpellCheck)
        case nil: break
        }
        if traits.autocorrection == true { flags.insert(.wordCompletion) }
        switch traits.capitalization {
        case .words?: flags.insert(.uppercaseWords)
        case .sentences?: flags.insert(.uppercaseSentences)
        case .characters?: flags.insert(.uppercaseCharacters)
        case .never?, nil: break
        }
        if let content = traits.content, Self.privateContent.contains(content) { flags.insert(.private) }
        let purpose: Purpose
        if isSecure {
            purpose = open == .digits ? .pin : .password
            flags.subtract([.spellCheck, .wordCompletion])
            flags.formUnion([.noSpellCheck, .private])
        } else {
            purpose = open
        }
        if Self.numeric.contains(purpose) { flags.insert(.noEmoji) }
        self.init(purpose: purpose, flags: flags)
    }

    /// The purpose of a field whose text is shown.
    private static func purpose(keyboard: TextFieldKeyboard?, content: TextFieldContent?) -> Purpose {
        switch keyboard {
        case .number?: return .digits
        case .decimal?: return .number
        case .phone?: return .phone
        case .email?: return .email
        case .url?: return .url
        case .numbersAndPunctuation?: return .freeForm
        case .default?, nil: break
        }
        switch content {
        case .name?: return .name
        case .email?: return .email
        case .phone?: return .phone
        case .cardNumber?, .cardExpiry?, .cardSecurityCode?: return .digits
        case .streetAddress?, .postalCode?, .username?, .password?, .newPassword?, .oneTimeCode?, nil:
            return .freeForm
        }
    }

    /// Content an input method must not learn from.
    private static let privateContent: Set<TextFieldContent> = [
        .password, .newPassword, .oneTimeCode, .cardNumber, .cardSecurityCode,
    ]

    /// Purposes whose text is a number of some kind.
    private static let numeric: Set<Purpose> = [.digits, .number, .phone, .pin]
}
