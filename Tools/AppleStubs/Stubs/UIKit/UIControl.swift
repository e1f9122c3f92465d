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

// Doc: https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {}

// Doc: https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// Doc: https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // Doc: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    // (the defaulted identifier, discoverabilityTitle, attributes and state
    // parameters are left out: FieldKit passes none of them)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        fatalError()
    }
}

// Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: NSObject {
    // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
    open class func flexibleSpace() -> Self { fatalError() }
    // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, @unchecked Sendable {
        // Doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
        case done = 0
    }
}

// Doc: https://developer.apple.com/documentation/uikit/uitoolbar
// (Apple's page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
@available(tvOS, unavailable)
@MainActor open class UIToolbar: UIView {
    // Doc: https://developer.apple.com/documentation/uikit/uitoolbar/items
    open var items: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:)
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
}

// Doc: https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    // Doc: https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
