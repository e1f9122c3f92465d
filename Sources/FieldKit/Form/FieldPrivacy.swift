/// How much of a field's value descriptions, `dump` and mirrors may show.
///
/// Rule 7 of <doc:DesignRules>: secure values (passwords, CVC) never appear in
/// `description`, `dump`, logs or error messages, and card numbers show at
/// most their brand and last four digits.
public enum FieldPrivacy: Sendable, Hashable {
    /// The value may appear (a name, a city).
    case visible
    /// The value never appears, not even its length (passwords, CVC, PIN).
    case secure
    /// At most the card's brand and last four digits appear.
    case cardNumber
}

/// A format (or any value) that can name the brand of a card number, so that
/// a field with ``FieldPrivacy/cardNumber`` privacy can describe itself as
/// "Visa •••• 4242" without FieldKit's form layer knowing card formats.
public protocol CardBrandProviding: Sendable {
    /// The brand of the card whose digits are `rawValue` ("Visa",
    /// "Mastercard"), or `nil` when unknown.
    func cardBrand(forRawValue rawValue: String) -> String?
}
