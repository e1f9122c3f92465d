#if canImport(SwiftUI)
    import SwiftUI

    /// A ``/FieldKit/FocusChain`` container as the fields below a
    /// `.focusChain(_:)` reach it through the environment: the core's
    /// `FocusChainContainer`, whatever its key type, which decides
    /// everything; on UIKit it also hands out the chain's one accessory
    /// toolbar.
    @MainActor
    protocol AnyFocusChainContext: FieldChainContext, Sendable {
        func register(_ field: any Hashable & Sendable)
        func moveFocus(forward: Bool) -> Bool
        func returnKeyPressed(in field: any Hashable & Sendable)
        #if canImport(UIKit) && !os(visionOS)
            /// The chain's one keyboard toolbar, labelled from `messages`;
            /// `nil` when the app turned the toolbar off.
            func accessoryView(messages: MessageCatalog) -> UIView?
        #endif
    }

    extension FocusChainContainer: AnyFocusChainContext {
        #if canImport(UIKit) && !os(visionOS)
            func accessoryView(messages: MessageCatalog) -> UIView? {
                // Fields pass their environment's catalog on every update, so
                // a change of `\.locale` relabels the one shared toolbar.
                let toolbar = accessoryToolbar { FocusChainToolbar(chain: chain, messages: messages) }
                toolbar?.messages = messages
                toolbar?.configuration = self.toolbar
                return toolbar?.view
            }
        #endif
    }

    /// Keeps one container alive across view updates.
    @MainActor
    final class FocusChainContainerHolder<ID: Hashable & Sendable> {
        private var container: FocusChainContainer<ID>?

        /// The container of `chain`, with the view's latest inputs.
        func container(
            for chain: FocusChain<ID>, submitAction: (() -> Void)?, toolbar: FocusToolbarConfiguration,
            messages: MessageCatalog
        ) -> FocusChainContainer<ID> {
            let current = FocusChainContainer.current(container, for: chain)
            container = current
            current.update(submitAction: submitAction, toolbar: toolbar, messages: messages)
            return current
        }
    }

    /// A field of a chain as the environment hands it to the field's view:
    /// the chain's container and the field's key.
    typealias ChainField = ChainMember<any AnyFocusChainContext>

    extension ChainMember where Context == any AnyFocusChainContext {
        /// The field's place in the chain, as the core's `RepresentedField` takes it.
        @MainActor var slot: ChainSlot { ChainSlot(context: context, field: field) }
    }

    private struct FocusChainContainersKey: EnvironmentKey {
        static var defaultValue: FocusChainContainers<any AnyFocusChainContext> { FocusChainContainers() }
    }

    private struct ChainFieldKey: EnvironmentKey {
        static let defaultValue: ChainField? = nil
    }

    extension EnvironmentValues {
        /// The focus-chain containers around the view, innermost last.
        var focusChainContainers: FocusChainContainers<any AnyFocusChainContext> {
            get { self[FocusChainContainersKey.self] }
            set { self[FocusChainContainersKey.self] = newValue }
        }

        /// The chain container and key of the FieldKit field below.
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
        let toolbar: FocusToolbarConfiguration
        let submitAction: (() -> Void)?
        @State private var holder = FocusChainContainerHolder<ID>()
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.focusChainContainers) private var containers
        @Environment(\.fieldMessages) private var messages

        func body(content: Content) -> some View {
            let container = holder.container(
                for: chain, submitAction: submitAction, toolbar: toolbar, messages: messages)
            // Rows of fields side by side read from the right in a
            // right-to-left layout (Arabic, Hebrew).
            let rightToLeft = layoutDirection == .rightToLeft
            let access = focusState.map { binding in
                FocusStateAccess(read: { binding.wrappedValue }, write: { binding.wrappedValue = $0 })
            }
            content
                .environment(\.focusChainContainers, containers.entering(container, of: chain))
                .coordinateSpace(.named(FocusChainSpace.name))
                // SwiftUI does not document the thread the action runs on (it
                // was `@Sendable` in Xcode 16.2's SDK, a plain closure in
                // 26.1's); so hop to the main actor instead of assuming it.
                // Only the Sendable container and frames cross.
                .onPreferenceChange(FieldFramesKey<ID>.self) { [container, rightToLeft] frames in
                    Task { @MainActor in container.layoutDidChange(frames, rightToLeft: rightToLeft) }
                }
                .onChange(of: chain.focused) { _, _ in container.chainFocusDidChange(focusState: access) }
                .onChange(of: focusState?.wrappedValue) { _, value in container.focusStateDidChange(to: value)
                }
                .modifier(KeyboardToolbarModifier(container: container))
        }
    }

    /// SwiftUI's keyboard toolbar for the chain's SwiftUI fields; wrapped
    /// fields get the native accessory toolbar instead, so exactly one shows
    /// (the core's `FocusChainContainer.declarativeToolbar(messages:)`).
    /// visionOS has neither a keyboard toolbar placement nor input accessory
    /// views: there the return key walks the chain.
    struct KeyboardToolbarModifier<ID: Hashable & Sendable>: ViewModifier {
        let container: FocusChainContainer<ID>
        @Environment(\.fieldMessages) private var messages

        func body(content: Content) -> some View {
            #if canImport(UIKit) && !os(visionOS)
                let entries = container.declarativeToolbar(messages: messages)
                content.toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        ForEach(entries.indices, id: \.self) { index in
                            switch entries[index] {
                            case .flexibleSpace: Spacer()
                            case .item(let item): button(item)
                            }
                        }
                    }
                }
            #else
                content
            #endif
        }

        #if canImport(UIKit) && !os(visionOS)
            /// One of the toolbar's buttons: its symbol or title, read out as
            /// its accessibility label.
            private func button(_ item: FocusToolbarItem) -> some View {
                Button {
                    container.perform(item.kind)
                } label: {
                    switch item.display {
                    case .title(let title): Text(title)
                    case .glyph(let glyph): Image(systemName: glyph.systemName)
                    }
                }
                .accessibilityLabel(item.accessibilityLabel)
                .disabled(!item.isEnabled)
            }
        #endif
    }

    struct FocusChainFieldModifier<ID: Hashable & Sendable>: ViewModifier {
        let id: ID
        let chain: FocusChain<ID>
        @Environment(\.focusChainContainers) private var containers

        func body(content: Content) -> some View {
            // For SwiftUI's own text fields: the return key shows and performs
            // the field's chain role. FieldKit's fields ignore both modifiers
            // and do the same through their coordinator.
            let context = containers.context(of: chain)
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

    /// Puts a FieldKit field built from a form (`form:field:`) in the
    /// container of the form's chain, with no key repeated; a field with
    /// its own `.focusChainField(_:in:)` keeps that (the core's
    /// `FocusChainContainers.member(explicit:source:)` decides).
    struct FormChainFieldModifier: ViewModifier {
        let source: FieldSource
        @Environment(\.focusChainContainers) private var containers
        @Environment(\.chainField) private var explicit

        func body(content: Content) -> some View {
            content.environment(\.chainField, containers.member(explicit: explicit, source: source))
        }
    }

    extension View {
        /// Makes this view the container of `chain`: the fields below that
        /// carry ``focusChainField(_:in:)`` with this chain, and the fields
        /// built from a form whose chain it is (`form.focus`), join it in the
        /// order they are laid out; return moves through them, and one
        /// keyboard toolbar serves them all (on iOS, also above number pads).
        ///
        /// - Parameters:
        ///   - chain: the chain the fields below join.
        ///   - focus: the `@FocusState` your SwiftUI `TextField`s use with
        ///     `.focused(_:equals:)`; pass it so that SwiftUI fields and
        ///     ``PlatformTextField``s share one chain.
        ///   - toolbar: the keyboard toolbar: FieldKit's Previous / Next /
        ///     Done by default (titled in the environment's `fieldMessages`
        ///     language); retitled, with the app's own buttons, or
        ///     ``/FieldKit/FocusToolbarConfiguration/hidden`` for none (an
        ///     app that draws its own calls
        ///     ``/FieldKit/FocusChain/perform(_:)``).
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
        ///     PlatformTextField("Card number", text: $card).focusChainField(.card, in: chain)
        /// }
        /// .focusChain(chain, toolbar: FocusToolbarConfiguration(done: "Pay")) { pay() }
        /// ```
        public func focusChain<ID: Hashable & Sendable>(
            _ chain: FocusChain<ID>, focus: FocusState<ID?>.Binding? = nil,
            toolbar: FocusToolbarConfiguration = .standard, onSubmit: (() -> Void)? = nil
        ) -> some View {
            modifier(
                FocusChainModifier(chain: chain, focusState: focus, toolbar: toolbar, submitAction: onSubmit))
        }

        /// Puts this field (a ``PlatformTextField``, a ``PlatformTextEditor``
        /// or a SwiftUI `TextField`) in `chain` as `key`, inside the
        /// enclosing `.focusChain(chain)` container.
        ///
        /// The key has the chain's own key type, so it is written `.card`,
        /// and a key of another type does not compile. A field built from a
        /// form (`PlatformTextField("Card", form: form, field: .card)`)
        /// needs no such line: it joins the container of `form.focus` as
        /// its field. Outside a container of `chain` the modifier does
        /// nothing.
        ///
        /// ```swift
        /// PlatformTextField("Card number", text: $card)
        ///     .focusChainField(.card, in: chain)
        /// ```
        public func focusChainField<ID: Hashable & Sendable>(_ key: ID, in chain: FocusChain<ID>) -> some View
        {
            modifier(FocusChainFieldModifier(id: key, chain: chain))
        }

        /// A key on its own named no chain, so a key of any type compiled
        /// and a mistyped one joined nothing. Name the chain.
        @available(
            *, unavailable,
            message: "name the chain the key belongs to: .focusChainField(.card, in: chain)"
        )
        public func focusChainField<ID: Hashable & Sendable>(_ id: ID) -> some View {
            modifier(FocusChainFieldModifier(id: id, chain: FocusChain<ID>()))
        }
    }
#endif
