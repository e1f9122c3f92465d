import CGtk4

/// Ctrl+Return (or Ctrl+Enter on the keypad): GTK's shortcut for submitting
/// from a text widget, where plain Return inserts a newline (an editor) or
/// does the field's return-key role (a field).
///
/// Listens in the capture phase on the widget that edits, so it runs before
/// the widget's own key handling, which would insert the newline. The key is
/// still the input method's while it composes: the coordinator then refuses
/// it (``/FieldKit/TextInputCoordinator/didPressSubmitShortcut()`` returns
/// `false`) and the key goes on to the widget and its input method.
@MainActor
enum SubmitShortcut {
    /// Routes the shortcut in `widget` to `coordinator`.
    static func connect(
        _ widget: UnsafeMutablePointer<GtkWidget>, to coordinator: TextInputCoordinator,
        in connections: SignalConnections
    ) {
        connections.connectKeysBeforeWidget(widget) { [weak coordinator] keyval, state in
            guard let coordinator, isSubmitShortcut(keyval, state) else { return false }
            // While an input method composes the key stays its own, as
            // without a paste. Otherwise, with a paste still being read,
            // the key is taken now and the submit runs when the paste
            // has landed; if an input method starts composing in
            // between, the coordinator refuses the submit then and it
            // is dropped (the key is not given back to the input method).
            guard ClipboardPaste.isPastePending, !coordinator.isComposing else {
                return coordinator.didPressSubmitShortcut()
            }
            ClipboardPaste.whenNoPasteIsPending { [weak coordinator] in
                _ = coordinator?.didPressSubmitShortcut()
            }
            return true
        }
    }

    /// Whether the key is Return or Enter with the modifiers the core's rule
    /// submits with on GTK (`ReturnKeyPress`: Control and no other). The
    /// shortcut is the same in a one-line and a multi-line field.
    static func isSubmitShortcut(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: break
        default: return false
        }
        let modifiers = KeyModifiers(
            GdkModifierFlags(state), shift: GdkModifierFlags(GDK_SHIFT_MASK),
            control: GdkModifierFlags(GDK_CONTROL_MASK), option: GdkModifierFlags(GDK_ALT_MASK),
            command: GdkModifierFlags(GDK_SUPER_MASK))
        return ReturnKeyPress(modifiers: modifiers, isMultiLine: true, convention: .gtk).action == .submitForm
    }
}

/// GDK's modifier mask as a set of flags, for the core's mapping of
/// modifiers (`KeyModifiers`).
private struct GdkModifierFlags: OptionSet {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ mask: GdkModifierType) { rawValue = mask.rawValue }
}
