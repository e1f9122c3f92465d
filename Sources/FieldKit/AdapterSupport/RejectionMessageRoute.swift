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
