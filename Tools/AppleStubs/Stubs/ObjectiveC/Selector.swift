// Stub of the part of Apple's ObjectiveC module that FieldKit uses. Bodies are
// never run; only the declarations matter.

// Doc: https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) { fatalError() }
    // Doc: https://developer.apple.com/documentation/objectivec/selector
    public init(stringLiteral value: String) { fatalError() }
}
