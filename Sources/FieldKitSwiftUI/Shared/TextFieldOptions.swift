#if canImport(SwiftUI)
    /// The keyboard a field asks for. Mapped to `UIKeyboardType` on UIKit;
    /// AppKit has no on-screen keyboard and ignores it.
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
    /// `UITextContentType` / `NSTextContentType`.
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

    /// Automatic capitalisation. Mapped to `UITextAutocapitalizationType`.
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

    /// The native traits of a ``PlatformTextField`` or ``PlatformTextEditor``.
    struct TextFieldOptions {
        var keyboard = TextFieldKeyboard.default
        var content: TextFieldContent?
        var capitalization = TextFieldCapitalization.sentences
        var autocorrection: Bool?
        var isSecure = false
        var returnKey = ReturnKeyLabel.automatic
    }
#endif
