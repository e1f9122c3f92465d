/// A declarative focus-chain container (SwiftUI's `.focusChain(_:)`) with
/// every decision it makes: which of its fields are FieldKit's wrapped
/// widgets, what submit checks first, which keyboard toolbar shows which
/// buttons, and how the toolkit's own focus state and layout reach the chain.
///
/// The container's view keeps one per chain (``current(_:for:)``) and only
/// translates: it hands over the toolkit's events and shows what this type
/// returns. FieldKit's fields reach it through ``FieldChainContext``.
@MainActor
package final class FocusChainContainer<ID: Hashable & Sendable>: FieldChainContext {
    /// The chain the container's fields join.
    package let chain: FocusChain<ID>
    /// The fields that are FieldKit's wrapped native widgets; every other
    /// field of the chain is the toolkit's own (a SwiftUI `TextField`).
    package private(set) var wrappedFields: Set<ID> = []
    /// The validated fields' submit checks.
    private var submitChecks: [ID: () -> Bool] = [:]
    /// The container's `onSubmit:` action, when it has one.
    package private(set) var submitAction: (() -> Void)?
    /// The app's configuration of the chain's keyboard toolbar.
    package private(set) var toolbar = FocusToolbarConfiguration.standard
    /// The native accessory toolbar the wrapped fields show, made on first use.
    private var accessory: (any NativeKeyboardToolbar)?
    /// The catalog of the failed submit's status message (the environment's).
    package private(set) var messages = MessageCatalog()

    package init(chain: FocusChain<ID>) {
        self.chain = chain
    }

    /// The container to use for `chain` on a view update: `existing` while
    /// it serves the same chain, a new one when the view was given another.
    package static func current(_ existing: FocusChainContainer?, for chain: FocusChain<ID>)
        -> FocusChainContainer
    {
        guard let existing, existing.chain === chain else { return FocusChainContainer(chain: chain) }
        return existing
    }

    /// The container's latest inputs, taken on every view update. With a
    /// `submitAction`, the chain's ``FocusChain/onSubmit`` becomes
    /// ``submit()``, which checks the validated fields first; without one
    /// the chain keeps its own. The chain's callbacks are not observed
    /// state, so the write invalidates nothing.
    package func update(
        submitAction: (() -> Void)?, toolbar: FocusToolbarConfiguration,
        messages: MessageCatalog = MessageCatalog()
    ) {
        self.submitAction = submitAction
        self.toolbar = toolbar
        self.messages = messages
        accessory?.update()
        guard submitAction != nil else { return }
        chain.onSubmit = { [weak self] in self?.submit() }
    }

    // MARK: Fields

    package func attach(
        _ coordinator: TextInputCoordinator, as field: any Hashable & Sendable, isEnabled: Bool
    ) {
        guard let id = field as? ID else { return }
        wrappedFields.insert(id)
        // The view's enabled state is SwiftUI's `.disabled`; whether the app
        // hid the field or made it read-only (`setAvailability`) is the
        // app's, and a view update must not undo it.
        var availability = chain.availability(of: id) ?? FieldAvailability()
        availability.isEnabled = isEnabled
        chain.attach(coordinator, to: id, availability: availability)
    }

    package func detach(_ coordinator: TextInputCoordinator, from field: any Hashable & Sendable) {
        guard let id = field as? ID else { return }
        chain.detach(coordinator, from: id)
    }

    /// A toolkit's own field (not a wrapped widget) appeared as `field`: it
    /// joins the chain unless it is in it already.
    package func register(_ field: any Hashable & Sendable) {
        guard let id = field as? ID, !chain.contains(id) else { return }
        chain.register(id)
    }

    package func returnKeyRole(for field: any Hashable & Sendable) -> ReturnKeyRole? {
        guard let id = field as? ID, chain.contains(id) else { return nil }
        return chain.returnKeyRole(for: id)
    }

    package func widgetBecameFocusable(_ field: any Hashable & Sendable) {
        guard let id = field as? ID else { return }
        chain.widgetBecameFocusable(id)
    }

    /// Return in a toolkit's own field `field`.
    package func returnKeyPressed(in field: any Hashable & Sendable) {
        guard let id = field as? ID else { return }
        chain.returnKeyPressed(in: id)
    }

    package func setSubmitCheck(_ check: (() -> Bool)?, for field: any Hashable & Sendable) {
        guard let id = field as? ID else { return }
        submitChecks[id] = check
    }

    /// The chain's announcement no field has spoken yet, taken once
    /// (``FocusChain/takeAnnouncement()``), or `nil`.
    package func takeAnnouncement() -> String? { chain.takeAnnouncement() }

    /// Whether a failed submit made the chain's latest focus move
    /// (``FocusChain/lastMoveIsForValidation``).
    package var focusMovedForValidation: Bool { chain.lastMoveIsForValidation }

    /// A widget of the chain began editing: the accessory toolbar shows its moves.
    package func widgetDidBeginEditing() {
        accessory?.update()
    }

    /// Tab (`forward`) or Shift+Tab in a wrapped field: whether focus moved.
    package func moveFocus(forward: Bool) -> Bool {
        forward ? chain.next(cause: .keyboard) : chain.previous(cause: .keyboard)
    }

    /// Submits the form: every validated field is checked (so each shows
    /// its error); when one is not valid, focus goes to the first such
    /// field in the chain's order, for validation (caret at the end), and
    /// the app's action is not called. As ``FormModel/submit()`` does, the
    /// chain then announces how many fields need attention
    /// (``MessageKey/fieldsNeedAttention``), after the focus move, so that
    /// a screen reader says the count along with the first field to correct.
    package func submit() {
        var invalid: [ID] = []
        for id in chain.fields {
            guard let check = submitChecks[id], !check() else { continue }
            invalid.append(id)
        }
        guard let firstInvalid = invalid.first else {
            submitAction?()
            return
        }
        chain.focus(firstInvalid, cause: .validation)
        chain.announce(messages.text(.fieldsNeedAttention, [.count: "\(invalid.count)"]))
    }

    // MARK: Keyboard toolbars

    /// Which toolbar has the chain's buttons now (``KeyboardToolbarHost``).
    package var toolbarHost: KeyboardToolbarHost {
        KeyboardToolbarHost.host(
            focused: chain.focused, wrappedFields: wrappedFields, isShown: toolbar.isShown)
    }

    /// What the toolkit's own keyboard toolbar (SwiftUI's
    /// `ToolbarItemGroup(placement: .keyboard)`) shows: the configured
    /// buttons while one of the toolkit's own fields has focus, nothing
    /// otherwise (a wrapped field shows the accessory toolbar instead).
    package func declarativeToolbar(messages: MessageCatalog) -> [FocusToolbarEntry] {
        guard toolbarHost == .declarative else { return [] }
        return toolbar.entries(for: chain.toolbar, messages: messages)
    }

    /// A toolbar button was pressed.
    package func perform(_ kind: FocusToolbarItem.Kind) {
        toolbar.perform(kind, on: chain)
    }

    /// The native accessory toolbar the wrapped fields show, made by `make`
    /// the first time and kept; `nil` when the app turned the toolbar off.
    package func accessoryToolbar<Toolbar: NativeKeyboardToolbar>(make: () -> Toolbar) -> Toolbar? {
        guard toolbar.isShown else { return nil }
        if let kept = accessory as? Toolbar { return kept }
        let made = make()
        accessory = made
        return made
    }

    // MARK: The toolkit's focus state and layout

    /// The chain's focus changed: the toolkit's focus state (when the
    /// container has one) follows, written only when it differs and never
    /// with a wrapped field (``FocusStateSync``).
    package func chainFocusDidChange(focusState: FocusStateAccess<ID>?) {
        guard let focusState else { return }
        let value = FocusStateSync.focusStateValue(chainFocused: chain.focused, wrappedFields: wrappedFields)
        if focusState.read() != value { focusState.write(value) }
    }

    /// The toolkit's focus state became `value` (`nil`: the container has
    /// none, or no field of the toolkit's has focus): the chain follows.
    package func focusStateDidChange(to value: ID??) {
        let action = FocusStateSync.chainAction(
            focusState: value ?? nil, chainFocused: chain.focused, wrappedFields: wrappedFields)
        switch action {
        case .none: break
        case .focus(let id): chain.focus(id, cause: .userTap)
        case .resign: chain.resign(cause: .focusLost)
        }
    }

    /// The fields were laid out at `frames`: the chain follows the reading
    /// order (right to left for `rightToLeft` layouts).
    package func layoutDidChange(_ frames: [FieldFrame<ID>], rightToLeft: Bool) {
        chain.reorder(FieldLayoutOrder.order(frames, rightToLeft: rightToLeft))
    }
}

/// A toolkit's focus state (SwiftUI's `@FocusState`) as the container reads
/// and writes it.
@MainActor
package struct FocusStateAccess<ID> {
    package let read: () -> ID?
    package let write: (ID?) -> Void

    package init(read: @escaping () -> ID?, write: @escaping (ID?) -> Void) {
        self.read = read
        self.write = write
    }
}

/// A native keyboard toolbar of a chain (UIKit's input accessory view):
/// what the core asks of it.
@MainActor
package protocol NativeKeyboardToolbar: AnyObject {
    /// Shows the chain's current state and the current configuration.
    func update()
    /// Whether its configuration shows a toolbar at all.
    var isShown: Bool { get }
}
