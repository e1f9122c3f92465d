#if canImport(SwiftUI)
    import SwiftUI

    /// The type-erased face of a ``FocusChainContext`` that fields below a
    /// `.focusChain(_:)` container reach through the environment.
    @MainActor
    protocol AnyFocusChainContext: FieldChainContext, Sendable {
        func register(_ field: any Hashable & Sendable)
        func moveFocus(forward: Bool) -> Bool
        func returnKeyPressed(in field: any Hashable & Sendable)
        #if canImport(UIKit) && !os(visionOS)
            /// The chain's one keyboard toolbar, labelled from `messages`.
            func accessoryView(messages: MessageCatalog) -> UIView
        #endif
    }

    /// One chain's state on the SwiftUI side: which of its fields are
    /// FieldKit's wrapped widgets, and (UIKit) its one accessory toolbar.
    @MainActor
    final class FocusChainContext<ID: Hashable & Sendable>: AnyFocusChainContext {
        let chain: FocusChain<ID>
        private(set) var wrappedFields: Set<ID> = []
        /// The validated fields' submit checks (``BindingValidation``).
        private var submitChecks: [ID: () -> Bool] = [:]
        /// The container's `onSubmit:` action.
        var submitAction: (() -> Void)?
        #if canImport(UIKit) && !os(visionOS)
            private var toolbar: FocusChainToolbar<ID>?
        #endif

        init(chain: FocusChain<ID>) {
            self.chain = chain
        }

        func attach(_ coordinator: TextInputCoordinator, as field: any Hashable & Sendable, isEnabled: Bool) {
            guard let id = field as? ID else { return }
            wrappedFields.insert(id)
            chain.attach(coordinator, to: id, availability: FieldAvailability(isEnabled: isEnabled))
        }

        func detach(_ coordinator: TextInputCoordinator, from field: any Hashable & Sendable) {
            guard let id = field as? ID else { return }
            chain.detach(coordinator, from: id)
        }

        func register(_ field: any Hashable & Sendable) {
            guard let id = field as? ID, !chain.contains(id) else { return }
            chain.register(id)
        }

        func returnKeyRole(for field: any Hashable & Sendable) -> ReturnKeyRole? {
            guard let id = field as? ID, chain.contains(id) else { return nil }
            return chain.returnKeyRole(for: id)
        }

        func widgetBecameFocusable(_ field: any Hashable & Sendable) {
            guard let id = field as? ID else { return }
            chain.widgetBecameFocusable(id)
        }

        func returnKeyPressed(in field: any Hashable & Sendable) {
            guard let id = field as? ID else { return }
            chain.returnKeyPressed(in: id)
        }

        func takeAnnouncement() -> String? { chain.takeAnnouncement() }

        func setSubmitCheck(_ check: (() -> Bool)?, for field: any Hashable & Sendable) {
            guard let id = field as? ID else { return }
            submitChecks[id] = check
        }

        /// Submits the form: every validated field is checked (so each shows
        /// its error); when one is not valid, focus goes to the first such
        /// field in the chain's order, for validation (caret at the end), and
        /// the app's action is not called.
        func submit() {
            var firstInvalid: ID?
            for id in chain.fields {
                guard let check = submitChecks[id], !check() else { continue }
                if firstInvalid == nil { firstInvalid = id }
            }
            if let firstInvalid {
                chain.focus(firstInvalid, cause: .validation)
                return
            }
            submitAction?()
        }

        func moveFocus(forward: Bool) -> Bool {
            forward ? chain.next(cause: .keyboard) : chain.previous(cause: .keyboard)
        }

        func widgetDidBeginEditing() {
            #if canImport(UIKit) && !os(visionOS)
                toolbar?.update()
            #endif
        }

        #if canImport(UIKit) && !os(visionOS)
            func accessoryView(messages: MessageCatalog) -> UIView {
                // Fields pass their environment's catalog on every update, so
                // a change of `\.locale` relabels the one shared toolbar.
                if let toolbar {
                    toolbar.messages = messages
                    return toolbar.view
                }
                let made = FocusChainToolbar(chain: chain, messages: messages)
                toolbar = made
                return made.view
            }
        #endif
    }

    /// Keeps one ``FocusChainContext`` alive across view updates.
    @MainActor
    final class FocusChainContextHolder<ID: Hashable & Sendable> {
        private var context: FocusChainContext<ID>?

        /// The context of `chain`. With a `submitAction`, the chain's
        /// ``/FieldKit/FocusChain/onSubmit`` becomes the context's submit,
        /// which validates the validated fields first; the latest action is
        /// taken on every view update (the chain's callbacks are not observed
        /// state, so the write invalidates nothing).
        func context(for chain: FocusChain<ID>, submitAction: (() -> Void)?) -> FocusChainContext<ID> {
            let current: FocusChainContext<ID>
            if let context, context.chain === chain {
                current = context
            } else {
                current = FocusChainContext(chain: chain)
                context = current
            }
            current.submitAction = submitAction
            if submitAction != nil {
                chain.onSubmit = { [weak current] in current?.submit() }
            }
            return current
        }
    }

    /// A field of a chain as the environment hands it to the field's view:
    /// the chain's context and the field's identifier.
    struct ChainField: Sendable {
        let context: any AnyFocusChainContext
        let field: any Hashable & Sendable

        /// The field's place in the chain, as the core's `RepresentedField` takes it.
        @MainActor var slot: ChainSlot { ChainSlot(context: context, field: field) }
    }

    private struct FocusChainContextKey: EnvironmentKey {
        static let defaultValue: (any AnyFocusChainContext)? = nil
    }

    private struct ChainFieldKey: EnvironmentKey {
        static let defaultValue: ChainField? = nil
    }

    extension EnvironmentValues {
        var focusChainContext: (any AnyFocusChainContext)? {
            get { self[FocusChainContextKey.self] }
            set { self[FocusChainContextKey.self] = newValue }
        }

        var chainField: ChainField? {
            get { self[ChainFieldKey.self] }
            set { self[ChainFieldKey.self] = newValue }
        }
    }

    /// The frames of a chain's fields, in the container's coordinate space.
    struct FieldFramesKey<ID: Hashable & Sendable>: PreferenceKey {
        static var defaultValue: [FieldFrame<ID>] { [] }
        static func reduce(value: inout [FieldFrame<ID>], nextValue: () -> [FieldFrame<ID>]) {
            value.append(contentsOf: nextValue())
        }
    }

    enum FocusChainSpace {
        static let name = "FieldKit.FocusChain"
    }

    struct FocusChainModifier<ID: Hashable & Sendable>: ViewModifier {
        let chain: FocusChain<ID>
        let focusState: FocusState<ID?>.Binding?
        let submitAction: (() -> Void)?
        @State private var holder = FocusChainContextHolder<ID>()
        @Environment(\.layoutDirection) private var layoutDirection

        func body(content: Content) -> some View {
            let context = holder.context(for: chain, submitAction: submitAction)
            // Rows of fields side by side read from the right in a
            // right-to-left layout (Arabic, Hebrew).
            let rightToLeft = layoutDirection == .rightToLeft
            content
                .environment(\.focusChainContext, context)
                .coordinateSpace(.named(FocusChainSpace.name))
                // SwiftUI does not document the thread the action runs on (it
                // was `@Sendable` in Xcode 16.2's SDK, a plain closure in
                // 26.1's); so hop to the main actor instead of assuming it.
                // Only the Sendable chain and frames cross.
                .onPreferenceChange(FieldFramesKey<ID>.self) { [chain, rightToLeft] frames in
                    Task { @MainActor in
                        chain.reorder(FieldLayoutOrder.order(frames, rightToLeft: rightToLeft))
                    }
                }
                .onChange(of: chain.focused) { _, focused in
                    guard let focusState else { return }
                    let value = FocusStateSync.focusStateValue(
                        chainFocused: focused, wrappedFields: context.wrappedFields)
                    if focusState.wrappedValue != value { focusState.wrappedValue = value }
                }
                .onChange(of: focusState?.wrappedValue) { _, value in
                    let action = FocusStateSync.chainAction(
                        focusState: value ?? nil, chainFocused: chain.focused,
                        wrappedFields: context.wrappedFields)
                    switch action {
                    case .none: break
                    case .focus(let id): chain.focus(id, cause: .userTap)
                    case .resign: chain.resign(cause: .focusLost)
                    }
                }
                .modifier(KeyboardToolbarModifier(chain: chain, context: context))
        }
    }

    /// SwiftUI's keyboard toolbar for the chain's SwiftUI fields; wrapped
    /// fields get the native accessory toolbar instead, so exactly one shows.
    /// visionOS has neither a keyboard toolbar placement nor input accessory
    /// views: there the return key walks the chain.
    struct KeyboardToolbarModifier<ID: Hashable & Sendable>: ViewModifier {
        let chain: FocusChain<ID>
        let context: FocusChainContext<ID>
        @Environment(\.fieldMessages) private var messages

        func body(content: Content) -> some View {
            #if canImport(UIKit) && !os(visionOS)
                let host = KeyboardToolbarHost.host(
                    focused: chain.focused, wrappedFields: context.wrappedFields)
                let state = chain.toolbar
                content.toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        if host == .declarative {
                            moveButton("chevron.up", .previousField, enabled: state.canGoPrevious) {
                                chain.previous(cause: .toolbar)
                            }
                            moveButton("chevron.down", .nextField, enabled: state.canGoNext) {
                                chain.next(cause: .toolbar)
                            }
                            Spacer()
                            Button(messages.text(.toolbarDone)) { _ = chain.done() }
                                .disabled(!state.isDoneEnabled)
                        }
                    }
                }
            #else
                content
            #endif
        }

        #if canImport(UIKit) && !os(visionOS)
            /// A Previous or Next button: `symbol`'s image, read out as `label`.
            private func moveButton(
                _ symbol: String, _ label: MessageKey, enabled: Bool, action: @escaping @MainActor () -> Void
            ) -> some View {
                Button(action: action) { Image(systemName: symbol) }
                    .accessibilityLabel(messages.text(label))
                    .disabled(!enabled)
            }
        #endif
    }

    struct FocusChainFieldModifier<ID: Hashable & Sendable>: ViewModifier {
        let id: ID
        @Environment(\.focusChainContext) private var context

        func body(content: Content) -> some View {
            // For SwiftUI's own text fields: the return key shows and performs
            // the field's chain role. FieldKit's fields ignore both modifiers
            // and do the same through their coordinator.
            let label = ReturnKeyLabel.automatic.resolved(role: context?.returnKeyRole(for: id))
            content
                .submitLabel(label.key(SubmitLabel.self))
                .onSubmit { context?.returnKeyPressed(in: id) }
                .environment(\.chainField, context.map { ChainField(context: $0, field: id) })
                .background {
                    GeometryReader { proxy in
                        let frame = proxy.frame(in: .named(FocusChainSpace.name))
                        Color.clear.preference(
                            key: FieldFramesKey<ID>.self,
                            value: [
                                FieldFrame(
                                    id: id, minX: Double(frame.minX), minY: Double(frame.minY),
                                    width: Double(frame.width), height: Double(frame.height))
                            ]
                        )
                    }
                }
                .onAppear { context?.register(id) }
        }
    }

    extension View {
        /// Makes this view the container of `chain`: the fields below that
        /// carry ``focusChainField(_:)`` join it in the order they are laid
        /// out, return moves through them, and one Previous / Next / Done
        /// keyboard toolbar serves them all (on iOS, also above number pads).
        ///
        /// - Parameters:
        ///   - chain: the chain the fields below join.
        ///   - focus: the `@FocusState` your SwiftUI `TextField`s use with
        ///     `.focused(_:equals:)`; pass it so that SwiftUI fields and
        ///     ``PlatformTextField``s share one chain.
        ///   - onSubmit: called when the form is submitted: return on the
        ///     last field, the platform's submit shortcut in any field
        ///     (Ctrl+Return, Cmd+Return), or ``/FieldKit/FocusChain/submit()``
        ///     from a button. It becomes the chain's
        ///     ``/FieldKit/FocusChain/onSubmit``, refreshed on every update;
        ///     `nil` leaves the chain's own. Fields with a
        ///     ``SwiftUI/View/validation(_:error:incomplete:)`` are checked
        ///     first: when one is not valid, the action is not called and
        ///     focus goes to the first invalid field. For a form's chain
        ///     (`form.focus`), every route ends in the form's
        ///     ``/FieldKit/FormModel/submit()``, which validates the form's
        ///     fields first: on an invalid form the action is not called,
        ///     the errors show and focus goes to the first invalid field.
        ///     A button calling `form.submit()` follows the same rule.
        ///
        /// ```swift
        /// Form {
        ///     PlatformTextField("Card number", text: $card).focusChainField(Field.card)
        /// }
        /// .focusChain(chain) { pay() }
        /// ```
        public func focusChain<ID: Hashable & Sendable>(
            _ chain: FocusChain<ID>, focus: FocusState<ID?>.Binding? = nil, onSubmit: (() -> Void)? = nil
        ) -> some View {
            modifier(FocusChainModifier(chain: chain, focusState: focus, submitAction: onSubmit))
        }

        /// Puts this field (a ``PlatformTextField``, a ``PlatformTextEditor``
        /// or a SwiftUI `TextField`) in the enclosing focus chain as `id`.
        public func focusChainField<ID: Hashable & Sendable>(_ id: ID) -> some View {
            modifier(FocusChainFieldModifier(id: id))
        }
    }
#endif
