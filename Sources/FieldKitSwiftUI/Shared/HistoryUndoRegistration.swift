#if canImport(UIKit) || canImport(AppKit)
    import FieldKit
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// Puts a coordinator's history (`EditHistory`) in the
    /// platform's `UndoManager`: one undo action per step the user made, which
    /// calls the coordinator's `undo()` and registers its redo.
    ///
    /// The text system's own registrations replay its record of the buffer,
    /// which in a formatted field includes FieldKit's rewrites as edits of
    /// their own (on GTK that made undo show `4`, `44` and redo invent
    /// digits). The core's steps go from what the user saw to what the format
    /// made of their edit. Where the platform lets the text system's own undo
    /// be turned off (`NSTextView.allowsUndo`, also on the field editor of an
    /// `NSTextField` while it edits), the adapter turns it off. `UITextField`
    /// and `UITextView` have no such switch: FieldKit's own UIKit views use a
    /// `HistoryUndoManager` instead of registrations, and only a field an
    /// app made itself keeps UIKit's registrations next to these.
    @MainActor
    final class HistoryUndoRegistration {
        private weak var coordinator: TextInputCoordinator?
        private let undoManager: @MainActor () -> UndoManager?

        /// Registers each new step of `coordinator` with the manager `undoManager` returns.
        init(coordinator: TextInputCoordinator, undoManager: @escaping @MainActor () -> UndoManager?) {
            self.coordinator = coordinator
            self.undoManager = undoManager
            coordinator.onUndoableEdit = { [weak self] in self?.register(redo: false) }
        }

        /// Takes this registration's steps out of the manager (the core keeps its history).
        func removeAll() {
            undoManager()?.removeAllActions(withTarget: self)
        }

        private func register(redo: Bool) {
            guard let manager = undoManager() else { return }
            manager.registerUndo(withTarget: self) { registration in
                MainActor.assumeIsolated { registration.perform(redo: redo) }
            }
        }

        private func perform(redo: Bool) {
            guard let coordinator else { return }
            let done = redo ? coordinator.redo() : coordinator.undo()
            // The manager calls this while undoing (or redoing): what is
            // registered now becomes the opposite action.
            if done { register(redo: !redo) }
        }
    }
#endif
