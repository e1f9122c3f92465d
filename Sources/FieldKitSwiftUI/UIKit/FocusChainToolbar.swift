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
    /// What it shows is the core's ``/FieldKit/FocusToolbarConfiguration``:
    /// by default Previous and Next as chevrons that VoiceOver reads from
    /// ``messages`` ("Previous field" / "Next field" in the catalog's
    /// language), and Done titled from ``messages`` as well, not UIKit's
    /// system item, which UIKit titles from the app bundle's own
    /// localizations (an app without Arabic strings would show "Done" in an
    /// Arabic interface). The app may retitle the buttons, add its own, or
    /// turn the toolbar off (``configuration``).
    @MainActor
    public final class FocusChainToolbar<ID: Hashable & Sendable>: NativeKeyboardToolbar {
        /// The toolbar view to use as `inputAccessoryView`.
        public let view: UIToolbar
        private let chain: FocusChain<ID>
        private var presentation = FocusToolbarPresentation()

        /// The texts the toolbar shows and speaks where the configuration
        /// leaves FieldKit's. SwiftUI's `.focusChain(_:)` sets it from the
        /// environment's ``SwiftUI/EnvironmentValues/fieldMessages`` (which
        /// follows `\.locale`); setting it relabels the buttons.
        public var messages: MessageCatalog {
            didSet { update() }
        }

        /// Which buttons the toolbar shows and what they are called; setting
        /// it redraws the bar. A hidden configuration shows no buttons, and
        /// fields attached after it is set get no accessory view.
        public var configuration: FocusToolbarConfiguration {
            didSet { update() }
        }

        /// A toolbar driving `chain`, its buttons labelled from `messages`
        /// (by default in the language of the user's current locale) and
        /// chosen by `configuration`.
        public init(
            chain: FocusChain<ID>,
            messages: MessageCatalog = MessageCatalog(locale: LocaleIdentifier(Locale.current.identifier)),
            configuration: FocusToolbarConfiguration = .standard
        ) {
            self.chain = chain
            self.messages = messages
            self.configuration = configuration
            view = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            update()
            view.sizeToFit()
        }

        /// Whether the configuration shows a toolbar at all.
        package var isShown: Bool { configuration.isShown }

        /// Shows the chain's current ``/FieldKit/FocusChain/toolbar`` state
        /// with the current configuration and messages. Adapters call it
        /// when a field of the chain begins editing; the toolbar's own
        /// buttons call it after they act. Buttons are made again only when
        /// what they show changed (the core's `FocusToolbarPresentation`),
        /// so VoiceOver keeps its place on the bar.
        public func update() {
            let entries = configuration.entries(for: chain.toolbar, messages: messages)
            switch presentation.update(to: entries) {
            case .none: break
            case .enabledStates:
                for (item, entry) in zip(view.items ?? [], entries) { item.isEnabled = entry.isEnabled }
            case .rebuild: view.items = entries.map(barItem)
            }
        }

        private func barItem(_ entry: FocusToolbarEntry) -> UIBarButtonItem {
            switch entry {
            case .flexibleSpace: return UIBarButtonItem.flexibleSpace()
            case .item(let item):
                let handler: UIActionHandler = { [weak self] _ in self?.perform(item.kind) }
                let action =
                    switch item.display {
                    case .title(let title): UIAction(title: title, handler: handler)
                    case .glyph(let glyph):
                        UIAction(image: UIImage(systemName: glyph.systemName), handler: handler)
                    }
                let button = UIBarButtonItem(primaryAction: action)
                button.accessibilityLabel = item.accessibilityLabel
                button.isEnabled = item.isEnabled
                return button
            }
        }

        private func perform(_ kind: FocusToolbarItem.Kind) {
            configuration.perform(kind, on: chain)
            update()
        }
    }

    extension FocusToolbarGlyph {
        /// The SF Symbol that draws the glyph.
        var systemName: String {
            switch self {
            case .chevronUp: "chevron.up"
            case .chevronDown: "chevron.down"
            }
        }
    }
#endif
