/// The keyboard a field asks for. Mapped to `UIKeyboardType` on UIKit and
/// to GTK's input purpose (digits, number, phone, e-mail, URL); AppKit has
/// no on-screen keyboard and ignores it.
public enum TextFieldKeyboard: Sendable, Hashable {
    /// The default keyboard.
    case `default`
    /// Digits only (a number pad, which has no return key: the focus
    /// chain's toolbar supplies Next / Done).
    case number
    /// Digits and a decimal separator.
    case decimal
    /// A phone pad.
    case phone
    /// An e-mail keyboard.
    case email
    /// A URL keyboard.
    case url
    /// Letters and punctuation with digits on the first page (IBANs).
    case numbersAndPunctuation
}

/// What a field holds, for AutoFill and password managers. Mapped to
/// `UITextContentType` / `NSTextContentType`; on GTK it gives the input
/// purpose when no keyboard is asked (a name, an e-mail address, a phone
/// number, a card's digits) and keeps secrets private to the input method.
public enum TextFieldContent: Sendable, Hashable {
    /// A person's full name.
    case name
    /// An e-mail address.
    case email
    /// A telephone number.
    case phone
    /// A full street address.
    case streetAddress
    /// A postal code.
    case postalCode
    /// A payment card number.
    case cardNumber
    /// A payment card's expiry date.
    case cardExpiry
    /// A payment card's security code.
    case cardSecurityCode
    /// An account name.
    case username
    /// An existing password.
    case password
    /// A new password.
    case newPassword
    /// A one-time code from a message.
    case oneTimeCode
}

/// Automatic capitalisation. Mapped to `UITextAutocapitalizationType` and
/// to GTK's upper-case input hints.
public enum TextFieldCapitalization: Sendable, Hashable {
    /// No automatic capitals.
    case never
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case characters
}

/// The native text-input traits of a field: the keyboard, what the field
/// holds for AutoFill, and the toolkit's own rewrites of what the user types
/// (autocorrection, spell checking, capitals, smart quotes and dashes, smart
/// insert and delete). Each is `nil` when nobody asked for anything: the
/// toolkit's default (and the user's settings) then apply.
///
/// A format asks for what its content needs (``InputFormat/textInputTraits``):
/// a card number wants a number pad, `.cardNumber` for AutoFill and no
/// autocorrection or smart punctuation, which would rewrite digits and
/// separators behind the format's back. What the app sets on the field
/// (FieldKit's `keyboard`, `contentType`, `capitalization` and
/// `autocorrection` modifiers) wins over the format
/// (``overridden(by:)``).
///
/// ```swift
/// let traits = CardNumberFormat().textInputTraits
/// traits.keyboard             // .number
/// traits.content              // .cardNumber
/// traits.smartDashes          // false
/// let app = TextInputTraits(keyboard: .numbersAndPunctuation)
/// traits.overridden(by: app).keyboard   // .numbersAndPunctuation
/// ```
public struct TextInputTraits: Sendable, Hashable {
    /// The keyboard.
    public var keyboard: TextFieldKeyboard?
    /// What the field holds, for AutoFill.
    public var content: TextFieldContent?
    /// Automatic capitals.
    public var capitalization: TextFieldCapitalization?
    /// Whether the toolkit corrects words as they are typed.
    public var autocorrection: Bool?
    /// Whether misspelt words are marked.
    public var spellChecking: Bool?
    /// Whether straight quotes become curly ones.
    public var smartQuotes: Bool?
    /// Whether two hyphens become a dash.
    public var smartDashes: Bool?
    /// Whether spaces are added and removed around pasted and deleted words.
    public var smartInsertDelete: Bool?

    /// Traits with the given values; `nil` leaves a trait to the toolkit.
    public init(
        keyboard: TextFieldKeyboard? = nil, content: TextFieldContent? = nil,
        capitalization: TextFieldCapitalization? = nil, autocorrection: Bool? = nil,
        spellChecking: Bool? = nil, smartQuotes: Bool? = nil, smartDashes: Bool? = nil,
        smartInsertDelete: Bool? = nil
    ) {
        self.keyboard = keyboard
        self.content = content
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
        self.smartInsertDelete = smartInsertDelete
    }

    /// These traits with every trait `other` sets taking its value from
    /// `other`: the app's choices over the format's, a chain's later format
    /// over its earlier one.
    public func overridden(by other: TextInputTraits) -> TextInputTraits {
        TextInputTraits(
            keyboard: other.keyboard ?? keyboard, content: other.content ?? content,
            capitalization: other.capitalization ?? capitalization,
            autocorrection: other.autocorrection ?? autocorrection,
            spellChecking: other.spellChecking ?? spellChecking,
            smartQuotes: other.smartQuotes ?? smartQuotes, smartDashes: other.smartDashes ?? smartDashes,
            smartInsertDelete: other.smartInsertDelete ?? smartInsertDelete)
    }

    /// What a field of machine-read characters needs whatever it holds: no
    /// autocorrection, spell checking or capitals, no smart quotes, dashes
    /// or spacing (each would rewrite what the user typed into something the
    /// format then reads differently: a dash for two hyphens, a word for a
    /// group of letters), with `keyboard` and `content`.
    public static func verbatim(
        keyboard: TextFieldKeyboard?, content: TextFieldContent? = nil,
        capitalization: TextFieldCapitalization? = .never
    ) -> TextInputTraits {
        TextInputTraits(
            keyboard: keyboard, content: content, capitalization: capitalization, autocorrection: false,
            spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false)
    }
}

extension InputFormat {
    /// Nothing asked: the toolkit's defaults.
    public var textInputTraits: TextInputTraits { TextInputTraits() }
}

extension TextInputCoordinator {
    /// The traits the widget has: the format's
    /// (``InputFormat/textInputTraits``) with the app's over them
    /// (``appTextInputTraits``).
    public var textInputTraits: TextInputTraits {
        format.textInputTraits.overridden(by: appTextInputTraits)
    }

    /// Hands the widget ``textInputTraits`` when they differ from what it
    /// was last given. Not while an input method composes (the traits wait
    /// for the composition to end: a new keyboard ends it), and not the
    /// first time when nothing is asked, so a widget the app set up itself
    /// keeps its settings until a format or the app asks for a trait.
    func showTextInputTraits() {
        guard let widget, composition == nil else { return }
        let traits = textInputTraits
        guard traits != shownTextInputTraits else { return }
        let untouched = shownTextInputTraits == nil && traits == TextInputTraits()
        shownTextInputTraits = traits
        guard !untouched else { return }
        widget.showTextInputTraits(traits)
    }
}
