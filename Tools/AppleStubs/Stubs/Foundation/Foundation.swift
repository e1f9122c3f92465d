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
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    // Doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

// Doc: https://developer.apple.com/documentation/foundation/nsnotfound-4qp9h
public let NSNotFound: Int = .max

// Doc: https://developer.apple.com/documentation/foundation/nsrange
public typealias NSRange = _NSRange

// Doc: https://developer.apple.com/documentation/foundation/nsrange
public struct _NSRange: Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/foundation/nsrange/location
    public var location: Int
    // Doc: https://developer.apple.com/documentation/foundation/nsrange/length
    public var length: Int
    // Doc: https://developer.apple.com/documentation/foundation/nsrange/init()
    public init() { fatalError() }
    // Doc: https://developer.apple.com/documentation/foundation/nsrange/init(location:length:)
    public init(location: Int, length: Int) { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/nsvalue
open class NSValue: NSObject, @unchecked Sendable {
    // Doc: https://developer.apple.com/documentation/foundation/nsvalue/range
    open var rangeValue: NSRange { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/nsstring
open class NSString: NSObject, @unchecked Sendable {
    // Doc: https://developer.apple.com/documentation/foundation/nsstring/replacingcharacters(in:with:)
    open func replacingCharacters(in range: NSRange, with replacement: String) -> String { fatalError() }
}

// What makes `string as NSString` compile: Foundation bridges String to NSString.
// Doc: https://developer.apple.com/documentation/swift/string#Bridging-Between-String-and-NSString
extension String: _ObjectiveCBridgeable {
    // Doc: https://developer.apple.com/documentation/swift/string#Bridging-Between-String-and-NSString
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    // Doc: https://developer.apple.com/documentation/swift/string#Bridging-Between-String-and-NSString
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
    // Doc: https://developer.apple.com/documentation/swift/string#Bridging-Between-String-and-NSString
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    // Doc: https://developer.apple.com/documentation/swift/string#Bridging-Between-String-and-NSString
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

// Doc: https://developer.apple.com/documentation/foundation/notification
public struct Notification: Hashable, @unchecked Sendable {
    // Doc: https://developer.apple.com/documentation/foundation/notification/object
    public var object: Any? { fatalError() }
    // Doc: https://developer.apple.com/documentation/foundation/notification/==(_:_:)
    public static func == (lhs: Notification, rhs: Notification) -> Bool { fatalError() }
    // Doc: https://developer.apple.com/documentation/foundation/notification/hash(into:)
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// Doc: https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, AdditiveArithmetic
{
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/native
    public var native: Double
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-1rl7a
    public init(_ value: Double) { native = value }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-4mh3d
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/init(floatliteral:)
    public init(floatLiteral value: Double) { native = value }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/init(integerliteral:)
    public init(integerLiteral value: Int) { native = Double(value) }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/greatestfinitemagnitude
    public static var greatestFiniteMagnitude: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/infinity
    public static var infinity: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/zero
    public static var zero: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/+(_:_:)
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/-(_:_:)
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/*(_:_:)
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/_(_:_:)
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgfloat/_(_:_:)-6ue4u
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
}

// Doc: https://developer.apple.com/documentation/swift/double
extension Double {
    // Doc: https://developer.apple.com/documentation/swift/double/init(_:)-5h7qn
    public init(_ value: CGFloat) { self = value.native }
}

// Doc: https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/corefoundation/cgpoint/x
    public var x: CGFloat
    // Doc: https://developer.apple.com/documentation/corefoundation/cgpoint/y
    public var y: CGFloat
    // Doc: https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2pnuy
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static var zero: CGPoint { fatalError() }
}

// Doc: https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/corefoundation/cgsize/width
    public var width: CGFloat
    // Doc: https://developer.apple.com/documentation/corefoundation/cgsize/height
    public var height: CGFloat
    // Doc: https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-5vz6d
    public init(width: CGFloat, height: CGFloat) { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static var zero: CGSize { fatalError() }
}

// Doc: https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/origin
    public var origin: CGPoint
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/size
    public var size: CGSize
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-9ivmc
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/init(origin:size:)
    public init(origin: CGPoint, size: CGSize) { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/maxx
    public var maxX: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/maxy
    public var maxY: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { fatalError() }
    // Doc: https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { fatalError() }
}

#if os(macOS)
    // Doc: https://developer.apple.com/documentation/foundation/nsrect
    public typealias NSRect = CGRect
    // Doc: https://developer.apple.com/documentation/foundation/nssize
    public typealias NSSize = CGSize
    // Doc: https://developer.apple.com/documentation/foundation/nspoint
    public typealias NSPoint = CGPoint
#endif

// Doc: https://developer.apple.com/documentation/foundation/locale
public struct Locale: Hashable, Sendable {
    // Doc: https://developer.apple.com/documentation/foundation/locale/identifier
    public var identifier: String { fatalError() }
    // Doc: https://developer.apple.com/documentation/foundation/locale/init(identifier:)
    public init(identifier: String) { fatalError() }
}
