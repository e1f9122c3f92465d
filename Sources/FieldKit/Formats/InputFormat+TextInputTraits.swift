// Which native text-input traits each format's content needs, in one place.
// Every format of machine-read characters turns the toolkit's rewrites off
// (`TextInputTraits.verbatim`); the keyboard follows what the user types, and
// the AutoFill content type is set only where the platform has one for that
// content (none for IBANs or amounts; never `.oneTimeCode`, which would offer
// a code from a message for a card number).

extension CardNumberFormat {
    /// A number pad, AutoFill's card number, no rewrites.
    public var textInputTraits: TextInputTraits { .verbatim(keyboard: .number, content: .cardNumber) }
}

extension CardSecurityCodeFormat {
    /// A number pad, AutoFill's card security code, no rewrites.
    public var textInputTraits: TextInputTraits { .verbatim(keyboard: .number, content: .cardSecurityCode) }
}

extension ExpiryDateFormat {
    /// A number pad (the separator is the format's), AutoFill's card expiry,
    /// no rewrites.
    public var textInputTraits: TextInputTraits { .verbatim(keyboard: .number, content: .cardExpiry) }
}

extension IBANFormat {
    /// Letters and digits on one page, every letter a capital, no rewrites;
    /// no AutoFill type exists for an IBAN.
    public var textInputTraits: TextInputTraits {
        .verbatim(keyboard: .numbersAndPunctuation, capitalization: .characters)
    }
}

extension PhoneNumberFormat {
    /// A phone pad (it has `+`), AutoFill's telephone number, no rewrites.
    public var textInputTraits: TextInputTraits { .verbatim(keyboard: .phone, content: .phone) }
}

extension DecimalFormat {
    /// Digits and the decimal separator, no rewrites.
    public var textInputTraits: TextInputTraits { .verbatim(keyboard: .decimal) }
}

extension AmountFormat {
    /// Digits and the decimal separator, or the numbers page, which has a
    /// minus sign, when the amount may be negative (a decimal pad has
    /// none); no rewrites.
    public var textInputTraits: TextInputTraits {
        .verbatim(keyboard: allowsNegative ? .numbersAndPunctuation : .decimal)
    }
}

extension PatternFormat {
    /// A number pad when every placeholder is a digit, the numbers page when
    /// letters are allowed too (their capitals left to the app or an
    /// upper-casing format before it). No rewrites: the pattern's literals
    /// are hyphens and quotes the toolkit would otherwise make typographic.
    public var textInputTraits: TextInputTraits {
        let all = slots + repeatSlots
        let digitsOnly = !all.isEmpty && all.allSatisfy { $0 == .digit }
        return .verbatim(
            keyboard: digitsOnly ? .number : .numbersAndPunctuation, capitalization: digitsOnly ? .never : nil
        )
    }
}

extension CharacterFormat {
    /// A number pad for ASCII digits (``CharacterFormat/digits``), capitals for
    /// an upper-casing format; no smart quotes, dashes or spacing, since the
    /// filter reads every character typed. Autocorrection and spell
    /// checking stay the toolkit's: a letters field may hold a name.
    public var textInputTraits: TextInputTraits {
        TextInputTraits(
            keyboard: recipe?.keepsDigitsOnly == true ? .number : nil,
            capitalization: recipe?.upperCases == true ? .characters : nil,
            smartQuotes: false, smartDashes: false, smartInsertDelete: false)
    }
}

extension ChainedFormat {
    /// The first format's traits, with the second's over them.
    public var textInputTraits: TextInputTraits {
        first.textInputTraits.overridden(by: second.textInputTraits)
    }
}
