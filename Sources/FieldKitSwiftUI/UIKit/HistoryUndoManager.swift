#if canImport(UIKit)
    import FieldKit
    import UIKit

    /// The undo manager of the text fields and text views FieldKit creates on
    /// UIKit: Undo and Redo (the keyboard shortcuts, the edit menu, shaking,
    /// the three-finger gestures, which all ask the first responder's
    /// `undoManager`) walk the coordinator's `EditHistory` and
    /// nothing else.
    ///
    /// `UITextField` and `UITextView` register their own undo actions for
    /// typing with the responder's undo manager and offer no switch to stop
    /// it (unlike `NSTextView.allowsUndo`). Their record replays the buffer
    /// edit by edit, the format's rewrites included, which is what made undo
    /// invent values on GTK. Any responder may return its own manager
    /// (`UIResponder.undoManager`); FieldKit's views return this one, whose
    /// undo and redo never perform what UIKit registered: there is one
    /// history, the core's. UIKit's registrations are dropped when editing
    /// ends. Not verified on a device (no Apple hardware here): that UIKit's
    /// text input registers with, and undoes through, the responder's
    /// `undoManager` rather than a private one.
    final class HistoryUndoManager: UndoManager {
        private weak var coordinator: TextInputCoordinator?

        /// A manager for `coordinator`'s history.
        init(coordinator: TextInputCoordinator) {
            self.coordinator = coordinator
            super.init()
        }

        /// Whether the core has a step to undo.
        override var canUndo: Bool { history { $0.canUndo } }
        /// Whether the core has a step to redo.
        override var canRedo: Bool { history { $0.canRedo } }

        /// Returns to the state the user saw before their last edit.
        override func undo() {
            let coordinator = self.coordinator
            MainActor.assumeIsolated { _ = coordinator?.undo() }
        }

        /// Shows again what the user's last undone edit made.
        override func redo() {
            let coordinator = self.coordinator
            MainActor.assumeIsolated { _ = coordinator?.redo() }
        }

        private func history(_ read: (EditHistory) -> Bool) -> Bool {
            let coordinator = self.coordinator
            let history = MainActor.assumeIsolated { coordinator?.history }
            return history.map(read) ?? false
        }
    }
#endif
