/// The native widget of a ``RepresentedField``, as its adapter presents it:
/// the coordinator's widget, plus what a declarative host asks of it on a
/// view update.
@MainActor
package protocol HostedWidget: TextInputWidget {
    /// Whether the widget holds focus now, as its toolkit tells it (the one
    /// thing the focus binding's sync asks of the toolkit).
    var holdsFocus: Bool { get }
    /// Shows `label` on the keyboard's return key.
    func showReturnKey(_ label: ReturnKeyLabel)
    /// Leaves any chain and gives up focus: the view is going away.
    func detach()
}

extension HostedWidget {
    /// Widgets without a return key of their own (text views) ignore it.
    package func showReturnKey(_ label: ReturnKeyLabel) {}

    /// What ``detach()`` does with focus as the view goes away: the widget
    /// gives it up only when it has it (`widgetIsFocused`, as the toolkit
    /// tells it). A widget without focus leaves focus alone: resigning
    /// anyway would take it from the view that has it (AppKit's
    /// `makeFirstResponder(nil)` clears the window's first responder,
    /// whichever view that is).
    package func resignFocusOnDetach(widgetIsFocused: Bool) {
        guard widgetIsFocused else { return }
        resignFocus()
    }
}

/// How a text field switches between dots and plain text on a view update
/// (``SecureEntryToggle``): what the widget shows now, how to switch it, and
/// how to give it back its text, selection and focus after a switch while
/// editing.
@MainActor
package struct SecureEntrySwitch {
    package var showsDots: Bool
    package var switchTo: (Bool) -> Void
    package var restore: (TextEditingState) -> Void

    package init(
        showsDots: Bool, switchTo: @escaping (Bool) -> Void, restore: @escaping (TextEditingState) -> Void
    ) {
        self.showsDots = showsDots
        self.switchTo = switchTo
        self.restore = restore
    }
}
