// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView, UITextInput {
    // https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextview/delegate
    weak open var delegate: (any UITextViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    open var textContainerInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextview/inputaccessoryview
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
    open var textContentType: UITextContentType! {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
    open var autocorrectionType: UITextAutocorrectionType {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInput
    open var markedTextRange: UITextRange? { fatalError() }
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }
    open var beginningOfDocument: UITextPosition { fatalError() }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fatalError()
    }
}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uitextviewdelegate
// Optional requirements get defaults here; see UITextFieldDelegate.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
    func textViewDidBeginEditing(_ textView: UITextView)
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidendediting(_:)
    func textViewDidEndEditing(_ textView: UITextView)
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
    func textViewDidChange(_ textView: UITextView)
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)
    func textViewDidChangeSelection(_ textView: UITextView)
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextinranges:replacementtext:)
    func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) { fatalError() }
    public func textViewDidEndEditing(_ textView: UITextView) { fatalError() }
    public func textViewDidChange(_ textView: UITextView) { fatalError() }
    public func textViewDidChangeSelection(_ textView: UITextView) { fatalError() }
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { fatalError() }
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool { fatalError() }
}
