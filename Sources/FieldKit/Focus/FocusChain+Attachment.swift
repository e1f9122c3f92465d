// Attaching the coordinators of the fields' widgets to the chain, and the
// focus events their observers report.

extension FocusChain {
    // MARK: Adapter contract

    /// Attaches `coordinator` to field `id`, registering the field if needed.
    ///
    /// Sets the coordinator's focus observer (so the user moving focus updates
    /// the chain) and its ``TextInputCoordinator/returnKeyAction`` (so return
    /// performs the field's role). Then brings the two into agreement: if the chain already has `id`
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
        let entry = insertOrUpdate(id, order: order, availability: availability)
        if let old = entries[entry].observer {
            if old.coordinator === coordinator { return reconcile(entry, coordinator) }
            removeObserver(old)
        }
        let observer = FieldFocusObserver(entry: entry, owner: self, coordinator: coordinator)
        entries[entry].observer = observer
        coordinator.focusObserver = observer
        coordinator.returnKeyAction = { [weak self, weak observer] in
            guard let self, let observer, self.isCurrent(observer) else { return }
            self.returnKeyPressed(inEntry: observer.entry)
        }
        coordinator.submitShortcutAction = { [weak self, weak observer] in
            guard let self, let observer, self.isCurrent(observer) else { return }
            self.submit()
        }
        // A disabled widget changes what the toolbar and the return keys offer.
        if !coordinator.isEnabled { structureDidChange() }
        reconcile(entry, coordinator)
    }

    /// Detaches `coordinator` from `id` if it is the one attached (a newer
    /// widget may already have attached itself). The field stays registered
    /// and keeps its place, so a row that scrolled away can take focus again.
    public func detach(_ coordinator: TextInputCoordinator, from id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let entry = entryOfID[id], let observer = entries[entry].observer,
            observer.coordinator === coordinator
        else {
            return
        }
        removeObserver(observer)
        entries[entry].observer = nil
    }

    /// Tells the chain that the widget of `id` can take focus now (it entered
    /// a window, it was mapped). If `id` is focused, its widget gets focus.
    public func widgetBecameFocusable(_ id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let entry = entryOfID[id], focusedEntry == entry else { return }
        commandFocus(entry, cause: stored.untrackedFocus.lastMove?.cause ?? .app)
    }

    // MARK: Attachment internals

    func reconcile(_ entry: Int, _ coordinator: TextInputCoordinator) {
        if focusedEntry == entry, !entries[entry].canTakeFocus {
            move(toEntry: targetAfterLosing(entry), cause: .fieldUnavailable)
        } else if focusedEntry == entry {
            commandFocus(entry, cause: stored.untrackedFocus.lastMove?.cause ?? .app)
        } else if coordinator.isEditing {
            cancelPendingFocus()
            move(toEntry: entry, cause: .userTap, commandWidgets: false)
        } else {
            applyPendingFocus(to: entry)
        }
    }

    func removeObserver(_ observer: FieldFocusObserver?) {
        guard let observer, let coordinator = observer.coordinator else { return }
        if coordinator.focusObserver === observer {
            coordinator.focusObserver = nil
            coordinator.returnKeyAction = nil
            coordinator.submitShortcutAction = nil
        }
    }
}

extension FocusChain: FieldFocusObserver.Owner {
    /// The widget of an attached field took focus (the user tapped it, or the chain asked).
    func observedFieldDidBeginEditing(_ observer: FieldFocusObserver) {
        beginMutation()
        defer { endMutation() }
        guard isCurrent(observer), focusedEntry != observer.entry else { return }
        cancelPendingFocus()
        move(toEntry: observer.entry, cause: .userTap, commandWidgets: false)
    }

    /// The widget of an attached field lost focus. Ignored unless that field is
    /// focused: when the chain moved focus elsewhere, this is the echo of that move.
    func observedFieldDidEndEditing(_ observer: FieldFocusObserver, reason: EndEditingReason) {
        beginMutation()
        defer { endMutation() }
        guard isCurrent(observer), focusedEntry == observer.entry else { return }
        move(toEntry: nil, cause: reason == .returnKey ? .returnKey : .focusLost, commandWidgets: false)
    }

    /// The widget of an attached field was enabled or disabled: the toolbar
    /// and the return-key roles follow; a focused field that was disabled
    /// loses focus as an unavailable one does (``focusLossRule``), and a
    /// field waiting for focus that was enabled gets it.
    func observedFieldDidChangeEnabled(_ observer: FieldFocusObserver) {
        beginMutation()
        defer { endMutation() }
        guard isCurrent(observer) else { return }
        let entry = observer.entry
        structureDidChange()
        if focusedEntry == entry, !entries[entry].canTakeFocus {
            move(toEntry: targetAfterLosing(entry), cause: .fieldUnavailable)
        } else {
            applyPendingFocus(to: entry)
        }
    }

    func isCurrent(_ observer: FieldFocusObserver) -> Bool {
        entries.indices.contains(observer.entry) && entries[observer.entry].observer === observer
    }
}
