#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A `UITextField` that says when it enters a window, the first moment it
    /// can become first responder.
    final class WindowAwareTextField: UITextField {
        var onEnterWindow: (() -> Void)?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { onEnterWindow?() }
        }
    }

    extension PlatformTextField: UIViewRepresentable {
        /// Keeps the field's ``/FieldKit/TextInputCoordinator`` and the latest
        /// `PlatformTextField` value, refreshed on every view update.
        @MainActor
        public final class Coordinator {
            var parent: PlatformTextField
            let input = TextInputCoordinator()
            lazy var formBinding = FormBinding { [weak self] value in self?.parent.source.write(value) }
            var adapter: TextFieldAdapter?
            var link: FieldChainLink?

            init(parent: PlatformTextField) {
                self.parent = parent
                input.writeModel = { [weak self] value in self?.parent.source.write(value) }
                input.onChange = { [weak self] value in self?.parent.changeAction?(value) }
                input.onSubmit = { [weak self] in self?.parent.submitAction?() }
                input.onBeginEditing = { [weak self] in
                    self?.parent.focus?.write(true)
                    self?.link?.context.widgetDidBeginEditing()
                }
                input.onEndEditing = { [weak self] reason in
                    self?.parent.focus?.write(false)
                    self?.parent.endEditingAction?(reason)
                }
            }

            func enteredWindow() {
                if let link { link.context.widgetBecameFocusable(link.field) }
                syncFocus()
            }

            func syncFocus() {
                guard let field = adapter?.textField else { return }
                switch FocusBindingSync.command(
                    bindingIsFocused: parent.focus?.read(), widgetIsFocused: field.isFirstResponder)
                {
                case .focus: input.focus()
                case .resign: input.resignFocus()
                case .none: break
                }
            }
        }

        /// Creates the coordinator.
        public func makeCoordinator() -> Coordinator {
            Coordinator(parent: self)
        }

        /// Creates the `UITextField`, showing the binding's value.
        public func makeUIView(context: Context) -> UITextField {
            let coordinator = context.coordinator
            let field = WindowAwareTextField(frame: .zero)
            field.setContentHuggingPriority(.defaultHigh, for: .vertical)
            field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            field.onEnterWindow = { [weak coordinator] in coordinator?.enteredWindow() }
            source.update(
                coordinator.input, environmentFormat: context.environment.inputFormat,
                binding: coordinator.formBinding)
            coordinator.adapter = TextFieldAdapter(textField: field, coordinator: coordinator.input)
            return field
        }

        /// Refreshes the coordinator's parent and passes the new model value,
        /// format, traits, chain role and focus request to the field. The
        /// coordinator writes nothing the field already shows.
        public func updateUIView(_ field: UITextField, context: Context) {
            let coordinator = context.coordinator
            coordinator.parent = self
            source.update(
                coordinator.input, environmentFormat: context.environment.inputFormat,
                binding: coordinator.formBinding)
            if case .binding = source { coordinator.input.isSecure = options.isSecure }

            field.placeholder = placeholder
            field.isEnabled = context.environment.isEnabled
            field.keyboardType = options.keyboard.uiKeyboardType
            field.textContentType = options.content?.uiTextContentType
            field.autocapitalizationType = options.capitalization.uiType
            field.autocorrectionType = options.autocorrection.uiAutocorrectionType

            let link = context.environment.fieldChainLink
            coordinator.link = link
            if let link {
                link.context.attach(
                    coordinator.input, as: link.field, isEnabled: context.environment.isEnabled)
                field.inputAccessoryView = link.context.accessoryView
            }
            let role = link.flatMap { $0.context.returnKeyRole(for: $0.field) } ?? source.formReturnKeyRole
            field.returnKeyType = options.returnKey.resolved(role: role).uiReturnKeyType

            let wasSecure = field.isSecureTextEntry
            let showsDots = SecureEntryToggle.showsDots(
                isSecure: options.isSecure || coordinator.input.isSecure,
                isRevealed: revealed?.wrappedValue ?? false)
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
        public static func dismantleUIView(_ field: UITextField, coordinator: Coordinator) {
            // Dismantling happens during a view update: the focus release
            // below must not write the app's focus binding or call its
            // callbacks from here.
            coordinator.input.onBeginEditing = nil
            coordinator.input.onEndEditing = nil
            if let link = coordinator.link { link.context.detach(coordinator.input, from: link.field) }
            coordinator.adapter?.detach()
            coordinator.formBinding.release(coordinator.input)
            coordinator.input.widget = nil
            coordinator.link = nil
        }

        /// Sizes like a SwiftUI `TextField`: the proposed width, the field's
        /// natural height.
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context)
            -> CGSize?
        {
            let natural = uiView.intrinsicContentSize
            return CGSize(width: proposal.width ?? natural.width, height: natural.height)
        }
    }
#endif
