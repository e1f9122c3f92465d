// Stubs of the UIKit declarations FieldKit uses, transcribed from Apple's
// documentation pages cited beside each one (isolation attributes as
// declared there). Bodies are never run. Methods that Swift imports from
// Objective-C with a result carry @discardableResult, as the importer does.
@_exported import Foundation
@_exported import ObjectiveC

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { fatalError() }

    // Doc: https://developer.apple.com/documentation/uikit/uiresponder/undomanager
    open var undoManager: UndoManager? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
    open var inputAccessoryView: UIView? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    open func reloadInputViews() { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/sizetofit()
    open func sizeToFit() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static let defaultHigh = UILayoutPriority(750)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static let defaultLow = UILayoutPriority(250)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(1000)
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    // https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    open class var placeholderText: UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { fatalError() }
}

extension CGRect {
    // https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1ntv6
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

// https://developer.apple.com/documentation/foundation/undomanager
// (in Foundation on Apple platforms; swift-corelibs-foundation has none, so
// it is declared here, with the members FieldKit uses)
open class UndoManager: NSObject {
    public override init() { fatalError() }
    // Doc: https://developer.apple.com/documentation/foundation/undomanager/registerundo(withtarget:handler:)
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @Sendable (TargetType) -> Void
    ) { fatalError() }
}
