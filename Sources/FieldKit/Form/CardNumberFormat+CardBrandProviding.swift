extension CardNumberFormat: CardBrandProviding {
    /// The brand's name ("Visa"), from ``CardNumberFormat/brand(of:)``, so a
    /// card number field describes itself as "Visa •••• 4242".
    public func cardBrand(forRawValue rawValue: String) -> String? {
        Self.brand(of: rawValue)?.description
    }
}

extension FieldPrivacy {
    /// The privacy a field with `format` gets unless it says otherwise: card
    /// numbers show at most brand and last four, security codes never show.
    ///
    /// Secure by default: forgetting to mark a CVC field secure must not be
    /// what leaks it into a log. A format wrapped in another (a chain) is not
    /// recognised; give such fields their privacy explicitly.
    public static func inferred(from format: any InputFormat) -> FieldPrivacy {
        switch format {
        case is CardNumberFormat: .cardNumber
        case is CardSecurityCodeFormat: .secure
        default: .visible
        }
    }
}
