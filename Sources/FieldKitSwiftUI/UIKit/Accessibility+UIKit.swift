#if canImport(UIKit)
    import FieldKit
    import UIKit

    /// Says `text` through VoiceOver without interrupting it: an announcement
    /// with the low priority (queued behind what VoiceOver is saying, such as
    /// the field that just took focus).
    @MainActor
    func announcePolitely(_ text: String) {
        let polite = NSAttributedString(
            string: text, attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])
        UIAccessibility.post(notification: .announcement, argument: polite)
    }

    extension UIView {
        /// Assigns what the core computed: label, hint, and the value as an
        /// attributed value whose spell-out attribute says whether VoiceOver
        /// reads it character by character (the text itself, and so a braille
        /// display, stays as shown). A `nil` value gives the widget back its
        /// own, which for a secure field never reads the text.
        func showFieldAccessibility(_ values: AccessibilityElementValues) {
            accessibilityLabel = values.label
            accessibilityHint = values.hint
            accessibilityAttributedValue = values.value.map {
                NSAttributedString(
                    string: $0, attributes: [.accessibilitySpeechSpellOut: values.spellsOutValue])
            }
        }
    }

    extension TextFieldAdapter: SpeakingWidget {
        func showAccessibility(_ values: AccessibilityElementValues) {
            textField.showFieldAccessibility(values)
        }

        func announcePolitely(_ text: String) {
            FieldKitSwiftUI.announcePolitely(text)
        }
    }

    extension TextViewAdapter: SpeakingWidget {
        func showAccessibility(_ values: AccessibilityElementValues) {
            textView.showFieldAccessibility(values)
        }

        func announcePolitely(_ text: String) {
            FieldKitSwiftUI.announcePolitely(text)
        }
    }
#endif
