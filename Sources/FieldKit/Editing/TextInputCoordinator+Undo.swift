// The field's own undo and redo, over `history`.

extension TextInputCoordinator {
    /// Whether ``undo()`` would change anything.
    public var canUndo: Bool { composition == nil && history.canUndo }

    /// Whether ``redo()`` would change anything.
    public var canRedo: Bool { composition == nil && history.canRedo }

    /// Returns the field to what the user saw before their last edit (text
    /// and caret), writes the model, and calls ``onChange``.
    ///
    /// Adapters bind this to the platform's undo key (Ctrl+Z on GTK) with the
    /// toolkit's own history off, since that one also records the format's
    /// rewrites. Nothing happens during a composition.
    ///
    /// - Returns: whether there was a step to undo.
    @discardableResult
    public func undo() -> Bool {
        guard composition == nil, let target = history.undo(from: state) else { return false }
        restore(target)
        return true
    }

    /// Shows again what the user's last undone edit made (text and caret),
    /// writes the model, and calls ``onChange``.
    ///
    /// - Returns: whether there was a step to redo.
    @discardableResult
    public func redo() -> Bool {
        guard composition == nil, let target = history.redo(from: state) else { return false }
        restore(target)
        return true
    }

    func restore(_ target: TextEditingState) {
        let changed = !Self.sameBytes(target.text, state.text)
        state = target
        command(.show, target)
        if changed { writeAndNotify(target) }
        clearRejection()
    }
}
