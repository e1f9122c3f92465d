// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor open class UITextPosition: NSObject {}

// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor open class UITextRange: NSObject {
    // https://developer.apple.com/documentation/uikit/uitextrange/start
    open var start: UITextPosition { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitextrange/end
    open var end: UITextPosition { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitextinputtraits
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor public protocol UIKeyInput: UITextInputTraits {}

// https://developer.apple.com/documentation/uikit/uitextinput
// (only the requirements FieldKit calls)
@MainActor public protocol UITextInput: UIKeyInput {
    // https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
    var markedTextRange: UITextRange? { get }
    // https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    var selectedTextRange: UITextRange? { get set }
    // https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    var beginningOfDocument: UITextPosition { get }
    // https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    // https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    // https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
}

// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, @unchecked Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/name
    public static let name = UITextContentType("name")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
    public static let emailAddress = UITextContentType("emailAddress")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/fullstreetaddress
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/postalcode
    public static let postalCode = UITextContentType("postalCode")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpiration
    public static let creditCardExpiration = UITextContentType("creditCardExpiration")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardsecuritycode
    public static let creditCardSecurityCode = UITextContentType("creditCardSecurityCode")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/username
    public static let username = UITextContentType("username")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/password
    public static let password = UITextContentType("password")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword
    public static let newPassword = UITextContentType("newPassword")
    // https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}
