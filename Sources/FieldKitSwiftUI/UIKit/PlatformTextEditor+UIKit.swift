#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A `UITextView` with a placeholder label, a label for the message about
    /// left-out characters (in its bottom trailing corner), a window
    /// notification and a hardware keyboard's Cmd+Return, which submits the
    /// form where plain Return inserts a newline.
    final class PlaceholderTextView: UITextView, SubmitShortcutResponding {
        let placeholderLabel = UILabel(frame: .zero)
        let rejectionLabel = RejectionLabel()
        var onEnterWindow: (() -> Void)?
        /// The core's history as this view's undo manager (``HistoryUndoManager``).
        var historyUndoManager: HistoryUndoManager?

        override var undoManager: UndoManager? { historyUndoManager ?? super.undoManager }

        /// The hardware keyboard's submit shortcut (``SubmitKeyCommand``).
        var submitShortcut: SubmitKeyCommand?

        override var keyCommands: [UIKeyCommand]? {
            guard let submitShortcut else { return super.keyCommands }
            return (super.keyCommands ?? []) + [submitShortcut.keyCommand]
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == SubmitKeyCommand.action { return submitShortcut?.canPerform ?? false }
            return super.canPerformAction(action, withSender: sender)
        }

        func fieldKitSubmitShortcut(_ sender: AnyObject?) {
            submitShortcut?.perform()
        }

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
            if window != nil { onEnterWindow?() }
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
                guard let view = adapter?.textView else { return }
                followFocusBinding(widgetIsFocused: view.isFirstResponder)
            }

            func layoutChanged() {
                guard let view = adapter?.textView as? PlaceholderTextView else { return }
                view.placeholderLabel.isHidden = !input.showsPlaceholder
                view.invalidateIntrinsicContentSize()
            }
        }

        /// The representable that shows the editor: the UIKit conformance lives
        /// here, so its coordinator and requirements are no part of
        /// FieldKit's public API.
        struct Host: UIViewRepresentable {
            typealias Coordinator = PlatformTextEditor.Coordinator
            let wrapped: PlatformTextEditor
            var source: FieldSource { wrapped.source }
            var placeholder: String { wrapped.placeholder }
            var minLines: Int { wrapped.minLines }
            var maxLines: Int? { wrapped.maxLines }

            func makeCoordinator() -> Coordinator {
                Coordinator(parent: wrapped)
            }

            /// Creates the `UITextView`, showing the binding's value.
            func makeUIView(context: Context) -> UITextView {
                let coordinator = context.coordinator
                let view = PlaceholderTextView()
                view.font = UIFont.preferredFont(forTextStyle: .body)
                view.placeholderLabel.font = view.font
                view.setContentHuggingPriority(.defaultHigh, for: .vertical)
                view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                view.onEnterWindow = { [weak coordinator] in coordinator?.enteredWindow() }
                view.historyUndoManager = HistoryUndoManager(coordinator: coordinator.input)
                view.submitShortcut = SubmitKeyCommand(coordinator: coordinator.input, isMultiLine: true)
                coordinator.load(source, environment: context.environment)
                let adapter = TextViewAdapter(textView: view, coordinator: coordinator.input)
                adapter.messages = context.environment.fieldMessages
                adapter.onLayoutChange = { [weak coordinator] in coordinator?.layoutChanged() }
                coordinator.adapter = adapter
                coordinator.layoutChanged()
                return view
            }

            /// Refreshes the coordinator's parent and passes the new model value,
            /// format, traits, chain and focus request to the text view.
            func updateUIView(_ view: UITextView, context: Context) {
                let coordinator = context.coordinator
                coordinator.parent = wrapped
                coordinator.load(source, environment: context.environment)
                coordinator.adapter?.messages = context.environment.fieldMessages
                let options = coordinator.configuration.options
                (view as? PlaceholderTextView)?.placeholderLabel.text = placeholder
                // Left-to-right content (an IBAN, a card number) keeps its groups
                // in order in a right-to-left layout, as in PlatformTextField:
                // the view's direction does it, never a mark in the text. The
                // placeholder label is a subview with its own attribute.
                let direction: UISemanticContentAttribute =
                    coordinator.input.format.isLeftToRightContent ? .forceLeftToRight : .unspecified
                view.semanticContentAttribute = direction
                (view as? PlaceholderTextView)?.placeholderLabel.semanticContentAttribute = direction
                view.textContentType = options.content?.uiTextContentType
                view.autocapitalizationType = options.capitalization.uiType
                view.autocorrectionType = options.autocorrection.uiAutocorrectionType
                let chainField = coordinator.joinChain(
                    context.environment.chainField, isEnabled: context.environment.isEnabled)
                #if !os(visionOS)
                    // visionOS has no input accessory views (see FocusChainToolbar).
                    if let chainField {
                        view.inputAccessoryView = chainField.context.accessoryView(
                            messages: context.environment.fieldMessages)
                    }
                #else
                    _ = chainField
                #endif
                coordinator.layoutChanged()
                coordinator.syncFocus()
            }

            /// Leaves the focus chain and releases focus before SwiftUI removes
            /// the editor.
            static func dismantleUIView(_ view: UITextView, coordinator: Coordinator) {
                coordinator.dismantle()
            }

            /// Grows with the text from the minimum to the maximum number of
            /// lines (`GrowingTextHeight`), then scrolls.
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context)
                -> CGSize?
            {
                let width = proposal.width ?? uiView.intrinsicContentSize.width
                let insets = uiView.textContainerInset.top + uiView.textContainerInset.bottom
                let measured = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                let growth = GrowingTextHeight(
                    contentHeight: Double(measured.height - insets),
                    lineHeight: Double(uiView.font?.lineHeight ?? 17),
                    verticalInsets: Double(insets),
                    minLines: minLines,
                    maxLines: maxLines
                )
                uiView.isScrollEnabled = growth.scrolls
                return CGSize(width: width, height: CGFloat(growth.height))
            }
        }
    }

#endif
