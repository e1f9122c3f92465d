#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A `UITextField` that says when it enters a window, the first moment it
    /// can become first responder, whose undo manager is the core's history
    /// (``HistoryUndoManager``), and which submits on a hardware keyboard's
    /// Cmd+Return.
    final class WindowAwareTextField: UITextField, SubmitShortcutResponding {
        var onEnterWindow: (() -> Void)?
        var historyUndoManager: HistoryUndoManager?

        override var undoManager: UndoManager? { historyUndoManager ?? super.undoManager }

        /// The hardware keyboard's submit shortcut (``SubmitKeyCommand``).
        var submitShortcut: SubmitKeyCommand?

        override var keyCommands: [UIKeyCommand]? {
            guard let submitShortcut else { return super.keyCommands }
            return (super.keyCommands ?? []) + [submitShortcut.keyCommand]
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == SubmitKeyCommand.action { return submitShortcut?.canPerform ?? false }
            return super.canPerformAction(action, withSender: sender)
        }

        func fieldKitSubmitShortcut(_ sender: AnyObject?) {
            submitShortcut?.perform()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { onEnterWindow?() }
        }
    }

    extension PlatformTextField {
        /// Keeps the field's ``/FieldKit/TextInputCoordinator`` and the latest
        /// `PlatformTextField` value, refreshed on every view update.
        @MainActor
        final class Coordinator: RepresentableCoordinator {
            var parent: PlatformTextField
            let input = TextInputCoordinator()
            lazy var formBinding = makeFormBinding()
            var adapter: TextFieldAdapter?
            var chainField: ChainField?
            var configuration = FieldConfiguration()
            lazy var validation = BindingValidation(input: input)

            init(parent: PlatformTextField) {
                self.parent = parent
                wireCallbacks()
            }

            func syncFocus() {
                guard let field = adapter?.textField else { return }
                followFocusBinding(widgetIsFocused: field.isFirstResponder)
            }
        }

        /// The representable that shows the field: the UIKit conformance lives
        /// here, so its coordinator and requirements are no part of
        /// FieldKit's public API.
        struct Host: UIViewRepresentable {
            typealias Coordinator = PlatformTextField.Coordinator
            let wrapped: PlatformTextField
            var source: FieldSource { wrapped.source }
            var placeholder: String { wrapped.placeholder }

            func makeCoordinator() -> Coordinator {
                Coordinator(parent: wrapped)
            }

            /// Creates the `UITextField`, showing the binding's value.
            func makeUIView(context: Context) -> UITextField {
                let coordinator = context.coordinator
                let field = WindowAwareTextField(frame: .zero)
                field.setContentHuggingPriority(.defaultHigh, for: .vertical)
                field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                field.onEnterWindow = { [weak coordinator] in coordinator?.enteredWindow() }
                field.historyUndoManager = HistoryUndoManager(coordinator: coordinator.input)
                field.submitShortcut = SubmitKeyCommand(coordinator: coordinator.input, isMultiLine: false)
                coordinator.load(source, environment: context.environment)
                let adapter = TextFieldAdapter(textField: field, coordinator: coordinator.input)
                adapter.messages = context.environment.fieldMessages
                coordinator.adapter = adapter
                return field
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, traits, chain role and focus request to the field. The
            /// coordinator writes nothing the field already shows.
            func updateUIView(_ field: UITextField, context: Context) {
                let coordinator = context.coordinator
                coordinator.parent = wrapped
                coordinator.load(source, environment: context.environment)
                let configuration = coordinator.configuration
                let options = configuration.options
                if case .binding = source { coordinator.input.isSecure = options.isSecure }
                coordinator.adapter?.messages = context.environment.fieldMessages

                field.placeholder = placeholder
                field.isEnabled = context.environment.isEnabled
                field.keyboardType = options.keyboard.uiKeyboardType
                field.textContentType = options.content?.uiTextContentType
                field.autocapitalizationType = options.capitalization.uiType
                field.autocorrectionType = options.autocorrection.uiAutocorrectionType
                // Card numbers, IBANs and phone numbers read left to right in
                // every language: in a right-to-left layout their groups would
                // otherwise swap places. The view's direction does it; the text
                // and the model never get a direction mark.
                field.semanticContentAttribute =
                    coordinator.input.format.isLeftToRightContent ? .forceLeftToRight : .unspecified

                let chainField = coordinator.joinChain(
                    context.environment.chainField, isEnabled: context.environment.isEnabled)
                #if !os(visionOS)
                    // visionOS has no input accessory views (see FocusChainToolbar).
                    if let chainField {
                        field.inputAccessoryView = chainField.context.accessoryView(
                            messages: context.environment.fieldMessages)
                    }
                #endif
                let role =
                    chainField.flatMap { $0.context.returnKeyRole(for: $0.field) } ?? source.formReturnKeyRole
                field.returnKeyType = options.returnKey.resolved(role: role).uiReturnKeyType

                let wasSecure = field.isSecureTextEntry
                let showsDots = SecureEntryToggle.showsDots(
                    isSecure: options.isSecure || coordinator.input.isSecure,
                    isRevealed: configuration.revealed?.wrappedValue ?? false)
                if wasSecure != showsDots { field.isSecureTextEntry = showsDots }
                if SecureEntryToggle.needsRestore(
                    wasSecure: wasSecure, isSecure: showsDots, isEditing: coordinator.input.isEditing)
                {
                    coordinator.adapter?.show(coordinator.input.state)
                }
                coordinator.syncFocus()
            }

            /// Leaves the focus chain and releases focus before SwiftUI removes
            /// the field, so no chain or keyboard points at a dead widget.
            static func dismantleUIView(_ field: UITextField, coordinator: Coordinator) {
                coordinator.dismantle()
            }

            /// Sizes like a SwiftUI `TextField`: the proposed width, the field's
            /// natural height.
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context)
                -> CGSize?
            {
                wrapped.fieldSize(proposal, natural: uiView.intrinsicContentSize)
            }
        }
    }

#endif
