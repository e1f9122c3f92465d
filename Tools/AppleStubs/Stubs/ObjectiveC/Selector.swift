// Stub of the part of Apple's ObjectiveC module that FieldKit uses. Bodies are
// never run; only the declarations matter.

// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    // https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}
