#if canImport(UIKit)
    import UIKit

    extension UITextInput {
        /// `range` as UTF-16 offsets from the start of the document.
        func utf16Range(of range: UITextRange?) -> TextRange? {
            guard let range else { return nil }
            let start = offset(from: beginningOfDocument, to: range.start)
            let end = offset(from: beginningOfDocument, to: range.end)
            return TextRange(start, end, unit: .utf16)
        }

        /// Selects `state.selection`, converted to UTF-16 offsets.
        func select(_ state: TextEditingState) {
            let range = state.offsets(of: state.selection, in: .utf16)
            guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
                let end = position(from: start, offset: range.length)
            else { return }
            selectedTextRange = textRange(from: start, to: end)
        }
    }

    extension RecordedEdit {
        /// The edit UIKit announces through a should-change delegate method.
        init(_ ranges: [NSRange], replacement: String) {
            self.init(
                ranges: ranges.map { TextRange(location: $0.location, length: $0.length, unit: .utf16) },
                replacement: replacement
            )
        }
    }

    extension TextFieldKeyboard {
        var uiKeyboardType: UIKeyboardType {
            switch self {
            case .default: .default
            case .number: .numberPad
            case .decimal: .decimalPad
            case .phone: .phonePad
            case .email: .emailAddress
            case .url: .URL
            case .numbersAndPunctuation: .numbersAndPunctuation
            }
        }
    }

    extension TextFieldContent {
        var uiTextContentType: UITextContentType {
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
            case .newPassword: .newPassword
            case .oneTimeCode: .oneTimeCode
            }
        }
    }

    extension TextFieldCapitalization {
        var uiType: UITextAutocapitalizationType {
            switch self {
            case .never: .none
            case .words: .words
            case .sentences: .sentences
            case .characters: .allCharacters
            }
        }
    }

    extension ReturnKeyLabel {
        var uiReturnKeyType: UIReturnKeyType {
            switch self {
            case .automatic, .return: .default
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

    extension Optional where Wrapped == Bool {
        var uiAutocorrectionType: UITextAutocorrectionType {
            switch self {
            case nil: .default
            case true?: .yes
            case false?: .no
            }
        }
    }
#endif
