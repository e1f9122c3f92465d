#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import SwiftUI

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

            /// Moves the coordinator to a field of the other kind, keeping
            /// text, selection and focus (`SecureEntryToggle`).
            func swapField(in container: SecureFieldContainer, showsDots: Bool) {
                let wasSecure = container.showsDots
                adapter?.retire()
                let messages = adapter?.messages ?? MessageCatalog()
                let replacement = TextFieldAdapter(
                    textField: container.swapField(showsDots: showsDots), coordinator: input)
                replacement.messages = messages
                replacement.messagePlace = { [weak container] in container?.showMessage($0) }
                adapter = replacement
                if SecureEntryToggle.needsRestore(
                    wasSecure: wasSecure, isSecure: showsDots, isEditing: input.isEditing)
                {
                    replacement.focus()
                    replacement.select(input.state)
                }
            }

            func syncFocus() {
                guard let field = adapter?.textField else { return }
                followFocusBinding(widgetIsFocused: input.isEditing || field.currentEditor() != nil)
            }
        }

        /// The representable that shows the field: the AppKit conformance lives
        /// here, so its coordinator and requirements are no part of
        /// FieldKit's public API.
        struct Host: NSViewRepresentable {
            typealias Coordinator = PlatformTextField.Coordinator
            let wrapped: PlatformTextField
            var source: FieldSource { wrapped.source }
            var placeholder: String { wrapped.placeholder }

            func makeCoordinator() -> Coordinator {
                Coordinator(parent: wrapped)
            }

            /// Creates the field (an `NSSecureTextField` while secure entry shows
            /// dots) inside a container that can swap it.
            func makeNSView(context: Context) -> NSView {
                let coordinator = context.coordinator
                coordinator.load(source, environment: context.environment)
                let configuration = coordinator.configuration
                let options = configuration.options
                let container = SecureFieldContainer(
                    showsDots: SecureEntryToggle.showsDots(
                        isSecure: options.isSecure || coordinator.input.isSecure,
                        isRevealed: configuration.revealed?.wrappedValue ?? false))
                container.setContentHuggingPriority(.defaultHigh, for: .vertical)
                container.onSubmitShortcut = { [weak coordinator] in
                    coordinator?.input.didPressSubmitShortcut() ?? false
                }
                container.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                let adapter = TextFieldAdapter(textField: container.field, coordinator: coordinator.input)
                adapter.messages = context.environment.fieldMessages
                adapter.messagePlace = { [weak container] in container?.showMessage($0) }
                coordinator.adapter = adapter
                return container
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, traits, chain, secure-entry state and focus request to the
            /// field.
            func updateNSView(_ view: NSView, context: Context) {
                let coordinator = context.coordinator
                coordinator.parent = wrapped
                coordinator.load(source, environment: context.environment)
                let configuration = coordinator.configuration
                let options = configuration.options
                if case .binding = source { coordinator.input.isSecure = options.isSecure }
                coordinator.adapter?.messages = context.environment.fieldMessages
                guard let container = view as? SecureFieldContainer else { return }
                let showsDots = SecureEntryToggle.showsDots(
                    isSecure: options.isSecure || coordinator.input.isSecure,
                    isRevealed: configuration.revealed?.wrappedValue ?? false)
                if showsDots != container.showsDots {
                    coordinator.swapField(in: container, showsDots: showsDots)
                }
                let field = container.field
                field.placeholderString = placeholder
                field.isEnabled = context.environment.isEnabled
                field.contentType = options.content?.nsTextContentType
                // Left-to-right content (card numbers, IBANs, phone numbers) keeps
                // its groups in order in a right-to-left UI: a left-to-right base
                // writing direction, which the field's cell gives its field
                // editor; never a direction mark in the text or the model.
                field.baseWritingDirection =
                    coordinator.input.format.isLeftToRightContent ? .leftToRight : .natural
                if let chainField = coordinator.joinChain(
                    context.environment.chainField, isEnabled: context.environment.isEnabled)
                {
                    coordinator.adapter?.move = { [weak context = chainField.context] command in
                        context?.moveFocus(forward: command == .tab) ?? false
                    }
                }
                coordinator.syncFocus()
            }

            /// Leaves the focus chain and releases focus before SwiftUI removes
            /// the field.
            static func dismantleNSView(_ view: NSView, coordinator: Coordinator) {
                coordinator.dismantle()
            }

            /// Sizes like a SwiftUI `TextField`: the proposed width, the field's
            /// natural height.
            func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context)
                -> CGSize?
            {
                wrapped.fieldSize(proposal, natural: nsView.intrinsicContentSize)
            }
        }
    }

    extension PlatformTextEditor {
        /// Keeps the editor's ``/FieldKit/TextInputCoordinator`` and the latest
        /// `PlatformTextEditor` value, refreshed on every view update.
        @MainActor
        final class Coordinator: RepresentableCoordinator {
            var parent: PlatformTextEditor
            let input = TextInputCoordinator()
            lazy var formBinding = makeFormBinding()
            var adapter: TextViewAdapter?
            var chainField: ChainField?
            var configuration = FieldConfiguration()
            lazy var validation = BindingValidation(input: input)

            init(parent: PlatformTextEditor) {
                self.parent = parent
                wireCallbacks()
            }

            func syncFocus() {
                followFocusBinding(widgetIsFocused: input.isEditing)
            }
        }

        /// The representable that shows the editor: the AppKit conformance lives
        /// here, so its coordinator and requirements are no part of
        /// FieldKit's public API.
        struct Host: NSViewRepresentable {
            typealias Coordinator = PlatformTextEditor.Coordinator
            let wrapped: PlatformTextEditor
            var source: FieldSource { wrapped.source }
            var placeholder: String { wrapped.placeholder }
            var minLines: Int { wrapped.minLines }
            var maxLines: Int? { wrapped.maxLines }

            func makeCoordinator() -> Coordinator {
                Coordinator(parent: wrapped)
            }

            /// Creates a scroll view holding the `NSTextView`.
            func makeNSView(context: Context) -> NSScrollView {
                let coordinator = context.coordinator
                let scrollView = NSScrollView(frame: .zero)
                let textView = SubmitShortcutTextView(frame: .zero)
                textView.onSubmitShortcut = { [weak coordinator] in
                    coordinator?.input.didPressSubmitShortcut() ?? false
                }
                textView.isRichText = false
                textView.font = NSFont.systemFont(ofSize: NSFont.systemFontSize)
                scrollView.documentView = textView
                scrollView.setContentHuggingPriority(.defaultHigh, for: .vertical)
                coordinator.load(source, environment: context.environment)
                let adapter = TextViewAdapter(textView: textView, coordinator: coordinator.input)
                adapter.messages = context.environment.fieldMessages
                adapter.onLayoutChange = { [weak scrollView] in scrollView?.invalidateIntrinsicContentSize() }
                coordinator.adapter = adapter
                return scrollView
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, chain and focus request to the text view.
            func updateNSView(_ scrollView: NSScrollView, context: Context) {
                let coordinator = context.coordinator
                coordinator.parent = wrapped
                coordinator.load(source, environment: context.environment)
                // As in the field: left-to-right content keeps a left-to-right
                // base writing direction in a right-to-left UI.
                (scrollView.documentView as? NSTextView)?.baseWritingDirection =
                    coordinator.input.format.isLeftToRightContent ? .leftToRight : .natural
                coordinator.adapter?.messages = context.environment.fieldMessages
                coordinator.joinChain(
                    context.environment.chainField, isEnabled: context.environment.isEnabled)
                coordinator.syncFocus()
            }

            /// Leaves the focus chain and releases focus before SwiftUI removes
            /// the editor.
            static func dismantleNSView(_ scrollView: NSScrollView, coordinator: Coordinator) {
                coordinator.dismantle()
            }

            /// Grows with the text from the minimum to the maximum number of
            /// lines (`GrowingTextHeight`), then scrolls.
            func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSScrollView, context: Context)
                -> CGSize?
            {
                guard let textView = nsView.documentView as? NSTextView else { return nil }
                let insets = textView.textContainerInset.height * 2
                let lineHeight = (textView.font?.pointSize ?? NSFont.systemFontSize) * 1.2
                let growth = GrowingTextHeight(
                    contentHeight: Double(textView.fittingSize.height - insets),
                    lineHeight: Double(lineHeight),
                    verticalInsets: Double(insets),
                    minLines: minLines,
                    maxLines: maxLines
                )
                nsView.hasVerticalScroller = growth.scrolls
                return CGSize(
                    width: proposal.width ?? nsView.intrinsicContentSize.width, height: CGFloat(growth.height)
                )
            }
        }
    }

#endif
