#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// An `NSTextView` that reports Cmd+Return (and Cmd+Enter on the keypad),
    /// macOS's submit shortcut, so a form whose last field is a multi-line
    /// editor, where return inserts a newline, can be submitted from the
    /// keyboard (``/FieldKit/TextInputCoordinator/didPressSubmitShortcut()``).
    /// Which keys submit, and when, is the core's rule
    /// (`WidgetKeyCommand.takeSubmitShortcut`, after `ReturnKeyPress`).
    ///
    /// AppKit offers a key with Command to the views of the key window as a
    /// key equivalent (`performKeyEquivalent(with:)`) before the menus and
    /// before `keyDown`; the text view takes it there when it is the first
    /// responder, and in `keyDown` should it arrive there. While an input
    /// method composes, the coordinator declines the shortcut and the key
    /// goes on as usual.
    final class SubmitShortcutTextView: NSTextView {
        /// Reports the shortcut; returns whether it was taken.
        var onSubmitShortcut: (() -> Bool)?

        override func performKeyEquivalent(with event: NSEvent) -> Bool {
            WidgetKeyCommand.takeSubmitShortcut(
                event.widgetKeyCommand, isMultiLine: true, widgetEdits: window?.firstResponder === self,
                submit: { onSubmitShortcut?() ?? false })
                || super.performKeyEquivalent(with: event)
        }

        override func keyDown(with event: NSEvent) {
            WidgetKeyCommand.takeSubmitShortcut(
                event.widgetKeyCommand, isMultiLine: true, widgetEdits: true,
                submit: { onSubmitShortcut?() ?? false }, otherwise: { super.keyDown(with: event) })
        }
    }
#endif
