// https://developer.apple.com/documentation/appkit/nstext
@MainActor open class NSText: NSView {
    // https://developer.apple.com/documentation/appkit/nstext/string
    open var string: String {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstext/selectedrange
    open var selectedRange: NSRange {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstext/font
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstext/isrichtext
    open var isRichText: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/appkit/nstextinputclient
@MainActor public protocol NSTextInputClient {
    // https://developer.apple.com/documentation/appkit/nstextinputclient/hasmarkedtext()
    func hasMarkedText() -> Bool
    // https://developer.apple.com/documentation/appkit/nstextinputclient/markedrange()
    func markedRange() -> NSRange
    // https://developer.apple.com/documentation/appkit/nstextinputclient/selectedrange()
    func selectedRange() -> NSRange
}

// https://developer.apple.com/documentation/appkit/nstextview
@MainActor open class NSTextView: NSText, NSTextInputClient {
    // https://developer.apple.com/documentation/appkit/nstextview/init(frame:)
    public override init(frame frameRect: NSRect) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/delegate
    weak open var delegate: (any NSTextViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/appkit/nstextview/allowsundo
    open var allowsUndo: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextview/setselectedrange(_:)
    open func setSelectedRange(_ charRange: NSRange) { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/hasmarkedtext()
    open func hasMarkedText() -> Bool { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/markedrange()
    open func markedRange() -> NSRange { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/selectedrange()
    open func selectedRange() -> NSRange { fatalError() }
    // https://developer.apple.com/documentation/appkit/nstextview/isautomaticspellingcorrectionenabled
    open var isAutomaticSpellingCorrectionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nstextview/textcontainerinset
    open var textContainerInset: NSSize {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/appkit/nsscrollview
@MainActor open class NSScrollView: NSView {
    // https://developer.apple.com/documentation/appkit/nsscrollview/documentview
    open var documentView: NSView? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/appkit/nsscrollview/hasverticalscroller
    open var hasVerticalScroller: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/appkit/nstextdelegate
// Like NSControlTextEditingDelegate: the protocol is not isolated, each
// requirement is `@MainActor optional` (defaults in the stub's extension).
public protocol NSTextDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nstextdelegate/textdidbeginediting(_:)
    @MainActor func textDidBeginEditing(_ notification: Notification)
    // https://developer.apple.com/documentation/appkit/nstextdelegate/textdidendediting(_:)
    @MainActor func textDidEndEditing(_ notification: Notification)
    // https://developer.apple.com/documentation/appkit/nstextdelegate/textdidchange(_:)
    @MainActor func textDidChange(_ notification: Notification)
}

extension NSTextDelegate {
    @MainActor public func textDidBeginEditing(_ notification: Notification) { fatalError() }
    @MainActor public func textDidEndEditing(_ notification: Notification) { fatalError() }
    @MainActor public func textDidChange(_ notification: Notification) { fatalError() }
}

// https://developer.apple.com/documentation/appkit/nstextviewdelegate
public protocol NSTextViewDelegate: NSTextDelegate {
    // https://developer.apple.com/documentation/appkit/nstextviewdelegate/textview(_:shouldchangetextin:replacementstring:)
    @MainActor func textView(
        _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    )
        -> Bool
    // https://developer.apple.com/documentation/appkit/nstextviewdelegate/textviewdidchangeselection(_:)
    @MainActor func textViewDidChangeSelection(_ notification: Notification)
}

extension NSTextViewDelegate {
    @MainActor public func textView(
        _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?
    ) -> Bool { fatalError() }
    @MainActor public func textViewDidChangeSelection(_ notification: Notification) { fatalError() }
}
