/// The app's say over a focus chain's keyboard toolbar: whether it shows,
/// what Previous, Next and Done are called, and the app's own buttons.
///
/// The toolbar is one per chain (SwiftUI's `.focusChain(_:toolbar:)`,
/// UIKit's `FocusChainToolbar`, GTK's `FocusToolbar`), and every toolkit
/// asks this type what to show: ``entries(for:messages:)`` gives the buttons
/// in order, with their titles, accessibility labels and enabled states, so
/// the same configuration shows the same toolbar everywhere.
///
/// By default the titles are FieldKit's, in the language of the toolkit's
/// ``MessageCatalog`` (the SwiftUI environment's `fieldMessages`, which
/// follows `\.locale`); a title given here is shown as it is, so pass text
/// the app has already localised.
///
/// ```swift
/// var toolbar = FocusToolbarConfiguration(done: "Pay")
/// toolbar.buttons = [FocusToolbarButton("Scan card") { print("scan") }]
/// toolbar.isShown = false   // or `.hidden`: no toolbar for this form
/// ```
public struct FocusToolbarConfiguration: Sendable {
    /// Whether the chain shows a keyboard toolbar at all. A form that draws
    /// its own (SwiftUI's `ToolbarItemGroup(placement: .keyboard)` calling
    /// ``FocusChain/perform(_:)``) turns FieldKit's off.
    public var isShown: Bool
    /// Previous's title; `nil` for FieldKit's ("Previous", read out as
    /// "Previous field", and a chevron where the toolkit shows symbols).
    public var previousTitle: String?
    /// Next's title; `nil` for FieldKit's ("Next", read out as "Next field",
    /// and a chevron where the toolkit shows symbols).
    public var nextTitle: String?
    /// Done's title; `nil` for FieldKit's ("Done").
    public var doneTitle: String?
    /// The app's buttons, shown in this order between Next and Done.
    public var buttons: [FocusToolbarButton]

    /// A toolbar that shows, with the given titles (`nil`: FieldKit's,
    /// localised) and the app's `buttons`.
    public init(
        previous: String? = nil, next: String? = nil, done: String? = nil, buttons: [FocusToolbarButton] = []
    ) {
        isShown = true
        previousTitle = previous
        nextTitle = next
        doneTitle = done
        self.buttons = buttons
    }

    /// FieldKit's toolbar: Previous, Next and Done, titled in the catalog's language.
    public static var standard: FocusToolbarConfiguration { FocusToolbarConfiguration() }

    /// No keyboard toolbar.
    public static var hidden: FocusToolbarConfiguration {
        var configuration = FocusToolbarConfiguration()
        configuration.isShown = false
        return configuration
    }

    /// What the toolbar shows for the chain's `state`, in order: Previous
    /// and Next, a flexible space, the app's buttons, Done. Nothing when the
    /// toolbar is hidden.
    ///
    /// Each button is enabled as the chain allows (Previous when
    /// ``FocusToolbarState/canGoPrevious``, and so on; an app button as the
    /// app set it). A button the app did not retitle takes its title and
    /// accessibility label from `messages`; one it did is titled and read
    /// out as the app wrote it, and shows its title rather than a symbol.
    public func entries(for state: FocusToolbarState, messages: MessageCatalog) -> [FocusToolbarEntry] {
        guard isShown else { return [] }
        let previous = move(.previous, title: previousTitle, state: state, messages: messages)
        let next = move(.next, title: nextTitle, state: state, messages: messages)
        let app = buttons.indices.map { index in
            FocusToolbarItem(
                kind: .button(index), title: buttons[index].title, accessibilityLabel: buttons[index].title,
                glyph: nil, isEnabled: buttons[index].isEnabled)
        }
        let doneText = doneTitle ?? messages.text(.toolbarDone)
        let done = FocusToolbarItem(
            kind: .action(.done), title: doneText, accessibilityLabel: doneText, glyph: nil,
            isEnabled: state.isEnabled(.done))
        return [.item(previous), .item(next), .flexibleSpace] + app.map(FocusToolbarEntry.item) + [
            .item(done)
        ]
    }

    /// Runs what `kind`'s button does: a move of `chain` (cause
    /// ``FocusCause/toolbar``), Done, or the app's action. An index the
    /// configuration does not hold does nothing.
    @MainActor
    public func perform<ID>(_ kind: FocusToolbarItem.Kind, on chain: FocusChain<ID>) {
        switch kind {
        case .action(let action): chain.perform(action)
        case .button(let index):
            guard buttons.indices.contains(index) else { return }
            buttons[index].action()
        }
    }

    private func move(
        _ action: FocusToolbarAction, title: String?, state: FocusToolbarState, messages: MessageCatalog
    ) -> FocusToolbarItem {
        let forward = action == .next
        return FocusToolbarItem(
            kind: .action(action),
            title: title ?? messages.text(forward ? .toolbarNext : .toolbarPrevious),
            accessibilityLabel: title ?? messages.text(forward ? .nextField : .previousField),
            glyph: title == nil ? (forward ? .chevronDown : .chevronUp) : nil,
            isEnabled: state.isEnabled(action))
    }
}

/// One of the app's own buttons on a focus chain's keyboard toolbar.
public struct FocusToolbarButton: Sendable {
    /// The button's title, also read out by screen readers.
    public var title: String
    /// Whether the button can be pressed.
    public var isEnabled: Bool
    /// What the button does.
    public var action: @MainActor @Sendable () -> Void

    /// A button titled `title` (already localised) that runs `action`.
    public init(_ title: String, isEnabled: Bool = true, action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.isEnabled = isEnabled
        self.action = action
    }
}

/// What one of FieldKit's toolbar buttons does: move to the previous or the
/// next field, or Done. Apps that draw their own keyboard toolbar call
/// ``FocusChain/perform(_:)`` and read ``FocusToolbarState/isEnabled(_:)``.
public enum FocusToolbarAction: Sendable, Hashable, CaseIterable {
    /// Focus the previous field that can take focus.
    case previous
    /// Focus the next field that can take focus.
    case next
    /// Done: submit on the field whose return key submits, give up focus elsewhere.
    case done
}

/// A symbol a toolkit may show instead of a move button's title.
public enum FocusToolbarGlyph: Sendable, Hashable {
    /// An upward chevron, for Previous.
    case chevronUp
    /// A downward chevron, for Next.
    case chevronDown
}

/// One button of a focus chain's keyboard toolbar, as
/// ``FocusToolbarConfiguration/entries(for:messages:)`` decided it.
public struct FocusToolbarItem: Sendable, Hashable {
    /// What a button is: one of FieldKit's actions, or the app's button at
    /// an index of ``FocusToolbarConfiguration/buttons``.
    public enum Kind: Sendable, Hashable {
        /// Previous, Next or Done.
        case action(FocusToolbarAction)
        /// The app's button at this index.
        case button(Int)
    }

    /// What the button does (``FocusToolbarConfiguration/perform(_:on:)``).
    public var kind: Kind
    /// The text the button shows.
    public var title: String
    /// What a screen reader says for it.
    public var accessibilityLabel: String
    /// The symbol to show instead of ``title`` where the toolkit shows
    /// symbols; `nil` to show the title.
    public var glyph: FocusToolbarGlyph?
    /// Whether the button can be pressed now.
    public var isEnabled: Bool

    /// What a toolkit that shows symbols puts on the button: the glyph,
    /// or, without one, the title. (GTK shows the title.)
    public enum Display: Sendable, Hashable {
        /// The button's title.
        case title(String)
        /// A symbol; the title is still its accessibility label.
        case glyph(FocusToolbarGlyph)
    }

    /// What a toolkit that shows symbols puts on the button.
    public var display: Display {
        guard let glyph else { return .title(title) }
        return .glyph(glyph)
    }
}

/// A place on a focus chain's keyboard toolbar: a button, or the flexible
/// space that pushes the buttons after it to the trailing end.
public enum FocusToolbarEntry: Sendable, Hashable {
    /// A button.
    case item(FocusToolbarItem)
    /// Space that grows to fill the bar.
    case flexibleSpace

    /// Whether the entry can be pressed now (a space counts as enabled).
    public var isEnabled: Bool {
        guard case .item(let item) = self else { return true }
        return item.isEnabled
    }
}

extension FocusToolbarState {
    /// Whether `action`'s button would act now.
    public func isEnabled(_ action: FocusToolbarAction) -> Bool {
        switch action {
        case .previous: canGoPrevious
        case .next: canGoNext
        case .done: isDoneEnabled
        }
    }
}

extension FocusChain {
    /// Performs a keyboard toolbar's `action` (cause ``FocusCause/toolbar``
    /// for the moves): what FieldKit's own toolbar buttons do, for an app
    /// that draws its own toolbar.
    ///
    /// ```swift
    /// let chain = FocusChain<String>()
    /// chain.register("card")
    /// chain.register("expiry")
    /// chain.focus("card")
    /// if chain.toolbar.isEnabled(.next) { chain.perform(.next) }
    /// chain.focused   // "expiry"
    /// ```
    public func perform(_ action: FocusToolbarAction) {
        switch action {
        case .previous: previous(cause: .toolbar)
        case .next: next(cause: .toolbar)
        case .done: _ = done()
        }
    }
}
