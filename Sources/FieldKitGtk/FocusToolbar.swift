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
/// relabelled when ``ProcessLocale/set(_:)`` changes it, unless the app's
/// ``configuration`` retitles them; the configuration may also add the
/// app's own buttons (before Done) or hide the bar. Which buttons show,
/// their titles and whether each is enabled is the core's
/// ``/FieldKit/FocusToolbarConfiguration``, the same rule SwiftUI's and
/// UIKit's toolbars follow.
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

    /// Whether the bar shows, what its buttons are called and the app's own
    /// buttons; setting it redraws the bar.
    public var configuration: FocusToolbarConfiguration {
        didSet { configure() }
    }

    private let chain: FocusChain<ID>
    private let previousButton: UnsafeMutablePointer<GtkWidget>
    private let nextButton: UnsafeMutablePointer<GtkWidget>
    private let doneButton: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    /// The app's buttons (``FocusToolbarConfiguration/buttons``), in order.
    private var appButtons: [UnsafeMutablePointer<GtkWidget>] = []
    private let connections = SignalConnections()
    private var observation: ObservationLoop?
    private var announcementObservation: ObservationLoop?
    private var target = ToolbarTarget<ID>()
    /// The serial of the announcement shown last (none at start: an
    /// announcement made before the bar existed is not repeated).
    private var shownAnnouncement: Int?

    /// A toolbar for `chain`, showing what `configuration` says.
    public init(chain: FocusChain<ID>, configuration: FocusToolbarConfiguration = .standard) {
        self.chain = chain
        self.configuration = configuration
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
        // The app's buttons exist before anything labels or updates them.
        configure()
        observation = ObservationLoop { [weak self] in self?.update() }
        announcementObservation = ObservationLoop { [weak self] in self?.showAnnouncement() }
        ProcessLocale.follow(self) { [weak self] in self?.relabel() }
    }

    /// Makes the app's buttons of ``configuration`` (packed at the end, in
    /// reverse, so that they read in order before Done), shows or hides
    /// the bar, and relabels it.
    private func configure() {
        for button in appButtons { gtk_action_bar_remove(widget.opaque, button) }
        appButtons = configuration.buttons.indices.map { index in
            let button = gtk_button_new()!
            gtk_widget_set_focus_on_click(button, 0)
            connections.connect(
                button.raw, "clicked", callback: gCallback(voidThunk),
                handler: { [weak self] in
                    guard let self else { return }
                    configuration.perform(.button(index), on: chain)
                } as VoidHandler)
            return button
        }
        for button in appButtons.reversed() { gtk_action_bar_pack_end(widget.opaque, button) }
        gtk_widget_set_visible(widget, configuration.isShown ? 1 : 0)
        relabel()
        update()
    }

    /// The bar's buttons as the core decided them for the chain's state.
    private func items(for state: FocusToolbarState) -> [FocusToolbarItem] {
        configuration.entries(for: state, messages: ProcessLocale.messages).compactMap { entry in
            guard case .item(let item) = entry else { return nil }
            return item
        }
    }

    /// The button that shows `kind` (the app's buttons are made from the
    /// same configuration the kinds come from).
    private func button(for kind: FocusToolbarItem.Kind) -> UnsafeMutablePointer<GtkWidget> {
        switch kind {
        case .action(.previous): previousButton
        case .action(.next): nextButton
        case .action(.done): doneButton
        case .button(let index): appButtons[index]
        }
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

    /// The buttons' labels: the configuration's titles, FieldKit's in
    /// ``ProcessLocale``'s language where it has none.
    private func relabel() {
        for item in items(for: chain.toolbar) {
            gtk_button_set_label(button(for: item.kind).cast(to: GtkButton.self), item.title)
        }
        fieldkit_accessible_set_label(widget, ProcessLocale.messages.text(.formToolbar))
    }

    /// The buttons' labels as shown: previous, next, the app's buttons, done.
    package var shownLabels: [String] {
        ([previousButton, nextButton] + appButtons + [doneButton]).map {
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

    /// The buttons, for tests that click them: previous, next, done, then
    /// the app's buttons.
    package var buttons: [UnsafeMutablePointer<GtkWidget>] {
        [previousButton, nextButton, doneButton] + appButtons
    }

    /// Whether the bar shows.
    package var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

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
        for item in items(for: state) {
            gtk_widget_set_sensitive(button(for: item.kind), item.isEnabled ? 1 : 0)
        }
    }
}
