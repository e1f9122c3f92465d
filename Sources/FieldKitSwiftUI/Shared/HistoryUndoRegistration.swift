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
        private let undoManager: @MainActor () -> UndoManager?
        /// The core's decisions: what is registered when, and what a
        /// performed action does.
        private var route: HistoryUndoRoute?

        /// Registers each new step of `coordinator` with the manager `undoManager` returns.
        init(coordinator: TextInputCoordinator, undoManager: @escaping @MainActor () -> UndoManager?) {
            self.undoManager = undoManager
            route = HistoryUndoRoute(coordinator: coordinator) { [weak self] step in self?.register(step) }
        }

        /// Takes this registration's steps out of the manager (the core keeps its history).
        func removeAll() {
            undoManager()?.removeAllActions(withTarget: self)
        }

        private func register(_ step: HistoryUndoRoute.Step) {
            undoManager()?.registerUndo(withTarget: self) { registration in
                MainActor.assumeIsolated { registration.route?.perform(step) }
            }
        }
    }
#endif
