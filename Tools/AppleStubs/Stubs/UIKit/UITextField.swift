// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl, UITextInput {
    // https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/delegate
    weak open var delegate: (any UITextFieldDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
    public enum BorderStyle: Int, @unchecked Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInputTraits, as UITextField declares them
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    open var returnKeyType: UIReturnKeyType {
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
    // https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    open var isSecureTextEntry: Bool {
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

// https://developer.apple.com/documentation/uikit/uitextfielddelegate
// Apple declares every requirement `optional` (an Objective-C protocol); Linux
// Swift has no @objc, so the stub gives each one a default in an extension.
// A misspelt delegate method therefore compiles here as it does on Apple
// platforms (as an unrelated method), and only a device catches it.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
    func textFieldDidBeginEditing(_ textField: UITextField)
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
    func textFieldDidEndEditing(_ textField: UITextField)
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) { fatalError() }
    public func textFieldDidEndEditing(_ textField: UITextField) { fatalError() }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { fatalError() }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool { fatalError() }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { fatalError() }
    public func textFieldDidChangeSelection(_ textField: UITextField) { fatalError() }
}
