import CGtk4
import Observation

/// One field of a ``/FieldKit/FormModel`` on screen: a label above the input
/// (with a required mark), an optional accessory beside it (such as a card
/// brand badge), and the field's message below it.
///
/// What the row shows and says is the core's ``/FieldKit/FormRowPresentation``,
/// the value SwiftUI's `FormRow` shows too, so both toolkits show and
/// announce the same things.
///
/// The row binds the input's coordinator to the form (`FormModel.bind`), so
/// formatting, validation and focus order come from the core. It shows
/// `FieldModel.errorMessage` (the core decides when a message is fair to show,
/// and in which language: the form's `messages`, which the row sets to
/// ``ProcessLocale/messages`` and keeps following it) under the input, and
/// names the input after the label. A message about characters the input
/// left out (``TextField/rejectionMessage``) shows under it as well.
///
/// For screen readers the row applies the core's ``/FieldKit/FieldAccessibility``:
/// the input is marked required when its validator refuses an empty value,
/// its accessible description holds the error, then ``accessibleHint``, then
/// what was left out, and an error that appears on a field the user has just
/// left is announced through the chain (``/FieldKit/FocusChain/announce(_:)``)
/// naming the field. The row does not set GTK's invalid state: GTK 4.8
/// exposes it as AT-SPI's generic `invalid` state, which Orca 43 takes for a
/// dead object, after which it says nothing about the field at all; the
/// error in the description is what screen readers read.
///
/// In a `GtkScrolledWindow`, the row scrolls itself fully into view (label,
/// input and message) whenever focus enters it or its message changes while
/// it has focus: GTK's viewport only brings the focused input into view, and
/// does so before the rows above it grow or shrink (a message that shows when
/// a field loses focus), which can leave the input half under the window's
/// bottom edge or its label above the top one.
@MainActor
public final class FormRow<Field: Hashable & Sendable> {
    /// The row's container: label, input (with accessory), message.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The input the row holds.
    public let input: any FormInput

    /// The name of the form field the input is bound to.
    public let name: Field

    private weak var form: FormModel<Field>?
    private let messageLabel: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnections()
    private var observation: ObservationLoop?
    private let focusController: OpaquePointer
    /// The frame-clock callback that keeps the row in view over the next
    /// frames (0 when none is pending).
    private var revealTick: guint = 0
    /// Frames left for `revealTick`.
    private var revealFramesLeft = 0
    /// The label the row was given; the field's own ``/FieldKit/FieldModel/label``,
    /// when the form sets one, is shown instead.
    private let label: String
    /// The visible label, which names the input for screen readers.
    private let title: UnsafeMutablePointer<GtkWidget>
    /// The required mark beside the label, left out by screen readers (the
    /// input says "required" itself).
    private let requiredMark: UnsafeMutablePointer<GtkWidget>
    /// What assistive technology was last told, and whether the field had
    /// focus then: the announcement rule compares against them.
    private var lastAccessibility: FieldAccessibility?
    /// The field's ``/FieldKit/FieldModel/timesLeft`` then: the row runs on
    /// an idle turn of the main loop, after any number of focus moves (keys
    /// queued on a busy machine), so a field that gained and lost focus in
    /// between is still known to have been left.
    private var lastTimesLeft = 0
    /// The chain's announcement this row has taken as its status, and the
    /// status itself (kept while the field has focus).
    private var takenAnnouncement: Int?
    private var status: (text: String, base: String?)?

    /// How to fill the field, for screen readers: read after the field's
    /// value and error (the accessible description). Unlike the
    /// placeholder, it is never mistaken for a value.
    public var accessibleHint: String? {
        didSet { showMessage() }
    }

    /// Builds the row and binds `input` to the field `name` of `form`.
    ///
    /// - Parameters:
    ///   - form: the form that owns the field.
    ///   - name: the field's name in `form`.
    ///   - label: the visible label, also the input's accessible name.
    ///   - input: the text field or editor to show and bind.
    ///   - accessory: a widget shown after the input (a badge), if any.
    public init(
        form: FormModel<Field>, name: Field, label: String, input: any FormInput,
        accessory: UnsafeMutablePointer<GtkWidget>? = nil
    ) {
        self.form = form
        self.name = name
        self.input = input
        self.label = label
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        g_object_ref_sink(box.raw)
        widget = box
        focusController = gtk_event_controller_focus_new()!

        title = gtk_label_new(label)!
        gtk_label_set_xalign(title.opaque, 0)
        gtk_label_set_mnemonic_widget(title.opaque, input.focusWidget)
        gtk_widget_add_css_class(title, "fieldkit-label")
        requiredMark = fieldkit_presentation_label_new(FormRowPresentation.requiredMark)!
        gtk_widget_add_css_class(requiredMark, "fieldkit-required-mark")
        gtk_widget_set_visible(requiredMark, 0)
        let titleLine = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_box_append(titleLine.cast(to: GtkBox.self), title)
        gtk_box_append(titleLine.cast(to: GtkBox.self), requiredMark)
        gtk_box_append(box.cast(to: GtkBox.self), titleLine)

        if let accessory {
            let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
            gtk_widget_set_hexpand(input.widget, 1)
            gtk_box_append(line.cast(to: GtkBox.self), input.widget)
            gtk_box_append(line.cast(to: GtkBox.self), accessory)
            gtk_box_append(box.cast(to: GtkBox.self), line)
        } else {
            gtk_box_append(box.cast(to: GtkBox.self), input.widget)
        }

        messageLabel = gtk_label_new(nil)!
        gtk_label_set_xalign(messageLabel.opaque, 0)
        gtk_label_set_wrap(messageLabel.opaque, 1)
        gtk_widget_add_css_class(messageLabel, "error")
        gtk_widget_add_css_class(messageLabel, "fieldkit-message")
        gtk_widget_set_visible(messageLabel, 0)
        gtk_box_append(box.cast(to: GtkBox.self), messageLabel)

        // The label names the input through GTK's labelled-by relation
        // (set with the mnemonic widget above); setting the label property
        // as well would make screen readers say the name twice.
        form.bind(input.coordinator, to: name)
        // The form's messages are the process locale's (one follower per
        // form, however many rows it has), also after ProcessLocale.set.
        ProcessLocale.follow(form) { [weak form] in form?.messages = ProcessLocale.messages }
        // Card numbers, IBANs and phone numbers read left to right in every
        // language: in a right-to-left window their groups would otherwise
        // swap places. The widget's direction does it; the text stays as is.
        if form[name]?.format.isLeftToRightContent == true {
            // GTK 4 does not pass a widget's direction to its children (the
            // text, its placeholder), so each one gets it.
            Self.setLeftToRight(input.focusWidget)
        }
        // Binding makes the coordinator secure for a secure field, whatever
        // the input was made for.
        (input as? TextField)?.followSecureCoordinator()
        // The chain may have asked for focus before the widget was on screen.
        connections.connect(
            input.focusWidget.raw, "map", callback: gCallback(voidThunk),
            handler: { [weak self] in
                guard let self, let form = self.form else { return }
                form.focus.widgetBecameFocusable(self.name)
            } as VoidHandler)
        gtk_widget_add_controller(box, focusController)
        connections.connect(
            focusController.raw, "enter", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.scrollIntoView() } as VoidHandler)
        observation = ObservationLoop { [weak self] in self?.showMessage() }
        input.onRejectionMessageChange = { [weak self] _ in self?.showMessage() }
    }

    isolated deinit {
        if revealTick != 0 { gtk_widget_remove_tick_callback(widget, revealTick) }
        connections.disconnectAll()
        form?.unbind(input.coordinator, from: name)
        g_object_unref(widget.raw)
    }

    private static func setLeftToRight(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            setLeftToRight(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The label shown above the input (the input's accessible name).
    package var shownLabel: String { String(cString: gtk_label_get_text(title.opaque)) }

    /// The message shown under the input, or `nil` when none is.
    public var message: String? {
        gtk_widget_get_visible(messageLabel) != 0
            ? String(cString: gtk_label_get_text(messageLabel.opaque)) : nil
    }

    /// Whether the required mark shows beside the label.
    package var showsRequiredMark: Bool { gtk_widget_get_visible(requiredMark) != 0 }

    private func showMessage() {
        guard let form, let field = form[name] else { return }
        // What the field left out is said under it too, after the error.
        let row = field.rowPresentation(label: label, hint: accessibleHint, notice: input.rejectionMessage)
        // The visible label is also the accessible name (labelled-by).
        if String(cString: gtk_label_get_text(title.opaque)) != row.label {
            gtk_label_set_text(title.opaque, row.label)
        }
        gtk_widget_set_visible(requiredMark, row.showsRequiredMark ? 1 : 0)
        gtk_label_set_text(messageLabel.opaque, row.message ?? "")
        gtk_widget_set_visible(messageLabel, row.message == nil ? 0 : 1)
        if row.isInvalid {
            gtk_widget_add_css_class(input.widget, "error")
        } else {
            gtk_widget_remove_css_class(input.widget, "error")
        }
        announceAndDescribe(row.accessibility, field: field, in: form)
        if gtk_event_controller_focus_contains_focus(focusController) != 0 { scrollIntoView() }
    }

    /// Applies the core's accessibility of the field: required, the
    /// description (the input appends what it left out), and the
    /// announcement of an error that appeared as the user left the field.
    private func announceAndDescribe(
        _ accessibility: FieldAccessibility, field: FieldModel<Field>, in form: FormModel<Field>
    ) {
        let hasFocus = field.isFocused
        // GTK 4.8 has no announcement API, and Orca 43 speaks neither an
        // alert that shows nor a status bar that changes; it does speak a
        // new description of the focused field. So the chain's newest
        // announcement becomes the focused field's status, said first in its
        // description, until focus leaves the field.
        var now = accessibility
        let announcement = form.focus.announcement
        if let announcement, announcement.serial != takenAnnouncement, hasFocus,
            let text = form.focus.takeAnnouncement()
        {
            // Taken from the chain: one field says it, although every row
            // that runs with focus before seeing it could (Tab pressed
            // several times before the rows ran).
            status = (text, now.description)
        } else if !hasFocus || status?.base != now.description {
            // Said once: dropped when the field's own description changes
            // (a change Orca speaks anyway) or focus leaves.
            status = nil
        }
        takenAnnouncement = announcement?.serial
        now.status = status?.text
        if let lastAccessibility,
            let sentence = now.announcement(
                after: lastAccessibility, hasFocus: hasFocus, wasLeft: field.wasLeft(since: lastTimesLeft),
                focusedDescriptionIsSpoken: true, messages: form.messages)
        {
            form.focus.announce(sentence)
            // Not this field's own status when it has focus again: a row
            // does not run again for a change it made itself.
            takenAnnouncement = form.focus.announcement?.serial
        }
        lastAccessibility = now
        lastTimesLeft = field.timesLeft
        var described = now
        described.notice = nil
        input.accessibleDescription = described.description
        fieldkit_accessible_set_required(input.focusWidget, now.isRequired ? 1 : 0)
    }

    /// Whether the whole row (label, input, message) lies inside the visible
    /// part of the `GtkScrolledWindow` around it; `true` when there is none.
    package var isFullyInView: Bool {
        guard let (adjustment, top, height) = placeInScroller() else { return true }
        let value = gtk_adjustment_get_value(adjustment)
        return top >= value - 0.5 && top + height <= value + gtk_adjustment_get_page_size(adjustment) + 0.5
    }

    /// Scrolls the row into view now and after each of the next frames: the
    /// rows above may change height (a message showing or hiding) in the
    /// layout that follows a focus change, moving this one.
    private func scrollIntoView() {
        revealInScroller()
        revealFramesLeft = 3
        guard revealTick == 0 else { return }
        let data = Unmanaged.passRetained(SignalBox<VoidHandler>({ [weak self] in self?.revealFrame() }))
            .toOpaque()
        let tick: GtkTickCallback = { _, _, data in
            guard let box = SignalBox<VoidHandler>.from(data) else { return 0 }
            MainActor.assumeIsolated { box.handler() }
            return 1
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        revealTick = gtk_widget_add_tick_callback(widget, tick, data, release)
    }

    private func revealFrame() {
        revealInScroller()
        revealFramesLeft -= 1
        if revealFramesLeft <= 0, revealTick != 0 {
            gtk_widget_remove_tick_callback(widget, revealTick)
            revealTick = 0
        }
    }

    /// Room kept between the row and the scrolled window's edges.
    private static var revealPadding: Double { 6 }

    private func revealInScroller() {
        guard let (adjustment, top, height) = placeInScroller() else { return }
        // The top wins when the row is taller than the visible part.
        gtk_adjustment_clamp_page(adjustment, top - Self.revealPadding, top + height + Self.revealPadding)
    }

    /// The vertical adjustment of the scrolled window around the row, and the
    /// row's top and height in the scrolled content's coordinates.
    private func placeInScroller() -> (UnsafeMutablePointer<GtkAdjustment>, Double, Double)? {
        guard let scroller = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
            let viewport = gtk_scrolled_window_get_child(OpaquePointer(scroller)),
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))
        else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, viewport, &bounds) != 0 else { return nil }
        // The viewport draws its child shifted up by the adjustment's value.
        let top = gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y)
        return (adjustment, top, Double(bounds.size.height))
    }
}
