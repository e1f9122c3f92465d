// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        public static let editingChanged = Event(rawValue: 1 << 17)
        // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    // (the defaulted identifier, discoverabilityTitle, attributes and state
    // parameters are left out: FieldKit passes none of them)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        fatalError()
    }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        fatalError()
    }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
    open class func flexibleSpace() -> Self { fatalError() }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
    }
}

// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {
    // https://developer.apple.com/documentation/uikit/uitoolbar/items
    open var items: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:)
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
