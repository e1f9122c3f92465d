#if canImport(UIKit) || canImport(AppKit)
    import FieldKit
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// A native widget adapter that tells the user about characters its
    /// widget left out: it shows the message in its own place and announces
    /// it to assistive technology, or hands the text to the app.
    ///
    /// The adapters' own places: a label at the trailing end of a
    /// `UITextField`, a label in the corner of a `UITextView`, a line under a
    /// macOS ``PlatformTextField``, the tooltip of a plain `NSTextField` or
    /// `NSTextView`.
    ///
    /// ```swift
    /// adapter.messages = MessageCatalog(locale: "fr_FR")
    /// adapter.onRejectionMessageChange = { [weak self] in self?.errorLabel.text = $0 }
    /// ```
    @MainActor
    public protocol RejectionMessageReporting: AnyObject {
        /// What shows and announces the messages; each adapter has its own.
        var rejectionPresenter: RejectionPresenter { get }
    }

    extension RejectionMessageReporting {
        /// The message about left-out characters the widget shows now, or
        /// `nil`.
        public var rejectionMessage: String? { rejectionPresenter.notice.text }

        /// Called when ``rejectionMessage`` changes. While it is set, the app
        /// shows the message and the widget's own place for it stays empty;
        /// assistive technology hears it either way.
        public var onRejectionMessageChange: ((String?) -> Void)? {
            get { rejectionPresenter.onMessageChange }
            set { rejectionPresenter.onMessageChange = newValue }
        }

        /// The catalog the messages' words come from; the SwiftUI views pass
        /// the environment's `fieldMessages`.
        public var messages: MessageCatalog {
            get { rejectionPresenter.messages }
            set { rejectionPresenter.messages = newValue }
        }
    }

    /// Shows and announces an adapter's messages about left-out characters,
    /// as the core's rejection notice decides: the adapter supplies only the
    /// place where its toolkit draws the text. Reached through
    /// ``RejectionMessageReporting``'s members.
    @MainActor
    public final class RejectionPresenter {
        /// The core's decisions: where the text goes and what is announced.
        private let route: RejectionMessageRoute

        /// The catalog the words come from (the environment's in SwiftUI).
        var messages: MessageCatalog {
            get { route.messages }
            set { route.messages = newValue }
        }
        /// Set by an app that shows the message itself; the adapter's own
        /// place then stays empty.
        var onMessageChange: ((String?) -> Void)? {
            get { route.onMessageChange }
            set { route.onMessageChange = newValue }
        }
        /// The message shown now.
        var notice: RejectionNotice { route.notice }

        /// A presenter drawing in `display`, announcing from `element` (the
        /// widget; AppKit posts announcements from an element).
        init(display: @escaping @MainActor (String?) -> Void, element: @escaping @MainActor () -> AnyObject?)
        {
            route = RejectionMessageRoute(display: display) { text in Self.announce(text, from: element()) }
        }

        /// Passes the coordinator's report to the core, which decides what to show and say.
        func show(_ rejection: InputRejection?) {
            route.show(rejection)
        }

        private static func announce(_ text: String, from element: AnyObject?) {
            #if canImport(UIKit)
                UIAccessibility.post(notification: .announcement, argument: text)
            #else
                _ = element.map {
                    NSAccessibility.post(
                        element: $0, notification: .announcementRequested,
                        userInfo: [
                            .announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue,
                        ])
                }
            #endif
        }
    }
#endif
