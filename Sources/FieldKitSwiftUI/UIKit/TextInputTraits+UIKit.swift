#if canImport(UIKit)
    import UIKit

    extension TextFieldAdapter {
        /// Gives the field the traits the coordinator decided
        /// (``/FieldKit/TextInputWidget/showTextInputTraits(_:)``): the
        /// format's, with the app's over them; `nil` traits go back to
        /// UIKit's defaults. A keyboard already on screen is reloaded.
        public func showTextInputTraits(_ traits: TextInputTraits) {
            textField.keyboardType = traits.keyboard.uiKeyboardType
            textField.textContentType = traits.content?.contentType()
            textField.autocapitalizationType = traits.capitalization.uiType
            textField.autocorrectionType = traits.autocorrection.uiTraitType()
            textField.spellCheckingType = traits.spellChecking.uiTraitType()
            textField.smartQuotesType = traits.smartQuotes.uiTraitType()
            textField.smartDashesType = traits.smartDashes.uiTraitType()
            textField.smartInsertDeleteType = traits.smartInsertDelete.uiTraitType()
            // Only acts while the field is first responder.
            textField.reloadInputViews()
        }
    }

    extension TextViewAdapter {
        /// Gives the text view the traits the coordinator decided, as
        /// ``TextFieldAdapter/showTextInputTraits(_:)`` does.
        public func showTextInputTraits(_ traits: TextInputTraits) {
            textView.keyboardType = traits.keyboard.uiKeyboardType
            textView.textContentType = traits.content?.contentType()
            textView.autocapitalizationType = traits.capitalization.uiType
            textView.autocorrectionType = traits.autocorrection.uiTraitType()
            textView.spellCheckingType = traits.spellChecking.uiTraitType()
            textView.smartQuotesType = traits.smartQuotes.uiTraitType()
            textView.smartDashesType = traits.smartDashes.uiTraitType()
            textView.smartInsertDeleteType = traits.smartInsertDelete.uiTraitType()
            textView.reloadInputViews()
        }
    }

    extension Optional where Wrapped == TextFieldKeyboard {
        /// UIKit's keyboard type; `.default` when none was asked.
        var uiKeyboardType: UIKeyboardType {
            switch self {
            case nil, .default?: .default
            case .number?: .numberPad
            case .decimal?: .decimalPad
            case .phone?: .phonePad
            case .email?: .emailAddress
            case .url?: .URL
            case .numbersAndPunctuation?: .numbersAndPunctuation
            }
        }
    }

    extension Optional where Wrapped == TextFieldCapitalization {
        /// UIKit's capitalisation; sentences (UIKit's default) when none was asked.
        var uiType: UITextAutocapitalizationType {
            switch self {
            case .never?: .none
            case .words?: .words
            case nil, .sentences?: .sentences
            case .characters?: .allCharacters
            }
        }
    }

    /// UIKit's default / no / yes trait types.
    protocol UITextTraitType {
        static var `default`: Self { get }
        static var no: Self { get }
        static var yes: Self { get }
    }

    extension UITextAutocorrectionType: UITextTraitType {}
    extension UITextSpellCheckingType: UITextTraitType {}
    extension UITextSmartQuotesType: UITextTraitType {}
    extension UITextSmartDashesType: UITextTraitType {}
    extension UITextSmartInsertDeleteType: UITextTraitType {}

    extension Optional where Wrapped == Bool {
        /// UIKit's trait type of this setting: `.default` when none was asked.
        func uiTraitType<Trait: UITextTraitType>() -> Trait {
            switch self {
            case nil: .default
            case true?: .yes
            case false?: .no
            }
        }
    }
#endif
