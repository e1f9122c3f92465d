#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A `UITextView` with a placeholder label, a label for the message about
    /// left-out characters (in its bottom trailing corner), a window
    /// notification and a hardware keyboard's Cmd+Return, which submits the
    /// form where plain Return inserts a newline.
    final class PlaceholderTextView: UITextView, HostedTextView {
        let placeholderLabel = UILabel(frame: .zero)
        let rejectionLabel = RejectionLabel()
        let hooks = ResponderHooks()

        /// The placeholder is set in the text's font.
        override var font: UIFont? {
            didSet { placeholderLabel.font = font }
        }

        override var undoManager: UndoManager? { hooks.undoManager(inherited: super.undoManager) }
        override var keyCommands: [UIKeyCommand]? { hooks.keyCommands(inherited: super.keyCommands) }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            hooks.canPerform(action) ?? super.canPerformAction(action, withSender: sender)
        }

        func fieldKitSubmitShortcut(_ sender: AnyObject?) { hooks.submitShortcut?.perform() }

        /// `UITextView`'s designated initializers are `init(frame:textContainer:)`
        /// and `init(coder:)`; `init(frame:)` is only an inherited convenience
        /// one there, so a subclass cannot override it and call `super`.
        init() {
            super.init(frame: .zero, textContainer: nil)
            placeholderLabel.textColor = .placeholderText
            placeholderLabel.numberOfLines = 0
            addSubview(placeholderLabel)
            rejectionLabel.isHidden = true
            addSubview(rejectionLabel)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            addSubview(placeholderLabel)
            rejectionLabel.isHidden = true
            addSubview(rejectionLabel)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            placeholderLabel.frame = bounds.inset(by: textContainerInset)
            placeholderLabel.sizeToFit()
            // The bounds of a scrolling view are its visible part: the
            // message stays in the corner the user sees.
            let size = rejectionLabel.intrinsicContentSize
            rejectionLabel.frame = CGRect(
                x: bounds.maxX - size.width - textContainerInset.right,
                y: bounds.maxY - size.height - 2, width: size.width, height: size.height)
        }

        /// Shows `text` in the corner, or hides the label.
        func showRejectionMessage(_ text: String?) {
            rejectionLabel.text = text
            rejectionLabel.isHidden = text == nil
            setNeedsLayout()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            hooks.didMove(to: window)
        }
    }

    extension PlaceholderTextView {
        /// The text of `input` changed: the placeholder shows only while
        /// the editor is empty, and the height follows the text.
        func layoutChanged(_ input: TextInputCoordinator) {
            placeholderLabel.isHidden = !input.showsPlaceholder
            invalidateIntrinsicContentSize()
        }
    }

    extension PlatformTextEditor {
        /// The UIKit representable that shows the editor (``FieldRepresentable``).
        struct Host: FieldRepresentable {
            let wrapped: PlatformTextEditor

            /// Creates the `UITextView`, showing the binding's value.
            func makeUIView(context: Context) -> PlaceholderTextView {
                let coordinator = context.coordinator
                let view = PlaceholderTextView()
                view.host(for: coordinator)
                coordinator.showEnvironment(context.environment, on: view)
                coordinator.make(context.environment) { input in
                    let adapter = TextViewAdapter(textView: view, coordinator: input)
                    adapter.onLayoutChange = { [weak view] in view?.layoutChanged(input) }
                    return adapter
                }
                view.layoutChanged(coordinator.input)
                return view
            }

            /// Passes the new traits and what changed in the environment
            /// (``RepresentableCoordinator/showEnvironment(_:on:)``) to the
            /// text view, then the update to the
            /// core (`RepresentedField`): model value, format, chain and focus
            /// request (the adapter sets the direction of left-to-right content,
            /// ``TextViewAdapter/showContentDirection(leftToRight:)``).
            func updateUIView(_ view: PlaceholderTextView, context: Context) {
                let coordinator = context.coordinator
                view.placeholderLabel.text = wrapped.placeholder
                coordinator.showEnvironment(context.environment, on: view)
                coordinator.showToolbar(context.environment, above: view)
                coordinator.update(wrapped, environment: context.environment)
                view.layoutChanged(coordinator.input)
            }

            /// Grows with the text from the minimum to the maximum number of
            /// lines (`GrowingTextHeight`), then scrolls.
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: PlaceholderTextView, context: Context)
                -> CGSize?
            {
                let width = proposal.width ?? uiView.intrinsicContentSize.width
                let insets = uiView.textContainerInset.top + uiView.textContainerInset.bottom
                let measured = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                let growth = GrowingTextHeight(
                    contentHeight: Double(measured.height - insets),
                    lineHeight: Double(uiView.font?.lineHeight ?? 17),
                    verticalInsets: Double(insets),
                    minLines: wrapped.minLines,
                    maxLines: wrapped.maxLines
                )
                uiView.isScrollEnabled = growth.scrolls
                return CGSize(width: width, height: CGFloat(growth.height))
            }
        }
    }

#endif
