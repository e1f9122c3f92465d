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
        /// The core's route into the history.
        private let route: HistoryUndoRoute

        /// A manager for `coordinator`'s history.
        @MainActor
        init(coordinator: TextInputCoordinator) {
            route = HistoryUndoRoute(coordinator: coordinator)
            super.init()
        }

        /// Whether the core has a step to undo (none while an input method composes).
        override var canUndo: Bool {
            let route = self.route
            return MainActor.assumeIsolated { route.canUndo }
        }
        /// Whether the core has a step to redo.
        override var canRedo: Bool {
            let route = self.route
            return MainActor.assumeIsolated { route.canRedo }
        }

        /// Returns to the state the user saw before their last edit.
        override func undo() {
            let route = self.route
            MainActor.assumeIsolated { _ = route.undo() }
        }

        /// Shows again what the user's last undone edit made.
        override func redo() {
            let route = self.route
            MainActor.assumeIsolated { _ = route.redo() }
        }
    }
#endif
