// Stubs of the AppKit declarations FieldKit uses, written from the SDK headers
// and interfaces (or, where no SDK file is stored, the documentation pages)
// cited beside each one; see ../../PROVENANCE.md. Bodies are never run.
// Methods that Swift imports from Objective-C with a result carry
// @discardableResult, as the importer does.
@_exported import Foundation
@_exported import ObjectiveC

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it)
@MainActor open class NSResponder: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public override init() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    // (designated: NS_DESIGNATED_INITIALIZER; NSCoding makes it required)
    public required init?(coder: NSCoder) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    open var acceptsFirstResponder: Bool { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    open var undoManager: UndoManager? { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    open func keyDown(with event: NSEvent) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSResponder.h (MacOSX10.15.sdk)
    open func performKeyEquivalent(with event: NSEvent) -> Bool { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it)
@MainActor open class NSView: NSResponder {
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityProtocols.h (macOS14.0.sdk)
    // (the NSAccessibility protocol's accessibilityLabel, macOS 10.10, which NSView adopts; Swift
    // imports the protocol's properties as methods: setAccessibilityLabel(_:), as Apple's page
    // https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhelp(_:)
    // shows for the help)
    open func setAccessibilityLabel(_ accessibilityLabel: String?) { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityProtocols.h (macOS14.0.sdk)
    // (accessibilityHelp, macOS 10.10)
    open func setAccessibilityHelp(_ accessibilityHelp: String?) { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityProtocols.h (macOS14.0.sdk)
    // (accessibilityRequired, getter isAccessibilityRequired, macOS 10.12)
    open func setAccessibilityRequired(_ accessibilityRequired: Bool) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    public init(frame frameRect: NSRect) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    public required init?(coder: NSCoder) { fatalError() }
    // Doc: https://developer.apple.com/documentation/appkit/nsview
    // (NSObject's -init, which NSView does not redeclare: Swift imports it as
    // a convenience initializer)
    public override convenience init() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var frame: NSRect {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var bounds: NSRect {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open func addSubview(_ view: NSView) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open func removeFromSuperview() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var autoresizingMask: NSView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    public struct AutoresizingMask: OptionSet, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
        public var rawValue: UInt
        // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
        public static let width = AutoresizingMask(rawValue: 2)
        // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
        public static let height = AutoresizingMask(rawValue: 16)
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var window: NSWindow? { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    open var intrinsicContentSize: NSSize { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    open func invalidateIntrinsicContentSize() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var toolTip: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open func layout() { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSView.h (MacOSX11.3.sdk)
    open var needsLayout: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    open var fittingSize: NSSize { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    open func setContentHuggingPriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {
        fatalError()
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
@MainActor open class NSLayoutConstraint: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    public enum Orientation: Int, @unchecked Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        case horizontal = 0
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        case vertical = 1
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
    public struct Priority: Hashable, RawRepresentable, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public var rawValue: Float
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public init(rawValue: Float) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public static let defaultHigh = Priority(750)
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public static let defaultLow = Priority(250)
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSLayoutConstraint.h (MacOSX10.15.sdk)
        public static let required = Priority(1000)
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSWindow.h (MacOSX26.1.sdk)
@MainActor open class NSWindow: NSResponder {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSWindow.h (MacOSX11.3.sdk)
    @discardableResult open func makeFirstResponder(_ responder: NSResponder?) -> Bool { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSWindow.h (MacOSX11.3.sdk)
    open var firstResponder: NSResponder? { fatalError() }
}

// SDK: xchacha20-poly1305/macos-sdk:MacOSX27.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h (MacOSX27.0.sdk)
// (NOT Sendable, unlike UIFont: the class is declared inside
// NS_HEADER_AUDIT_BEGIN(nullability, sendability) without NS_SWIFT_SENDABLE;
// the same SDK's AppKit.apinotes gives NSFont only Swift names, the macOS 26.1
// AppKit interface (read whole) adds no Sendable conformance, and Apple's page
// lists none. See MustFail 40.)
open class NSFont: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h (MacOSX11.3.sdk)
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h (MacOSX11.3.sdk)
    open var pointSize: CGFloat { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h (MacOSX11.3.sdk)
    open class var systemFontSize: CGFloat { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h (macOS14.0.sdk)
    // (macOS 11; the options dictionary defaults to empty in Swift)
    open class func preferredFont(
        forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFont { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
    // (`NSFontTextStyle`, NS_TYPED_ENUM, macOS 11)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public var rawValue: String
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let largeTitle = TextStyle(rawValue: "NSCTFontTextStyleLargeTitle")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let title1 = TextStyle(rawValue: "NSCTFontTextStyleTitle1")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let title2 = TextStyle(rawValue: "NSCTFontTextStyleTitle2")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let title3 = TextStyle(rawValue: "NSCTFontTextStyleTitle3")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let headline = TextStyle(rawValue: "NSCTFontTextStyleHeadline")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let subheadline = TextStyle(rawValue: "NSCTFontTextStyleSubhead")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let body = TextStyle(rawValue: "NSCTFontTextStyleBody")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let callout = TextStyle(rawValue: "NSCTFontTextStyleCallout")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let footnote = TextStyle(rawValue: "NSCTFontTextStyleFootnote")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let caption1 = TextStyle(rawValue: "NSCTFontTextStyleCaption1")
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public static let caption2 = TextStyle(rawValue: "NSCTFontTextStyleCaption2")
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
    // (`NSFontTextStyleOptionKey`, NS_TYPED_ENUM, macOS 11)
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public var rawValue: String
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h (macOS14.0.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSCell.h (MacOSX10.15.sdk)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it.
// The header's other designated initializers, -init and -initImageCell:, are not modelled)
@MainActor open class NSCell: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSCell.h (MacOSX10.15.sdk)
    public init(textCell string: String) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSCell.h (MacOSX10.15.sdk)
    public required init(coder: NSCoder) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSCell.h (MacOSX10.15.sdk)
    open func fieldEditor(for controlView: NSView) -> NSTextView? { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextFieldCell.h (MacOSX26.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST; designated initTextCell: and initWithCoder:,
// inherited here from NSCell's; isolation inherited from NSCell, the header adds none)
@available(macCatalyst, unavailable)
@MainActor open class NSTextFieldCell: NSCell {}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it)
@MainActor open class NSControl: NSView {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    open class var cellClass: AnyClass? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    open var stringValue: String {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (macOS14.0.sdk)
    open var alignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    open func currentEditor() -> NSText? { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    // (NSControlTextMethods category)
    open var baseWritingDirection: NSWritingDirection {
        get { fatalError() }
        set { fatalError() }
    }
}

// Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype
// (NSTextContent.h, a 2020-2024 version audited for sendability, was found in
// the search index by its text, but the index did not give its repository or
// path, so it cannot be cited here. It declares the type as an NS_TYPED_ENUM
// NSString, inside APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST; username, password
// and oneTimeCode from macOS 11, the other constants below from macOS 14.)
public struct NSTextContentType: Hashable, RawRepresentable, Sendable {
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype
    public var rawValue: String
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype
    public init(rawValue: String) { self.rawValue = rawValue }
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/username
    public static let username = NSTextContentType(rawValue: "username")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/password
    public static let password = NSTextContentType(rawValue: "password")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/onetimecode
    public static let oneTimeCode = NSTextContentType(rawValue: "oneTimeCode")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/name
    @available(macOS 14.0, *)
    public static let name = NSTextContentType(rawValue: "name")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/emailaddress
    @available(macOS 14.0, *)
    public static let emailAddress = NSTextContentType(rawValue: "emailAddress")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/telephonenumber
    @available(macOS 14.0, *)
    public static let telephoneNumber = NSTextContentType(rawValue: "telephoneNumber")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/fullstreetaddress
    @available(macOS 14.0, *)
    public static let fullStreetAddress = NSTextContentType(rawValue: "fullStreetAddress")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/postalcode
    @available(macOS 14.0, *)
    public static let postalCode = NSTextContentType(rawValue: "postalCode")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardnumber
    @available(macOS 14.0, *)
    public static let creditCardNumber = NSTextContentType(rawValue: "creditCardNumber")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardexpiration
    @available(macOS 14.0, *)
    public static let creditCardExpiration = NSTextContentType(rawValue: "creditCardExpiration")
    // Doc: https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardsecuritycode
    @available(macOS 14.0, *)
    public static let creditCardSecurityCode = NSTextContentType(rawValue: "creditCardSecurityCode")
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST in the header)
@available(macCatalyst, unavailable)
@MainActor open class NSTextField: NSControl {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    public convenience init(string stringValue: String) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var placeholderString: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    weak open var delegate: (any NSTextFieldDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var isBezeled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/appkit/nstextfield/contenttype
    open var contentType: NSTextContentType? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var textColor: NSColor? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var drawsBackground: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
    open var isAutomaticTextCompletionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSecureTextField.h (MacOSX10.15.sdk)
@MainActor open class NSSecureTextField: NSTextField {}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
// Apple declares the protocol without isolation and each requirement
// `@MainActor optional`; the stub gives each a default (Linux Swift has no
// @objc), so a misspelt method is not caught here.
public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor func controlTextDidBeginEditing(_ obj: Notification)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor func controlTextDidEndEditing(_ obj: Notification)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor func controlTextDidChange(_ obj: Notification)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector)
        -> Bool
}

extension NSControlTextEditingDelegate {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor public func controlTextDidBeginEditing(_ obj: Notification) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor public func controlTextDidEndEditing(_ obj: Notification) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor public func controlTextDidChange(_ obj: Notification) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSControl.h (MacOSX10.15.sdk)
    @MainActor public func control(
        _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
    )
        -> Bool
    {
        fatalError()
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextField.h (MacOSX26.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST in the header)
@available(macCatalyst, unavailable)
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

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

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSColor.h (MacOSX26.1.sdk)
// (NS_SWIFT_SENDABLE, inside APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST)
@available(macCatalyst, unavailable)
open class NSColor: NSObject, @unchecked Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSColor.h (MacOSX26.1.sdk)
    // (+systemRedColor, a class property, macOS 10.10)
    open class var systemRed: NSColor { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
// (the header declares NS_TYPED_ENUM string typedefs NSAccessibilityNotificationName and
// NSAccessibilityNotificationUserInfoKey, their constants, and the C function
// NSAccessibilityPostNotificationWithUserInfo(id, name, nullable dictionary), macOS 10.7 / 10.9;
// the Swift name post(element:notification:userInfo:) was read in the macOS 27.0
// AppKit.apinotes (xchacha20-poly1305/macos-sdk, characters 368,372-384,372, its
// Functions); NSAccessibility.Notification, .NotificationUserInfoKey and the constants'
// member names were not looked up there and rest on Apple's pages)
public struct NSAccessibility {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public var rawValue: String
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public static var announcementRequested: Notification { fatalError() }
        // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (macOS14.0.sdk)
        // (NSAccessibilityFocusedUIElementChangedNotification)
        public static var focusedUIElementChanged: Notification { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public var rawValue: String
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public static var announcement: NotificationUserInfoKey { fatalError() }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
        public static var priority: NotificationUserInfoKey { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    public static func post(
        element: Any, notification: NSAccessibility.Notification,
        userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
    ) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
public enum NSAccessibilityPriorityLevel: Int, @unchecked Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    case low = 10
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    case medium = 50
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAccessibilityConstants.h (MacOSX10.15.sdk)
    case high = 90
}
