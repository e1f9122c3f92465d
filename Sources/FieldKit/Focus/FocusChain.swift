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
/// Identifiers are looked up once, at the edge; inside, fields are integer
/// slots, so the hot paths do no generic dictionary work (which, unspecialised
/// across modules, costs far more than the walk itself).
/// Registering in declaration order appends in O(1); a registration, removal
/// or reorder that changes the order marks it stale, and the next query sorts
/// once (O(n log n)), so a batch of changes costs one sort.
@MainActor
public final class FocusChain<ID: Hashable & Sendable>: Observable {
    /// The field that has focus, or `nil`.
    public var focused: ID? { stored.focus.slot.map { ids[$0]! } }

    /// The keyboard toolbar's Previous / Next / Done state; assigned only when
    /// it changes, so observers are told only about real changes.
    public var toolbar: FocusToolbarState { stored.toolbar }

    /// The most recent focus move, with its cause; it changes with ``focused``.
    public var lastMove: FocusMove<ID>? { currentLastMove() }

    /// A field asked for focus before it registered; it gets focus when it does.
    public var pendingFocus: ID? { stored.hasPending ? pending?.id : nil }

    /// Whether next and previous go round at the ends. Default: they stop.
    public var wrapPolicy: FocusWrapPolicy {
        get { stored.wrapPolicy }
        set {
            wrap = newValue
            stored.wrapPolicy = newValue
            structureDidChange()
        }
    }

    /// The return-key role of a field with no field after it that can take
    /// focus (the last field). Default: ``ReturnKeyRole/submit``.
    public var lastFieldReturnKeyRole: ReturnKeyRole {
        get { stored.lastFieldReturnKeyRole }
        set {
            lastRole = newValue
            stored.lastFieldReturnKeyRole = newValue
            structureDidChange()
        }
    }

    /// Where focus goes when the focused field is removed or becomes unavailable.
    public var focusLossRule: FocusLossRule {
        get { stored.focusLossRule }
        set {
            lossRule = newValue
            stored.focusLossRule = newValue
        }
    }

    /// Called after every focus move, once the chain's state is updated and
    /// before widgets are told (scroll a field into view on toolbar moves here).
    public var onFocusChange: ((FocusMove<ID>) -> Void)?

    /// Called when a field whose return-key role is ``ReturnKeyRole/submit``
    /// gets return. Focus is resigned afterwards unless this moved it.
    public var onSubmit: (() -> Void)?

    /// A form's hook for submit, run after ``onSubmit``; kept apart so the app
    /// can still set ``onSubmit``.
    var formSubmitAction: (() -> Void)?

    /// A form's hook for focus moves, run before ``onFocusChange``.
    var formFocusObserver: ((FocusMove<ID>) -> Void)?

    // MARK: Observation
    //
    // The observed state lives in a non-generic `@Observable` object: in a
    // generic class, every observation call needs the class's and the key
    // path's generic metadata, looked up at run time (microseconds per move).

    private let stored: FocusChainState

    /// The structure's revision, untracked: lets a form cache what it
    /// derives from the order.
    private(set) var structureRevision = 0

    // Untracked copies of the observed values, for the chain's own reads: a
    // tracked read costs a key path, an access record and an isolation check,
    // several hundred instructions, on every step.
    private var focusedSlot: Int?
    private var hasPending = false
    private var wrap: FocusWrapPolicy
    private var lastRole: ReturnKeyRole
    private var lossRule: FocusLossRule
    private var toolbarState = FocusToolbarState()
    /// The last move as a value, when it had to be kept as one.
    private var lastMoveValue: FocusMove<ID>?

    /// The last move; built from slots unless it had to be kept as a value
    /// (an observer got it, or one of its fields was removed since).
    private func currentLastMove() -> FocusMove<ID>? {
        guard let record = stored.focus.lastMove else { return nil }
        if record.isKept { return lastMoveValue }
        return FocusMove(
            from: record.from.map { ids[$0]! }, to: record.to.map { ids[$0]! }, cause: record.cause)
    }

    /// The structure's revision, observed by every query about the structure.
    private var revision: Int { stored.revision }

    // MARK: Storage

    private var slots: [FocusSlot] = []
    /// The identifier in each slot; `nil` for a free slot.
    private var ids: [ID?] = []
    private var slotOfID: [ID: Int] = [:]
    private var freeSlots: [Int] = []
    /// Live slots in chain order; valid when `isOrderCurrent`.
    private var ordered: [Int] = []
    /// Each slot's index in `ordered`; valid when `isOrderCurrent`.
    private var positionOfSlot: [Int] = []
    private var isOrderCurrent = true
    private var nextSequence = 0
    private var pending: (id: ID, cause: FocusCause)?
    /// Counts moves, so that a submit can tell whether it moved focus.
    private var moveCount = 0
    /// Counts granted focus requests, including one for the field that already
    /// has focus: a submit that re-focuses the field it came from has decided
    /// where focus goes, even though nothing moved.
    private var focusRequestCount = 0

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
        stored = FocusChainState(
            wrapPolicy: wrapPolicy, lastFieldReturnKeyRole: lastFieldReturnKeyRole,
            focusLossRule: focusLossRule)
        wrap = wrapPolicy
        lastRole = lastFieldReturnKeyRole
        lossRule = focusLossRule
    }

    // MARK: Queries

    /// The registered fields in chain order.
    public var fields: [ID] {
        _ = revision
        ensureOrder()
        return ordered.map { ids[$0]! }
    }

    /// How many fields are registered.
    public var count: Int {
        _ = revision
        return slotOfID.count
    }

    /// Whether `id` is registered.
    public func contains(_ id: ID) -> Bool {
        _ = revision
        return slotOfID[id] != nil
    }

    /// The availability of `id`, or `nil` when it is not registered.
    public func availability(of id: ID) -> FieldAvailability? {
        _ = revision
        return slotOfID[id].map { slots[$0].availability }
    }

    /// What return does in `id`: the field's own role if it has one, else
    /// ``ReturnKeyRole/next`` when a field after it can take focus, else
    /// ``lastFieldReturnKeyRole``. Observable: it reads the chain's revision.
    ///
    /// The wrap policy does not make the last field's role `next`: return on
    /// the last field submits even when the toolbar's Next goes round.
    public func returnKeyRole(for id: ID) -> ReturnKeyRole {
        _ = revision
        guard let slot = slotOfID[id] else { return lastRole }
        return returnKeyRole(ofSlot: slot)
    }

    // MARK: Registration

    /// Adds `id` to the chain, or updates it when it is already there.
    ///
    /// Registering again is cheap and idempotent, so an adapter may call it on
    /// every view update. A field asked for before it registered
    /// (``pendingFocus``) gets focus now if it can take it.
    ///
    /// - Parameters:
    ///   - id: the field.
    ///   - order: the field's explicit order; `nil` keeps the current one
    ///     (0 for a new field, which then follows the fields registered before it).
    ///   - availability: whether it can take focus; `nil` keeps the current
    ///     one (available for a new field).
    public func register(_ id: ID, order: Int? = nil, availability: FieldAvailability? = nil) {
        let slot = insertOrUpdate(id, order: order, availability: availability)
        applyPendingFocus(to: slot)
    }

    /// Removes `id`. When it had focus, ``focusLossRule`` decides where focus goes.
    /// Its coordinator, if attached, is detached.
    public func unregister(_ id: ID) {
        if hasPending, pending?.id == id { cancelPendingFocus() }
        guard let slot = slotOfID[id] else { return }
        let wasFocused = focusedSlot == slot
        let target = wasFocused ? targetAfterLosing(slot) : nil
        slotOfID[id] = nil
        let link = slots[slot].link
        unlink(link)
        slots[slot].link = nil
        if isOrderCurrent, ordered.last == slot {
            ordered.removeLast()
        } else {
            isOrderCurrent = false
        }
        bumpRevision()
        if wasFocused {
            // The slot stays reserved until the move has read its identifier.
            move(toSlot: target, cause: .fieldUnavailable, formerLink: link)
        } else {
            updateToolbar()
        }
        if let record = stored.focus.lastMove, !record.isKept, record.from == slot || record.to == slot {
            lastMoveValue = currentLastMove()
            stored.focus.lastMove?.isKept = true
        }
        ids[slot] = nil
        freeSlots.append(slot)
    }

    /// Changes whether `id` can take focus. When the focused field becomes
    /// unavailable, ``focusLossRule`` decides where focus goes; when a pending
    /// field becomes available, it gets focus.
    public func setAvailability(_ availability: FieldAvailability, for id: ID) {
        guard slotOfID[id] != nil else { return }
        let slot = insertOrUpdate(id, order: nil, availability: availability)
        applyPendingFocus(to: slot)
    }

    /// Gives `id` its own return-key role, or `nil` to derive it from its place.
    public func setReturnKeyRole(_ role: ReturnKeyRole?, for id: ID) {
        guard let slot = slotOfID[id], slots[slot].returnKeyRole != role else { return }
        slots[slot].returnKeyRole = role
        structureDidChange()
    }

    /// Puts the listed fields in the listed sequence, in the places they
    /// occupied among themselves; other fields keep their places. Unknown and
    /// repeated identifiers are ignored. Focus stays where it is.
    public func reorder(_ ids: [ID]) {
        var seen = Set<Int>()
        let known = ids.compactMap { slotOfID[$0] }.filter { seen.insert($0).inserted }
        guard known.count > 1 else { return }
        let places = known.map { slots[$0] }.sorted { $0.precedes($1) }
        for (slot, place) in zip(known, places) {
            slots[slot].order = place.order
            slots[slot].sequence = place.sequence
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
        guard let slot = slotOfID[id] else {
            pending = (id, cause)
            hasPending = true
            stored.pendingRequest = (stored.pendingRequest ?? 0) &+ 1
            return .pending
        }
        cancelPendingFocus()
        guard slots[slot].availability.canTakeFocus else { return .unavailable }
        focusRequestCount &+= 1
        if focusedSlot == slot {
            commandFocus(slot, cause: cause)
        } else {
            move(toSlot: slot, cause: cause)
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
        guard let start = ordered.first else { return false }
        let target =
            slots[start].availability.canTakeFocus
            ? 0 : availableIndex(from: 0, forward: true, wrap: false)
        guard let target else { return false }
        move(toSlot: ordered[target], cause: cause)
        return true
    }

    /// Takes focus away from every field (dismisses the keyboard).
    public func resign(cause: FocusCause = .app) {
        cancelPendingFocus()
        move(toSlot: nil, cause: cause)
    }

    /// Forgets a focus request made before its field registered.
    public func cancelPendingFocus() {
        if hasPending { forgetPendingFocus() }
    }

    /// Kept out of line so that every move's check above stays free of the
    /// request's generic metadata.
    @inline(never)
    private func forgetPendingFocus() {
        hasPending = false
        stored.pendingRequest = nil
        pending = nil
    }

    /// Submits from wherever focus is, as the last field's return does: runs
    /// ``onSubmit`` and the form's submit, then resigns focus (cause
    /// ``FocusCause/returnKey``) unless they moved it, such as to the first
    /// invalid field.
    ///
    /// The submit shortcut of any attached field (Ctrl+Return on GTK,
    /// Cmd+Return on macOS, see ``TextInputCoordinator/didPressSubmitShortcut()``)
    /// calls this, whatever the field's return-key role: a form whose last
    /// field is a multi-line editor, where return inserts a newline, is
    /// submitted with it.
    public func submit() {
        cancelPendingFocus()
        let movesBefore = moveCount
        let requestsBefore = focusRequestCount
        onSubmit?()
        formSubmitAction?()
        if moveCount == movesBefore && focusRequestCount == requestsBefore {
            move(toSlot: nil, cause: .returnKey)
        }
    }

    /// Performs the return-key role of `id` (see ``returnKeyRole(for:)``):
    /// moves to the next field, resigns, or submits. Attached coordinators call
    /// this from their ``TextInputCoordinator/returnKeyAction``.
    public func returnKeyPressed(in id: ID) {
        guard let slot = slotOfID[id] else { return }
        returnKeyPressed(inSlot: slot)
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
        let slot = insertOrUpdate(id, order: order, availability: availability)
        if let old = slots[slot].link {
            if old.coordinator === coordinator { return reconcile(slot, coordinator) }
            unlink(old)
        }
        let link = FocusLink(slot: slot, owner: self, coordinator: coordinator)
        slots[slot].link = link
        coordinator.focusObserver = link
        coordinator.returnKeyAction = { [weak self, weak link] in
            guard let self, let link, self.slots.indices.contains(link.slot),
                self.slots[link.slot].link === link
            else { return }
            self.returnKeyPressed(inSlot: link.slot)
        }
        coordinator.submitShortcutAction = { [weak self, weak link] in
            guard let self, let link, self.slots.indices.contains(link.slot),
                self.slots[link.slot].link === link
            else { return }
            self.submit()
        }
        reconcile(slot, coordinator)
    }

    /// Unlinks `coordinator` from `id` if it is the one attached (a newer
    /// widget may already have attached itself). The field stays registered
    /// and keeps its place, so a row that scrolled away can take focus again.
    public func detach(_ coordinator: TextInputCoordinator, from id: ID) {
        guard let slot = slotOfID[id], let link = slots[slot].link, link.coordinator === coordinator else {
            return
        }
        unlink(link)
        slots[slot].link = nil
    }

    /// Tells the chain that the widget of `id` can take focus now (it entered
    /// a window, it was mapped). If `id` is focused, its widget gets focus.
    public func widgetBecameFocusable(_ id: ID) {
        guard let slot = slotOfID[id], focusedSlot == slot else { return }
        commandFocus(slot, cause: stored.focus.lastMove?.cause ?? .app)
    }

    // MARK: Internals

    /// Registers or updates `id` and returns its slot.
    @discardableResult
    private func insertOrUpdate(_ id: ID, order: Int?, availability: FieldAvailability?) -> Int {
        guard let slot = slotOfID[id] else {
            let new = FocusSlot(
                order: order ?? 0, sequence: nextSequence, availability: availability ?? .available)
            nextSequence += 1
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                slots[slot] = new
                ids[slot] = id
            } else {
                slot = slots.count
                slots.append(new)
                ids.append(id)
                positionOfSlot.append(0)
            }
            slotOfID[id] = slot
            if isOrderCurrent, ordered.last.map({ slots[$0].precedes(new) }) ?? true {
                positionOfSlot[slot] = ordered.count
                ordered.append(slot)
            } else {
                isOrderCurrent = false
            }
            structureDidChange()
            return slot
        }
        var changed = false
        if let order, order != slots[slot].order {
            slots[slot].order = order
            isOrderCurrent = false
            changed = true
        }
        var lostFocus = false
        if let availability, availability != slots[slot].availability {
            lostFocus =
                focusedSlot == slot && slots[slot].availability.canTakeFocus
                && !availability.canTakeFocus
            slots[slot].availability = availability
            changed = true
        }
        guard changed else { return slot }
        structureDidChange()
        if lostFocus { move(toSlot: targetAfterLosing(slot), cause: .fieldUnavailable) }
        return slot
    }

    private func applyPendingFocus(to slot: Int) {
        guard hasPending, let request = pending, slotOfID[request.id] == slot,
            slots[slot].availability.canTakeFocus
        else { return }
        cancelPendingFocus()
        if focusedSlot == slot {
            commandFocus(slot, cause: request.cause)
        } else {
            move(toSlot: slot, cause: request.cause)
        }
    }

    private func reconcile(_ slot: Int, _ coordinator: TextInputCoordinator) {
        if focusedSlot == slot {
            commandFocus(slot, cause: stored.focus.lastMove?.cause ?? .app)
        } else if coordinator.isEditing {
            cancelPendingFocus()
            move(toSlot: slot, cause: .userTap, commandWidgets: false)
        } else {
            applyPendingFocus(to: slot)
        }
    }

    private func unlink(_ link: FocusLink?) {
        guard let link, let coordinator = link.coordinator else { return }
        if coordinator.focusObserver === link {
            coordinator.focusObserver = nil
            coordinator.returnKeyAction = nil
            coordinator.submitShortcutAction = nil
        }
    }

    private func returnKeyPressed(inSlot slot: Int) {
        cancelPendingFocus()
        switch returnKeyRole(ofSlot: slot) {
        case .next:
            ensureOrder()
            let wrap = wrap == .wrapAround
            if let target = availableIndex(from: positionOfSlot[slot], forward: true, wrap: wrap) {
                move(toSlot: ordered[target], cause: .returnKey)
            } else {
                move(toSlot: nil, cause: .returnKey)
            }
        case .done:
            move(toSlot: nil, cause: .returnKey)
        case .submit:
            submit()
        }
    }

    private func returnKeyRole(ofSlot slot: Int) -> ReturnKeyRole {
        if let role = slots[slot].returnKeyRole { return role }
        ensureOrder()
        return availableIndex(from: positionOfSlot[slot], forward: true, wrap: false) == nil
            ? lastRole : .next
    }

    private func step(forward: Bool, cause: FocusCause) -> Bool {
        cancelPendingFocus()
        guard let focused = focusedSlot else { return false }
        ensureOrder()
        guard
            let target = availableIndex(
                from: positionOfSlot[focused], forward: forward, wrap: wrap == .wrapAround)
        else { return false }
        move(toSlot: ordered[target], cause: cause)
        return true
    }

    /// Where focus goes when `slot` (focused) is removed or becomes unavailable.
    private func targetAfterLosing(_ slot: Int) -> Int? {
        guard lossRule == .moveToNeighbour else { return nil }
        ensureOrder()
        let position = positionOfSlot[slot]
        let target =
            availableIndex(from: position, forward: true, wrap: false)
            ?? availableIndex(from: position, forward: false, wrap: false)
        return target.map { ordered[$0] }
    }

    /// The index in `ordered` of the nearest field after (or before)
    /// `position` that can take focus, excluding `position` itself; linear in
    /// the fields skipped.
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
            if slots[ordered[index]].availability.canTakeFocus { return index }
        }
        return nil
    }

    private func ensureOrder() {
        guard !isOrderCurrent else { return }
        ordered = Array(slotOfID.values)
        ordered.sort { slots[$0].precedes(slots[$1]) }
        for (index, slot) in ordered.enumerated() { positionOfSlot[slot] = index }
        isOrderCurrent = true
    }

    private func bumpRevision() {
        structureRevision &+= 1
        stored.revision &+= 1
    }

    private func structureDidChange() {
        bumpRevision()
        updateToolbar()
    }

    private func updateToolbar() {
        var state = FocusToolbarState()
        if let focused = focusedSlot {
            state.isDoneEnabled = true
            ensureOrder()
            if isOrdered(focused) {
                let position = positionOfSlot[focused]
                let wrap = wrap == .wrapAround
                state.canGoPrevious = availableIndex(from: position, forward: false, wrap: wrap) != nil
                state.canGoNext = availableIndex(from: position, forward: true, wrap: wrap) != nil
            }
        }
        guard state != toolbarState else { return }
        toolbarState = state
        stored.toolbar = state
    }

    /// Whether `slot` holds a registered field (a field being removed keeps
    /// its slot until the move away from it is done, but is no longer ordered).
    private func isOrdered(_ slot: Int) -> Bool {
        isOrderCurrent && positionOfSlot[slot] < ordered.count && ordered[positionOfSlot[slot]] == slot
    }

    /// Builds the move as a value, keeps it as ``lastMove`` and hands it to
    /// the observers. Kept out of `move` so that the generic value's metadata
    /// is looked up only when someone listens.
    @inline(never)
    private func announceMove(from: Int?, to: Int?, cause: FocusCause) {
        let change = FocusMove(from: from.map { ids[$0]! }, to: to.map { ids[$0]! }, cause: cause)
        lastMoveValue = change
        formFocusObserver?(change)
        onFocusChange?(change)
    }

    /// Asks the widget in `slot` to take focus unless it already has it, with
    /// the selection `cause` calls for (``FocusCause/focusSelection``).
    private func commandFocus(_ slot: Int, cause: FocusCause) {
        guard let coordinator = slots[slot].link?.coordinator, !coordinator.isEditing else { return }
        coordinator.focus(cause: cause)
    }

    /// Makes `target` the focused field and tells observers, then widgets.
    ///
    /// Observers run first: if one of them moves focus again, the widgets get
    /// only that newer move, never this stale one.
    private func move(
        toSlot target: Int?,
        cause: FocusCause,
        commandWidgets: Bool = true,
        formerLink: FocusLink? = nil
    ) {
        let from = focusedSlot
        guard target != from else { return }
        moveCount &+= 1
        // The move becomes a value only when someone receives it: building
        // one costs generic metadata lookups that the slots avoid.
        let isHeard = formFocusObserver != nil || onFocusChange != nil
        focusedSlot = target
        stored.focus = FocusPosition(
            slot: target, lastMove: FocusMoveRecord(from: from, to: target, cause: cause, isKept: isHeard))
        updateToolbar()
        let movesBefore = moveCount
        if isHeard { announceMove(from: from, to: target, cause: cause) }
        guard commandWidgets, moveCount == movesBefore else { return }
        if let target, let coordinator = slots[target].link?.coordinator {
            if !coordinator.isEditing { coordinator.focus(cause: cause) }
        } else if let previous = formerLink?.coordinator ?? from.flatMap({ slots[$0].link?.coordinator }),
            previous.isEditing
        {
            previous.resignFocus()
        }
    }
}

extension FocusChain: FocusLinkOwner {
    /// The widget of a linked field took focus (the user tapped it, or the chain asked).
    func linkDidBeginEditing(_ link: FocusLink) {
        guard isCurrent(link), focusedSlot != link.slot else { return }
        cancelPendingFocus()
        move(toSlot: link.slot, cause: .userTap, commandWidgets: false)
    }

    /// The widget of a linked field lost focus. Ignored unless that field is
    /// focused: when the chain moved focus elsewhere, this is the echo of that move.
    func linkDidEndEditing(_ link: FocusLink, reason: EndEditingReason) {
        guard isCurrent(link), focusedSlot == link.slot else { return }
        move(toSlot: nil, cause: reason == .returnKey ? .returnKey : .focusLost, commandWidgets: false)
    }

    private func isCurrent(_ link: FocusLink) -> Bool {
        slots.indices.contains(link.slot) && slots[link.slot].link === link
    }
}

/// The chain's observed state, none of which depends on the identifier type.
/// A file-level, non-generic class: nested in the generic chain it would be
/// generic too, and every access would look up its metadata at run time.
@MainActor
@Observable
private final class FocusChainState {
    /// The focused slot and the move that focused it, in one property so
    /// that a move notifies observers once.
    var focus = FocusPosition()
    var toolbar = FocusToolbarState()
    /// A number for the pending focus request, new for each request, so that
    /// replacing one request with another notifies observers; `nil` for none.
    var pendingRequest: Int?
    var hasPending: Bool { pendingRequest != nil }
    var wrapPolicy: FocusWrapPolicy
    var lastFieldReturnKeyRole: ReturnKeyRole
    var focusLossRule: FocusLossRule
    /// Bumped by every change of order, membership, availability or roles, so
    /// that queries like `returnKeyRole(for:)` are observable.
    var revision = 0

    init(wrapPolicy: FocusWrapPolicy, lastFieldReturnKeyRole: ReturnKeyRole, focusLossRule: FocusLossRule) {
        self.wrapPolicy = wrapPolicy
        self.lastFieldReturnKeyRole = lastFieldReturnKeyRole
        self.focusLossRule = focusLossRule
    }
}

/// One registered field of a chain. Fields live in integer slots so that
/// everything after the identifier lookup works on integers.
private struct FocusSlot {
    var order: Int
    var sequence: Int
    var availability: FieldAvailability
    var returnKeyRole: ReturnKeyRole?
    var link: FocusLink?

    func precedes(_ other: FocusSlot) -> Bool {
        order != other.order ? order < other.order : sequence < other.sequence
    }
}

/// A chain's focused slot and last move.
private struct FocusPosition {
    var slot: Int?
    var lastMove: FocusMoveRecord?
}

/// The last move of a chain by slot, so that a move builds no generic value
/// unless someone receives it.
private struct FocusMoveRecord {
    var from: Int?
    var to: Int?
    var cause: FocusCause
    /// Whether the chain kept the move as a value (its slots may be reused).
    var isKept: Bool
}
