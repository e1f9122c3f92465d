extension ValidationResult {
    /// A result from a format's validity: `incomplete` gets the `incomplete`
    /// reason, `invalid` keeps the format's reason unless `invalid` is given.
    public init(_ validity: FormatValidity, incomplete: ValidationReason, invalid: ValidationReason? = nil) {
        switch validity {
        case .valid: self = .valid
        case .incomplete: self = .incomplete(incomplete)
        case .invalid(let reason): self = .invalid(invalid ?? reason)
        }
    }
}

extension Validator {
    /// The digits of a card number must pass the Luhn check
    /// (``ValidationReason/checksumFailed``).
    ///
    /// Spaces and dashes are ignored; any other character is invalid. Fewer
    /// than 12 digits is incomplete. For brand-aware lengths use
    /// ``cardNumber(incomplete:invalid:unionPayRequiresLuhn:)``.
    public static func luhn(_ reason: ValidationReason = .checksumFailed) -> Validator {
        Validator { value in
            var digits: [UInt8] = []
            for character in value {
                if let d = character.asciiDigit {
                    digits.append(d)
                } else if character != " " && character != "-" {
                    return .invalid(reason)
                }
            }
            if digits.isEmpty { return .valid }
            if digits.count < 12 { return .incomplete(reason) }
            return Luhn.isValid(digits) ? .valid : .invalid(reason)
        }
    }

    /// A complete card number of a known brand: length per brand, and the
    /// Luhn check for the brands that always use it (UnionPay too with
    /// `unionPayRequiresLuhn`; see ``CardNumberFormat/unionPayRequiresLuhn``).
    /// The card format's reason is reported for an invalid number unless
    /// `invalid` is given.
    public static func cardNumber(
        incomplete: ValidationReason = .cardNumberIncomplete,
        invalid: ValidationReason? = nil,
        unionPayRequiresLuhn: Bool = false
    ) -> Validator {
        .formatComplete(
            CardNumberFormat(unionPayRequiresLuhn: unionPayRequiresLuhn), incomplete: incomplete,
            invalid: invalid)
    }

    /// A complete IBAN: the country's length and BBAN structure, and the mod-97
    /// check. The IBAN format's reason is reported for an invalid IBAN unless
    /// `invalid` is given.
    public static func iban(
        invalid: ValidationReason? = nil, incomplete: ValidationReason = .ibanIncomplete
    ) -> Validator {
        .formatComplete(IBANFormat(), incomplete: incomplete, invalid: invalid)
    }

    /// A complete `MM/YY` expiry date that is not before the month `now` returns.
    ///
    /// - Parameters:
    ///   - now: the current month.
    ///   - expired: the reason for a date before `now`.
    ///   - incomplete: the reason for a date not typed to the end.
    public static func expiryDate(
        now: @escaping @Sendable () -> YearMonth,
        expired: ValidationReason = .expired,
        incomplete: ValidationReason = .expiryDateIncomplete
    ) -> Validator {
        let format = ExpiryDateFormat(now: now)
        return Validator { value in
            if value.isEmpty { return .valid }
            let validity = format.validity(of: format.displayText(for: value))
            if validity == .invalid(.expired) { return .invalid(expired) }
            return ValidationResult(validity, incomplete: incomplete)
        }
    }

    /// A phone number of `region` (or of the region of its `+` code).
    ///
    /// With `requireValid` the number must match one of the region's number
    /// types in libphonenumber's metadata; otherwise a possible length is
    /// enough. The format's reason is reported unless `invalid` is given.
    public static func phoneNumber(
        region: PhoneRegion,
        requireValid: Bool = true,
        invalid: ValidationReason? = nil,
        incomplete: ValidationReason = .phoneNumberIncomplete
    ) -> Validator {
        Validator { value in
            if value.isEmpty { return .valid }
            let validity = PhoneNumberFormat.validity(of: value, region: region, requireValid: requireValid)
            return ValidationResult(validity, incomplete: incomplete, invalid: invalid)
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
        _ invalid: ValidationReason = .invalidEmail, incomplete: ValidationReason = .emailIncomplete
    )
        -> Validator
    {
        Validator { value in
            if value.isEmpty { return .valid }
            return EmailAddress.validity(of: value).map { $0 ? ValidationResult.valid : .invalid(invalid) }
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
