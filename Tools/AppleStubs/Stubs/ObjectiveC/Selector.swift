// Stub of the part of Apple's ObjectiveC module that FieldKit uses. Bodies are
// never run; only the declarations matter.

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 ObjectiveC)
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 ObjectiveC)
    public init(_ str: String) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 ObjectiveC)
    public init(stringLiteral value: String) { fatalError() }
}
