// SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
@MainActor open class UIControl: UIView {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public override init(frame: CGRect) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    public struct Event: OptionSet, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
        public var rawValue: UInt
        // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
        public static let editingChanged = Event(rawValue: 1 << 17)
        // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (MacOSX12.1.sdk, iOS 15.2 UIKit)
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIMenuElement.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor open class UIMenuElement: NSObject {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIMenuElement.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIMenuElement.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    // (`- init NS_UNAVAILABLE`: a menu element is built by a subclass's own
    // initializer, never as `UIMenuElement()` or a subclass's bare `init()`)
    @available(*, unavailable)
    public override init() { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
public struct UIKeyModifierFlags: OptionSet, Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public init(rawValue: Int) { self.rawValue = rawValue }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public let rawValue: Int
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static var shift: UIKeyModifierFlags { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static var control: UIKeyModifierFlags { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static var alternate: UIKeyModifierFlags { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    public static var command: UIKeyModifierFlags { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as its
// superclass UIMenuElement is in the iOS 26.1 header)
@MainActor open class UICommand: UIMenuElement {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UICommand.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER; `- init` is NS_UNAVAILABLE)
    public required init?(coder: NSCoder) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIKeyCommand.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's
// page declares it, and as its superclass is)
@MainActor open class UIKeyCommand: UICommand {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIKeyCommand.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIKeyCommand.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    // (`+ keyCommandWithInput:modifierFlags:action:`, which Swift imports as a
    // convenience initializer; the action takes one `(id)sender`)
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIAction.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
public typealias UIActionHandler = (UIAction) -> Void

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIAction.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
@MainActor open class UIAction: UIMenuElement {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Modules/UIKit.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 UIKit)
    // (the defaulted identifier, discoverabilityTitle, attributes and state
    // parameters are left out: FieldKit passes none of them)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        fatalError()
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIBarButtonItem.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
@MainActor open class UIBarButtonItem: NSObject {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Modules/UIKit.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 UIKit)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Modules/UIKit.swiftmodule/arm64e-apple-ios-macabi.swiftinterface (MacOSX26.1.sdk, Mac Catalyst 26.1 UIKit)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIBarButtonItem.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open class func flexibleSpace() -> Self { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIBarItem.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    // (declared on UIBarItem, UIBarButtonItem's superclass, which the stub leaves out)
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIAccessibility.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    // (declared on NSObject, in its UIAccessibility category: nullable, copy;
    // the stub puts it on the one class FieldKit sets it on)
    open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIBarButtonItem.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    public enum SystemItem: Int, @unchecked Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIBarButtonItem.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
        case done = 0
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIToolbar.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
// (API_UNAVAILABLE(tvos) in the header; Apple's page lists no tvOS either)
@available(tvOS, unavailable)
@MainActor open class UIToolbar: UIView {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIToolbar.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    open var items: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIToolbar.h (MacOSX10.15.sdk, iOS 13.0 UIKit)
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UILabel.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
@MainActor open class UILabel: UIView {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UILabel.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UILabel.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UILabel.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UILabel.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
