import FieldKit

/// An in-memory `UndoManager` with the behaviour FieldKit's AppKit glue
/// relies on: an action registered while the manager undoes is filed as the
/// redo, one registered while it redoes as the undo, and one registered
/// otherwise starts a new undo and clears the redo stack.
@MainActor
final class SimulatedUndoManager {
    private var undoStack: [@MainActor () -> Void] = []
    private var redoStack: [@MainActor () -> Void] = []
    private var isUndoing = false
    private var isRedoing = false

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// `registerUndo(withTarget:handler:)`.
    func register(_ action: @escaping @MainActor () -> Void) {
        if isUndoing {
            redoStack.append(action)
        } else if isRedoing {
            undoStack.append(action)
        } else {
            undoStack.append(action)
            redoStack.removeAll()
        }
    }

    /// `undo()`: performs the last undo action.
    func undo() {
        guard let action = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        action()
    }

    /// `redo()`: performs the last redo action.
    func redo() {
        guard let action = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        action()
    }

    /// `removeAllActions(withTarget:)` for the one target a field registers.
    func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
