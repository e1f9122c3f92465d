#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// What FieldKit's own UIKit views (``WindowAwareTextField``,
    /// ``PlaceholderTextView``) add to their responder: a call when the view
    /// enters a window (the first moment it can become first responder), the
    /// core's history as the undo manager (``HistoryUndoManager``) and a
    /// hardware keyboard's submit shortcut (``SubmitKeyCommand``). The views
    /// have different UIKit superclasses, so each overrides the responder's
    /// members in one line that asks these hooks.
    @MainActor
    final class ResponderHooks {
        var onMoveToWindow: ((_ inWindow: Bool) -> Void)?
        var historyUndoManager: HistoryUndoManager?
        var submitShortcut: SubmitKeyCommand?

        /// The view's undo manager: the core's history when there is one.
        func undoManager(inherited: UndoManager?) -> UndoManager? { historyUndoManager ?? inherited }

        /// The view's key commands: the inherited ones and the submit shortcut.
        func keyCommands(inherited: [UIKeyCommand]?) -> [UIKeyCommand]? {
            guard let submitShortcut else { return inherited }
            return (inherited ?? []) + [submitShortcut.keyCommand]
        }

        /// Whether the view performs `action` now, when it is the submit
        /// shortcut's; `nil` for any other action (the superclass answers).
        func canPerform(_ action: Selector) -> Bool? {
            action == SubmitKeyCommand.action ? submitShortcut?.canPerform ?? false : nil
        }

        /// The view moved to `window` (`nil`: it left its window); the core
        /// decides what that means (`RepresentedField.widgetMovedToWindow`).
        func didMove(to window: UIWindow?) {
            onMoveToWindow?(window != nil)
        }
    }

    /// A FieldKit UIKit text view of a representable, with its
    /// ``ResponderHooks``.
    @MainActor
    protocol HostedTextView: UIView, SubmitShortcutResponding {
        var hooks: ResponderHooks { get }
        #if !os(visionOS)
            var inputAccessoryView: UIView? { get set }
        #endif
    }

    extension HostedTextView {
        /// Sets the view up for `coordinator`: the sizing priorities of a
        /// SwiftUI text field, the window call, the core's history as undo
        /// manager and the submit shortcut (the same in a one-line and a
        /// multi-line field).
        func host<Parent>(for coordinator: RepresentableCoordinator<Parent>) {
            setContentHuggingPriority(.defaultHigh, for: .vertical)
            setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            hooks.onMoveToWindow = { [weak coordinator] in coordinator?.movedToWindow(inWindow: $0) }
            hooks.historyUndoManager = HistoryUndoManager(coordinator: coordinator.input)
            hooks.submitShortcut = SubmitKeyCommand(coordinator: coordinator.input)
        }
    }

    extension RepresentableCoordinator {
        /// The widget joined a window (`inWindow`) or left it; the core acts
        /// on joining, the first moment the widget can become first
        /// responder.
        func movedToWindow(inWindow: Bool) {
            field.widgetMovedToWindow(inWindow: inWindow)
        }

        /// Shows the environment's chain toolbar above `view`'s keyboard
        /// (none outside a chain); visionOS has no input accessory views
        /// (see ``FocusChainToolbar``), so there the view gets none.
        func showToolbar(_ environment: EnvironmentValues, above view: some HostedTextView) {
            #if !os(visionOS)
                view.inputAccessoryView = environment.chainField?.context.accessoryView(
                    messages: environment.fieldMessages)
            #endif
        }
    }
#endif
