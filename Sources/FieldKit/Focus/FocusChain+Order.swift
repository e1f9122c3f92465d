// The chain's fields and their order: queries, registration, and the
// sorted order rebuilt once after a batch of changes.

extension FocusChain {
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
        beginMutation()
        defer { endMutation() }
        let slot = insertOrUpdate(id, order: order, availability: availability)
        applyPendingFocus(to: slot)
    }

    /// Removes `id`. When it had focus, ``focusLossRule`` decides where focus goes.
    /// Its coordinator, if attached, is detached.
    public func unregister(_ id: ID) {
        beginMutation()
        defer { endMutation() }
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
        beginMutation()
        defer { endMutation() }
        guard slotOfID[id] != nil else { return }
        let slot = insertOrUpdate(id, order: nil, availability: availability)
        applyPendingFocus(to: slot)
    }

    /// Gives `id` its own return-key role, or `nil` to derive it from its place.
    public func setReturnKeyRole(_ role: ReturnKeyRole?, for id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let slot = slotOfID[id], slots[slot].returnKeyRole != role else { return }
        slots[slot].returnKeyRole = role
        structureDidChange()
    }

    /// Puts the listed fields in the listed sequence, in the places they
    /// occupied among themselves; other fields keep their places. Unknown and
    /// repeated identifiers are ignored. Focus stays where it is.
    public func reorder(_ ids: [ID]) {
        beginMutation()
        defer { endMutation() }
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

    // MARK: Order internals

    /// Registers or updates `id` and returns its slot.
    @discardableResult
    func insertOrUpdate(_ id: ID, order: Int?, availability: FieldAvailability?) -> Int {
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

    func returnKeyRole(ofSlot slot: Int) -> ReturnKeyRole {
        if let role = slots[slot].returnKeyRole { return role }
        ensureOrder()
        return availableIndex(from: positionOfSlot[slot], forward: true, wrap: false) == nil
            ? lastRole : .next
    }

    /// The index in `ordered` of the nearest field after (or before)
    /// `position` that can take focus, excluding `position` itself; linear in
    /// the fields skipped.
    func availableIndex(from position: Int, forward: Bool, wrap: Bool) -> Int? {
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

    func ensureOrder() {
        guard !isOrderCurrent else { return }
        ordered = Array(slotOfID.values)
        ordered.sort { slots[$0].precedes(slots[$1]) }
        for (index, slot) in ordered.enumerated() { positionOfSlot[slot] = index }
        isOrderCurrent = true
    }

    func bumpRevision() {
        stored.revision &+= 1
    }

    func structureDidChange() {
        bumpRevision()
        updateToolbar()
    }

    func updateToolbar() {
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
        guard state != stored.untrackedToolbar else { return }
        stored.toolbar = state
    }

    /// Whether `slot` holds a registered field (a field being removed keeps
    /// its slot until the move away from it is done, but is no longer ordered).
    func isOrdered(_ slot: Int) -> Bool {
        isOrderCurrent && positionOfSlot[slot] < ordered.count && ordered[positionOfSlot[slot]] == slot
    }
}
