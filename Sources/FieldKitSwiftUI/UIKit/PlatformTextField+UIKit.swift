#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A `UITextField` that says when it enters a window, the first moment it
    /// can become first responder, whose undo manager is the core's history
    /// (``HistoryUndoManager``), and which submits on a hardware keyboard's
    /// Cmd+Return (``ResponderHooks``).
    final class WindowAwareTextField: UITextField, HostedTextView {
        let hooks = ResponderHooks()

        override var undoManager: UndoManager? { hooks.undoManager(inherited: super.undoManager) }
        override var keyCommands: [UIKeyCommand]? { hooks.keyCommands(inherited: super.keyCommands) }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            hooks.canPerform(action) ?? super.canPerformAction(action, withSender: sender)
        }

        func fieldKitSubmitShortcut(_ sender: AnyObject?) { hooks.submitShortcut?.perform() }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            hooks.didMove(to: window)
        }
    }

    extension PlatformTextField {
        /// The UIKit representable that shows the field (``FieldRepresentable``).
        struct Host: FieldRepresentable {
            let wrapped: PlatformTextField

            /// Creates the `UITextField`, showing the binding's value.
            func makeUIView(context: Context) -> WindowAwareTextField {
                let coordinator = context.coordinator
                let field = WindowAwareTextField(frame: .zero)
                field.host(for: coordinator)
                coordinator.showEnvironment(context.environment, on: field)
                coordinator.make(context.environment) { TextFieldAdapter(textField: field, coordinator: $0) }
                return field
            }

            /// Passes the new traits and what changed in the environment
            /// (enabled state, alignment, text style and size, tint:
            /// ``RepresentableCoordinator/showEnvironment(_:on:)``) to the
            /// field, then the update to the
            /// core (`RepresentedField`): model value, format, chain, return
            /// key, secure entry and focus request. The coordinator writes
            /// nothing the field already shows, and sets the field's
            /// direction for left-to-right content
            /// (``TextFieldAdapter/showContentDirection(leftToRight:)``).
            func updateUIView(_ field: WindowAwareTextField, context: Context) {
                let coordinator = context.coordinator
                field.placeholder = wrapped.placeholder
                coordinator.showEnvironment(context.environment, on: field)
                coordinator.showToolbar(context.environment, above: field)
                coordinator.update(
                    wrapped, environment: context.environment,
                    secureEntry: SecureEntrySwitch(
                        showsDots: field.isSecureTextEntry,
                        switchTo: { field.isSecureTextEntry = $0 },
                        restore: { [weak coordinator] in coordinator?.adapter?.show($0) }))
            }

            /// Sizes like a SwiftUI `TextField`: the proposed width, the field's
            /// natural height.
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: WindowAwareTextField, context: Context)
                -> CGSize?
            {
                wrapped.fieldSize(proposal, natural: uiView.intrinsicContentSize)
            }
        }
    }

#endif
