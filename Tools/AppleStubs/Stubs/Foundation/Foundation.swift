// Stub of the part of Apple's Foundation (with the ObjectiveC and
// CoreGraphics types Foundation re-exports) that the other stubs, FieldKit's
// adapter and its examples use, for the type-check against real Apple target
// triples (Tools/AppleStubs/typecheck.sh). Only declarations matter; bodies
// are never run. Apple's NSObject lives in the ObjectiveC module and CGFloat,
// CGPoint, CGSize and CGRect in CoreFoundation / CoreGraphics; every one of
// them reaches Swift code through `import Foundation`, which is how FieldKit's
// sources reach them, so the stub keeps them in this one module.

// Doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {
    // Doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
    func isEqual(_ object: Any?) -> Bool
    // Doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
    var hash: Int { get }
}

// Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: NSObjectProtocol, Hashable {
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public init() {}
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isequal(_:)
    open func isEqual(_ object: Any?) -> Bool { fatalError() }
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash
    open var hash: Int { fatalError() }
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open var description: String { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 ObjectiveC)
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 ObjectiveC)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSCoder.h (MacOSX10.15.sdk)
open class NSCoder: NSObject {}

// SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSObjCRuntime.h (iPhoneOS18.0.sdk)
public let NSNotFound: Int = .max

// SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
public typealias NSRange = _NSRange

// SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
// (a C struct of two NSUInteger fields, imported with NSUInteger as Int, the
// zero `init()` and the memberwise `init(location:length:)`, and Sendable as a
// plain C struct; `Hashable` comes from Foundation's NSRange overlay,
// `extension _NSRange : Hashable` at about character 1,151,000 of the macOS
// 26.1 Foundation interface in alexey-lysiuk/macos-sdk)
public struct _NSRange: Hashable, Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
    public var location: Int
    // SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
    public var length: Int
    // SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
    public init() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
    public init(location: Int, length: Int) { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/nsvalue
open class NSValue: NSObject, @unchecked Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.14.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSRange.h (MacOSX10.14.sdk)
    // (category NSValueRangeExtensions, read-only)
    open var rangeValue: NSRange { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/nsstring
open class NSString: NSObject, @unchecked Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSString.h (MacOSX10.15.sdk)
    // (stringByReplacingCharactersInRange:withString:, in NSStringExtensionMethods)
    open func replacingCharacters(in range: NSRange, with replacement: String) -> String { fatalError() }
}

// What makes `string as NSString` compile: Foundation bridges String to NSString.
// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
// (at about character 790,000 of 1,213,377)
extension String: _ObjectiveCBridgeable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
// (at about character 1,016,500 of 1,213,377: Equatable and Hashable, and NOT
// Sendable: the conformance is declared unavailable, so a Notification cannot
// cross into another isolation domain; see MustFail 39)
public struct Notification: Hashable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    // (a stored, settable `var object: Any?` there)
    public var object: Any? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public static func == (lhs: Notification, rhs: Notification) -> Bool { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
@available(*, unavailable)
extension Notification: Sendable {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
@frozen public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, AdditiveArithmetic
{
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public var native: Double
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public init(_ value: Double) { native = value }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public init(floatLiteral value: Double) { native = value }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public init(integerLiteral value: Int) { native = Double(value) }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static var greatestFiniteMagnitude: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static var infinity: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static var zero: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
}

// Doc: https://developer.apple.com/documentation/swift/double
extension Double {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreFoundation)
    public init(_ value: CGFloat) { self = value.native }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
public struct CGPoint: Equatable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var x: CGFloat
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var y: CGFloat
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public static var zero: CGPoint { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    // (declared for every version; the Hashable conformance itself is newer)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
// (`Hashable` only from macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2:
// below that a CGPoint is Equatable and has hash(into:), but is no Hashable)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGPoint: Hashable {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
public struct CGSize: Equatable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var width: CGFloat
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var height: CGFloat
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public init(width: CGFloat, height: CGFloat) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public static var zero: CGSize { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    // (declared for every version; the Hashable conformance itself is newer)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
// (`Hashable` only from macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2:
// below that a CGSize is Equatable and has hash(into:), but is no Hashable)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGSize: Hashable {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
public struct CGRect: Equatable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var origin: CGPoint
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var size: CGSize
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public init(origin: CGPoint, size: CGSize) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public static var zero: CGRect { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var minX: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var minY: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var maxX: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var maxY: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var width: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    public var height: CGFloat { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
    // (declared for every version; the Hashable conformance itself is newer)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 CoreGraphics)
// (`Hashable` only from macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2:
// below that a CGRect is Equatable and has hash(into:), but is no Hashable)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGRect: Hashable {}

// (NSGeometry.h typedefs them to the CoreGraphics types when __LP64__ or
// TARGET_OS_IPHONE; the stub declares them for macOS only, which is stricter
// than the SDK on iOS)
#if os(macOS)
    // SDK: xchacha20-poly1305/macos-sdk:MacOSX27.0.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSGeometry.h (MacOSX27.0.sdk)
    public typealias NSRect = CGRect
    // SDK: xchacha20-poly1305/macos-sdk:MacOSX27.0.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSGeometry.h (MacOSX27.0.sdk)
    public typealias NSSize = CGSize
    // SDK: xchacha20-poly1305/macos-sdk:MacOSX27.0.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Headers/NSGeometry.h (MacOSX27.0.sdk)
    public typealias NSPoint = CGPoint
#endif

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
public struct Locale: Hashable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public var identifier: String { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public static var current: Locale { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule/arm64e-apple-macos.swiftinterface (MacOSX26.1.sdk, macOS 26.1 Foundation)
    public init(identifier: String) { fatalError() }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSAttributedString.h (iPhoneOS17.0.sdk)
// (inside NS_HEADER_AUDIT_BEGIN(nullability, sendability) and not marked
// NS_SWIFT_SENDABLE, so not Sendable)
open class NSAttributedString: NSObject {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSAttributedString.h (iPhoneOS17.0.sdk)
    // (initWithString:attributes:, in NSExtendedAttributedString; nullable attributes)
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError() }

    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSAttributedString.h (iPhoneOS17.0.sdk)
    // (typedef NSString * NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM)
    public struct Key: Hashable, RawRepresentable, Sendable {
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSAttributedString.h (iPhoneOS17.0.sdk)
        public var rawValue: String
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSAttributedString.h (iPhoneOS17.0.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (@dynamicMemberLookup, Sendable, macOS 12 / iOS 15)
@available(macOS 12, iOS 15, *)
@dynamicMemberLookup public struct AttributedString: Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (init(_:attributes:), whose attributes default to an empty container; left out here)
    public init(_ string: String) {}
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (subscript<K>(dynamicMember: KeyPath<AttributeDynamicLookup, K>) -> K.Value?, get and set,
    // where K: AttributedStringKey and K.Value: Sendable; the stub's key path leads to the
    // value type itself, with the same Sendable requirement)
    public subscript<Value: Sendable>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Value>) -> Value? {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (@frozen public struct; each scope adds its attributes through a dynamic member subscript)
@available(macOS 12, iOS 15, *)
public struct AttributeDynamicLookup {}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (@frozen public enum; each framework adds its scope in an extension)
public enum AttributeScopes {}
