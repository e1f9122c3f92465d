import CGtk4
import Observation

/// The Previous / Next / Done bar of a form: one `GtkActionBar` per focus
/// chain, whose buttons follow the chain's toolbar state.
///
/// For assistive technology the bar is a toolbar named "Form navigation" (in
/// the process locale's language). Keyboard users can tab into it: while it
/// has keyboard focus its buttons act on the field focus came from
/// (`ToolbarTarget`), so they stay on instead of turning off under the
/// keyboard. Its middle holds the chain's status messages
/// (``/FieldKit/FocusChain/announcement``, such as how many fields need
/// attention after a failed submit) in a label with the alert role, which
/// screen readers speak when it shows.
///
/// The labels are FieldKit's texts in ``ProcessLocale/current``'s language,
/// relabelled when ``ProcessLocale/set(_:)`` changes it.
/// Previous and Next move through the chain (cause `.toolbar`); Done runs
/// ``onDone`` when it is set, and otherwise the chain's
/// ``/FieldKit/FocusChain/done()``: on the last field it submits the form,
/// elsewhere it gives up focus.
@MainActor
public final class FocusToolbar<ID: Hashable & Sendable> {
    /// The `GtkActionBar` to put at the bottom of the form.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// What Done does; by default the chain's ``/FieldKit/FocusChain/done()``
    /// (submit on the last field, give up focus elsewhere).
    public var onDone: (() -> Void)?

    private let chain: FocusChain<ID>
    private let previousButton: UnsafeMutablePointer<GtkWidget>
    private let nextButton: UnsafeMutablePointer<GtkWidget>
    private let doneButton: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnections()
    private var observation: ObservationLoop?
    private var announcementObservation: ObservationLoop?
    private var target = ToolbarTarget<ID>()
    /// The serial of the announcement shown last (none at start: an
    /// announcement made before the bar existed is not repeated).
    private var shownAnnouncement: Int?

    /// A toolbar for `chain`.
    public init(chain: FocusChain<ID>) {
        self.chain = chain
        let bar = fieldkit_toolbar_action_bar_new()!
        g_object_ref_sink(bar.raw)
        widget = bar
        previousButton = gtk_button_new()!
        nextButton = gtk_button_new()!
        doneButton = gtk_button_new()!
        gtk_widget_add_css_class(doneButton, "suggested-action")
        for button in [previousButton, nextButton, doneButton] {
            // Clicking must not take focus from the field the bar acts on.
            gtk_widget_set_focus_on_click(button, 0)
        }
        gtk_action_bar_pack_start(bar.opaque, previousButton)
        gtk_action_bar_pack_start(bar.opaque, nextButton)
        gtk_action_bar_pack_end(bar.opaque, doneButton)
        status = fieldkit_alert_label_new()!
        // One line, so a message never changes the bar's height under the form.
        gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_visible(status, 0)
        gtk_action_bar_set_center_widget(bar.opaque, status)
        shownAnnouncement = chain.announcement?.serial

        let actions: [(UnsafeMutablePointer<GtkWidget>, @MainActor (FocusToolbar) -> Void)] = [
            (previousButton, { $0.focusTarget()?.previous(cause: .toolbar) }),
            (nextButton, { $0.focusTarget()?.next(cause: .toolbar) }),
            // Done may submit: not before a paste the user made lands.
            // Previous and Next only move focus; the paste still lands in
            // the field it was made in.
            (
                doneButton,
                { toolbar in ClipboardPaste.whenNoPasteIsPending { [weak toolbar] in toolbar?.done() } }
            ),
        ]
        for (button, action) in actions {
            connections.connect(
                button.raw, "clicked", callback: gCallback(voidThunk),
                handler: { [weak self] in if let self { action(self) } } as VoidHandler)
        }
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(bar, focus)
        for signal in ["enter", "leave"] {
            connections.connect(
                focus.raw, signal, callback: gCallback(voidThunk),
                handler: { [weak self] in self?.update() } as VoidHandler)
        }
        observation = ObservationLoop { [weak self] in self?.update() }
        announcementObservation = ObservationLoop { [weak self] in self?.showAnnouncement() }
        ProcessLocale.follow(self) { [weak self] in self?.relabel() }
    }

    /// The chain, with the field the bar acts on focused: when keyboard
    /// focus is on the bar itself, focus goes back to the field it came from
    /// first, so that Previous, Next and Done act from there.
    private func focusTarget() -> FocusChain<ID>? {
        let focused = chain.focused
        if focused == nil {
            guard let field = target.target(focused: focused) else { return nil }
            chain.focus(field, cause: .toolbar)
        }
        return chain
    }

    /// Whether keyboard focus is on the bar or one of its buttons.
    private var hasKeyboardFocus: Bool {
        guard let root = gtk_widget_get_root(widget),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Shows (and so has screen readers speak) the chain's newest announcement.
    private func showAnnouncement() {
        guard let announcement = chain.announcement, announcement.serial != shownAnnouncement else { return }
        shownAnnouncement = announcement.serial
        // Hidden, then shown again: screen readers speak an alert when it
        // starts showing, also when the last one is still on screen.
        gtk_widget_set_visible(status, 0)
        gtk_label_set_text(status.opaque, announcement.text)
        gtk_widget_set_visible(status, 1)
    }

    /// The status message on screen, or `nil` when none shows.
    package var shownStatus: String? {
        gtk_widget_get_visible(status) != 0 ? String(cString: gtk_label_get_text(status.opaque)) : nil
    }

    /// The buttons' labels in ``ProcessLocale``'s language.
    private func relabel() {
        let messages = ProcessLocale.messages
        gtk_button_set_label(previousButton.cast(to: GtkButton.self), messages.text(.toolbarPrevious))
        gtk_button_set_label(nextButton.cast(to: GtkButton.self), messages.text(.toolbarNext))
        gtk_button_set_label(doneButton.cast(to: GtkButton.self), messages.text(.toolbarDone))
        fieldkit_accessible_set_label(widget, messages.text(.formToolbar))
    }

    /// The buttons' labels as shown: previous, next, done.
    package var shownLabels: [String] {
        [previousButton, nextButton, doneButton].map {
            gtk_button_get_label($0.cast(to: GtkButton.self)).map { String(cString: $0) } ?? ""
        }
    }

    isolated deinit {
        connections.disconnectAll()
        g_object_unref(widget.raw)
    }

    /// The buttons' sensitivity as shown: previous, next, done.
    public var shownState: FocusToolbarState {
        FocusToolbarState(
            canGoPrevious: gtk_widget_get_sensitive(previousButton) != 0,
            canGoNext: gtk_widget_get_sensitive(nextButton) != 0,
            isDoneEnabled: gtk_widget_get_sensitive(doneButton) != 0)
    }

    /// The buttons, for tests that click them: previous, next, done.
    package var buttons: [UnsafeMutablePointer<GtkWidget>] { [previousButton, nextButton, doneButton] }

    private func done() {
        if let onDone { onDone() } else { _ = focusTarget()?.done() }
    }

    private func update() {
        let focused = chain.focused
        target.chainFocusDidChange(to: focused)
        target.toolbarFocusDidChange(hasKeyboardFocus)
        var state = chain.toolbar
        if target.actsOnLastField(focused: focused), let field = target.target(focused: focused) {
            state = chain.toolbarState(actingOn: field)
        }
        gtk_widget_set_sensitive(previousButton, state.canGoPrevious ? 1 : 0)
        gtk_widget_set_sensitive(nextButton, state.canGoNext ? 1 : 0)
        gtk_widget_set_sensitive(doneButton, state.isDoneEnabled ? 1 : 0)
    }
}
