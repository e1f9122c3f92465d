import CGtk4
import Observation

/// The Previous / Next / Done bar of a form: one `GtkActionBar` per focus
/// chain, whose buttons follow the chain's toolbar state.
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
    private let connections = SignalConnections()
    private var observation: ObservationLoop?

    /// A toolbar for `chain`.
    public init(chain: FocusChain<ID>) {
        self.chain = chain
        let bar = gtk_action_bar_new()!
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

        let actions: [(UnsafeMutablePointer<GtkWidget>, @MainActor (FocusToolbar) -> Void)] = [
            (previousButton, { $0.chain.previous(cause: .toolbar) }),
            (nextButton, { $0.chain.next(cause: .toolbar) }),
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
        observation = ObservationLoop { [weak self] in self?.update() }
        ProcessLocale.follow(self) { [weak self] in self?.relabel() }
    }

    /// The buttons' labels in ``ProcessLocale``'s language.
    private func relabel() {
        let messages = ProcessLocale.messages
        gtk_button_set_label(previousButton.cast(to: GtkButton.self), messages.text(.toolbarPrevious))
        gtk_button_set_label(nextButton.cast(to: GtkButton.self), messages.text(.toolbarNext))
        gtk_button_set_label(doneButton.cast(to: GtkButton.self), messages.text(.toolbarDone))
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
        if let onDone { onDone() } else { _ = chain.done() }
    }

    private func update() {
        let state = chain.toolbar
        gtk_widget_set_sensitive(previousButton, state.canGoPrevious ? 1 : 0)
        gtk_widget_set_sensitive(nextButton, state.canGoNext ? 1 : 0)
        gtk_widget_set_sensitive(doneButton, state.isDoneEnabled ? 1 : 0)
    }
}
