// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSTextContainer.h (MacOSX26.1.sdk)
// (one UIFoundation class for UIKit and AppKit: API_AVAILABLE(macos, ios, tvos,
// visionos); audited for sendability without NS_SWIFT_SENDABLE, so not
// Sendable, and not main-actor)
// (TextKit; FieldKit only passes nil, so no member is modelled)
open class NSTextContainer: NSObject {}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIScrollView.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
@MainActor open class UIScrollView: UIView {
    // SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIScrollView.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor open class UITextView: UIScrollView, UITextInput {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public init(frame: CGRect, textContainer: NSTextContainer?) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    // (designated: NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    // (UIView's initWithFrame: is not redeclared here, so Swift imports it on
    // UITextView as an inherited convenience initializer only)
    public override convenience init(frame: CGRect) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var text: String! {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    weak open var delegate: (any UITextViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h (iPhoneOS17.0.sdk)
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h (iPhoneOS17.0.sdk)
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h (iPhoneOS17.0.sdk)
    open var isSelectable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var textContainerInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    @available(visionOS, unavailable)
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var keyboardType: UIKeyboardType {
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

    // UITextInput
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var markedTextRange: UITextRange? { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var beginningOfDocument: UITextPosition { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fatalError()
    }
}

// SDK: phracker/MacOSX-SDKs:MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIScrollView.h (MacOSX11.3.sdk, iOS 14.5 UIKit)
// (isolation: this header predates NS_SWIFT_UI_ACTOR; @MainActor as Apple's page declares it)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
// Optional requirements get defaults here; see UITextFieldDelegate.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textViewDidBeginEditing(_ textView: UITextView)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textViewDidEndEditing(_ textView: UITextView)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textViewDidChange(_ textView: UITextView)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textViewDidChangeSelection(_ textView: UITextView)
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool
}

extension UITextViewDelegate {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public func textViewDidBeginEditing(_ textView: UITextView) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public func textViewDidEndEditing(_ textView: UITextView) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public func textViewDidChange(_ textView: UITextView) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public func textViewDidChangeSelection(_ textView: UITextView) { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextView.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool { fatalError() }
}
