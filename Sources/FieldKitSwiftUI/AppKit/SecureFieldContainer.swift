#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// Holds the `NSTextField` or `NSSecureTextField` a ``PlatformTextField``
    /// shows. AppKit cannot switch one field between dots and plain text, so
    /// the "show password" toggle swaps the field inside this container while
    /// the coordinator, and with it the text, selection and focus, carries over.
    ///
    /// It also holds the line under the field that shows the message about
    /// left-out characters, and takes macOS's submit shortcut (Cmd+Return)
    /// while its field edits: AppKit offers a key with Command to the key
    /// window's views as a key equivalent, from superview to subview, before
    /// the menus and before the field editor sees the key, so the container
    /// sees it for the plain and the secure field alike. Which keys submit is
    /// the core's rule
    /// (`WidgetKeyCommand.takeSubmitShortcut`, after `ReturnKeyPress`).
    final class SecureFieldContainer: NSView {
        private(set) var field: NSTextField
        private let messageLabel = SecureFieldContainer.makeMessageLabel()
        /// Reports the submit shortcut; returns whether it was taken (the
        /// coordinator declines while an input method composes).
        var onSubmitShortcut: (() -> Bool)?

        /// Whether the current field shows dots.
        var showsDots: Bool { field is NSSecureTextField }

        init(showsDots: Bool) {
            field = Self.makeField(showsDots: showsDots)
            super.init(frame: .zero)
            install(field)
            addSubview(messageLabel)
        }

        required init?(coder: NSCoder) {
            field = Self.makeField(showsDots: false)
            super.init(coder: coder)
            install(field)
            addSubview(messageLabel)
        }

        override func performKeyEquivalent(with event: NSEvent) -> Bool {
            WidgetKeyCommand.takeSubmitShortcut(
                event.widgetKeyCommand, isMultiLine: false, widgetEdits: field.currentEditor() != nil,
                submit: { onSubmitShortcut?() ?? false })
                || super.performKeyEquivalent(with: event)
        }

        /// The field's size, plus the message line while it shows (the
        /// core's `MessageLineLayout`).
        override var intrinsicContentSize: NSSize {
            let size = field.intrinsicContentSize
            return NSSize(
                width: size.width,
                height: CGFloat(messageLine.contentHeight(fieldHeight: Double(size.height))))
        }

        /// The field on top, the message line (when shown) under it.
        override func layout() {
            super.layout()
            let line = CGFloat(messageLine.lineHeight)
            field.frame = NSRect(
                x: 0, y: line, width: bounds.width,
                height: CGFloat(messageLine.fieldHeight(in: Double(bounds.height))))
            messageLabel.frame = NSRect(x: 0, y: 0, width: bounds.width, height: line)
        }

        private var messageLine: MessageLineLayout {
            MessageLineLayout(
                textHeight: Double(messageLabel.intrinsicContentSize.height),
                showsMessage: !messageLabel.isHidden)
        }

        /// Shows `text` under the field, or removes the line.
        func showMessage(_ text: String?) {
            messageLabel.stringValue = text ?? ""
            messageLabel.isHidden = text == nil
            invalidateIntrinsicContentSize()
            needsLayout = true
        }

        /// Replaces the field with one that does (or does not) show dots and
        /// returns it; the caller moves the coordinator to it.
        func swapField(showsDots: Bool) -> NSTextField {
            let replacement = Self.makeField(showsDots: showsDots)
            replacement.placeholderString = field.placeholderString
            replacement.contentType = field.contentType
            field.removeFromSuperview()
            field = replacement
            install(replacement)
            invalidateIntrinsicContentSize()
            return replacement
        }

        private func install(_ field: NSTextField) {
            field.frame = bounds
            field.autoresizingMask = [.width, .height]
            addSubview(field)
        }

        private static func makeMessageLabel() -> NSTextField {
            let label = NSTextField(string: "")
            label.isBezeled = false
            label.isEditable = false
            label.drawsBackground = false
            label.textColor = .systemRed
            label.font = NSFont.systemFont(ofSize: NSFont.systemFontSize - 2)
            label.isHidden = true
            return label
        }

        private static func makeField(showsDots: Bool) -> NSTextField {
            showsDots ? NSSecureTextField(string: "") : BoundedTextField(string: "")
        }
    }
#endif
