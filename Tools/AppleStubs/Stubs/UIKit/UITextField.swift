// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
@MainActor open class UITextField: UIControl, UITextInput {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    weak open var delegate: (any UITextFieldDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS17.0.sdk)
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var rightView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var rightViewMode: UITextField.ViewMode {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public enum ViewMode: Int, @unchecked Sendable {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case never = 0
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case whileEditing = 1
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case unlessEditing = 2
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case always = 3
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public enum BorderStyle: Int, @unchecked Sendable {
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case none = 0
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case line = 1
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case bezel = 2
        // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
        case roundedRect = 3
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    @available(visionOS, unavailable)
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInputTraits, as UITextField declares them
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var returnKeyType: UIReturnKeyType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var textContentType: UITextContentType! {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var autocorrectionType: UITextAutocorrectionType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    open var spellCheckingType: UITextSpellCheckingType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    open var smartQuotesType: UITextSmartQuotesType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    open var smartDashesType: UITextSmartDashesType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var isSecureTextEntry: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInput
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var markedTextRange: UITextRange? { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open var beginningOfDocument: UITextPosition { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fatalError()
    }
}

// SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
// Apple declares every requirement `optional` (an Objective-C protocol); Linux
// Swift has no @objc, so the stub gives each one a default in an extension.
// A misspelt delegate method therefore compiles here as it does on Apple
// platforms (as an unrelated method), and only a device catches it.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    func textFieldDidBeginEditing(_ textField: UITextField)
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    func textFieldDidEndEditing(_ textField: UITextField)
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    // Doc: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public func textFieldDidBeginEditing(_ textField: UITextField) { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public func textFieldDidEndEditing(_ textField: UITextField) { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { fatalError() }
    // Doc: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h (iPhoneOS18.0.sdk)
    public func textFieldDidChangeSelection(_ textField: UITextField) { fatalError() }
}
