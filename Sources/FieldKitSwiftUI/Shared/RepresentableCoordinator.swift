#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI

    /// What ``PlatformTextField`` and ``PlatformTextEditor`` hand their
    /// coordinators: the model source, so one wiring serves both views on
    /// both toolkits (the rest comes from the environment's
    /// ``FieldConfiguration``).
    @MainActor
    protocol WrappedTextView {
        /// The toolkit adapter of the view's widget.
        associatedtype Adapter: WidgetAdapter
        var source: FieldSource { get }
    }

    extension PlatformTextField: WrappedTextView, View {
        typealias Adapter = TextFieldAdapter

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
        typealias Adapter = TextViewAdapter

        /// The native editor, shown through this toolkit's representable
        /// (`Host`).
        public var body: some View { Host(wrapped: self) }
    }

    /// A toolkit widget adapter: the widget of one coordinator, able to
    /// leave its chain and give up focus when SwiftUI removes the view.
    @MainActor
    protocol WidgetAdapter: TextInputWidget, RejectionMessageReporting {
        var coordinator: TextInputCoordinator { get }
        /// Whether the widget holds focus now, as its toolkit tells it (the
        /// one thing the coordinator's focus sync asks of the toolkit).
        var holdsFocus: Bool { get }
        func detach()
    }

    extension WidgetAdapter {
        /// Becomes the coordinator's widget, shows its current text and puts
        /// its history in the undo manager of `responder` (the last step of
        /// every adapter's set-up, once it is the delegate); returns the
        /// registration to keep, `nil` when none is needed.
        func becomeWidget(of responder: PlatformResponder) -> HistoryUndoRegistration? {
            coordinator.widget = self
            show(coordinator.state)
            return HistoryUndoRegistration.forUndo(of: responder, coordinator: coordinator)
        }
    }

    extension TextFieldAdapter: WidgetAdapter {}
    extension TextViewAdapter: WidgetAdapter {}

    /// The coordinator of every FieldKit representable: the field and the
    /// editor, on UIKit and AppKit. It keeps the view's
    /// ``/FieldKit/TextInputCoordinator`` and the latest `Parent` value
    /// (refreshed on every view update), wires the callbacks, joins the
    /// environment's focus chain, follows the focus binding and tears down.
    /// What a toolkit adds lives in constrained extensions next to its
    /// representable; how a toolkit says "focused" is the adapter's
    /// ``WidgetAdapter/holdsFocus``.
    @MainActor
    final class RepresentableCoordinator<Parent: WrappedTextView> {
        typealias Adapter = Parent.Adapter
        var parent: Parent
        let input = TextInputCoordinator()
        /// The form field the coordinator is bound to, when the source is one.
        let formBinding = FormBinding()
        var adapter: Adapter?
        var chainField: ChainField?
        /// The environment's field configuration at the last view update.
        var configuration = FieldConfiguration()
        /// The field's validation, when it is bound to a plain binding.
        lazy var validation = BindingValidation(input: input)

        init(parent: Parent) {
            self.parent = parent
            wireCallbacks()
        }

        /// Takes the environment's field configuration, and shows the parent
        /// source's value with the environment's input format, binding the
        /// coordinator to a form when the source is one.
        func load(_ environment: EnvironmentValues) {
            configuration = environment.fieldConfiguration
            parent.source.update(input, environmentFormat: environment.inputFormat, binding: formBinding)
            validation.update(configuration.validation)
        }

        /// The first steps of every view update: the new parent, its source
        /// and configuration, and the environment's message language.
        func update(_ parent: Parent, environment: EnvironmentValues) {
            self.parent = parent
            load(environment)
            adapter?.messages = environment.fieldMessages
        }

        /// Keeps `adapter`, the widget's adapter made by the representable,
        /// speaking the environment's message language.
        func adopt(_ adapter: Adapter, environment: EnvironmentValues) {
            adapter.messages = environment.fieldMessages
            self.adapter = adapter
        }

        /// Routes the coordinator's model writes, changes, submits and
        /// editing transitions to the latest parent and configuration, which
        /// every view update replaces.
        private func wireCallbacks() {
            // The one place the adapter sets `writeModel`: the latest
            // source's binding; a form source writes through its own route.
            input.writeModel = { [weak self] value in self?.parent.source.write(value) }
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

        /// Remembers the environment's chain field and puts the coordinator
        /// in its chain (enabled as the environment says); returns it so the
        /// caller can add what its toolkit needs (keyboard toolbar, Tab
        /// handling).
        @discardableResult
        func joinChain(_ environment: EnvironmentValues) -> ChainField? {
            chainField = environment.chainField
            guard let chainField else { return nil }
            chainField.context.attach(input, as: chainField.field, isEnabled: environment.isEnabled)
            let check: (() -> Bool)? =
                validation.request == nil ? nil : { [weak self] in self?.validation.attemptSubmit() ?? true }
            chainField.context.setSubmitCheck(check, for: chainField.field)
            return chainField
        }

        /// Moves focus the way the app's focus binding asks, given whether
        /// the widget holds it now.
        func syncFocus() {
            guard let adapter else { return }
            switch FocusBindingSync.command(
                bindingIsFocused: configuration.focus?.read(), widgetIsFocused: adapter.holdsFocus)
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
    }

    extension RepresentableCoordinator where Parent == PlatformTextField {
        /// Whether the field shows dots now (`SecureEntryToggle`): secure by
        /// the `.secure` modifier or its form field, and not revealed.
        var showsDots: Bool {
            SecureEntryToggle.showsDots(
                isSecure: configuration.options.isSecure || input.isSecure,
                isRevealed: configuration.revealed?.wrappedValue ?? false)
        }

        /// A field bound to a plain binding takes its secure flag from the
        /// `.secure` modifier (a form field keeps its own).
        func takeSecureFlag() {
            if case .binding = parent.source { input.isSecure = configuration.options.isSecure }
        }
    }

    /// The representable that shows a FieldKit view (its `Host`): the
    /// toolkit's conformance lives there, so its coordinator and
    /// requirements are no part of FieldKit's public API. Its coordinator is
    /// a ``RepresentableCoordinator``, made and torn down the same way for
    /// every view and toolkit.
    @MainActor
    protocol FieldRepresentable: PlatformViewRepresentable
    where Coordinator == RepresentableCoordinator<Wrapped> {
        associatedtype Wrapped: WrappedTextView
        var wrapped: Wrapped { get }
    }

    extension FieldRepresentable {
        func makeCoordinator() -> Coordinator {
            Coordinator(parent: wrapped)
        }
    }
#endif
