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
