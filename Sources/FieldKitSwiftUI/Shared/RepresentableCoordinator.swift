#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI

    /// What ``PlatformTextField`` and ``PlatformTextEditor`` hand their
    /// coordinators: the model source, so one wiring serves both views on
    /// both toolkits (the rest comes from the environment's
    /// ``FieldConfiguration``).
    @MainActor
    protocol WrappedTextView {
        var source: FieldSource { get }
    }

    extension PlatformTextField: WrappedTextView, View {
        /// The native field, shown through this toolkit's representable
        /// (`Host`).
        public var body: some View { Host(wrapped: self) }
    }

    extension PlatformTextField {
        /// Sizes like a SwiftUI `TextField`: the proposed width, the
        /// widget's natural height.
        func fieldSize(_ proposal: ProposedViewSize, natural: CGSize) -> CGSize {
            CGSize(width: proposal.width ?? natural.width, height: natural.height)
        }
    }

    extension PlatformTextEditor: WrappedTextView, View {
        /// The native editor, shown through this toolkit's representable
        /// (`Host`).
        public var body: some View { Host(wrapped: self) }
    }

    /// A toolkit widget adapter: the widget of one coordinator, able to
    /// leave its chain and give up focus when SwiftUI removes the view.
    @MainActor
    protocol WidgetAdapter: TextInputWidget {
        var coordinator: TextInputCoordinator { get }
        func detach()
    }

    extension WidgetAdapter {
        /// Becomes the coordinator's widget and shows its current text, the
        /// last step of every adapter's set-up once it is the delegate.
        func becomeWidget() {
            coordinator.widget = self
            show(coordinator.state)
        }
    }

    extension TextFieldAdapter: WidgetAdapter {}
    extension TextViewAdapter: WidgetAdapter {}

    /// The part of a representable's coordinator that is the same for the
    /// field and the editor on UIKit and AppKit: callback wiring, joining the
    /// environment's focus chain, following the focus binding and tearing
    /// down. The toolkit halves keep only what differs.
    @MainActor
    protocol RepresentableCoordinator: AnyObject {
        associatedtype Parent: WrappedTextView
        associatedtype Adapter: WidgetAdapter
        var parent: Parent { get }
        var input: TextInputCoordinator { get }
        var formBinding: FormBinding { get }
        var adapter: Adapter? { get }
        var chainField: ChainField? { get set }
        /// The environment's field configuration at the last view update.
        var configuration: FieldConfiguration { get set }
        /// The field's validation, when it is bound to a plain binding.
        var validation: BindingValidation { get }
        func syncFocus()
    }

    extension RepresentableCoordinator {
        /// A form binding that falls back to the view's own source, built
        /// lazily by the coordinator because it needs `self`.
        func makeFormBinding() -> FormBinding {
            FormBinding { [weak self] value in self?.parent.source.write(value) }
        }

        /// Takes the environment's field configuration, and shows `source`'s
        /// value with the environment's input format, binding the coordinator
        /// to a form when the source is one.
        func load(_ source: FieldSource, environment: EnvironmentValues) {
            configuration = environment.fieldConfiguration
            source.update(input, environmentFormat: environment.inputFormat, binding: formBinding)
            validation.update(configuration.validation)
        }

        /// Routes the coordinator's model writes, changes, submits and
        /// editing transitions to the latest parent and configuration, which
        /// every view update replaces.
        func wireCallbacks() {
            formBinding.useBindingWriter(input)
            input.onChange = { [weak self] value in
                self?.validation.valueDidChange()
                self?.configuration.changed(to: value)
            }
            input.onSubmit = { [weak self] in self?.configuration.submitActions() }
            input.onBeginEditing = { [weak self] in
                self?.configuration.focus?.write(true)
                self?.validation.didTakeFocus()
                self?.chainField?.context.widgetDidBeginEditing()
            }
            input.onEndEditing = { [weak self] reason in
                self?.configuration.focus?.write(false)
                self?.validation.didLoseFocus()
                self?.configuration.endedEditing(reason)
            }
        }

        /// Remembers `chainField` and puts the coordinator in its chain;
        /// returns it so the caller can add what its toolkit needs (keyboard
        /// toolbar, Tab handling).
        @discardableResult
        func joinChain(_ chainField: ChainField?, isEnabled: Bool) -> ChainField? {
            self.chainField = chainField
            guard let chainField else { return nil }
            chainField.context.attach(input, as: chainField.field, isEnabled: isEnabled)
            let check: (() -> Bool)? =
                validation.request == nil ? nil : { [weak self] in self?.validation.attemptSubmit() ?? true }
            chainField.context.setSubmitCheck(check, for: chainField.field)
            return chainField
        }

        /// Moves focus the way the app's focus binding asks, given whether
        /// the widget holds it now (each toolkit asks that differently).
        func followFocusBinding(widgetIsFocused: Bool) {
            switch FocusBindingSync.command(
                bindingIsFocused: configuration.focus?.read(), widgetIsFocused: widgetIsFocused)
            {
            case .focus: input.focus()
            case .resign: input.resignFocus()
            case .none: break
            }
        }

        /// Leaves the focus chain and releases focus before SwiftUI removes
        /// the view, so no chain or keyboard points at a dead widget.
        func dismantle() {
            // Dismantling happens during a view update: the focus release
            // below must not write the app's focus binding or call its
            // callbacks from here.
            input.onBeginEditing = nil
            input.onEndEditing = nil
            if let chainField {
                chainField.context.setSubmitCheck(nil, for: chainField.field)
                chainField.context.detach(input, from: chainField.field)
            }
            adapter?.detach()
            formBinding.release(input)
            input.widget = nil
            chainField = nil
        }

        #if canImport(UIKit)
            /// The widget joined a window: the first moment it can become
            /// first responder, so the chain and the focus binding may act.
            func enteredWindow() {
                if let chainField { chainField.context.widgetBecameFocusable(chainField.field) }
                syncFocus()
            }
        #endif
    }
#endif
