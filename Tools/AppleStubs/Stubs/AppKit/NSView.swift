// Stubs of the AppKit declarations FieldKit uses, transcribed from Apple's
// documentation pages cited beside each one (isolation attributes as
// declared there). Bodies are never run. Methods that Swift imports from
// Objective-C with a result carry @discardableResult, as the importer does.
@_exported import Foundation
@_exported import ObjectiveC

// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor open class NSResponder: NSObject {
    public override init() { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
    open var acceptsFirstResponder: Bool { fatalError() }
    // Doc: https://developer.apple.com/documentation/appkit/nsresponder/undomanager
    open var undoManager: UndoManager? { fatalError() }
}

// https://developer.apple.com/documentation/appkit/nsview
@MainActor open class NSView: NSResponder {
    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: NSRect) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: NSRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nsview/bounds
    open var bounds: NSRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    open func addSubview(_ view: NSView) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.property
    open var autoresizingMask: NSView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = AutoresizingMask(rawValue: 2)
        public static let height = AutoresizingMask(rawValue: 16)
    }
    // https://developer.apple.com/documentation/appkit/nsview/window
    open var window: NSWindow? { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize
    open var intrinsicContentSize: NSSize { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/fittingsize
    open var fittingSize: NSSize { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {
        fatalError()
    }
    // https://developer.apple.com/documentation/appkit/nsview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) { fatalError() }
}

// https://developer.apple.com/documentation/appkit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum
    public enum Orientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
    // https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
    public struct Priority: Hashable, RawRepresentable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let defaultHigh = Priority(750)
        public static let defaultLow = Priority(250)
        public static let required = Priority(1000)
    }
}

// https://developer.apple.com/documentation/appkit/nswindow
@MainActor open class NSWindow: NSResponder {
    // https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
    @discardableResult open func makeFirstResponder(_ responder: NSResponder?) -> Bool { fatalError() }
    // https://developer.apple.com/documentation/appkit/nswindow/firstresponder
    open var firstResponder: NSResponder? { fatalError() }
}

// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsfont/pointsize
    open var pointSize: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/appkit/nsfont/systemfontsize
    open class var systemFontSize: CGFloat { fatalError() }
}

// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor open class NSControl: NSView {
    // https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
    open var stringValue: String {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nscontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nscontrol/currenteditor()
    open func currentEditor() -> NSText? { fatalError() }
    // https://developer.apple.com/documentation/appkit/nscontrol/font
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/appkit/nstextcontenttype
public struct NSTextContentType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/username
    public static let username = NSTextContentType(rawValue: "username")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/password
    public static let password = NSTextContentType(rawValue: "password")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/onetimecode
    public static let oneTimeCode = NSTextContentType(rawValue: "oneTimeCode")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/name
    public static let name = NSTextContentType(rawValue: "name")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/emailaddress
    public static let emailAddress = NSTextContentType(rawValue: "emailAddress")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/telephonenumber
    public static let telephoneNumber = NSTextContentType(rawValue: "telephoneNumber")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/fullstreetaddress
    public static let fullStreetAddress = NSTextContentType(rawValue: "fullStreetAddress")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/postalcode
    public static let postalCode = NSTextContentType(rawValue: "postalCode")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardnumber
    public static let creditCardNumber = NSTextContentType(rawValue: "creditCardNumber")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardexpiration
    public static let creditCardExpiration = NSTextContentType(rawValue: "creditCardExpiration")
    // https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardsecuritycode
    public static let creditCardSecurityCode = NSTextContentType(rawValue: "creditCardSecurityCode")
}

// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor open class NSTextField: NSControl {
    // https://developer.apple.com/documentation/appkit/nstextfield/init(string:)
    public convenience init(string stringValue: String) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring
    open var placeholderString: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextfield/delegate
    weak open var delegate: (any NSTextFieldDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextfield/isbezeled
    open var isBezeled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextfield/iseditable
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextfield/contenttype
    open var contentType: NSTextContentType? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextfield/isautomatictextcompletionenabled
    open var isAutomaticTextCompletionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/appkit/nssecuretextfield
@MainActor open class NSSecureTextField: NSTextField {}

// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
// Apple declares the protocol without isolation and each requirement
// `@MainActor optional`; the stub gives each a default (Linux Swift has no
// @objc), so a misspelt method is not caught here.
public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidbeginediting(_:)
    @MainActor func controlTextDidBeginEditing(_ obj: Notification)
    // https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidendediting(_:)
    @MainActor func controlTextDidEndEditing(_ obj: Notification)
    // https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidchange(_:)
    @MainActor func controlTextDidChange(_ obj: Notification)
    // https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textview:docommandby:)
    @MainActor func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector)
        -> Bool
}

extension NSControlTextEditingDelegate {
    @MainActor public func controlTextDidBeginEditing(_ obj: Notification) { fatalError() }
    @MainActor public func controlTextDidEndEditing(_ obj: Notification) { fatalError() }
    @MainActor public func controlTextDidChange(_ obj: Notification) { fatalError() }
    @MainActor public func control(
        _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
    )
        -> Bool
    {
        fatalError()
    }
}

// https://developer.apple.com/documentation/appkit/nstextfielddelegate
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

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
