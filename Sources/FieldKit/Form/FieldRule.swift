/// What a following field takes from the field it follows
/// (``FormModel/follow(_:from:by:_:)``): its format and its validator.
///
/// ```swift
/// FieldRule(format: .cardSecurityCode(brand: .americanExpress),
///           validator: .required().and(.length(min: 4)))
/// ```
public struct FieldRule: Sendable {
    /// How the following field's value is shown and edited.
    public var format: any InputFormat
    /// The rule the following field's value must satisfy.
    public var validator: Validator
    /// The reason for a value the format finds incomplete, when the
    /// validator had nothing to say; `nil` keeps the field's own.
    public var incompleteReason: ValidationReason?
    /// The following field's label (``FieldModel/label``), such as a
    /// security code's name for the card brand ("CID" for American Express);
    /// `nil` gives the field back the label its view was given, so that a
    /// label does not outlive the brand it named.
    public var label: String?

    /// A rule giving a field `format` and `validator` (by default, any value
    /// is valid), and, when given, `label`.
    public init(
        format: any InputFormat, validator: Validator = .always, incompleteReason: ValidationReason? = nil,
        label: String? = nil
    ) {
        self.format = format
        self.validator = validator
        self.incompleteReason = incompleteReason
        self.label = label
    }
}
