/// Whose keyboard conventions a field follows.
package enum KeyboardConvention: Sendable, Hashable, CaseIterable {
    /// GTK (Linux desktops): Ctrl+Return submits.
    case gtk
    /// macOS and iPadOS with a hardware keyboard: Cmd+Return submits.
    case apple

    /// The modifier that turns Return into the submit shortcut.
    package var submitModifier: KeyModifiers {
        switch self {
        case .gtk: .control
        case .apple: .command
        }
    }
}

/// Return (or Enter on the keypad) pressed in a field: what FieldKit does
/// with it, decided once for every adapter ("Submitting from any field by
/// keyboard" in the focus article).
///
/// The platform's submit shortcut (Ctrl+Return on GTK, Cmd+Return on macOS
/// and on an iPad's hardware keyboard) submits the form from any field of the
/// chain, one-line or multi-line, whatever plain Return does there. Plain
/// Return is the field's own return key in a one-line field (its role in the
/// chain: next, done or submit) and a newline, the toolkit's, in a multi-line
/// editor. Every other combination (Shift+Return, Option+Return, the shortcut
/// with a second modifier) stays the toolkit's. An adapter translates its
/// toolkit's key event into this value and acts on ``action``; while an input
/// method composes, the coordinator still declines the submit
/// (``TextInputCoordinator/didPressSubmitShortcut()``) and the key goes on to
/// the input method.
package struct ReturnKeyPress: Sendable, Hashable {
    /// What the adapter does with the key.
    package enum Action: Sendable, Hashable {
        /// Submit the form: ``TextInputCoordinator/didPressSubmitShortcut()``.
        case submitForm
        /// The field's return key: ``TextInputCoordinator/didPressReturn()``.
        case fieldReturn
        /// Leave the key to the toolkit (a newline in a multi-line editor,
        /// or a combination FieldKit does not use).
        case toolkit
    }

    /// The modifiers held with the key.
    package var modifiers: KeyModifiers
    /// Whether the field is a multi-line editor.
    package var isMultiLine: Bool
    /// The conventions of the field's toolkit.
    package var convention: KeyboardConvention

    package init(modifiers: KeyModifiers, isMultiLine: Bool, convention: KeyboardConvention) {
        self.modifiers = modifiers
        self.isMultiLine = isMultiLine
        self.convention = convention
    }

    /// What FieldKit does with the key.
    package var action: Action {
        if modifiers == convention.submitModifier { return .submitForm }
        if modifiers.isEmpty { return isMultiLine ? .toolkit : .fieldReturn }
        return .toolkit
    }
}
