// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it)
@MainActor open class NSText: NSView {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var string: String {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var selectedRange: NSRange {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var isRichText: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var baseWritingDirection: NSWritingDirection {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    open var isFieldEditor: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    open var alignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    open var isSelectable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
// (NS_ENUM(NSInteger); newer SDKs declare it in UIFoundation's NSText.h,
// which AppKit's NSText.h includes)
public enum NSWritingDirection: Int, @unchecked Sendable {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    case natural = -1
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    case leftToRight = 0
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    case rightToLeft = 1
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
// (not main-actor isolated: the page declares a plain `protocol`, unlike
// UIKit's `@MainActor protocol UITextInput`)
public protocol NSTextInputClient {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    func hasMarkedText() -> Bool
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    func markedRange() -> NSRange
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    func selectedRange() -> NSRange
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextContainer.h (MacOSX26.1.sdk)
// (audited for sendability without NS_SWIFT_SENDABLE: not Sendable; not main-actor)
// (TextKit; FieldKit only passes nil, so no member is modelled)
open class NSTextContainer: NSObject {}

// SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST in the header)
@available(macCatalyst, unavailable)
// (its main-actor methods witness the nonisolated protocol: a @preconcurrency
// conformance, as the importer treats Objective-C protocols)
@MainActor open class NSTextView: NSText, @preconcurrency NSTextInputClient {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    // (designated: NS_DESIGNATED_INITIALIZER; the container may be nil)
    public init(frame frameRect: NSRect, textContainer container: NSTextContainer?) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    // (declared without NS_DESIGNATED_INITIALIZER: a convenience initializer
    // in Swift, which builds the text system itself)
    public override convenience init(frame frameRect: NSRect) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    weak open var delegate: (any NSTextViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    // (`null_resettable`)
    open var insertionPointColor: NSColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    open var allowsUndo: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    open var isContinuousSpellCheckingEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    open var smartInsertDeleteEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    open var isAutomaticQuoteSubstitutionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    open var isAutomaticDashSubstitutionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    open var isAutomaticTextReplacementEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    open func setSelectedRange(_ charRange: NSRange) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    open func hasMarkedText() -> Bool { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    open func markedRange() -> NSRange { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextInputClient.h (MacOSX10.15.sdk)
    open func selectedRange() -> NSRange { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    @discardableResult
    open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    open var isAutomaticSpellingCorrectionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    open var textContainerInset: NSSize {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSScrollView.h (MacOSX12.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST in the header)
@available(macCatalyst, unavailable)
@MainActor open class NSScrollView: NSView {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSScrollView.h (MacOSX12.1.sdk)
    open var documentView: NSView? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSScrollView.h (MacOSX12.1.sdk)
    open var hasVerticalScroller: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
// Like NSControlTextEditingDelegate: the protocol is not isolated, each
// requirement is `@MainActor optional` (defaults in the stub's extension).
public protocol NSTextDelegate: NSObjectProtocol {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor func textDidBeginEditing(_ notification: Notification)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor func textDidEndEditing(_ notification: Notification)
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor func textDidChange(_ notification: Notification)
}

extension NSTextDelegate {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor public func textDidBeginEditing(_ notification: Notification) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor public func textDidEndEditing(_ notification: Notification) { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (MacOSX10.15.sdk)
    @MainActor public func textDidChange(_ notification: Notification) { fatalError() }
}

// SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
// (APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST in the header)
@available(macCatalyst, unavailable)
public protocol NSTextViewDelegate: NSTextDelegate {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    @MainActor func textView(
        _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    )
        -> Bool
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    @MainActor func textViewDidChangeSelection(_ notification: Notification)
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    @MainActor func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
}

extension NSTextViewDelegate {
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    @MainActor public func textView(
        _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    ) -> Bool { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (MacOSX12.1.sdk)
    @MainActor public func textViewDidChangeSelection(_ notification: Notification) { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextView.h (macOS14.0.sdk)
    @MainActor public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        fatalError()
    }
}

// SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSpellChecker.h (macOS14.0.sdk)
// (no NS_SWIFT_UI_ACTOR: the user's settings are readable from any isolation)
@available(macCatalyst, unavailable)
open class NSSpellChecker: NSObject {
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSpellChecker.h (macOS14.0.sdk)
    open class var isAutomaticTextReplacementEnabled: Bool { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSpellChecker.h (macOS14.0.sdk)
    open class var isAutomaticSpellingCorrectionEnabled: Bool { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSpellChecker.h (macOS14.0.sdk)
    open class var isAutomaticQuoteSubstitutionEnabled: Bool { fatalError() }
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSSpellChecker.h (macOS14.0.sdk)
    open class var isAutomaticDashSubstitutionEnabled: Bool { fatalError() }
}

// SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
// (`NS_ENUM(NSInteger, NSTextAlignment)`; macOS values: right 1, centre 2)
public enum NSTextAlignment: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    case left = 0
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    case right = 1
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    case center = 2
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    case justified = 3
    // SDK: itsnebulalol/sdks:macOS14.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSText.h (macOS14.0.sdk)
    case natural = 4
}
