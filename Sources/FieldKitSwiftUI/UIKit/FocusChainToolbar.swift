// visionOS has no input accessory views (`inputAccessoryView` is unavailable
// there), so it has no FocusChainToolbar: fields move on with the return key.
#if canImport(UIKit) && !os(visionOS)
    import UIKit

    /// The one Previous / Next / Done keyboard toolbar of a ``/FieldKit/FocusChain``, as
    /// a native input accessory view.
    ///
    /// Not on visionOS, which has no input accessory views: there the return
    /// key moves through the chain and the user taps a field to move on.
    ///
    /// Every wrapped field of the chain shows the same toolbar instance, so it
    /// can never appear twice, and it sits above number and phone pads, which
    /// have no return key. SwiftUI's `.focusChain(_:)` makes one per chain;
    /// UIKit apps make one and pass it to ``TextFieldAdapter/attach(to:as:toolbar:)``.
    ///
    /// The Previous and Next buttons show only a chevron, so VoiceOver reads
    /// their labels from ``messages`` (the core's "Previous field" / "Next
    /// field" in the catalog's language). Done is titled from ``messages`` as
    /// well (the core's "Done" in the catalog's language), not UIKit's system
    /// item, which UIKit titles from the app bundle's own localizations: an
    /// app without Arabic strings would show "Done" in an Arabic interface.
    @MainActor
    public final class FocusChainToolbar<ID: Hashable & Sendable> {
        /// The toolbar view to use as `inputAccessoryView`.
        public let view: UIToolbar
        private let chain: FocusChain<ID>
        private var previousItem: UIBarButtonItem?
        private var nextItem: UIBarButtonItem?
        private var doneItem: UIBarButtonItem?

        /// The texts the toolbar shows and speaks: Done's title and the
        /// chevrons' accessibility labels.
        /// SwiftUI's `.focusChain(_:)` sets it from the environment's
        /// ``SwiftUI/EnvironmentValues/fieldMessages`` (which follows
        /// `\.locale`); setting it relabels the buttons.
        public var messages: MessageCatalog {
            didSet { label() }
        }

        /// A toolbar driving `chain`, its buttons labelled from `messages`
        /// (by default in the language of the user's current locale).
        public init(
            chain: FocusChain<ID>,
            messages: MessageCatalog = MessageCatalog(locale: LocaleIdentifier(Locale.current.identifier))
        ) {
            self.chain = chain
            self.messages = messages
            view = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let previous = UIBarButtonItem(
                image: UIImage(systemName: "chevron.up"),
                primaryAction: UIAction { [weak self] _ in self?.perform { $0.previous(cause: .toolbar) } })
            let next = UIBarButtonItem(
                image: UIImage(systemName: "chevron.down"),
                primaryAction: UIAction { [weak self] _ in self?.perform { $0.next(cause: .toolbar) } })
            previousItem = previous
            nextItem = next
            label()
            view.sizeToFit()
            update()
        }

        /// Shows the chain's current ``/FieldKit/FocusChain/toolbar`` state. Adapters
        /// call it when a field of the chain begins editing; the toolbar's own
        /// buttons call it after they move focus.
        public func update() {
            let state = chain.toolbar
            previousItem?.isEnabled = state.canGoPrevious
            nextItem?.isEnabled = state.canGoNext
            doneItem?.isEnabled = state.isDoneEnabled
        }

        /// Labels the chevrons and puts a Done item titled in ``messages``'
        /// language on the bar (a new item: the title is given when it is made).
        private func label() {
            previousItem?.accessibilityLabel = messages.text(.previousField)
            nextItem?.accessibilityLabel = messages.text(.nextField)
            let done = UIBarButtonItem(
                title: messages.text(.toolbarDone),
                primaryAction: UIAction { [weak self] _ in self?.perform { _ = $0.done() } })
            done.isEnabled = doneItem?.isEnabled ?? chain.toolbar.isDoneEnabled
            doneItem = done
            view.items = [previousItem, nextItem, UIBarButtonItem.flexibleSpace(), done].compactMap { $0 }
        }

        private func perform(_ move: (FocusChain<ID>) -> Void) {
            move(chain)
            update()
        }
    }
#endif
