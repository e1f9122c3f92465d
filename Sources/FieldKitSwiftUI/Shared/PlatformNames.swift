#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// A toolkit's type for the key a return-key label shows
    /// (`UIReturnKeyType`, SwiftUI's `SubmitLabel`). Both name their keys as
    /// ``/FieldKit/ReturnKeyLabel`` does, so each supplies only its plain key;
    /// which label shows which key is ``/FieldKit/ReturnKeyLabel/key(_:)``.
    protocol ReturnKeyNames {
        /// The key of `.automatic` and `.return`.
        static var plainReturnKey: Self { get }
        static var next: Self { get }
        static var done: Self { get }
        static var go: Self { get }
        static var search: Self { get }
        static var send: Self { get }
        static var join: Self { get }
        static var route: Self { get }
        static var `continue`: Self { get }
    }

    extension SubmitLabel: ReturnKeyNames {
        static var plainReturnKey: SubmitLabel { .return }
    }

    #if canImport(UIKit)
        extension UIReturnKeyType: ReturnKeyNames {
            static var plainReturnKey: UIReturnKeyType { .default }
        }
    #endif

    extension ReturnKeyLabel {
        /// The key that shows this label, in the toolkit's `Key` type.
        func key<Key: ReturnKeyNames>(_: Key.Type = Key.self) -> Key {
            switch self {
            case .automatic, .return: .plainReturnKey
            case .next: .next
            case .done: .done
            case .go: .go
            case .search: .search
            case .send: .send
            case .join: .join
            case .route: .route
            case .continue: .continue
            }
        }
    }

    #if canImport(UIKit)
        /// The toolkit's text content type.
        typealias PlatformTextContentType = UITextContentType
    #else
        /// The toolkit's text content type.
        typealias PlatformTextContentType = NSTextContentType
    #endif

    extension PlatformTextContentType {
        /// The type of a field for a new password: UIKit has one, AppKit
        /// offers AutoFill's password for it.
        static var newPasswordContent: PlatformTextContentType {
            #if canImport(UIKit)
                .newPassword
            #else
                .password
            #endif
        }
    }

    extension TextFieldContent {
        /// The toolkit's content type of this kind of content, for AutoFill.
        func contentType() -> PlatformTextContentType {
            switch self {
            case .name: .name
            case .email: .emailAddress
            case .phone: .telephoneNumber
            case .streetAddress: .fullStreetAddress
            case .postalCode: .postalCode
            case .cardNumber: .creditCardNumber
            case .cardExpiry: .creditCardExpiration
            case .cardSecurityCode: .creditCardSecurityCode
            case .username: .username
            case .password: .password
            case .newPassword: .newPasswordContent
            case .oneTimeCode: .oneTimeCode
            }
        }
    }
#endif
