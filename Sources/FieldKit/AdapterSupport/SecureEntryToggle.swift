/// What to do when a field switches between secure (dots) and revealed
/// (plain text) entry, the "show password" toggle.
///
/// UIKit and AppKit drop the caret, and UIKit clears a secure field's text on
/// the next keystroke, when secure entry is switched on a focused field. The
/// adapter therefore re-shows the coordinator's state (text and selection)
/// right after switching, and only then: an unfocused field has no caret to
/// keep, and an unchanged setting needs nothing.
package enum SecureEntryToggle {
    /// Whether the widget must be given its text and selection again after
    /// its secure-entry setting went from `wasSecure` to `isSecure`.
    package static func needsRestore(wasSecure: Bool, isSecure: Bool, isEditing: Bool) -> Bool {
        wasSecure != isSecure && isEditing
    }

    /// Whether the widget shows dots: the field is secure and the user has
    /// not asked to see the text.
    package static func showsDots(isSecure: Bool, isRevealed: Bool) -> Bool {
        isSecure && !isRevealed
    }
}
