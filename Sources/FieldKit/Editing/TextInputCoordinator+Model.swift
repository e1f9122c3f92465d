// The model's side: app writes in, user values out, and showing the model
// again after the format changed.

extension TextInputCoordinator {
    /// The model changed (called from a view update, or by a model observer).
    ///
    /// Does nothing when `value` is what was last synchronised, so the echo of
    /// the coordinator's own write costs nothing and moves no caret. Otherwise
    /// the widget shows the value formatted, with the caret kept where it was
    /// relative to the text around it. Never writes the model. During a
    /// composition the value waits for the composition to end.
    public func modelDidChange(to value: String) {
        modelDidChangeObserver?(value)
        if composition != nil {
            // A write back to the synchronised value cancels an earlier pending one.
            pendingModelValue = value == lastSynced ? nil : value
            return
        }
        guard value != lastSynced else { return }
        lastSynced = value
        history.removeAll()
        let display = format.displayText(for: value)
        reportDrops(ofModelValue: value, display: display)
        guard display != state.text else { return }
        var next = TextEditingState(text: display)
        if state.selectionUTF8 != state.end.utf8..<state.end.utf8 {
            // Keep the caret next to the text around it; a caret at the end
            // (the common case) stays at the end, which the new state already has.
            let diff = TextDiff(old: state.text, new: display)
            next.setSelectionUTF8(
                diff.map(state.selectionUTF8.lowerBound)..<diff.map(state.selectionUTF8.upperBound))
        }
        state = next
        command(.show, next)
    }

    /// Reports the characters of an app value that the format did not keep.
    func reportDrops(ofModelValue value: String, display: String) {
        guard let onReject, !format.isIdentity else { return }
        let raw = format.rawValue(for: display)
        let offered = InputRejection.offered(in: value, display: display, raw: raw)
        // The app's own value: the app hears it, the user is not told off for it.
        if raw.count < offered { onReject(InputRejection(source: .model, offered: offered, kept: raw.count)) }
    }

    /// Writes the model value of `result` (`value` when the format already
    /// handed it back) and tells ``onChange``.
    func writeAndNotify(_ result: TextEditingState, value known: String? = nil) {
        let value = known ?? modelValue(for: result.text)
        lastSynced = value
        modelWriteRoute.write(value)
        onChange?(value)
    }

    /// Shows the model's value (the last one synchronised, which is what the
    /// model holds) through the current format. Deriving it from the old
    /// display instead would lose what the old format did not show: an app
    /// value "12345" in a four-digit field, shown "1234", is "12345" again
    /// when the limit goes.
    func reformatAfterFormatChange() {
        history.removeAll()
        guard composition == nil else {
            reformatsAfterComposition = true
            return
        }
        let display = format.displayText(for: lastSynced)
        guard display != state.text else { return }
        let next = TextEditingState(text: display)
        state = next
        command(.show, next)
    }
}
