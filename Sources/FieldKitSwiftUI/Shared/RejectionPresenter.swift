#if canImport(UIKit) || canImport(AppKit)
    import FieldKit
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// Shows and announces an adapter's messages about left-out characters,
    /// as `RejectionNotice` decides: the adapter supplies only the
    /// place where its toolkit draws the text.
    @MainActor
    final class RejectionPresenter {
        /// The catalog the words come from (the environment's in SwiftUI).
        var messages = MessageCatalog()
        /// Set by an app that shows the message itself; the adapter's own
        /// place then stays empty.
        var onMessageChange: ((String?) -> Void)? {
            didSet { if oldValue == nil, onMessageChange != nil, notice.text != nil { display(nil) } }
        }
        private(set) var notice = RejectionNotice()
        private let display: @MainActor (String?) -> Void
        private let element: @MainActor () -> AnyObject?

        /// A presenter drawing in `display`, announcing from `element` (the
        /// widget; AppKit posts announcements from an element).
        init(display: @escaping @MainActor (String?) -> Void, element: @escaping @MainActor () -> AnyObject?)
        {
            self.display = display
            self.element = element
        }

        /// Passes the coordinator's report through the notice and does what it says.
        func show(_ rejection: InputRejection?) {
            let update = notice.update(rejection, catalog: messages)
            if update.changesText {
                if let onMessageChange { onMessageChange(update.text) } else { display(update.text) }
            }
            if let spoken = update.announcement { announce(spoken) }
        }

        private func announce(_ text: String) {
            #if canImport(UIKit)
                UIAccessibility.post(notification: .announcement, argument: text)
            #else
                guard let element = element() else { return }
                NSAccessibility.post(
                    element: element, notification: .announcementRequested,
                    userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue])
            #endif
        }
    }
#endif
