// Stubs of the UIKit declarations FieldKit uses, written from the SDK headers
// and interfaces (or, where no SDK file is stored, the documentation pages)
// cited beside each one; see ../../PROVENANCE.md. Bodies are never run.
// Methods that Swift imports from Objective-C with a result carry
// @discardableResult, as the importer does.
@_exported import Foundation
@_exported import ObjectiveC

// SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
@MainActor open class UIResponder: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    public override init() { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open var isFirstResponder: Bool { fatalError() }

    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (iPhoneOS18.0.sdk)
    open var undoManager: UndoManager? { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    // (visionOS: UITextField's and UITextView's overrides in the iOS 26.1
    // headers are API_UNAVAILABLE(visionos), and Apple's page lists no visionOS)
    @available(visionOS, unavailable)
    open var inputAccessoryView: UIView? { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open func reloadInputViews() { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open var keyCommands: [UIKeyCommand]? { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { fatalError() }
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    case unspecified = 0
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    case playback = 1
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    case spatial = 2
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    case forceLeftToRight = 3
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    case forceRightToLeft = 4
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
@MainActor open class UIView: UIResponder {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (iPhoneOS17.0.sdk)
    // (the four are declared on NSObject, in its UIAccessibility category: nullable, copy;
    // the stub puts them on UIView, where FieldKit sets them; accessibilityAttributedValue
    // is API_AVAILABLE(ios(11.0), tvos(11.0)))
    open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (iPhoneOS17.0.sdk)
    open var accessibilityHint: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (iPhoneOS17.0.sdk)
    open var accessibilityValue: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (iPhoneOS17.0.sdk)
    open var accessibilityAttributedValue: NSAttributedString? {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    public init(frame: CGRect) { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    public required init?(coder: NSCoder) { fatalError() }

    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS17.0.sdk)
    // (`null_resettable`: nil gives back the inherited colour)
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    // (NSObject's -init, which UIView does not redeclare: Swift imports it as
    // a convenience initializer, so `UIView()`, `UILabel()`, `UITextView()` work)
    public override convenience init() { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var window: UIWindow? { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func sizeToFit() { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var intrinsicContentSize: CGSize { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func invalidateIntrinsicContentSize() { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        fatalError()
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func addSubview(_ view: UIView) { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func layoutSubviews() { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func setNeedsLayout() { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open func didMoveToWindow() { fatalError() }

    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (iPhoneOS18.0.sdk)
@MainActor open class UIWindow: UIView {}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public var rawValue: Float
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public init(rawValue: Float) { self.rawValue = rawValue }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static let defaultHigh = UILayoutPriority(750)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static let defaultLow = UILayoutPriority(250)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static let required = UILayoutPriority(1000)
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
@MainActor open class NSLayoutConstraint: NSObject {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    // (`UILayoutConstraintAxis`, an NSInteger NS_ENUM, nested here by
    // UIKit.apinotes: MacOSX26.1.sdk/System/iOSSupport/.../UIKit.apinotes)
    public enum Axis: Int, @unchecked Sendable {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
        case horizontal = 0
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
        case vertical = 1
    }
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
public struct UIEdgeInsets: Equatable, Sendable {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public var top: CGFloat
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public var left: CGFloat
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public var bottom: CGFloat
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public var right: CGFloat
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// Doc: https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIFont.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h (iPhoneOS17.0.sdk)
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIFont.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var lineHeight: CGFloat { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS18.0.sdk)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS18.0.sdk)
        public var rawValue: String
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS18.0.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS18.0.sdk)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS18.0.sdk)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleLargeTitle")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h (iPhoneOS17.0.sdk)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

// SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h (iPhoneOS18.0.sdk)
open class UIColor: NSObject, @unchecked Sendable {
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h (iPhoneOS18.0.sdk)
    open class var placeholderText: UIColor { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h (iPhoneOS18.0.sdk)
    open class var systemRed: UIColor { fatalError() }
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h (iPhoneOS18.0.sdk)
open class UIImage: NSObject, @unchecked Sendable {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h (iPhoneOS18.0.sdk)
    public convenience init?(systemName name: String) { fatalError() }
}

extension CGRect {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (iPhoneOS18.0.sdk)
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

// UndoManager is in Foundation on Apple platforms; swift-corelibs-foundation
// has none, so it is declared here, with the members FieldKit uses.
// SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
open class UndoManager: NSObject {
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    public override init() { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @Sendable (TargetType) -> Void
    ) { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open var canUndo: Bool { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open var canRedo: Bool { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open func undo() { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open func redo() { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open func removeAllActions() { fatalError() }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSUndoManager.h (iPhoneOS18.0.sdk)
    open func removeAllActions(withTarget target: Any) { fatalError() }
}

// SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS18.0.sdk)
// (the header declares the uint32_t NS_TYPED_ENUM UIAccessibilityNotifications and its
// const, NS_SWIFT_NONISOLATED constants; UIAccessibility.h declares
// UIAccessibilityPostNotification(notification, nullable id) NS_SWIFT_UI_ACTOR. The Swift
// names post(notification:argument:) and .announcement were read in the Mac Catalyst 26.1
// UIKit.apinotes (alexey-lysiuk/macos-sdk, characters 100,000-116,000); the typedef's
// UIAccessibility.Notification was not found there and rests on Apple's page)
public enum UIAccessibility {
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS18.0.sdk)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS18.0.sdk)
        public var rawValue: UInt32
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS18.0.sdk)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS18.0.sdk)
        nonisolated public static var announcement: Notification { fatalError() }
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS17.0.sdk)
        // (UIAccessibilityLayoutChangedNotification, the argument the element VoiceOver moves to;
        // a plain global there, const and NS_SWIFT_NONISOLATED like .announcement in iOS 18.0)
        nonisolated public static var layoutChanged: Notification { fatalError() }
    }
    // SDK: xybp888/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (iPhoneOS18.0.sdk)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h (iPhoneOS17.0.sdk)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h (iPhoneOS17.0.sdk)
    // (`+traitCollectionWithPreferredContentSizeCategory:`, imported as a
    // convenience initializer)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public var rawValue: String
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h (iPhoneOS17.0.sdk)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
// (`NS_ENUM(NSInteger, NSTextAlignment)`; iOS values: centre 1, right 2)
public enum NSTextAlignment: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
    case left = 0
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
    case center = 1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
    case right = 2
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
    case justified = 3
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSText.h (iPhoneOS17.0.sdk)
    case natural = 4
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h (iPhoneOS17.0.sdk)
// (UIKIT_EXTERN NSAttributedStringKey constants; the Swift name from UIKit.apinotes)
extension NSAttributedString.Key {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes (iPhoneOS17.0.sdk)
    // (UIAccessibilitySpeechAttributeSpellOut, API_AVAILABLE(ios(13.0)))
    nonisolated public static var accessibilitySpeechSpellOut: NSAttributedString.Key { fatalError() }
}
