// Moving focus: the app's and the keyboard's requests, return, and the one
// `move` every route ends in.

extension FocusChain {
    // MARK: Moves

    /// Gives focus to `id`.
    ///
    /// - Returns: ``FocusRequestResult/focused`` when `id` has focus now,
    ///   ``FocusRequestResult/pending`` when it is not registered yet (it gets
    ///   focus when it registers), ``FocusRequestResult/unavailable`` when it is
    ///   disabled, hidden or read-only (nothing changes).
    @discardableResult
    public func focus(_ id: ID, cause: FocusCause = .app) -> FocusRequestResult {
        beginMutation()
        defer { endMutation() }
        guard let entry = entryOfID[id] else {
            pending = (id, cause)
            stored.pendingRequest = (stored.pendingRequest ?? 0) &+ 1
            return .pending
        }
        cancelPendingFocus()
        guard entries[entry].canTakeFocus else { return .unavailable }
        focusRequestCount &+= 1
        if focusedEntry == entry {
            commandFocus(entry, cause: cause)
        } else {
            move(toEntry: entry, cause: cause)
        }
        return .focused
    }

    /// Moves focus to the next field that can take it.
    ///
    /// - Returns: whether focus moved; `false` with nothing focused, or on the
    ///   last field when the wrap policy stops at the ends.
    @discardableResult
    public func next(cause: FocusCause = .app) -> Bool {
        beginMutation()
        defer { endMutation() }
        return step(forward: true, cause: cause)
    }

    /// Moves focus to the previous field that can take it.
    ///
    /// - Returns: whether focus moved.
    @discardableResult
    public func previous(cause: FocusCause = .app) -> Bool {
        beginMutation()
        defer { endMutation() }
        return step(forward: false, cause: cause)
    }

    /// Moves focus to the first field that can take it.
    ///
    /// - Returns: whether some field has focus now.
    @discardableResult
    public func first(cause: FocusCause = .app) -> Bool {
        beginMutation()
        defer { endMutation() }
        cancelPendingFocus()
        ensureOrder()
        guard let start = ordered.first else { return false }
        let target =
            entries[start].canTakeFocus
            ? 0 : availableIndex(from: 0, forward: true, wrap: false)
        guard let target else { return false }
        move(toEntry: ordered[target], cause: cause)
        return true
    }

    /// Whether the toolbar's Done submits the form (``done()``): the focused
    /// field's return-key role is ``ReturnKeyRole/submit``, as the last
    /// field's is by default.
    public var doneSubmits: Bool {
        guard let focused else { return false }
        return returnKeyRole(for: focused) == .submit
    }

    /// The keyboard toolbar's Done, its primary action: on a field whose
    /// return key submits (the last field, by default) it submits the form
    /// (``submit()``), so a form whose last field is a multi-line editor,
    /// where return inserts a newline, is submitted from the toolbar; on any
    /// other field it gives up focus (cause ``FocusCause/toolbar``).
    ///
    /// - Returns: whether it submitted.
    @discardableResult
    public func done() -> Bool {
        guard doneSubmits else {
            resign(cause: .toolbar)
            return false
        }
        submit()
        return true
    }

    /// Takes focus away from every field (dismisses the keyboard).
    public func resign(cause: FocusCause = .app) {
        beginMutation()
        defer { endMutation() }
        cancelPendingFocus()
        move(toEntry: nil, cause: cause)
    }

    /// Forgets a focus request made before its field registered.
    public func cancelPendingFocus() {
        beginMutation()
        defer { endMutation() }
        if hasPending { forgetPendingFocus() }
    }

    /// Kept out of line so that every move's check above stays free of the
    /// request's generic metadata.
    @inline(never)
    func forgetPendingFocus() {
        stored.pendingRequest = nil
        pending = nil
    }

    /// Submits from wherever focus is, as the last field's return does: a
    /// form's chain runs the form's ``FormModel/submit()`` (which calls
    /// ``onSubmit`` only when every field is valid), a chain without a form
    /// runs ``onSubmit``; then focus is resigned (cause
    /// ``FocusCause/returnKey``) unless the submit moved it, such as to the
    /// first invalid field.
    ///
    /// The submit shortcut of any attached field (Ctrl+Return on GTK,
    /// Cmd+Return on macOS, see ``TextInputCoordinator/didPressSubmitShortcut()``)
    /// calls this, whatever the field's return-key role: a form whose last
    /// field is a multi-line editor, where return inserts a newline, is
    /// submitted with it.
    public func submit() {
        beginMutation()
        defer { endMutation() }
        cancelPendingFocus()
        let movesBefore = moveCount
        let requestsBefore = focusRequestCount
        if formSubmitAction?() != true { onSubmit?() }
        if moveCount == movesBefore && focusRequestCount == requestsBefore {
            move(toEntry: nil, cause: .returnKey)
        }
    }

    /// Performs the return-key role of `id` (see ``returnKeyRole(for:)``):
    /// moves to the next field, resigns, or submits. Attached coordinators call
    /// this from their ``TextInputCoordinator/returnKeyAction``.
    public func returnKeyPressed(in id: ID) {
        beginMutation()
        defer { endMutation() }
        guard let entry = entryOfID[id] else { return }
        returnKeyPressed(inEntry: entry)
    }

    // MARK: Move internals

    func applyPendingFocus(to entry: Int) {
        guard hasPending, let request = pending, entryOfID[request.id] == entry,
            entries[entry].canTakeFocus
        else { return }
        cancelPendingFocus()
        if focusedEntry == entry {
            commandFocus(entry, cause: request.cause)
        } else {
            move(toEntry: entry, cause: request.cause)
        }
    }

    func returnKeyPressed(inEntry entry: Int) {
        cancelPendingFocus()
        if let keepsFocus = formReturnKeepsFocus, let id = ids[entry], keepsFocus(id) { return }
        switch returnKeyRole(ofEntry: entry) {
        case .next:
            ensureOrder()
            let wrap = wrap == .wrapAround
            if let target = availableIndex(from: positionOfEntry[entry], forward: true, wrap: wrap) {
                move(toEntry: ordered[target], cause: .returnKey)
            } else {
                move(toEntry: nil, cause: .returnKey)
            }
        case .done:
            move(toEntry: nil, cause: .returnKey)
        case .submit:
            submit()
        }
    }

    func step(forward: Bool, cause: FocusCause) -> Bool {
        cancelPendingFocus()
        guard let focused = focusedEntry else { return false }
        ensureOrder()
        guard
            let target = availableIndex(
                from: positionOfEntry[focused], forward: forward, wrap: wrap == .wrapAround)
        else { return false }
        move(toEntry: ordered[target], cause: cause)
        return true
    }

    /// Where focus goes when `entry` (focused) is removed or becomes unavailable.
    func targetAfterLosing(_ entry: Int) -> Int? {
        guard lossRule == .moveToNeighbour else { return nil }
        ensureOrder()
        let position = positionOfEntry[entry]
        let target =
            availableIndex(from: position, forward: true, wrap: false)
            ?? availableIndex(from: position, forward: false, wrap: false)
        return target.map { ordered[$0] }
    }

    /// Builds the move as a value, keeps it as ``lastMove`` and hands it to
    /// the observers. Kept out of `move` so that the generic value's metadata
    /// is looked up only when someone listens.
    @inline(never)
    func announceMove(from: Int?, to: Int?, cause: FocusCause) {
        let change = FocusMove(from: from.map { ids[$0]! }, to: to.map { ids[$0]! }, cause: cause)
        lastMoveValue = change
        formFocusObserver?(change)
        onFocusChange?(change)
    }

    /// Asks the widget in `entry` to take focus unless it already has it, with
    /// the selection `cause` calls for (``FocusCause/focusSelection``).
    func commandFocus(_ entry: Int, cause: FocusCause) {
        guard let coordinator = entries[entry].observer?.coordinator, !coordinator.isEditing else { return }
        coordinator.focus(cause: cause)
    }

    /// Makes `target` the focused field and tells observers, then widgets.
    ///
    /// Observers run first: if one of them moves focus again, the widgets get
    /// only that newer move, never this stale one.
    func move(
        toEntry target: Int?,
        cause: FocusCause,
        commandWidgets: Bool = true,
        formerObserver: FieldFocusObserver? = nil
    ) {
        let from = focusedEntry
        guard target != from else { return }
        moveCount &+= 1
        // The move becomes a value only when someone receives it: building
        // one costs generic metadata lookups that the entries avoid.
        let isHeard = formFocusObserver != nil || onFocusChange != nil
        stored.focus = FocusPosition(
            entry: target, lastMove: FocusMoveRecord(from: from, to: target, cause: cause, isKept: isHeard))
        updateToolbar()
        let movesBefore = moveCount
        if isHeard { announceMove(from: from, to: target, cause: cause) }
        guard commandWidgets, moveCount == movesBefore else { return }
        if let target, let coordinator = entries[target].observer?.coordinator {
            if !coordinator.isEditing { coordinator.focus(cause: cause) }
        } else if let previous = formerObserver?.coordinator
            ?? from.flatMap({ entries[$0].observer?.coordinator }),
            previous.isEditing
        {
            previous.resignFocus()
        }
    }
}
