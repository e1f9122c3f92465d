#if canImport(UIKit)
    // The iOS 17.0 SDK's announcement priority is not Sendable, which an
    // attributed string's attribute value must be.
    @preconcurrency import Accessibility
    import FieldKit
    import UIKit

    /// Says `text` through VoiceOver at the low announcement priority, which
    /// queues it until what VoiceOver is saying (the field a failed submit
    /// moved to) has been said, instead of cutting it off. The priority is
    /// the Accessibility framework's attributed-string attribute (iOS 17,
    /// as FieldKit's minimum): UIKit's own key for it has no Swift name in
    /// the iOS 17.0 SDK, and its older queueing key is deprecated since iOS 17.
    @MainActor
    func postAnnouncement(_ text: String) {
        var announcement = AttributedString(text)
        announcement.accessibilitySpeechAnnouncementPriority = .low
        AccessibilityNotification.Announcement(announcement).post()
    }

    /// Moves VoiceOver's cursor to `element`. A failed submit changes the
    /// layout of the screen it is on (errors appear under fields), it does
    /// not bring up a new screen, so this is a layout change naming the
    /// element VoiceOver moves to, without the sound of a screen change.
    @MainActor
    func postScreenReaderFocus(on element: UIView) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
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

    /// An adapter whose widget is the element VoiceOver reads: the core's
    /// values, its announcements and its cursor moves all go to that one
    /// view.
    @MainActor
    protocol ScreenReaderElementAdapter: SpeakingWidget {
        /// The widget VoiceOver reads.
        var screenReaderElement: UIView { get }
    }

    extension ScreenReaderElementAdapter {
        func showAccessibility(_ values: AccessibilityElementValues) {
            screenReaderElement.showFieldAccessibility(values)
        }

        func announce(_ text: String) {
            postAnnouncement(text)
        }

        func moveScreenReaderFocus() {
            postScreenReaderFocus(on: screenReaderElement)
        }
    }

    extension TextFieldAdapter: ScreenReaderElementAdapter {
        var screenReaderElement: UIView { textField }
    }

    extension TextViewAdapter: ScreenReaderElementAdapter {
        var screenReaderElement: UIView { textView }
    }
#endif
