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
        /// (`Host`); a form's field joins the container of its form's chain.
        public var body: some View { Host(wrapped: self).modifier(FormChainFieldModifier(source: source)) }
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
        /// (`Host`); a form's field joins the container of its form's chain.
        public var body: some View { Host(wrapped: self).modifier(FormChainFieldModifier(source: source)) }
    }

    /// A toolkit widget adapter: the widget of one coordinator, able to
    /// leave its chain and give up focus when SwiftUI removes the view
    /// (the core's `HostedWidget`).
    @MainActor
    protocol WidgetAdapter: HostedWidget, RejectionMessageReporting {
        var coordinator: TextInputCoordinator { get }
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
    /// editor, on UIKit and AppKit. Every decision of make, update and
    /// dismantle is the core's `RepresentedField`; this class keeps it and
    /// the toolkit's adapter, and translates the environment into the
    /// core's `FieldViewValues`.
    @MainActor
    final class RepresentableCoordinator<Parent: WrappedTextView> {
        typealias Adapter = Parent.Adapter
        var parent: Parent
        /// The core of the representable.
        let field: RepresentedField
        var adapter: Adapter?
        /// What the widget was last told about the environment: the core
        /// decides what a view update changes (`FieldEnvironmentSync`).
        var environmentSync = FieldEnvironmentSync<Color>.platform

        /// The field's coordinator.
        var input: TextInputCoordinator { field.input }

        init(parent: Parent) {
            self.parent = parent
            field = RepresentedField(view: FieldViewValues(source: parent.source, format: IdentityFormat()))
        }

        /// The values `environment` gives the latest parent.
        func values(_ environment: EnvironmentValues) -> FieldViewValues {
            environment.fieldConfiguration.viewValues(of: parent.source, in: environment)
        }

        /// Makes the widget's adapter with `makeAdapter`, once the
        /// coordinator shows the environment's value and format.
        func make(_ environment: EnvironmentValues, adapter makeAdapter: (TextInputCoordinator) -> Adapter) {
            field.make(values(environment)) { input in
                let made = makeAdapter(input)
                adopt(made, environment: environment)
                return made
            }
        }

        /// A view update, for `parent` in `environment`.
        func update(
            _ parent: Parent, environment: EnvironmentValues, secureEntry: SecureEntrySwitch? = nil
        ) {
            self.parent = parent
            adapter?.messages = environment.fieldMessages
            field.update(values(environment), secureEntry: secureEntry)
        }

        /// Keeps `adapter`, the widget's adapter made by the representable,
        /// speaking the environment's message language.
        func adopt(_ adapter: Adapter, environment: EnvironmentValues) {
            adapter.messages = environment.fieldMessages
            self.adapter = adapter
        }

        /// Leaves the focus chain and releases focus before SwiftUI removes
        /// the view, so no chain or keyboard points at a dead widget.
        func dismantle() {
            field.dismantle()
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
