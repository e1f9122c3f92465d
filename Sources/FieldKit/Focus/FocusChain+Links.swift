// Links between the chain and the coordinators of its fields' widgets.

extension FocusChain {
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
        beginMutation()
        defer { endMutation() }
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
        beginMutation()
        defer { endMutation() }
        guard let slot = slotOfID[id], let link = slots[slot].link, link.coordinator === coordinator else {
            return
        }
        unlink(link)
        slots[slot].link = nil
    }

    /// Tells the chain that the widget of `id` can take focus now (it entered
    /// a window, it was mapped). If `id` is focused, its widget gets focus.
    public func widgetBecameFocusable(_ id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let slot = slotOfID[id], focusedSlot == slot else { return }
        commandFocus(slot, cause: stored.untrackedFocus.lastMove?.cause ?? .app)
    }

    // MARK: Link internals

    func reconcile(_ slot: Int, _ coordinator: TextInputCoordinator) {
        if focusedSlot == slot {
            commandFocus(slot, cause: stored.untrackedFocus.lastMove?.cause ?? .app)
        } else if coordinator.isEditing {
            cancelPendingFocus()
            move(toSlot: slot, cause: .userTap, commandWidgets: false)
        } else {
            applyPendingFocus(to: slot)
        }
    }

    func unlink(_ link: FocusLink?) {
        guard let link, let coordinator = link.coordinator else { return }
        if coordinator.focusObserver === link {
            coordinator.focusObserver = nil
            coordinator.returnKeyAction = nil
            coordinator.submitShortcutAction = nil
        }
    }
}

extension FocusChain: FocusLinkOwner {
    /// The widget of a linked field took focus (the user tapped it, or the chain asked).
    func linkDidBeginEditing(_ link: FocusLink) {
        beginMutation()
        defer { endMutation() }
        guard isCurrent(link), focusedSlot != link.slot else { return }
        cancelPendingFocus()
        move(toSlot: link.slot, cause: .userTap, commandWidgets: false)
    }

    /// The widget of a linked field lost focus. Ignored unless that field is
    /// focused: when the chain moved focus elsewhere, this is the echo of that move.
    func linkDidEndEditing(_ link: FocusLink, reason: EndEditingReason) {
        beginMutation()
        defer { endMutation() }
        guard isCurrent(link), focusedSlot == link.slot else { return }
        move(toSlot: nil, cause: reason == .returnKey ? .returnKey : .focusLost, commandWidgets: false)
    }

    private func isCurrent(_ link: FocusLink) -> Bool {
        slots.indices.contains(link.slot) && slots[link.slot].link === link
    }
}
