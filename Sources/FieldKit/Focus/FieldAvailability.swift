/// Whether a field of a ``FocusChain`` can take focus from the chain.
///
/// ``FocusChain/next(cause:)``, ``FocusChain/previous(cause:)`` and
/// ``FocusChain/first(cause:)`` skip every field that is disabled, hidden or
/// read-only. The user can still tap a read-only field (to select and copy);
/// the chain then follows, because it mirrors the first responder.
public struct FieldAvailability: Sendable, Hashable, CustomStringConvertible {
    /// Whether the field accepts input at all.
    public var isEnabled: Bool
    /// Whether the field is hidden (collapsed section, conditional field).
    public var isHidden: Bool
    /// Whether the field shows a value the user may not change.
    public var isReadOnly: Bool

    /// A field's availability; by default it can take focus.
    public init(isEnabled: Bool = true, isHidden: Bool = false, isReadOnly: Bool = false) {
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.isReadOnly = isReadOnly
    }

    /// Enabled, visible and editable.
    public static let available = FieldAvailability()
    /// Disabled.
    public static let disabled = FieldAvailability(isEnabled: false)
    /// Hidden.
    public static let hidden = FieldAvailability(isHidden: true)
    /// Read-only.
    public static let readOnly = FieldAvailability(isReadOnly: true)

    /// Whether the chain may move focus into the field.
    public var canTakeFocus: Bool { isEnabled && !isHidden && !isReadOnly }

    /// `available`, or the reasons it is not, for logs.
    public var description: String {
        if canTakeFocus { return "available" }
        var reasons: [String] = []
        if !isEnabled { reasons.append("disabled") }
        if isHidden { reasons.append("hidden") }
        if isReadOnly { reasons.append("readOnly") }
        return reasons.joined(separator: ", ")
    }
}
