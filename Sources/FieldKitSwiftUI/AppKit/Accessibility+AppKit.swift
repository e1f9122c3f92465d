#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import FieldKit

    /// Says `text` through VoiceOver from `element` (AppKit posts an
    /// announcement from an element) at the medium priority, which does not
    /// cut off what VoiceOver is saying as the high priority does.
    @MainActor
    func postAnnouncement(_ text: String, from element: AnyObject) {
        NSAccessibility.post(
            element: element, notification: .announcementRequested,
            userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.medium.rawValue])
    }

    /// Moves VoiceOver's cursor to `element`, which has keyboard focus now:
    /// the focused element changed.
    @MainActor
    func postScreenReaderFocus(on element: NSView) {
        NSAccessibility.post(element: element, notification: .focusedUIElementChanged, userInfo: nil)
    }

    extension NSView {
        /// Assigns what the core computed: label, help (AppKit's hint) and the
        /// required state. The value stays AppKit's own: while the field is
        /// edited its field editor reports it, and AppKit has no speech
        /// attribute for a value to spell it out.
        func showFieldAccessibility(_ values: AccessibilityElementValues) {
            setAccessibilityLabel(values.label)
            setAccessibilityHelp(values.hint)
            setAccessibilityRequired(values.isRequired)
        }
    }

    extension TextFieldAdapter: SpeakingWidget {
        func showAccessibility(_ values: AccessibilityElementValues) {
            textField.showFieldAccessibility(values)
        }

        func announce(_ text: String) {
            postAnnouncement(text, from: textField)
        }

        func moveScreenReaderFocus() {
            postScreenReaderFocus(on: textField)
        }
    }

    extension TextViewAdapter: SpeakingWidget {
        func showAccessibility(_ values: AccessibilityElementValues) {
            textView.showFieldAccessibility(values)
        }

        func announce(_ text: String) {
            postAnnouncement(text, from: textView)
        }

        func moveScreenReaderFocus() {
            postScreenReaderFocus(on: textView)
        }
    }
#endif
