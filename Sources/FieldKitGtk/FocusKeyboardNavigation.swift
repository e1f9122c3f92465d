import CGtk4

/// Makes Tab and Shift+Tab in a window follow a focus chain instead of GTK's
/// widget order.
///
/// The key is offered to the chain (cause `.keyboard`) after the focused
/// widget and its input method have declined it, and before GTK's own focus
/// handling; when the chain moves, the key is consumed. When it does not
/// (focus is outside the chain's fields, or at its end), GTK's own focus
/// handling runs, so keyboard users still reach the buttons after the form.
///
/// An input method gets first refusal because it may need the key: Japanese
/// input methods convert with Tab, and focus moved mid-composition makes them
/// drop the unconverted text. GTK 4 delivers a key in three phases: capture
/// (from the window down to the focused widget), target, then bubble (back up
/// to the window). The focused `GtkText` or `GtkTextView` filters the key
/// through its input method context in its own key controller, at the
/// target; a key the input method takes stops there. So the chain listens in
/// the window's bubble phase, where GTK's own Tab handling also runs: a
/// controller added to a widget runs before those the widget added itself
/// (GTK prepends it), so the chain's order wins over GTK's widget order.
@MainActor
public final class FocusKeyboardNavigation<ID: Hashable & Sendable> {
    private let chain: FocusChain<ID>
    private let connections = SignalConnections()
    /// The key controller, referenced so it can be taken off the window when
    /// this goes (a page closed and reopened in the same window would
    /// otherwise leave one inert controller behind each time).
    private let keys: OpaquePointer

    /// Routes Tab / Shift+Tab in `window` through `chain`.
    public init(chain: FocusChain<ID>, window: UnsafeMutablePointer<GtkWidget>) {
        self.chain = chain
        let keys = gtk_event_controller_key_new()!
        self.keys = keys
        g_object_ref(keys.raw)
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_BUBBLE)
        gtk_widget_add_controller(window, keys)
        connections.connect(
            keys.raw, "key-pressed", callback: gCallback(keyPressedThunk),
            handler: { [weak self] (keyval: UInt32, state: GdkModifierType) in
                self?.keyPressed(keyval, state) ?? false
            } as KeyHandler)
    }

    isolated deinit {
        connections.disconnectAll()
        // A window already destroyed has let go of its controllers.
        if let widget = gtk_event_controller_get_widget(keys) { gtk_widget_remove_controller(widget, keys) }
        g_object_unref(keys.raw)
    }

    private func keyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
        guard modifiers == 0, chain.focused != nil else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Tab where state.rawValue & GDK_SHIFT_MASK.rawValue == 0:
            return chain.next(cause: .keyboard)
        case GDK_KEY_ISO_Left_Tab, GDK_KEY_Tab:
            return chain.previous(cause: .keyboard)
        default:
            return false
        }
    }
}
