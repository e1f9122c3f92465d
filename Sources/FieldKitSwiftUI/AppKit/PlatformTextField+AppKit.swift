#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import SwiftUI

    extension RepresentableCoordinator where Parent == PlatformTextField {
        /// The adapter of `field`, whose message about left-out characters
        /// `container` draws.
        func makeAdapter(_ field: NSTextField, in container: SecureFieldContainer) -> TextFieldAdapter {
            let adapter = TextFieldAdapter(textField: field, coordinator: input)
            adapter.messagePlace = { [weak container] in container?.showMessage($0) }
            return adapter
        }

        /// How `container` switches secure entry: AppKit cannot switch one
        /// field between dots and plain text, so the coordinator moves to a
        /// field of the other kind (given `traits`), and gets focus and
        /// selection back when the core says so (``SecureEntrySwitch``).
        func secureEntry(
            of container: SecureFieldContainer, environment: EnvironmentValues,
            traits: @escaping (NSTextField) -> Void
        ) -> SecureEntrySwitch {
            SecureEntrySwitch(
                showsDots: container.showsDots,
                switchTo: { showsDots in
                    self.adapter?.retire()
                    self.forgetEnvironment()
                    let adapter = self.makeAdapter(container.swapField(showsDots: showsDots), in: container)
                    self.adopt(adapter, environment: environment)
                    self.field.replaceWidget { _ in adapter }
                    traits(container.field)
                },
                restore: { state in
                    self.adapter?.focus()
                    self.adapter?.select(state)
                })
        }
    }

    extension PlatformTextField {
        /// The AppKit representable that shows the field (``FieldRepresentable``).
        struct Host: FieldRepresentable {
            let wrapped: PlatformTextField

            /// Creates the field inside a container that can swap it (the
            /// first update makes it an `NSSecureTextField` when secure entry
            /// shows dots).
            func makeNSView(context: Context) -> SecureFieldContainer {
                let coordinator = context.coordinator
                let container = SecureFieldContainer(showsDots: false)
                container.setContentHuggingPriority(.defaultHigh, for: .vertical)
                container.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                container.onSubmitShortcut = { [weak coordinator] in
                    coordinator?.adapter?.pressSubmitShortcut() ?? false
                }
                coordinator.make(context.environment) { _ in
                    coordinator.makeAdapter(container.field, in: container)
                }
                return container
            }

            /// Passes the new traits to the field, then the update to the
            /// core (`RepresentedField`): model value, format, chain,
            /// secure entry (swapping the field) and focus request (the
            /// adapter sets the writing direction of left-to-right content,
            /// ``TextFieldAdapter/showContentDirection(leftToRight:)``).
            func updateNSView(_ container: SecureFieldContainer, context: Context) {
                let coordinator = context.coordinator
                let environment = context.environment
                let traits = { (field: NSTextField) in
                    field.placeholderString = wrapped.placeholder
                    coordinator.showEnvironment(environment, on: field)
                }
                traits(container.field)
                coordinator.update(
                    wrapped, environment: environment,
                    secureEntry: coordinator.secureEntry(
                        of: container, environment: environment, traits: traits))
                coordinator.adapter?.move = { [weak chain = environment.chainField?.context] backward in
                    chain?.moveFocus(forward: !backward) ?? false
                }
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
                    coordinator?.adapter?.pressSubmitShortcut() ?? false
                }
                textView.isRichText = false
                coordinator.showEnvironment(context.environment, on: textView)
                scrollView.documentView = textView
                scrollView.setContentHuggingPriority(.defaultHigh, for: .vertical)
                coordinator.make(context.environment) { input in
                    let adapter = TextViewAdapter(textView: textView, coordinator: input)
                    adapter.onLayoutChange = { [weak scrollView] in
                        scrollView?.invalidateIntrinsicContentSize()
                    }
                    return adapter
                }
                return scrollView
            }

            /// Passes the update to the core (`RepresentedField`): model
            /// value, format, text-input traits, chain and focus request (the
            /// adapter sets the writing direction of left-to-right content).
            func updateNSView(_ scrollView: NSScrollView, context: Context) {
                if let textView = scrollView.documentView as? NSTextView {
                    context.coordinator.showEnvironment(context.environment, on: textView)
                }
                context.coordinator.update(wrapped, environment: context.environment)
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
