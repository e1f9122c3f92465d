/// What a field's selection is once a focus move puts focus into it.
///
/// The core decides it from the move's ``FocusCause`` (``FocusCause/focusSelection``);
/// adapters translate it with ``TextInputWidget/focus(selecting:)``.
public enum FocusSelection: Sendable, Hashable {
    /// Whatever the toolkit does when a widget takes focus: GTK and AppKit
    /// select all text on a keyboard focus, UIKit puts the caret at the end.
    case toolkitDefault
    /// The caret at the end of the text, nothing selected, so that the next
    /// key the user types extends the text instead of replacing it.
    case caretAtEnd
}

extension FocusCause {
    /// The selection a field gets when a move with this cause focuses it.
    ///
    /// A failed submit (``FocusCause/validation``) focuses the first invalid
    /// field so that the user can correct it: the caret goes to the end of
    /// its text with nothing selected, because a select-all there would make
    /// the next key replace the value being corrected. Every other cause
    /// keeps the toolkit's own behaviour.
    public var focusSelection: FocusSelection {
        self == .validation ? .caretAtEnd : .toolkitDefault
    }
}
