/// A rule a field's value must satisfy, with the reason to report when it does not.
///
/// Validators are plain `Sendable` values built from static members and
/// combined with ``and(_:)`` or ``all(_:)``:
///
/// ```swift
/// let card: Validator = .required()
///     .and(.formatComplete(.cardNumber, incomplete: .cardNumberIncomplete))
///     .and(.luhn())
/// card.validate("4242 4242 4242 4242").isValid   // true
/// card.validate("").reason                       // .required
/// ```
///
/// Every validator reports a ``ValidationReason``; where a parameter takes
/// one, ``ValidationReason/custom(_:)`` carries an app's own sentence.
///
/// A validator receives the field's value as the app stores it: either the raw
/// value of a format (`"4242424242424242"`) or its display text
/// (`"4242 4242 4242 4242"`); the built-in validators accept both.
public struct Validator: Sendable {
    private let check: @Sendable (String) -> ValidationResult

    /// A validator that runs `check` on the value.
    public init(_ check: @escaping @Sendable (String) -> ValidationResult) {
        self.check = check
    }

    /// The result of validating `value`.
    public func validate(_ value: String) -> ValidationResult { check(value) }

    /// Validates a field's raw value `raw`, shown as `display` by `format`:
    /// this validator first (its reasons are the app's), then the format's
    /// own verdict (an incomplete one reported as `incompleteReason`). An
    /// empty value is only the validator's business, so that optional
    /// fields may stay empty. ``FieldModel`` and FieldKit's validated
    /// binding fields both validate this way.
    public func validate(
        raw: String, display: String, format: any InputFormat,
        incompleteReason: ValidationReason = .incomplete
    ) -> ValidationResult {
        validate(raw: raw, format: format, incompleteReason: incompleteReason) {
            format.validity(of: display)
        }
    }

    /// ``validate(raw:display:format:incompleteReason:)`` with the format's
    /// verdict from `verdict`, which a caller may cache.
    func validate(
        raw: String, format: any InputFormat, incompleteReason: ValidationReason,
        verdict: () -> FormatValidity
    ) -> ValidationResult {
        let result = validate(raw)
        guard result.isValid, !raw.isEmpty, !format.isIdentity else { return result }
        switch verdict() {
        case .valid: return .valid
        case .incomplete: return .incomplete(incompleteReason)
        case .invalid(let reason): return .invalid(reason)
        }
    }

    /// A validator that runs this one, then `other` if this one found the value valid.
    ///
    /// Checks run in order so that the first reason is the most basic one
    /// (``ValidationReason/required`` before ``ValidationReason/checksumFailed``).
    public func and(_ other: Validator) -> Validator {
        Validator { value in
            let first = self.validate(value)
            return first.isValid ? other.validate(value) : first
        }
    }

    /// A validator that runs `validators` in order and reports the first that is not valid.
    public static func all(_ validators: [Validator]) -> Validator {
        Validator { value in
            for validator in validators {
                let result = validator.validate(value)
                if !result.isValid { return result }
            }
            return .valid
        }
    }

    /// A validator that accepts everything.
    public static var always: Validator { Validator { _ in .valid } }

    /// A validator from a closure that returns `nil` for a valid value and a
    /// reason for an invalid one.
    ///
    /// Use ``init(_:)`` when the closure also needs to say "incomplete".
    public static func custom(_ check: @escaping @Sendable (String) -> ValidationReason?) -> Validator {
        Validator { value in check(value).map(ValidationResult.invalid) ?? .valid }
    }

    /// The value must not be empty or only white space.
    ///
    /// An empty value is incomplete, not invalid: the user has not typed yet.
    public static func required(_ reason: ValidationReason = .required) -> Validator {
        Validator { value in
            value.contains { !$0.isWhitespace } ? .valid : .incomplete(reason)
        }
    }

    /// The value must have between `minimum` and `maximum` characters.
    ///
    /// Too short is incomplete (typing can fix it,
    /// ``ValidationReason/tooShort(minimum:)``); too long is invalid
    /// (``ValidationReason/tooLong(maximum:)``). An empty value passes, so
    /// that an optional field can stay empty: combine with ``required(_:)``
    /// to demand one. `reason` replaces both reasons.
    public static func length(
        min minimum: Int = 0,
        max maximum: Int = .max,
        reason: ValidationReason? = nil
    ) -> Validator {
        Validator { value in
            let count = value.count
            if count == 0 { return .valid }
            if count < minimum { return .incomplete(reason ?? .tooShort(minimum: minimum)) }
            if count > maximum { return .invalid(reason ?? .tooLong(maximum: maximum)) }
            return .valid
        }
    }

    /// The value must be complete and valid for `format`.
    ///
    /// The value may be raw or formatted: it is laid out by the format first.
    /// The format's own reason is used for an invalid value unless `invalid`
    /// is given; `incomplete` is what an incomplete value reports. An empty
    /// value passes (combine with ``required(_:)``).
    public static func formatComplete(
        _ format: some InputFormat,
        incomplete: ValidationReason = .incomplete,
        invalid: ValidationReason? = nil
    ) -> Validator {
        Validator { value in
            if value.isEmpty { return .valid }
            return ValidationResult(
                format.validity(of: format.displayText(for: value)), incomplete: incomplete, invalid: invalid)
        }
    }
}
