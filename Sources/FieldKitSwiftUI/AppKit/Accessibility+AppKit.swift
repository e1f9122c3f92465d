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

    /// An adapter whose widget is the element VoiceOver reads: the core's
    /// values, its announcements and its cursor moves all go to that one
    /// view.
    @MainActor
    protocol ScreenReaderElementAdapter: SpeakingWidget {
        /// The widget VoiceOver reads.
        var screenReaderElement: NSView { get }
    }

    extension ScreenReaderElementAdapter {
        func showAccessibility(_ values: AccessibilityElementValues) {
            screenReaderElement.showFieldAccessibility(values)
        }

        func announce(_ text: String) {
            postAnnouncement(text, from: screenReaderElement)
        }

        func moveScreenReaderFocus() {
            postScreenReaderFocus(on: screenReaderElement)
        }
    }

    extension TextFieldAdapter: ScreenReaderElementAdapter {
        var screenReaderElement: NSView { textField }
    }

    extension TextViewAdapter: ScreenReaderElementAdapter {
        var screenReaderElement: NSView { textView }
    }
#endif
