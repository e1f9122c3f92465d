import CGtk4

/// A whole form on screen, built from a ``/FieldKit/FormModel`` (keyed by
/// the app's own field type) without GTK
/// casts or C callbacks: a ``FormRow`` per field (label, input, message),
/// a submit button, and the Previous / Next / Done ``FocusToolbar``.
///
/// ```swift
/// enum Field: Hashable, Sendable { case name, card, notes }
/// let form = FormModel([FieldModel(Field.name), FieldModel(Field.card, format: .cardNumber), FieldModel(Field.notes)])
/// let panel = FormPanel(form: form, submitTitle: "Pay") { submission in
///     print("paying with the card ending in", submission.values.raw(.card)?.suffix(4) ?? "")
/// }
/// panel.addField(.name, label: "Name on card")
/// panel.addField(.card, label: "Card number", placeholder: "1234 5678 9012 3456")
/// panel.addField(.notes, label: "Notes", multiline: true)
/// ```
///
/// The submit button, return on the last field, Ctrl+Return in any field
/// and the toolbar's Done on the last field all end in the form's one
/// submit (``/FieldKit/FormModel/submit()``): the form validates; when a
/// field is not valid its message shows and focus goes to it with the caret
/// at the end, and `onSubmit` is not called; when every field is valid
/// `onSubmit` gets the values.
@MainActor
public final class FormPanel<Field: Hashable & Sendable> {
    /// The form the panel shows.
    public let form: FormModel<Field>

    /// The panel's container, to put in a window (``Window/show(_:)``).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The rows, in the order they were added.
    public private(set) var rows: [FormRow<Field>] = []

    /// The Previous / Next / Done bar at the bottom.
    public let toolbar: FocusToolbar<Field>

    private let rowsBox: UnsafeMutablePointer<GtkWidget>
    private let submitButton: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnections()

    /// A panel for `form` whose submit button says `submitTitle`.
    ///
    /// - Parameters:
    ///   - form: the fields to show; add each with ``addField(_:label:placeholder:multiline:)``.
    ///   - submitTitle: the submit button's label.
    ///   - onSubmit: called with the values when a submit finds them valid.
    public init(
        form: FormModel<Field>, submitTitle: String,
        onSubmit: @escaping @MainActor (FormSubmission<Field>) -> Void
    ) {
        self.form = form
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        g_object_ref_sink(column.raw)
        for setMargin in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            setMargin(column, 12)
        }
        widget = column
        rowsBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_vexpand(rowsBox, 1)
        gtk_box_append(column.cast(to: GtkBox.self), rowsBox)
        submitButton = gtk_button_new_with_label(submitTitle)!
        gtk_widget_add_css_class(submitButton, "suggested-action")
        gtk_widget_set_halign(submitButton, GTK_ALIGN_END)
        gtk_box_append(column.cast(to: GtkBox.self), submitButton)
        toolbar = FocusToolbar(chain: form.focus)
        gtk_box_append(column.cast(to: GtkBox.self), toolbar.widget)

        form.onSubmit = onSubmit
        connections.connect(
            submitButton.raw, "clicked", callback: gCallback(voidThunk),
            handler: { [weak self] in
                // Not before a paste the user made lands in its field.
                ClipboardPaste.whenNoPasteIsPending { [weak self] in self?.submit() }
            } as VoidHandler)
    }

    isolated deinit {
        connections.disconnectAll()
        g_object_unref(widget.raw)
    }

    /// Adds a row for the form's field `name`: a ``TextField``, or a
    /// ``TextEditor`` when `multiline` (where return inserts a newline and
    /// Ctrl+Return submits).
    ///
    /// - Parameters:
    ///   - name: the field's name in the form.
    ///   - label: the visible label, also the input's accessible name.
    ///   - placeholder: the hint shown while the input is empty.
    ///   - multiline: a multi-line editor instead of a one-line field.
    /// - Returns: the row, for an accessory or a test.
    @discardableResult
    public func addField(_ name: Field, label: String, placeholder: String = "", multiline: Bool = false)
        -> FormRow<Field>
    {
        let input: any FormInput =
            multiline
            ? TextEditor(coordinator: TextInputCoordinator(), placeholder: placeholder)
            : TextField(coordinator: TextInputCoordinator(), placeholder: placeholder)
        let row = FormRow(form: form, name: name, label: label, input: input)
        gtk_box_append(rowsBox.cast(to: GtkBox.self), row.widget)
        rows.append(row)
        return row
    }

    /// Submits the form as the submit button does: the form's one submit
    /// (``/FieldKit/FormModel/submit()``), which validates, focuses the
    /// first invalid field, and calls `onSubmit` (and the chain's own
    /// handler) only when every field is valid.
    public func submit() {
        form.submit()
    }

    /// The submit button, for tests that click it.
    package var submitButtonWidget: UnsafeMutablePointer<GtkWidget> { submitButton }
}
