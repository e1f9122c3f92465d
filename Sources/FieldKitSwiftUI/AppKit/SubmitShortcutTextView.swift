#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// An `NSTextView` that reports Cmd+Return (and Cmd+Enter on the keypad),
    /// macOS's submit shortcut, so a form whose last field is a multi-line
    /// editor, where return inserts a newline, can be submitted from the
    /// keyboard (``/FieldKit/TextInputCoordinator/didPressSubmitShortcut()``).
    ///
    /// The key reaches `keyDown` only when no menu item claims it as its key
    /// equivalent. While an input method composes, the coordinator declines
    /// the shortcut and the key goes on to the text view as usual.
    final class SubmitShortcutTextView: NSTextView {
        /// Reports the shortcut; returns whether it was taken.
        var onSubmitShortcut: (() -> Bool)?

        override func keyDown(with event: NSEvent) {
            if Self.isSubmitShortcut(event), onSubmitShortcut?() == true { return }
            super.keyDown(with: event)
        }

        /// Return (key code 36) or the keypad's Enter (76), with Command.
        static func isSubmitShortcut(_ event: NSEvent) -> Bool {
            (event.keyCode == 36 || event.keyCode == 76) && event.modifierFlags.contains(.command)
        }
    }
#endif
