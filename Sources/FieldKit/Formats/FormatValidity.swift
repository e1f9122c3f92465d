/// How complete and correct a formatted value is.
///
/// Forms use the difference between ``incomplete`` and ``invalid(_:)`` to avoid
/// shouting at a user who is still typing: `"4242 42"` is incomplete (more
/// digits make it a card number), `"13/"` as an expiry month is invalid
/// (``ValidationReason/invalidMonth``). The reason is a value; the sentence a
/// user reads comes from ``MessageCatalog``.
public enum FormatValidity: Sendable, Hashable, CustomStringConvertible {
    /// The value is complete and correct.
    case valid
    /// The value is not complete yet, but typing more can make it valid.
    case incomplete
    /// No amount of typing can make the value valid; the reason says why.
    case invalid(ValidationReason)

    /// Whether the value is ``valid``.
    public var isValid: Bool { self == .valid }

    /// Whether the value is ``invalid(_:)``.
    public var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }

    /// The less favourable of two validities: invalid beats incomplete beats valid.
    public func combined(with other: FormatValidity) -> FormatValidity {
        switch (self, other) {
        case (.invalid, _): self
        case (_, .invalid): other
        case (.incomplete, _), (_, .incomplete): .incomplete
        default: .valid
        }
    }

    /// `valid`, `incomplete` or `invalid: reason`, for logs.
    public var description: String {
        switch self {
        case .valid: "valid"
        case .incomplete: "incomplete"
        case .invalid(let reason): "invalid: \(reason)"
        }
    }
}
