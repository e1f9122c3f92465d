/// The values a form submitted, by field name, in focus order.
///
/// Read a field's raw value (what the model holds: a card's digits, an
/// amount's `-1234.50`) with ``raw(_:)`` or the subscript (`values["card"]`),
/// and the text the user saw (`4242 4242 4242 4242`, `-1.234,50 €`) with
/// ``display(_:)``. Descriptions, `dump`, mirrors and `print(values)` show
/// the display text, and each value only as far as its field's
/// ``FieldPrivacy`` allows, so a submission can be logged.
public struct FormValues<Field: Hashable & Sendable>: Sendable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The submitted fields' names, in focus order.
    public private(set) var names: [Field] = []
    private var values: [Field: ProtectedText] = [:]

    /// No values.
    public init() {}

    mutating func append(_ name: Field, _ value: ProtectedText) {
        if values.updateValue(value, forKey: name) == nil { names.append(name) }
    }

    /// The raw value of the field named `name`, or `nil` when the form did
    /// not submit it; the same as ``raw(_:)``.
    public subscript(name: Field) -> String? { values[name]?.raw }

    /// The raw value of the field named `name` (what the model holds), or
    /// `nil` when the form did not submit it.
    public func raw(_ name: Field) -> String? { values[name]?.raw }

    /// The text the field named `name` showed (its format's display text),
    /// or `nil` when the form did not submit it. Unredacted: handle a secure
    /// field's with care.
    public func display(_ name: Field) -> String? { values[name]?.display }

    /// How many values there are.
    public var count: Int { names.count }

    /// Every value by name, including secure ones: handle with care.
    public var dictionary: [Field: String] { values.mapValues(\.raw) }

    /// `[name: value, ...]` with secure values and card numbers redacted.
    public var description: String {
        "[" + names.map { "\($0): \(values[$0]!.description)" }.joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// One child per field, redacted.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: names.map { (label: Optional("\($0)"), value: values[$0]!.description as Any) },
            displayStyle: .dictionary
        )
    }
}
