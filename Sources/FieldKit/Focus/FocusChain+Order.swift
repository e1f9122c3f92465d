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
        return entryOfID.count
    }

    /// Whether `id` is registered.
    public func contains(_ id: ID) -> Bool {
        _ = revision
        return entryOfID[id] != nil
    }

    /// The availability of `id`, or `nil` when it is not registered.
    public func availability(of id: ID) -> FieldAvailability? {
        _ = revision
        return entryOfID[id].map { entries[$0].availability }
    }

    /// What return does in `id`: the field's own role if it has one, else
    /// ``ReturnKeyRole/next`` when a field after it can take focus, else
    /// ``lastFieldReturnKeyRole``. Observable: it reads the chain's revision.
    ///
    /// The wrap policy does not make the last field's role `next`: return on
    /// the last field submits even when the toolbar's Next goes round.
    public func returnKeyRole(for id: ID) -> ReturnKeyRole {
        _ = revision
        guard let entry = entryOfID[id] else { return lastRole }
        return returnKeyRole(ofEntry: entry)
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
        let entry = insertOrUpdate(id, order: order, availability: availability)
        applyPendingFocus(to: entry)
    }

    /// Removes `id`. When it had focus, ``focusLossRule`` decides where focus goes.
    /// Its coordinator, if attached, is detached.
    public func unregister(_ id: ID) {
        beginMutation()
        defer { endMutation() }
        if hasPending, pending?.id == id { cancelPendingFocus() }
        guard let entry = entryOfID[id] else { return }
        let wasFocused = focusedEntry == entry
        let target = wasFocused ? targetAfterLosing(entry) : nil
        entryOfID[id] = nil
        let observer = entries[entry].observer
        removeObserver(observer)
        entries[entry].observer = nil
        if isOrderCurrent, ordered.last == entry {
            ordered.removeLast()
        } else {
            isOrderCurrent = false
        }
        bumpRevision()
        if wasFocused {
            // The entry stays reserved until the move has read its identifier.
            move(toEntry: target, cause: .fieldUnavailable, formerObserver: observer)
        } else {
            updateToolbar()
        }
        if let record = stored.focus.lastMove, !record.isKept, record.from == entry || record.to == entry {
            lastMoveValue = currentLastMove()
            stored.focus.lastMove?.isKept = true
        }
        ids[entry] = nil
        freeEntries.append(entry)
    }

    /// Changes whether `id` can take focus. When the focused field becomes
    /// unavailable, ``focusLossRule`` decides where focus goes; when a pending
    /// field becomes available, it gets focus.
    public func setAvailability(_ availability: FieldAvailability, for id: ID) {
        beginMutation()
        defer { endMutation() }
        guard entryOfID[id] != nil else { return }
        let entry = insertOrUpdate(id, order: nil, availability: availability)
        applyPendingFocus(to: entry)
    }

    /// Gives `id` its own return-key role, or `nil` to derive it from its place.
    public func setReturnKeyRole(_ role: ReturnKeyRole?, for id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let entry = entryOfID[id], entries[entry].returnKeyRole != role else { return }
        entries[entry].returnKeyRole = role
        structureDidChange()
    }

    /// Puts the listed fields in the listed sequence, in the places they
    /// occupied among themselves; other fields keep their places. Unknown and
    /// repeated identifiers are ignored. Focus stays where it is.
    public func reorder(_ ids: [ID]) {
        beginMutation()
        defer { endMutation() }
        var seen = Set<Int>()
        let known = ids.compactMap { entryOfID[$0] }.filter { seen.insert($0).inserted }
        guard known.count > 1 else { return }
        let places = known.map { entries[$0] }.sorted { $0.precedes($1) }
        for (entry, place) in zip(known, places) {
            entries[entry].order = place.order
            entries[entry].sequence = place.sequence
        }
        isOrderCurrent = false
        structureDidChange()
    }

    // MARK: Order internals

    /// Registers or updates `id` and returns its entry.
    @discardableResult
    func insertOrUpdate(_ id: ID, order: Int?, availability: FieldAvailability?) -> Int {
        guard let entry = entryOfID[id] else {
            let new = FocusEntry(
                order: order ?? 0, sequence: nextSequence, availability: availability ?? .available)
            nextSequence += 1
            let entry: Int
            if let free = freeEntries.popLast() {
                entry = free
                entries[entry] = new
                ids[entry] = id
            } else {
                entry = entries.count
                entries.append(new)
                ids.append(id)
                positionOfEntry.append(0)
            }
            entryOfID[id] = entry
            if isOrderCurrent, ordered.last.map({ entries[$0].precedes(new) }) ?? true {
                positionOfEntry[entry] = ordered.count
                ordered.append(entry)
            } else {
                isOrderCurrent = false
            }
            structureDidChange()
            return entry
        }
        var changed = false
        if let order, order != entries[entry].order {
            entries[entry].order = order
            isOrderCurrent = false
            changed = true
        }
        var lostFocus = false
        if let availability, availability != entries[entry].availability {
            lostFocus =
                focusedEntry == entry && entries[entry].canTakeFocus
                && !availability.canTakeFocus
            entries[entry].availability = availability
            changed = true
        }
        guard changed else { return entry }
        structureDidChange()
        if lostFocus { move(toEntry: targetAfterLosing(entry), cause: .fieldUnavailable) }
        return entry
    }

    func returnKeyRole(ofEntry entry: Int) -> ReturnKeyRole {
        if let role = entries[entry].returnKeyRole { return role }
        ensureOrder()
        return availableIndex(from: positionOfEntry[entry], forward: true, wrap: false) == nil
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
            if entries[ordered[index]].canTakeFocus { return index }
        }
        return nil
    }

    func ensureOrder() {
        guard !isOrderCurrent else { return }
        ordered = Array(entryOfID.values)
        ordered.sort { entries[$0].precedes(entries[$1]) }
        for (index, entry) in ordered.enumerated() { positionOfEntry[entry] = index }
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
        if let focused = focusedEntry {
            state.isDoneEnabled = true
            ensureOrder()
            if isOrdered(focused) {
                let position = positionOfEntry[focused]
                let wrap = wrap == .wrapAround
                state.canGoPrevious = availableIndex(from: position, forward: false, wrap: wrap) != nil
                state.canGoNext = availableIndex(from: position, forward: true, wrap: wrap) != nil
            }
        }
        guard state != stored.untrackedToolbar else { return }
        stored.toolbar = state
    }

    /// Whether `entry` holds a registered field (a field being removed keeps
    /// its entry until the move away from it is done, but is no longer ordered).
    func isOrdered(_ entry: Int) -> Bool {
        isOrderCurrent && positionOfEntry[entry] < ordered.count && ordered[positionOfEntry[entry]] == entry
    }
}
