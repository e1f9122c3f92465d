/// A field's raw value and display text, stored so that no description,
/// `dump` or mirror shows more than the field's privacy allows.
///
/// Kept in a value type with its own (nonisolated) conformances, so that even
/// the default reflection of a ``FieldModel`` (from a context where its
/// main-actor conformances do not apply) finds only this redacted form.
struct ProtectedText: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    var raw: String
    var display: String
    var privacy: FieldPrivacy
    var cardBrand: (@Sendable (String) -> String?)?

    init(
        raw: String, display: String, privacy: FieldPrivacy,
        cardBrand: (@Sendable (String) -> String?)? = nil
    ) {
        self.raw = raw
        self.display = display
        self.privacy = privacy
        self.cardBrand = cardBrand
    }

    static func == (lhs: ProtectedText, rhs: ProtectedText) -> Bool {
        lhs.raw == rhs.raw && lhs.display == rhs.display && lhs.privacy == rhs.privacy
    }

    /// The smallest number of digits before the last four of a card number
    /// may show: a shorter, partly typed number would give away too large a part.
    static let minimumDigitsToShowLastFour = 12

    /// What may be shown of the value.
    var description: String {
        switch privacy {
        case .visible:
            return "\"\(display)\""
        case .secure:
            return raw.isEmpty ? "<empty>" : "<secure>"
        case .cardNumber:
            if raw.isEmpty { return "<empty>" }
            let digits = raw.filter { $0.isASCII && $0.isNumber }
            let brand = cardBrand?(raw).map { "\($0) " } ?? ""
            guard digits.count >= Self.minimumDigitsToShowLastFour else { return "\(brand)••••" }
            return "\(brand)•••• \(String(digits.suffix(4)))"
        }
    }

    var debugDescription: String { description }

    var customMirror: Mirror { Mirror(self, children: ["value": description], displayStyle: .struct) }
}
