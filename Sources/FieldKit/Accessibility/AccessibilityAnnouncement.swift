/// A sentence for a screen reader to speak now: a status message (WCAG 2.2
/// success criterion 4.1.3), such as how many fields need attention after a
/// failed submit.
///
/// ``FocusChain/announcement`` holds the latest one; each adapter speaks it
/// with its toolkit's means (GTK: a toolbar status label with the alert role;
/// UIKit: `UIAccessibility.post(notification: .announcement, argument:)`;
/// AppKit: `NSAccessibility.post(element:notification:userInfo:)`). The
/// serial number tells two equal sentences apart, so the same message said
/// twice is announced twice.
public struct AccessibilityAnnouncement: Sendable, Hashable {
    /// What to say.
    public var text: String
    /// Counts the chain's announcements; new for each one.
    public var serial: Int

    /// An announcement.
    public init(text: String, serial: Int) {
        self.text = text
        self.serial = serial
    }
}
