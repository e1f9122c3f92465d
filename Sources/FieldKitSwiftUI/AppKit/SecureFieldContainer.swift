#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// Holds the `NSTextField` or `NSSecureTextField` a ``PlatformTextField``
    /// shows. AppKit cannot switch one field between dots and plain text, so
    /// the "show password" toggle swaps the field inside this container while
    /// the coordinator, and with it the text, selection and focus, carries over.
    final class SecureFieldContainer: NSView {
        private(set) var field: NSTextField

        /// Whether the current field shows dots.
        var showsDots: Bool { field is NSSecureTextField }

        init(showsDots: Bool) {
            field = Self.makeField(showsDots: showsDots)
            super.init(frame: .zero)
            install(field)
        }

        required init?(coder: NSCoder) {
            field = Self.makeField(showsDots: false)
            super.init(coder: coder)
            install(field)
        }

        override var intrinsicContentSize: NSSize { field.intrinsicContentSize }

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

        private static func makeField(showsDots: Bool) -> NSTextField {
            showsDots ? NSSecureTextField(string: "") : NSTextField(string: "")
        }
    }
#endif
