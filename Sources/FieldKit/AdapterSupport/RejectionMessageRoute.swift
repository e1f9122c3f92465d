/// Where an adapter's message about left-out characters goes, as the core's
/// ``RejectionNotice`` decides: the widget's own place for it, or the app's
/// handler while the app shows the message itself; and what is announced to
/// assistive technology. The adapters (and the simulated fields) supply only
/// the toolkit's calls: drawing a text, posting an announcement.
@MainActor
package final class RejectionMessageRoute {
    /// The catalog the words come from (the environment's in SwiftUI).
    package var messages = MessageCatalog()
    /// Set by an app that shows the message itself: the widget's own place
    /// then stays empty, and is emptied when the app takes over a message
    /// already shown there.
    package var onMessageChange: ((String?) -> Void)? {
        didSet {
            guard oldValue == nil, onMessageChange != nil, notice.text != nil else { return }
            display(nil)
        }
    }
    /// The message shown now, and what was last announced.
    package private(set) var notice = RejectionNotice()
    private let display: @MainActor (String?) -> Void
    private let announce: @MainActor (String) -> Void

    /// A route drawing in `display` (the widget's place; `nil` empties it)
    /// and announcing through `announce`.
    package init(
        display: @escaping @MainActor (String?) -> Void, announce: @escaping @MainActor (String) -> Void
    ) {
        self.display = display
        self.announce = announce
    }

    /// Passes the coordinator's report through the notice and does what it
    /// says: a changed text goes to the app's handler or the widget's place,
    /// an announcement to assistive technology.
    package func show(_ rejection: InputRejection?) {
        let update = notice.update(rejection, catalog: messages)
        if update.changesText {
            if let onMessageChange { onMessageChange(update.text) } else { display(update.text) }
        }
        if let spoken = update.announcement { announce(spoken) }
    }
}

/// What a widget does with a place it shares with the app for the message
/// about left-out characters (a UIKit text field's trailing `rightView`):
/// FieldKit draws there only while the place is empty or holds FieldKit's
/// own label; a view the app put there stays, and the message is then only
/// announced.
package enum SharedMessagePlace: Sendable, Equatable {
    /// The app's view holds the place: nothing is drawn or removed.
    case leaveAppsView
    /// No message: FieldKit's label goes and the place is empty again.
    case remove
    /// FieldKit's label (made when the place is empty) shows the text.
    case show(String)

    /// The update for `text` (`nil`: no message) in a place that holds a
    /// view (`holdsView`), FieldKit's label or not (`viewIsFieldKits`).
    package init(_ text: String?, holdsView: Bool, viewIsFieldKits: Bool) {
        if holdsView, !viewIsFieldKits {
            self = .leaveAppsView
        } else if let text {
            self = .show(text)
        } else {
            self = .remove
        }
    }
}
