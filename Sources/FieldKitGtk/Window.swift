import CGtk4

/// A window of an ``Application`` that shows a ``FormPanel``: Tab follows
/// the form's focus chain (``FocusKeyboardNavigation``) and the first field
/// takes focus.
///
/// The application holds the window, and the window holds the panel, until
/// ``Application/run()`` returns.
@MainActor
public final class Window {
    /// The `GtkApplicationWindow`.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// What the window shows and keeps alive: the panel and its keyboard
    /// navigation, once ``show(_:)`` was called.
    private var content: [AnyObject] = []

    /// A window of `application` titled `title`, `width` by `height` pixels
    /// by default; not shown until ``show(_:)``.
    public init(application: Application, title: String, width: Int = 400, height: Int = 500) {
        widget = gtk_application_window_new(application.application)!
        let window = widget.cast(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
        application.windows.append(self)
    }

    /// Shows `panel` in the window, routes Tab through its form's focus
    /// chain, presents the window and focuses the form's first field.
    public func show<Field>(_ panel: FormPanel<Field>) {
        gtk_window_set_child(widget.cast(to: GtkWindow.self), panel.widget)
        content = [panel, FocusKeyboardNavigation(chain: panel.form.focus, window: widget)]
        gtk_window_present(widget.cast(to: GtkWindow.self))
        _ = panel.form.focus.first(cause: .app)
    }
}
