import Observation

/// The ordered fields of a form and the one that has focus: return moves to
/// the next field, the last field's return submits, and a keyboard toolbar's
/// Previous / Next / Done follow the same order.
///
/// ```swift
/// let chain = FocusChain<Field>()
/// chain.register(.name)                 // declaration order...
/// chain.register(.card)
/// chain.register(.cvc, order: 5)        // ...or an explicit order
/// chain.focus(.name)
/// chain.next(cause: .toolbar)           // .card
/// chain.returnKeyRole(for: .cvc)        // .submit
/// ```
///
/// ## Order
///
/// Fields sort by their `order` (default 0), then by when they first
/// registered. Registering in layout order therefore gives declaration order;
/// an explicit order places a field among the others (negative before, higher
/// after), and ``reorder(_:)`` permutes fields among their own places.
///
/// ## Focus is state (DESIGN.md rule 5)
///
/// ``focused`` is the truth both ways. Attach each field's coordinator with
/// ``attach(_:to:order:availability:)``: a move the chain makes (``focus(_:cause:)``,
/// ``next(cause:)``, a return key, a toolbar button) calls the new field's
/// ``TextInputCoordinator/focus()`` (or the old field's
/// ``TextInputCoordinator/resignFocus()`` when focus goes nowhere), and the
/// user moving focus reaches the chain through the coordinator's
/// ``TextInputCoordinator/didBeginEditing()`` (cause ``FocusCause/userTap``) and
/// ``TextInputCoordinator/didEndEditing()`` (cause ``FocusCause/focusLost``).
/// There is no loop and no flag: the chain updates ``focused`` before it
/// commands a widget, so the widget's echo finds the chain already there and
/// changes nothing, and a field that ends editing while another is focused is
/// ignored. No timers, no retries: a widget that cannot take focus yet (not in
/// a window) gets it when its adapter calls ``widgetBecameFocusable(_:)``.
///
/// ## Unavailable fields
///
/// ``next(cause:)``, ``previous(cause:)`` and ``first(cause:)`` skip disabled,
/// hidden and read-only fields. When the focused field is removed, or becomes
/// disabled, hidden or read-only, ``focusLossRule`` applies: by default focus
/// moves to the next field that can take it, else the previous one, else
/// nowhere, with cause ``FocusCause/fieldUnavailable``.
///
/// ## Focus before registration
///
/// ``focus(_:cause:)`` on a field that is not registered yet (a lazily
/// created row) returns ``FocusRequestResult/pending`` and remembers the
/// request in ``pendingFocus``; the field gets focus, with the requested cause,
/// as soon as it registers and can take focus. Any other focus request, or the
/// user moving focus, cancels it.
///
/// ## Complexity
///
/// ``next(cause:)`` and ``previous(cause:)`` find the focused field's place in
/// an index map (O(1)) and walk over the skipped unavailable fields only.
/// Registering in declaration order appends in O(1); a registration, removal
/// or reorder that changes the order marks it stale, and the next query sorts
/// once (O(n log n)), so a batch of changes costs one sort.
@MainActor
@Observable
public final class FocusChain<ID: Hashable & Sendable> {
    /// The field that has focus, or `nil`.
    public private(set) var focused: ID?

    /// The keyboard toolbar's Previous / Next / Done state; assigned only when
    /// it changes, so observers are told only about real changes.
    public private(set) var toolbar = FocusToolbarState()

    /// The most recent focus move, with its cause.
    public private(set) var lastMove: FocusMove<ID>?

    /// A field asked for focus before it registered; it gets focus when it does.
    public private(set) var pendingFocus: ID?

    /// Whether next and previous go round at the ends. Default: they stop.
    public var wrapPolicy: FocusWrapPolicy {
        didSet { structureDidChange() }
    }

    /// The return-key role of a field with no field after it that can take
    /// focus (the last field). Default: ``ReturnKeyRole/submit``.
    public var lastFieldReturnKeyRole: ReturnKeyRole {
        didSet { structureDidChange() }
    }

    /// Where focus goes when the focused field is removed or becomes unavailable.
    public var focusLossRule: FocusLossRule

    /// Called after every focus move, once the chain's state is updated and
    /// before widgets are told (scroll a field into view on toolbar moves here).
    @ObservationIgnored public var onFocusChange: ((FocusMove<ID>) -> Void)?

    /// Called when a field whose return-key role is ``ReturnKeyRole/submit``
    /// gets return. Focus is resigned afterwards unless this moved it.
    @ObservationIgnored public var onSubmit: (() -> Void)?

    /// A form's hook for submit, run after ``onSubmit``; kept apart so the app
    /// can still set ``onSubmit``.
    @ObservationIgnored var formSubmitAction: (() -> Void)?

    /// A form's hook for focus moves, run before ``onFocusChange``.
    @ObservationIgnored var formFocusObserver: ((FocusMove<ID>) -> Void)?

    /// Bumped by every change of order, membership, availability or roles, so
    /// that queries like ``returnKeyRole(for:)`` are observable.
    private var revision = 0

    private struct Entry {
        var order: Int
        var sequence: Int
        var availability: FieldAvailability
        var returnKeyRole: ReturnKeyRole?
        var link: FocusLink<ID>?

        func precedes(_ other: Entry) -> Bool {
            order != other.order ? order < other.order : sequence < other.sequence
        }
    }

    @ObservationIgnored private var entries: [ID: Entry] = [:]
    /// Registered fields in chain order; valid when `isOrderCurrent`.
    @ObservationIgnored private var ordered: [ID] = []
    /// Each field's index in `ordered`; valid when `isOrderCurrent`.
    @ObservationIgnored private var positions: [ID: Int] = [:]
    @ObservationIgnored private var isOrderCurrent = true
    @ObservationIgnored private var nextSequence = 0
    @ObservationIgnored private var pendingCause = FocusCause.app
    /// Counts moves, so that a submit can tell whether it moved focus.
    @ObservationIgnored private var moveCount = 0

    /// An empty chain.
    ///
    /// - Parameters:
    ///   - wrapPolicy: whether next and previous go round at the ends.
    ///   - lastFieldReturnKeyRole: what return does in the last field.
    ///   - focusLossRule: where focus goes when the focused field disappears.
    public init(
        wrapPolicy: FocusWrapPolicy = .stopAtEnds,
        lastFieldReturnKeyRole: ReturnKeyRole = .submit,
        focusLossRule: FocusLossRule = .moveToNeighbour
    ) {
        self.wrapPolicy = wrapPolicy
        self.lastFieldReturnKeyRole = lastFieldReturnKeyRole
        self.focusLossRule = focusLossRule
    }

    // MARK: Queries

    /// The registered fields in chain order.
    public var fields: [ID] {
        _ = revision
        ensureOrder()
        return ordered
    }

    /// How many fields are registered.
    public var count: Int {
        _ = revision
        return entries.count
    }

    /// Whether `id` is registered.
    public func contains(_ id: ID) -> Bool {
        _ = revision
        return entries[id] != nil
    }

    /// The availability of `id`, or `nil` when it is not registered.
    public func availability(of id: ID) -> FieldAvailability? {
        _ = revision
        return entries[id]?.availability
    }

    /// What return does in `id`: the field's own role if it has one, else
    /// ``ReturnKeyRole/next`` when a field after it can take focus, else
    /// ``lastFieldReturnKeyRole``. Observable: it reads the chain's revision.
    ///
    /// The wrap policy does not make the last field's role `next`: return on
    /// the last field submits even when the toolbar's Next goes round.
    public func returnKeyRole(for id: ID) -> ReturnKeyRole {
        _ = revision
        guard let entry = entries[id] else { return lastFieldReturnKeyRole }
        if let role = entry.returnKeyRole { return role }
        ensureOrder()
        guard let position = positions[id] else { return lastFieldReturnKeyRole }
        return availableIndex(from: position, forward: true, wrap: false) == nil
            ? lastFieldReturnKeyRole : .next
    }

    // MARK: Registration

    /// Adds `id` to the chain, or updates it when it is already there.
    ///
    /// Registering again is cheap and idempotent, so an adapter may call it on
    /// every view update. A field asked for before it registered
    /// (``pendingFocus``) gets focus now if it can take it.
    ///
    /// - Parameters:
    ///   - order: the field's explicit order; `nil` keeps the current one
    ///     (0 for a new field, which then follows the fields registered before it).
    ///   - availability: whether it can take focus; `nil` keeps the current
    ///     one (available for a new field).
    public func register(_ id: ID, order: Int? = nil, availability: FieldAvailability? = nil) {
        insertOrUpdate(id, order: order, availability: availability)
        applyPendingFocus(to: id)
    }

    /// Removes `id`. When it had focus, ``focusLossRule`` decides where focus goes.
    /// Its coordinator, if attached, is detached.
    public func unregister(_ id: ID) {
        if pendingFocus == id { pendingFocus = nil }
        guard let entry = entries[id] else { return }
        let wasFocused = focused == id
        let target = wasFocused ? targetAfterLosing(id) : nil
        unlink(entry.link)
        entries[id] = nil
        if isOrderCurrent, ordered.last == id {
            ordered.removeLast()
            positions[id] = nil
        } else {
            isOrderCurrent = false
        }
        revision &+= 1
        if wasFocused {
            move(to: target, cause: .fieldUnavailable, formerLink: entry.link)
        } else {
            updateToolbar()
        }
    }

    /// Changes whether `id` can take focus. When the focused field becomes
    /// unavailable, ``focusLossRule`` decides where focus goes; when a pending
    /// field becomes available, it gets focus.
    public func setAvailability(_ availability: FieldAvailability, for id: ID) {
        insertOrUpdate(id, order: nil, availability: availability, registerIfMissing: false)
        applyPendingFocus(to: id)
    }

    /// Gives `id` its own return-key role, or `nil` to derive it from its place.
    public func setReturnKeyRole(_ role: ReturnKeyRole?, for id: ID) {
        guard entries[id] != nil, entries[id]?.returnKeyRole != role else { return }
        entries[id]?.returnKeyRole = role
        structureDidChange()
    }

    /// Puts the listed fields in the listed sequence, in the places they
    /// occupied among themselves; other fields keep their places. Unknown and
    /// repeated identifiers are ignored. Focus stays where it is.
    public func reorder(_ ids: [ID]) {
        var seen = Set<ID>()
        let known = ids.filter { entries[$0] != nil && seen.insert($0).inserted }
        guard known.count > 1 else { return }
        let slots = known.map { entries[$0]! }.sorted { $0.precedes($1) }
        for (id, slot) in zip(known, slots) {
            entries[id]?.order = slot.order
            entries[id]?.sequence = slot.sequence
        }
        isOrderCurrent = false
        structureDidChange()
    }

    // MARK: Moves

    /// Gives focus to `id`.
    ///
    /// - Returns: ``FocusRequestResult/focused`` when `id` has focus now,
    ///   ``FocusRequestResult/pending`` when it is not registered yet (it gets
    ///   focus when it registers), ``FocusRequestResult/unavailable`` when it is
    ///   disabled, hidden or read-only (nothing changes).
    @discardableResult
    public func focus(_ id: ID, cause: FocusCause = .app) -> FocusRequestResult {
        guard let entry = entries[id] else {
            pendingFocus = id
            pendingCause = cause
            return .pending
        }
        cancelPendingFocus()
        guard entry.availability.canTakeFocus else { return .unavailable }
        if focused == id {
            commandFocus(id)
        } else {
            move(to: id, cause: cause)
        }
        return .focused
    }

    /// Moves focus to the next field that can take it.
    ///
    /// - Returns: whether focus moved; `false` with nothing focused, or on the
    ///   last field when the wrap policy stops at the ends.
    @discardableResult
    public func next(cause: FocusCause = .app) -> Bool {
        step(forward: true, cause: cause)
    }

    /// Moves focus to the previous field that can take it.
    ///
    /// - Returns: whether focus moved.
    @discardableResult
    public func previous(cause: FocusCause = .app) -> Bool {
        step(forward: false, cause: cause)
    }

    /// Moves focus to the first field that can take it.
    ///
    /// - Returns: whether some field has focus now.
    @discardableResult
    public func first(cause: FocusCause = .app) -> Bool {
        cancelPendingFocus()
        ensureOrder()
        guard let firstIndex = ordered.indices.first else { return false }
        let target =
            entries[ordered[firstIndex]]!.availability.canTakeFocus
            ? firstIndex : availableIndex(from: firstIndex, forward: true, wrap: false)
        guard let target else { return false }
        move(to: ordered[target], cause: cause)
        return true
    }

    /// Takes focus away from every field (dismisses the keyboard).
    public func resign(cause: FocusCause = .app) {
        cancelPendingFocus()
        move(to: nil, cause: cause)
    }

    /// Forgets a focus request made before its field registered.
    public func cancelPendingFocus() {
        if pendingFocus != nil { pendingFocus = nil }
    }

    /// Performs the return-key role of `id` (see ``returnKeyRole(for:)``):
    /// moves to the next field, resigns, or submits. Attached coordinators call
    /// this from their ``TextInputCoordinator/returnKeyAction``.
    public func returnKeyPressed(in id: ID) {
        cancelPendingFocus()
        switch returnKeyRole(for: id) {
        case .next:
            ensureOrder()
            let wrap = wrapPolicy == .wrapAround
            if let position = positions[id],
                let target = availableIndex(from: position, forward: true, wrap: wrap)
            {
                move(to: ordered[target], cause: .returnKey)
            } else {
                move(to: nil, cause: .returnKey)
            }
        case .done:
            move(to: nil, cause: .returnKey)
        case .submit:
            let movesBefore = moveCount
            onSubmit?()
            formSubmitAction?()
            if moveCount == movesBefore { move(to: nil, cause: .returnKey) }
        }
    }

    // MARK: Adapter contract

    /// Links `coordinator` to field `id`, registering the field if needed.
    ///
    /// Sets the coordinator's ``TextInputCoordinator/focusObserver`` (so the
    /// user moving focus updates the chain) and its
    /// ``TextInputCoordinator/returnKeyAction`` (so return performs the field's
    /// role). Then brings the two into agreement: if the chain already has `id`
    /// focused (or pending), the widget is asked to take focus; if the widget
    /// already has focus, the chain follows it. A coordinator attached before
    /// to `id` is detached.
    public func attach(
        _ coordinator: TextInputCoordinator,
        to id: ID,
        order: Int? = nil,
        availability: FieldAvailability? = nil
    ) {
        insertOrUpdate(id, order: order, availability: availability)
        if let old = entries[id]?.link {
            if old.coordinator === coordinator { return reconcile(id, coordinator) }
            unlink(old)
        }
        let link = FocusLink(id: id, chain: self, coordinator: coordinator)
        entries[id]?.link = link
        coordinator.focusObserver = link
        coordinator.returnKeyAction = { [weak self] in self?.returnKeyPressed(in: id) }
        reconcile(id, coordinator)
    }

    /// Unlinks `coordinator` from `id` if it is the one attached (a newer
    /// widget may already have attached itself). The field stays registered
    /// and keeps its place, so a row that scrolled away can take focus again.
    public func detach(_ coordinator: TextInputCoordinator, from id: ID) {
        guard let link = entries[id]?.link, link.coordinator === coordinator else { return }
        unlink(link)
        entries[id]?.link = nil
    }

    /// Tells the chain that the widget of `id` can take focus now (it entered
    /// a window, it was mapped). If `id` is focused, its widget gets focus.
    public func widgetBecameFocusable(_ id: ID) {
        if focused == id { commandFocus(id) }
    }

    /// The widget of `id` took focus (the user tapped it, or the chain asked).
    func widgetDidBeginEditing(_ id: ID) {
        guard entries[id] != nil, focused != id else { return }
        cancelPendingFocus()
        move(to: id, cause: .userTap, commandWidgets: false)
    }

    /// The widget of `id` lost focus. Ignored unless `id` is focused: when the
    /// chain moved focus elsewhere, this is the echo of that move.
    func widgetDidEndEditing(_ id: ID, reason: EndEditingReason) {
        guard focused == id else { return }
        move(to: nil, cause: reason == .returnKey ? .returnKey : .focusLost, commandWidgets: false)
    }

    // MARK: Internals

    private func insertOrUpdate(
        _ id: ID, order: Int?, availability: FieldAvailability?, registerIfMissing: Bool = true
    ) {
        guard var entry = entries[id] else {
            guard registerIfMissing else { return }
            let entry = Entry(
                order: order ?? 0, sequence: nextSequence, availability: availability ?? .available)
            nextSequence += 1
            entries[id] = entry
            if isOrderCurrent, ordered.last.map({ entries[$0]!.precedes(entry) }) ?? true {
                positions[id] = ordered.count
                ordered.append(id)
            } else {
                isOrderCurrent = false
            }
            structureDidChange()
            return
        }
        var changed = false
        if let order, order != entry.order {
            entry.order = order
            isOrderCurrent = false
            changed = true
        }
        var lostFocus = false
        if let availability, availability != entry.availability {
            lostFocus = focused == id && entry.availability.canTakeFocus && !availability.canTakeFocus
            entry.availability = availability
            changed = true
        }
        guard changed else { return }
        entries[id] = entry
        structureDidChange()
        if lostFocus { move(to: targetAfterLosing(id), cause: .fieldUnavailable) }
    }

    private func applyPendingFocus(to id: ID) {
        guard pendingFocus == id, let entry = entries[id], entry.availability.canTakeFocus else { return }
        pendingFocus = nil
        if focused == id {
            commandFocus(id)
        } else {
            move(to: id, cause: pendingCause)
        }
    }

    private func reconcile(_ id: ID, _ coordinator: TextInputCoordinator) {
        if focused == id {
            if !coordinator.isEditing { coordinator.focus() }
        } else if coordinator.isEditing {
            cancelPendingFocus()
            move(to: id, cause: .userTap, commandWidgets: false)
        } else {
            applyPendingFocus(to: id)
        }
    }

    private func unlink(_ link: FocusLink<ID>?) {
        guard let link, let coordinator = link.coordinator else { return }
        if coordinator.focusObserver === link {
            coordinator.focusObserver = nil
            coordinator.returnKeyAction = nil
        }
    }

    private func step(forward: Bool, cause: FocusCause) -> Bool {
        cancelPendingFocus()
        guard let focused else { return false }
        ensureOrder()
        guard let position = positions[focused],
            let target = availableIndex(from: position, forward: forward, wrap: wrapPolicy == .wrapAround)
        else { return false }
        move(to: ordered[target], cause: cause)
        return true
    }

    /// Where focus goes when `id` (focused) is removed or becomes unavailable.
    private func targetAfterLosing(_ id: ID) -> ID? {
        guard focusLossRule == .moveToNeighbour else { return nil }
        ensureOrder()
        guard let position = positions[id] else { return nil }
        let target =
            availableIndex(from: position, forward: true, wrap: false)
            ?? availableIndex(from: position, forward: false, wrap: false)
        return target.map { ordered[$0] }
    }

    /// The index of the nearest field after (or before) `position` that can
    /// take focus, excluding `position` itself; linear in the fields skipped.
    private func availableIndex(from position: Int, forward: Bool, wrap: Bool) -> Int? {
        let total = ordered.count
        guard total > 1 else { return nil }
        var index = position
        for _ in 1..<total {
            index += forward ? 1 : -1
            if index == total {
                guard wrap else { return nil }
                index = 0
            } else if index < 0 {
                guard wrap else { return nil }
                index = total - 1
            }
            if entries[ordered[index]]!.availability.canTakeFocus { return index }
        }
        return nil
    }

    private func ensureOrder() {
        guard !isOrderCurrent else { return }
        var sorted = entries.map { (id: $0.key, entry: $0.value) }
        sorted.sort { $0.entry.precedes($1.entry) }
        ordered = sorted.map(\.id)
        positions.removeAll(keepingCapacity: true)
        for (index, id) in ordered.enumerated() { positions[id] = index }
        isOrderCurrent = true
    }

    private func structureDidChange() {
        revision &+= 1
        updateToolbar()
    }

    private func updateToolbar() {
        var state = FocusToolbarState()
        if let focused {
            state.isDoneEnabled = true
            ensureOrder()
            if let position = positions[focused] {
                let wrap = wrapPolicy == .wrapAround
                state.canGoPrevious = availableIndex(from: position, forward: false, wrap: wrap) != nil
                state.canGoNext = availableIndex(from: position, forward: true, wrap: wrap) != nil
            }
        }
        if state != toolbar { toolbar = state }
    }

    /// Asks the widget of `id` to take focus unless it already has it.
    private func commandFocus(_ id: ID) {
        guard let coordinator = entries[id]?.link?.coordinator, !coordinator.isEditing else { return }
        coordinator.focus()
    }

    /// Makes `target` the focused field and tells observers, then widgets.
    ///
    /// Observers run first: if one of them moves focus again, the widgets get
    /// only that newer move, never this stale one.
    private func move(
        to target: ID?,
        cause: FocusCause,
        commandWidgets: Bool = true,
        formerLink: FocusLink<ID>? = nil
    ) {
        guard target != focused else { return }
        let from = focused
        focused = target
        moveCount &+= 1
        let change = FocusMove(from: from, to: target, cause: cause)
        lastMove = change
        updateToolbar()
        let movesBefore = moveCount
        formFocusObserver?(change)
        onFocusChange?(change)
        guard commandWidgets, moveCount == movesBefore else { return }
        if let target, let coordinator = entries[target]?.link?.coordinator {
            if !coordinator.isEditing { coordinator.focus() }
        } else if let previous = formerLink?.coordinator ?? from.flatMap({ entries[$0]?.link?.coordinator }),
            previous.isEditing
        {
            previous.resignFocus()
        }
    }
}
