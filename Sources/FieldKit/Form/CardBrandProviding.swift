/// A format (or any value) that can name the brand of a card number, so that
/// a field with ``FieldPrivacy/cardNumber`` privacy can describe itself as
/// "Visa •••• 4242" without FieldKit's form layer knowing card formats.
public protocol CardBrandProviding: Sendable {
    /// The brand of the card whose digits are `rawValue` ("Visa",
    /// "Mastercard"), or `nil` when unknown.
    func cardBrand(forRawValue rawValue: String) -> String?
}
