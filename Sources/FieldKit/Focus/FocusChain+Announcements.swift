// Status messages for screen readers, and the field the keyboard toolbar
// acts on while it has keyboard focus itself.

extension FocusChain {
    /// The latest sentence for screen readers to speak, or `nil` before the
    /// first; see ``AccessibilityAnnouncement``. Observable: an adapter
    /// speaks each new value once.
    public var announcement: AccessibilityAnnouncement? { stored.announcement }

    /// Asks every adapter of the chain to have screen readers speak `text`
    /// now (a status message: a failed submit's count, an error that appeared
    /// on a field the user left, a card brand that became known).
    public func announce(_ text: String) {
        guard !text.isEmpty else { return }
        let serial = (stored.announcement?.serial ?? 0) &+ 1
        stored.announcement = AccessibilityAnnouncement(text: text, serial: serial)
    }

    /// Whether the latest focus move was a failed submit's, to the first
    /// field to correct (``FocusCause/validation``). A field that loses focus
    /// to it was not left by the user: the form announces how many fields
    /// need attention, not the error each such field now shows, which would
    /// otherwise replace the count as the newest announcement.
    public var lastMoveIsForValidation: Bool { lastMove?.cause == .validation }

    /// The toolbar's Previous / Next / Done state as it would be with `id`
    /// focused: what a toolbar that holds keyboard focus itself shows, since
    /// it acts on the field the keyboard came from.
    public func toolbarState(actingOn id: ID) -> FocusToolbarState {
        _ = stored.revision  // observed: order, membership and availability
        guard let entry = entryOfID[id] else { return FocusToolbarState() }
        ensureOrder()
        guard isOrdered(entry) else { return FocusToolbarState(isDoneEnabled: true) }
        let position = positionOfEntry[entry]
        let wrap = wrap == .wrapAround
        return FocusToolbarState(
            canGoPrevious: availableIndex(from: position, forward: false, wrap: wrap) != nil,
            canGoNext: availableIndex(from: position, forward: true, wrap: wrap) != nil,
            isDoneEnabled: true)
    }
}
