/// What ``FormModel/submit()`` found: whether every field is valid, the
/// values, and the fields that are not.
public struct FormSubmission<Field: Hashable & Sendable>: Sendable, CustomStringConvertible {
    /// The submitted values (enabled, visible fields), by name.
    public var values: FormValues<Field>
    /// The names of fields whose value is not valid (incomplete or invalid), in focus order.
    public var invalidFields: [Field]
    /// The reason of each field in ``invalidFields``, by name; ``MessageCatalog``
    /// (or ``FieldModel/errorMessage``) makes the sentence.
    public var errors: [Field: ValidationReason]
    /// The invalid field that got focus, if one could take it.
    public var focusedField: Field?

    /// Whether every submitted field is valid.
    public var isValid: Bool { invalidFields.isEmpty }

    /// A submission result.
    public init(
        values: FormValues<Field>, invalidFields: [Field], errors: [Field: ValidationReason],
        focusedField: Field?
    ) {
        self.values = values
        self.invalidFields = invalidFields
        self.errors = errors
        self.focusedField = focusedField
    }

    /// Validity, values (redacted) and reasons; reasons never contain values.
    public var description: String {
        guard !isValid else { return "FormSubmission(valid, values: \(values))" }
        let problems = invalidFields.map { "\($0): \(errors[$0].map { "\($0)" } ?? "")" }.joined(
            separator: ", ")
        return "FormSubmission(invalid [\(problems)], values: \(values))"
    }
}
