#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    extension TextFieldAdapter {
        /// Gives the field the traits the coordinator decided
        /// (``/FieldKit/TextInputWidget/showTextInputTraits(_:)``): the
        /// AutoFill content type to the field, the rest to its field editor
        /// now if it edits and whenever editing begins (the editor is the
        /// window's, shared by its fields). AppKit has no on-screen keyboard
        /// or automatic capitals.
        public func showTextInputTraits(_ traits: TextInputTraits) {
            textInputTraits = traits
            textField.contentType = traits.content?.contentType()
            (textField.currentEditor() as? NSTextView)?.apply(traits)
        }
    }

    extension TextViewAdapter {
        /// Gives the text view the text-checking traits the coordinator
        /// decided, as ``TextFieldAdapter/showTextInputTraits(_:)`` gives
        /// them to a field's editor.
        public func showTextInputTraits(_ traits: TextInputTraits) {
            textView.apply(traits)
        }
    }

    extension NSTextView {
        /// Sets the text-checking switches of `traits`; a trait nobody asked
        /// for follows the user's setting (`NSSpellChecker`'s), as a new
        /// text view does.
        func apply(_ traits: TextInputTraits) {
            isAutomaticSpellingCorrectionEnabled =
                traits.autocorrection ?? NSSpellChecker.isAutomaticSpellingCorrectionEnabled
            isAutomaticTextReplacementEnabled =
                traits.autocorrection ?? NSSpellChecker.isAutomaticTextReplacementEnabled
            isContinuousSpellCheckingEnabled = traits.spellChecking ?? isContinuousSpellCheckingEnabled
            isAutomaticQuoteSubstitutionEnabled =
                traits.smartQuotes ?? NSSpellChecker.isAutomaticQuoteSubstitutionEnabled
            isAutomaticDashSubstitutionEnabled =
                traits.smartDashes ?? NSSpellChecker.isAutomaticDashSubstitutionEnabled
            smartInsertDeleteEnabled = traits.smartInsertDelete ?? true
        }
    }
#endif
