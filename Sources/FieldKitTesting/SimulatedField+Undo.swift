import FieldKit

/// The toolkit's own Undo and Redo (Cmd+Z and Shift+Cmd+Z, the Edit menu,
/// UIKit's shake), routed as FieldKit's adapters route them
/// (`HistoryUndoRoute`): UIKit asks the field's undo manager, which is the
/// core's history; AppKit performs the actions registered with the window's
/// undo manager, one per step the user made, which a field's end of editing
/// removes; GTK's undo keys call the history directly.
extension SimulatedField {
    /// The user chooses Undo.
    ///
    /// - Returns: whether the field changed.
    @discardableResult
    public func undo() -> Bool { walkHistory(.undo) }

    /// The user chooses Redo.
    ///
    /// - Returns: whether the field changed.
    @discardableResult
    public func redo() -> Bool { walkHistory(.redo) }

    /// Whether the toolkit's Undo is enabled for the field.
    public var canUndo: Bool {
        toolkit == .appKit ? undoManager.canUndo && undoRoute.canUndo : undoRoute.canUndo
    }

    /// Whether the toolkit's Redo is enabled for the field.
    public var canRedo: Bool {
        toolkit == .appKit ? undoManager.canRedo && undoRoute.canRedo : undoRoute.canRedo
    }

    private func walkHistory(_ step: HistoryUndoRoute.Step) -> Bool {
        let before = shown
        switch (toolkit, step) {
        case (.appKit, .undo): undoManager.undo()
        case (.appKit, .redo): undoManager.redo()
        case (_, .undo): undoRoute.undo()
        case (_, .redo): undoRoute.redo()
        }
        return shown != before
    }

    /// The route the field's toolkit takes into the history: AppKit
    /// registers each step with the window's undo manager.
    func makeUndoRoute() -> HistoryUndoRoute {
        guard toolkit == .appKit else { return HistoryUndoRoute(coordinator: coordinator) }
        return HistoryUndoRoute(coordinator: coordinator) { [weak self] step in
            self?.undoManager.register { [weak self] in self?.undoRoute.perform(step) }
        }
    }
}
