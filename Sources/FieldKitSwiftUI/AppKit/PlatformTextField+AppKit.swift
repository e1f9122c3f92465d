#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import SwiftUI

    extension RepresentableCoordinator where Parent == PlatformTextField {
        /// Makes the adapter of `field`, whose message about left-out
        /// characters `container` draws.
        func adopt(_ field: NSTextField, in container: SecureFieldContainer, environment: EnvironmentValues) {
            let adapter = TextFieldAdapter(textField: field, coordinator: input)
            adapter.messagePlace = { [weak container] in container?.showMessage($0) }
            adopt(adapter, environment: environment)
        }

        /// Moves the coordinator to a field of the other kind, keeping
        /// text, selection and focus (`SecureEntryToggle`).
        func swapField(in container: SecureFieldContainer, showsDots: Bool, environment: EnvironmentValues) {
            let wasSecure = container.showsDots
            adapter?.retire()
            adopt(container.swapField(showsDots: showsDots), in: container, environment: environment)
            if SecureEntryToggle.needsRestore(
                wasSecure: wasSecure, isSecure: showsDots, isEditing: input.isEditing)
            {
                adapter?.focus()
                adapter?.select(input.state)
            }
        }
    }

    extension PlatformTextField {
        /// The AppKit representable that shows the field (``FieldRepresentable``).
        struct Host: FieldRepresentable {
            let wrapped: PlatformTextField

            /// Creates the field (an `NSSecureTextField` while secure entry shows
            /// dots) inside a container that can swap it.
            func makeNSView(context: Context) -> SecureFieldContainer {
                let coordinator = context.coordinator
                coordinator.load(context.environment)
                let container = SecureFieldContainer(showsDots: coordinator.showsDots)
                container.setContentHuggingPriority(.defaultHigh, for: .vertical)
                container.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                container.onSubmitShortcut = { [weak coordinator] in
                    coordinator?.input.didPressSubmitShortcut() ?? false
                }
                coordinator.adopt(container.field, in: container, environment: context.environment)
                return container
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, traits, chain, secure-entry state and focus request to the
            /// field (the adapter sets the writing direction of left-to-right
            /// content, ``TextFieldAdapter/showContentDirection(leftToRight:)``).
            func updateNSView(_ container: SecureFieldContainer, context: Context) {
                let coordinator = context.coordinator
                coordinator.update(wrapped, environment: context.environment)
                coordinator.takeSecureFlag()
                let showsDots = coordinator.showsDots
                if showsDots != container.showsDots {
                    coordinator.swapField(
                        in: container, showsDots: showsDots, environment: context.environment)
                }
                let field = container.field
                field.placeholderString = wrapped.placeholder
                field.isEnabled = context.environment.isEnabled
                field.contentType = coordinator.configuration.options.content?.contentType()
                if let chainField = coordinator.joinChain(context.environment) {
                    coordinator.adapter?.move = { [weak context = chainField.context] command in
                        context?.moveFocus(forward: command == .tab) ?? false
                    }
                }
                coordinator.syncFocus()
            }

            /// Sizes like a SwiftUI `TextField`: the proposed width, the field's
            /// natural height.
            func sizeThatFits(_ proposal: ProposedViewSize, nsView: SecureFieldContainer, context: Context)
                -> CGSize?
            {
                wrapped.fieldSize(proposal, natural: nsView.intrinsicContentSize)
            }
        }
    }

    extension PlatformTextEditor {
        /// The AppKit representable that shows the editor (``FieldRepresentable``).
        struct Host: FieldRepresentable {
            let wrapped: PlatformTextEditor

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
                coordinator.load(context.environment)
                let adapter = TextViewAdapter(textView: textView, coordinator: coordinator.input)
                adapter.onLayoutChange = { [weak scrollView] in scrollView?.invalidateIntrinsicContentSize() }
                coordinator.adopt(adapter, environment: context.environment)
                return scrollView
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, chain and focus request to the text view (the adapter
            /// sets the writing direction of left-to-right content).
            func updateNSView(_ scrollView: NSScrollView, context: Context) {
                let coordinator = context.coordinator
                coordinator.update(wrapped, environment: context.environment)
                coordinator.joinChain(context.environment)
                coordinator.syncFocus()
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
                    minLines: wrapped.minLines,
                    maxLines: wrapped.maxLines
                )
                nsView.hasVerticalScroller = growth.scrolls
                return CGSize(
                    width: proposal.width ?? nsView.intrinsicContentSize.width, height: CGFloat(growth.height)
                )
            }
        }
    }

#endif
