// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor open class UITextPosition: NSObject {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor open class UITextRange: NSObject {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var start: UITextPosition { fatalError() }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    open var end: UITextPosition { fatalError() }
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
@MainActor public protocol UIKeyInput: UITextInputTraits {}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
// (only the requirements FieldKit calls)
@MainActor public protocol UITextInput: UIKeyInput {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    var markedTextRange: UITextRange? { get }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    var selectedTextRange: UITextRange? { get set }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    var beginningOfDocument: UITextPosition { get }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInput.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
public enum UIKeyboardType: Int, @unchecked Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case `default` = 0
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case asciiCapable = 1
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case numbersAndPunctuation = 2
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case URL = 3
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case numberPad = 4
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case phonePad = 5
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case namePhonePad = 6
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case emailAddress = 7
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case decimalPad = 8
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case twitter = 9
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case webSearch = 10
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case asciiCapableNumberPad = 11
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
public enum UIReturnKeyType: Int, @unchecked Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case `default` = 0
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case go = 1
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case google = 2
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case join = 3
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case next = 4
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case route = 5
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case search = 6
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case send = 7
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case yahoo = 8
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case done = 9
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case emergencyCall = 10
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case `continue` = 11
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case none = 0
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case words = 1
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case sentences = 2
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case allCharacters = 3
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case `default` = 0
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case no = 1
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    case yes = 2
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case `default` = 0
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case no = 1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case yes = 2
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
public enum UITextSmartQuotesType: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case `default` = 0
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case no = 1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case yes = 2
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
public enum UITextSmartDashesType: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case `default` = 0
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case no = 1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case yes = 2
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
public enum UITextSmartInsertDeleteType: Int, @unchecked Sendable {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case `default` = 0
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case no = 1
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h (iPhoneOS17.0.sdk)
    case yes = 2
}

// SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public var rawValue: String
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let name = UITextContentType("name")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let emailAddress = UITextContentType("emailAddress")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let postalCode = UITextContentType("postalCode")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let creditCardExpiration = UITextContentType("creditCardExpiration")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let creditCardSecurityCode = UITextContentType("creditCardSecurityCode")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let username = UITextContentType("username")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let password = UITextContentType("password")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let newPassword = UITextContentType("newPassword")
    // SDK: alexey-lysiuk/macos-sdk:MacOSX26.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UITextInputTraits.h (MacOSX26.1.sdk, iOS 26.1 UIKit)
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}
