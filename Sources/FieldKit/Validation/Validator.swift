/// The outcome of validating one value: its validity and the message to show.
///
/// A form shows ``message`` at once when the value is ``FormatValidity/invalid(_:)``,
/// and only on submit (or when the field loses focus) when it is
/// ``FormatValidity/incomplete``, so a user who is still typing is not shouted at.
public struct ValidationResult: Sendable, Hashable, CustomStringConvertible {
    /// Valid, incomplete (typing more can fix it) or invalid.
    public var validity: FormatValidity
    /// What to tell the user when the value is not valid; `nil` when it is valid.
    public var message: String?

    /// A result with an explicit validity and message.
    public init(validity: FormatValidity, message: String?) {
        self.validity = validity
        self.message = message
    }

    /// The value is valid.
    public static let valid = ValidationResult(validity: .valid, message: nil)

    /// The value is not complete yet; `message` is what to show on submit.
    public static func incomplete(_ message: String) -> ValidationResult {
        ValidationResult(validity: .incomplete, message: message)
    }

    /// The value can never become valid; `message` says why.
    public static func invalid(_ message: String) -> ValidationResult {
        ValidationResult(validity: .invalid(message), message: message)
    }

    /// Whether the value is valid.
    public var isValid: Bool { validity.isValid }

    /// Whether the value is incomplete (not valid yet, not invalid).
    public var isIncomplete: Bool { validity == .incomplete }

    /// Whether the value is invalid.
    public var isInvalid: Bool { validity.isInvalid }

    /// `valid`, `incomplete: message` or `invalid: message`.
    ///
    /// Never contains the validated value, so results of secure fields can be logged.
    public var description: String {
        switch validity {
        case .valid: "valid"
        case .incomplete: "incomplete: \(message ?? "")"
        case .invalid: "invalid: \(message ?? "")"
        }
    }
}

/// A rule a field's value must satisfy, with the message to show when it does not.
///
/// Validators are plain `Sendable` values built from static members and
/// combined with ``and(_:)`` or ``all(_:)``:
///
/// ```swift
/// let card: Validator = .required("Enter your card number")
///     .and(.formatComplete(.cardNumber, message: "Card number is too short"))
///     .and(.luhn("This card number has a typo"))
/// card.validate("4242 4242 4242 4242").isValid   // true
/// ```
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

    /// A validator that runs this one, then `other` if this one found the value valid.
    ///
    /// Checks run in order so that the first message is the most basic one
    /// ("Required" before "Invalid checksum").
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
    /// message for an invalid one.
    ///
    /// Use ``init(_:)`` when the closure also needs to say "incomplete".
    public static func custom(_ check: @escaping @Sendable (String) -> String?) -> Validator {
        Validator { value in check(value).map(ValidationResult.invalid) ?? .valid }
    }

    /// The value must not be empty or only white space.
    ///
    /// An empty value is incomplete, not invalid: the user has not typed yet.
    public static func required(_ message: String = "Required") -> Validator {
        Validator { value in
            value.contains { !$0.isWhitespace } ? .valid : .incomplete(message)
        }
    }

    /// The value must have between `minimum` and `maximum` characters.
    ///
    /// Too short is incomplete (typing can fix it); too long is invalid. An
    /// empty value passes, so that an optional field can stay empty: combine
    /// with ``required(_:)`` to demand one.
    public static func length(
        min minimum: Int = 0,
        max maximum: Int = .max,
        message: String? = nil
    ) -> Validator {
        Validator { value in
            let count = value.count
            if count == 0 { return .valid }
            if count < minimum {
                return .incomplete(message ?? "Enter at least \(minimum) characters")
            }
            if count > maximum {
                return .invalid(message ?? "Enter at most \(maximum) characters")
            }
            return .valid
        }
    }

    /// The value must be complete and valid for `format`.
    ///
    /// The value may be raw or formatted: it is laid out by the format first.
    /// The format's own message is used for an invalid value unless `message`
    /// is given; `message` is what an incomplete value reports. An empty value
    /// passes (combine with ``required(_:)``).
    public static func formatComplete(
        _ format: some InputFormat,
        message: String = "Incomplete",
        invalidMessage: String? = nil
    ) -> Validator {
        Validator { value in
            if value.isEmpty { return .valid }
            switch format.validity(of: format.displayText(for: value)) {
            case .valid: return .valid
            case .incomplete: return .incomplete(message)
            case .invalid(let reason): return .invalid(invalidMessage ?? reason)
            }
        }
    }
}
