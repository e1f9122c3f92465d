extension ValidationResult {
    /// A result from a format's validity: `incomplete` gets `incompleteMessage`,
    /// `invalid` keeps the format's reason unless `invalidMessage` is given.
    public init(_ validity: FormatValidity, incompleteMessage: String, invalidMessage: String? = nil) {
        switch validity {
        case .valid: self = .valid
        case .incomplete: self = .incomplete(incompleteMessage)
        case .invalid(let reason): self = .invalid(invalidMessage ?? reason)
        }
    }
}

extension Validator {
    /// The digits of a card number must pass the Luhn check.
    ///
    /// Spaces and dashes are ignored; any other character is invalid. Fewer
    /// than 12 digits is incomplete. For brand-aware lengths use
    /// ``cardNumber(incomplete:invalid:)``.
    public static func luhn(_ message: String = "Invalid card number") -> Validator {
        Validator { value in
            var digits: [UInt8] = []
            for character in value {
                if let d = character.asciiDigit {
                    digits.append(d)
                } else if character != " " && character != "-" {
                    return .invalid(message)
                }
            }
            if digits.isEmpty { return .valid }
            if digits.count < 12 { return .incomplete(message) }
            return Luhn.isValid(digits) ? .valid : .invalid(message)
        }
    }

    /// A complete card number of a known brand: length per brand, and the
    /// Luhn check for the brands that always use it (UnionPay too with
    /// `unionPayRequiresLuhn`; see ``CardNumberFormat/unionPayRequiresLuhn``).
    public static func cardNumber(
        incomplete: String = "Card number is incomplete",
        invalid: String? = nil,
        unionPayRequiresLuhn: Bool = false
    ) -> Validator {
        .formatComplete(
            CardNumberFormat(unionPayRequiresLuhn: unionPayRequiresLuhn), message: incomplete,
            invalidMessage: invalid)
    }

    /// A complete IBAN: the country's length and BBAN structure, and the mod-97 check.
    public static func iban(_ message: String = "Invalid IBAN", incomplete: String = "IBAN is incomplete")
        -> Validator
    {
        .formatComplete(IBANFormat(), message: incomplete, invalidMessage: message)
    }

    /// A complete `MM/YY` expiry date that is not before the month `now` returns.
    public static func expiryDate(
        now: @escaping @Sendable () -> YearMonth,
        message: String = "Card has expired",
        incomplete: String = "Enter the expiry date as MM/YY"
    ) -> Validator {
        let format = ExpiryDateFormat(now: now)
        return Validator { value in
            if value.isEmpty { return .valid }
            let validity = format.validity(of: format.displayText(for: value))
            if case .invalid(let reason) = validity, reason == "Card has expired" { return .invalid(message) }
            return ValidationResult(validity, incompleteMessage: incomplete)
        }
    }

    /// A phone number of `region` (or of the region of its `+` code).
    ///
    /// With `requireValid` the number must match one of the region's number
    /// types in libphonenumber's metadata; otherwise a possible length is enough.
    public static func phoneNumber(
        region: PhoneRegion,
        requireValid: Bool = true,
        message: String = "Invalid phone number",
        incomplete: String = "Phone number is incomplete"
    ) -> Validator {
        Validator { value in
            if value.isEmpty { return .valid }
            let validity = PhoneNumberFormat.validity(of: value, region: region, requireValid: requireValid)
            return ValidationResult(validity, incompleteMessage: incomplete, invalidMessage: message)
        }
    }

    /// A practical e-mail address: `local@domain.tld`.
    ///
    /// Not RFC 5322's full grammar (no quoted local parts, comments or IP
    /// literals): what people type into a checkout form. Letters of any script
    /// are allowed. A value without `@`, or whose domain has no dot yet, is
    /// incomplete; spaces, a second `@`, `..`, or a label starting or ending
    /// with `-` are invalid.
    public static func email(
        _ message: String = "Invalid e-mail address", incomplete: String = "E-mail address is incomplete"
    )
        -> Validator
    {
        Validator { value in
            if value.isEmpty { return .valid }
            return EmailAddress.validity(of: value).map { $0 ? ValidationResult.valid : .invalid(message) }
                ?? .incomplete(incomplete)
        }
    }
}

/// The practical e-mail grammar behind ``Validator/email(_:incomplete:)``.
enum EmailAddress {
    static let localSymbols = Set("!#$%&'*+/=?^_`{|}~.-")

    /// `true` valid, `false` invalid, `nil` incomplete.
    static func validity(of value: String) -> Bool? {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count > 2 { return false }
        let local = parts[0]
        if local.count > 64 || local.hasPrefix(".") || local.contains("..") { return false }
        for c in local where !(c.isLetter || c.isNumber || localSymbols.contains(c)) { return false }
        guard parts.count == 2 else { return nil }
        if local.isEmpty || local.hasSuffix(".") { return false }
        let domain = parts[1]
        if value.utf8.count > 254 || domain.hasPrefix(".") || domain.contains("..") { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        for (i, label) in labels.enumerated() {
            let last = i == labels.count - 1
            if label.count > 63 { return false }
            for c in label where !(c.isLetter || c.isNumber || c == "-") { return false }
            if label.hasPrefix("-") || (label.hasSuffix("-") && !last) { return false }
        }
        guard labels.count >= 2, let tld = labels.last, tld.count >= 2, !tld.hasSuffix("-") else {
            return nil
        }
        if tld.allSatisfy({ $0.isASCII && $0.isNumber }) { return false }
        return true
    }
}
