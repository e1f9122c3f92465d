/// How a platform undo manager reaches a coordinator's history
/// (`EditHistory`): the decisions of FieldKit's UIKit and AppKit undo glue,
/// which only translate them into `UndoManager` calls, and of the simulated
/// fields that replay Cmd+Z.
///
/// Two routes exist. A manager of FieldKit's own (UIKit's
/// `HistoryUndoManager`, returned by FieldKit's views as their responder's
/// `undoManager`) asks ``canUndo`` and calls ``undo()`` directly. A manager
/// that is not FieldKit's (AppKit's window manager, the manager of a
/// `UITextField` the app made) gets one registered action per step the user
/// made (`register`, called with ``Step/undo``); when the manager performs
/// it, ``perform(_:)`` walks the history and registers the opposite step, as
/// `UndoManager` expects of an action it is undoing or redoing.
@MainActor
package final class HistoryUndoRoute {
    /// Which way a registered action walks the history.
    package enum Step: Sendable, Hashable {
        case undo
        case redo

        /// The step that takes this one back.
        package var opposite: Step { self == .undo ? .redo : .undo }
    }

    private weak var coordinator: TextInputCoordinator?
    private let register: @MainActor (Step) -> Void

    /// A route into `coordinator`'s history. With `register`, every step the
    /// user makes is registered with the platform's manager through it
    /// (``TextInputCoordinator/onUndoableEdit``); without, the manager is
    /// FieldKit's own and calls ``undo()`` and ``redo()``.
    package init(coordinator: TextInputCoordinator, register: (@MainActor (Step) -> Void)? = nil) {
        self.coordinator = coordinator
        self.register = register ?? { _ in }
        guard register != nil else { return }
        coordinator.onUndoableEdit = { [weak self] in self?.register(.undo) }
    }

    /// Whether the platform's Undo is enabled: the core has a step to undo
    /// and no input method composes.
    package var canUndo: Bool { coordinator?.canUndo ?? false }
    /// Whether the platform's Redo is enabled.
    package var canRedo: Bool { coordinator?.canRedo ?? false }

    /// Undo, from a manager of FieldKit's own.
    @discardableResult
    package func undo() -> Bool { coordinator?.undo() ?? false }

    /// Redo, from a manager of FieldKit's own.
    @discardableResult
    package func redo() -> Bool { coordinator?.redo() ?? false }

    /// The platform's manager performs a registered action: walks the
    /// history `step`'s way and, when that changed anything, registers the
    /// opposite step (the manager files what is registered while it undoes
    /// as the redo, and the reverse).
    package func perform(_ step: Step) {
        let done = step == .undo ? undo() : redo()
        guard done else { return }
        register(step.opposite)
    }
}
