// Which adapter speaks a status message on toolkits where every field's
// adapter could: the first one to ask.

extension FocusChain {
    /// The chain's newest announcement if no adapter has taken it yet, or
    /// `nil`; taking it marks it spoken. On UIKit and AppKit every field of
    /// the chain observes ``announcement``, and the first one to ask speaks
    /// it, so it is said once however many fields the chain has.
    package func takeAnnouncement() -> String? {
        guard let announcement, announcement.serial != spokenAnnouncementSerial else { return nil }
        spokenAnnouncementSerial = announcement.serial
        return announcement.text
    }
}
