/// What a field's platform accessibility element holds, property by property:
/// UIKit's `accessibilityLabel`, `accessibilityValue` (or its attributed
/// form) and `accessibilityHint`; AppKit's accessibility label, value, help
/// and required state.
///
/// Computed from a ``FieldAccessibility`` and what the field shows, the same
/// way for every Apple toolkit, so an adapter only assigns these strings:
///
/// ```swift
/// let iban = FieldAccessibility(label: "IBAN", isRequired: true, requiredNote: "Required field")
/// let values = AccessibilityElementValues(
///     iban, text: "DE89 3704", placeholder: "e.g. DE89 3704 0044 0532 0130 00",
///     isSecure: false, format: .iban)
/// values.label  // "IBAN"
/// values.value  // "DE89 3704", spelled out (spellsOutValue)
/// values.hint   // "Required field. e.g. DE89 3704 0044 0532 0130 00."
/// ```
///
/// - The name is the field's label; a field without one is named by its
///   placeholder, which then is not repeated as a hint.
/// - The value is the text shown, empty when the field is empty: a
///   placeholder is never read as if it were a value. A secure field's value
///   is `nil`: the adapter leaves the toolkit's own, which never reads the
///   secret.
/// - The hint is ``FieldAccessibility/description`` (a status addressed to the
///   field, the error or else the required note, the hint, what was left
///   out), with the placeholder as the hint when the field has none, since
///   placeholders are written as hints ("e.g. …", `MM/YY`).
/// - Card numbers, IBANs and phone numbers are spelled out
///   (``InputFormat/isReadCharacterByCharacter``).
public struct AccessibilityElementValues: Sendable, Hashable {
    /// The accessibility label: the field's name.
    public var label: String
    /// The accessibility value, or `nil` to leave the toolkit's own (a
    /// secure field's, which never reads its text).
    public var value: String?
    /// The accessibility hint (AppKit: help), or `nil` for none.
    public var hint: String?
    /// Whether the field must be filled (AppKit's required attribute; UIKit
    /// has none, and the hint says it in words).
    public var isRequired: Bool
    /// Whether a screen reader should speak ``value`` character by character.
    public var spellsOutValue: Bool

    /// The values of a field described by `field`, showing `text`.
    ///
    /// - Parameters:
    ///   - field: what assistive technology is told about the field.
    ///   - text: the text the field shows (the formatted display text).
    ///   - placeholder: the text shown while the field is empty, if any.
    ///   - isSecure: whether the field hides its text.
    ///   - format: the field's format, which says whether the value is read
    ///     character by character.
    public init(
        _ field: FieldAccessibility, text: String, placeholder: String?, isSecure: Bool,
        format: some InputFormat
    ) {
        let placeholder = placeholder.flatMap { $0.isEmpty ? nil : $0 }
        var described = field
        if field.label.isEmpty, let placeholder {
            label = placeholder
        } else {
            label = field.label
            if described.hint?.isEmpty ?? true { described.hint = placeholder }
        }
        value = isSecure ? nil : text
        hint = described.description
        isRequired = field.isRequired
        spellsOutValue = !isSecure && !text.isEmpty && format.isReadCharacterByCharacter
    }
}
