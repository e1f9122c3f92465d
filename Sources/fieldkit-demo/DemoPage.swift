import CGtk4
import FieldKitGtk

/// One page of the demo: a widget tree and the objects that keep it working.
@MainActor
protocol DemoPage: AnyObject {
    /// The window title.
    var title: String { get }
    /// The page's content.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Called once the page is in `window`, to hook window-wide behaviour.
    func attach(to window: UnsafeMutablePointer<GtkWidget>)
    /// What the `--submit` option does: the page's primary action.
    func performPrimaryAction()
}

/// Writes one line to stdout and flushes it, so a test reading the pipe sees
/// each event as it happens.
func emit(_ value: JSONValue) {
    print(value.text)
    fflush(fieldkit_stdout())
}

/// The `--log-changes` lines: what input method tests count (one onChange
/// per applied change) and wait for (the preedit a person sees composed).
@MainActor
enum InputLog {
    /// Prints `{"change": NAME, "value": VALUE}` for each `onChange` call.
    static func changes(of coordinator: TextInputCoordinator, name: String, redacted: Bool = false) {
        coordinator.onChange = { value in
            emit(.object([("change", .string(name)), ("value", .string(redacted ? "redacted" : value))]))
        }
    }

    /// Prints `{"preedit": NAME, "text": TEXT}` for each preedit change of
    /// `editing` (the `GtkText` or `GtkTextView` that holds the input method).
    static func preedit(
        of editing: UnsafeMutablePointer<GtkWidget>, name: String, redacted: Bool = false,
        connections: SignalConnections
    ) {
        connections.connect(
            editing.raw, "preedit-changed", callback: gCallback(stringThunk),
            handler: { (preedit: String) in
                emit(
                    .object([("preedit", .string(name)), ("text", .string(redacted ? "redacted" : preedit))]))
            } as StringHandler)
    }
}

/// Small helpers that keep the pages' layout code short.
@MainActor
enum Layout {
    static func vertical(spacing: Int32 = 12) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
        return box
    }

    static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(box.cast(to: GtkBox.self), child)
    }

    static func label(_ text: String, classes: [String] = [], wrap: Bool = false) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, 0)
        if wrap { gtk_label_set_wrap(label.opaque, 1) }
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    static func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_label_set_text(label.opaque, text)
    }

    /// A page body with margins, scrolling when the window is small.
    static func page(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { set(content, 18) }
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { set(content, 24) }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, content)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }
}
