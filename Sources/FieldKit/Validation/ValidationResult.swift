/// The outcome of validating one value: its validity and why it is not valid.
///
/// A form shows the reason's message at once when the value is
/// ``FormatValidity/invalid(_:)``, and only on submit (or when the field loses
/// focus) when it is ``FormatValidity/incomplete``, so a user who is still
/// typing is not shouted at. The reason is a value; ``message(_:)`` makes the
/// sentence for a locale.
public struct ValidationResult: Sendable, Hashable, CustomStringConvertible {
    /// Valid, incomplete (typing more can fix it) or invalid.
    public var validity: FormatValidity
    /// Why the value is not valid; `nil` when it is valid.
    public var reason: ValidationReason?

    /// A result with an explicit validity and reason.
    public init(validity: FormatValidity, reason: ValidationReason?) {
        self.validity = validity
        self.reason = reason
    }

    /// The value is valid.
    public static let valid = ValidationResult(validity: .valid, reason: nil)

    /// The value is not complete yet; `reason` is what to show on submit.
    public static func incomplete(_ reason: ValidationReason) -> ValidationResult {
        ValidationResult(validity: .incomplete, reason: reason)
    }

    /// The value can never become valid; `reason` says why.
    public static func invalid(_ reason: ValidationReason) -> ValidationResult {
        ValidationResult(validity: .invalid(reason), reason: reason)
    }

    /// Whether the value is valid.
    public var isValid: Bool { validity.isValid }

    /// Whether the value is incomplete (not valid yet, not invalid).
    public var isIncomplete: Bool { validity == .incomplete }

    /// Whether the value is invalid.
    public var isInvalid: Bool { validity.isInvalid }

    /// The sentence for ``reason`` from `messages`; `nil` when the value is valid.
    public func message(_ messages: MessageCatalog = MessageCatalog()) -> String? {
        reason.map(messages.message(for:))
    }

    /// `valid`, `incomplete: reason` or `invalid: reason`.
    ///
    /// Never contains the validated value, so results of secure fields can be logged.
    public var description: String {
        let why = reason.map { "\($0)" } ?? ""
        switch validity {
        case .valid: return "valid"
        case .incomplete: return "incomplete: \(why)"
        case .invalid: return "invalid: \(why)"
        }
    }
}
