import CGtk4
import FieldKitGtk

/// Two fields with live labels above them; return moves to the next field.
@MainActor
final class FieldsPage: DemoPage {
    let title = "Fields"
    let widget: UnsafeMutablePointer<GtkWidget>
    private let chain = FocusChain<String>()
    private let fields: [TextField]
    private var keyboard: FocusKeyboardNavigation<String>?

    init() {
        let content = Layout.vertical(spacing: 8)
        Layout.append(Layout.label("Two fields", classes: ["fieldkit-title"]), to: content)
        var fields: [TextField] = []
        for (name, placeholder) in [("first", "First name"), ("last", "Last name")] {
            let live = Layout.label("\(placeholder): (empty)", classes: ["fieldkit-live"])
            let coordinator = TextInputCoordinator()
            coordinator.onChange = { value in
                Layout.setText(live, "\(placeholder): \(value.isEmpty ? "(empty)" : value)")
                emit(.object([("field", .string(name)), ("value", .string(value))]))
            }
            let field = TextField(coordinator: coordinator, placeholder: placeholder)
            field.accessibleLabel = placeholder
            chain.attach(coordinator, to: name)
            Layout.append(live, to: content)
            Layout.append(field.widget, to: content)
            fields.append(field)
        }
        self.fields = fields
        widget = Layout.page(content)
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        keyboard = FocusKeyboardNavigation(chain: chain, window: window)
        chain.focus("first")
    }

    func performPrimaryAction() { chain.next(cause: .app) }
}

/// A search field with a focus binding (a button and a status label follow
/// the chain) and a search return key that prints the query.
@MainActor
final class SearchPage: DemoPage {
    let title = "Search"
    let widget: UnsafeMutablePointer<GtkWidget>
    private let chain = FocusChain<String>()
    private let field: TextField
    private let connections = SignalConnections()
    private var observation: ObservationLoop?

    /// - Parameter logsInput: print the field's onChange calls and preedit changes.
    init(logsInput: Bool = false) {
        let content = Layout.vertical(spacing: 8)
        Layout.append(Layout.label("Search", classes: ["fieldkit-title"]), to: content)
        let coordinator = TextInputCoordinator()
        field = TextField(coordinator: coordinator, placeholder: "Search products")
        field.accessibleLabel = "Search"
        gtk_entry_set_icon_from_icon_name(
            field.widget.cast(to: GtkEntry.self), GTK_ENTRY_ICON_PRIMARY, "edit-find-symbolic")
        let status = Layout.label("", classes: ["dim-label"])
        let results = Layout.label("Type and press Return to search.", wrap: true)
        let button = gtk_button_new_with_label("Focus search")!
        coordinator.onSubmit = { [unowned coordinator] in
            let query = coordinator.modelValue
            Layout.setText(results, query.isEmpty ? "Nothing to search for." : "Results for “\(query)”")
            emit(.object([("search", .string(query))]))
        }
        if logsInput {
            InputLog.changes(of: coordinator, name: "search")
            InputLog.preedit(of: field.editingWidget, name: "search", connections: connections)
        }
        chain.attach(coordinator, to: "search")
        chain.setReturnKeyRole(.submit, for: "search")
        Layout.append(field.widget, to: content)
        Layout.append(status, to: content)
        Layout.append(button, to: content)
        Layout.append(results, to: content)
        widget = Layout.page(content)
        connections.connect(
            button.raw, "clicked", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.chain.focus("search") } as VoidHandler)
        observation = ObservationLoop { [weak self] in
            guard let self else { return }
            Layout.setText(
                status, self.chain.focused == "search" ? "Search field focused" : "Search field not focused")
        }
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) { chain.focus("search") }

    func performPrimaryAction() { field.coordinator.didPressReturn() }
}

/// A plain GTK entry and a FieldKit field sharing one model, both directions.
@MainActor
final class MirrorPage: DemoPage {
    let title = "Mirror"
    let widget: UnsafeMutablePointer<GtkWidget>
    private let field: TextField
    private let plain: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnections()
    /// True while the model is written into the plain entry: GtkEntry's
    /// set_text reports a delete ("changed" to "") and then an insert, and
    /// the first must not be taken for the user emptying the entry.
    private var isWritingPlainEntry = false
    /// The shared model: one string, written by either widget.
    private var text = "" {
        didSet { modelDidChange() }
    }

    init() {
        let content = Layout.vertical(spacing: 8)
        Layout.append(Layout.label("Mirror", classes: ["fieldkit-title"]), to: content)
        plain = gtk_entry_new()!
        fieldkit_accessible_set_label(plain, "Plain GTK entry")
        field = TextField(coordinator: TextInputCoordinator(format: CharacterFormat.uppercased))
        field.accessibleLabel = "FieldKit field"
        Layout.append(Layout.label("Plain GtkEntry", classes: ["fieldkit-label"]), to: content)
        Layout.append(plain, to: content)
        Layout.append(Layout.label("FieldKit field (uppercases)", classes: ["fieldkit-label"]), to: content)
        Layout.append(field.widget, to: content)
        widget = Layout.page(content)
        field.coordinator.writeModel = { [weak self] in self?.text = $0 }
        connections.connect(
            plain.raw, "changed", callback: gCallback(voidThunk),
            handler: { [weak self] in
                guard let self, !self.isWritingPlainEntry else { return }
                let value = String(cString: gtk_editable_get_text(self.plain.opaque))
                if value != self.text { self.text = value }
            } as VoidHandler)
    }

    private func modelDidChange() {
        field.coordinator.modelDidChange(to: text)
        if String(cString: gtk_editable_get_text(plain.opaque)) != text {
            isWritingPlainEntry = true
            gtk_editable_set_text(plain.opaque, text)
            isWritingPlainEntry = false
        }
        emit(.object([("model", .string(text))]))
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) { gtk_widget_grab_focus(plain) }

    func performPrimaryAction() { text = "MIRRORED" }
}

/// A notes editor bound to a model, with a live count; Ctrl+Return submits it.
@MainActor
final class NotesPage: DemoPage {
    let title = "Notes"
    let widget: UnsafeMutablePointer<GtkWidget>
    private let editor: TextEditor
    private(set) var notes = ""

    init() {
        let content = Layout.vertical(spacing: 8)
        Layout.append(Layout.label("Notes", classes: ["fieldkit-title"]), to: content)
        let count = Layout.label("0 characters", classes: ["dim-label"])
        editor = TextEditor(
            coordinator: TextInputCoordinator(), placeholder: "Write a note…", minLines: 5, maxLines: 16)
        editor.accessibleLabel = "Notes"
        // A text view's placeholder is not read by screen readers: the hint
        // goes in the description.
        editor.accessibleDescription = "Write a note…"
        Layout.append(editor.widget, to: content)
        Layout.append(count, to: content)
        widget = Layout.page(content)
        editor.coordinator.writeModel = { [weak self] value in
            self?.notes = value
            Layout.setText(
                count,
                "\(value.count) characters, \(value.split(separator: "\n", omittingEmptySubsequences: false).count) lines"
            )
        }
        editor.coordinator.onEndEditing = { [weak self] _ in
            emit(.object([("notes", .string(self?.notes ?? ""))]))
        }
        // Return is a newline here; Ctrl+Return submits.
        editor.coordinator.onSubmit = { [weak self] in
            emit(.object([("submitted", .string(self?.notes ?? ""))]))
        }
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) { editor.focus() }

    func performPrimaryAction() { editor.resignFocus() }
}

/// A group of fields with the Previous / Next / Done bar.
@MainActor
final class ToolbarPage: DemoPage {
    let title = "Toolbar"
    let widget: UnsafeMutablePointer<GtkWidget>
    private let chain = FocusChain<String>()
    private let fields: [TextField]
    private let toolbar: FocusToolbar<String>
    private var keyboard: FocusKeyboardNavigation<String>?

    init() {
        let content = Layout.vertical(spacing: 8)
        Layout.append(Layout.label("Toolbar", classes: ["fieldkit-title"]), to: content)
        var fields: [TextField] = []
        for name in ["Street", "City", "Postcode", "Country"] {
            let field = TextField(coordinator: TextInputCoordinator(), placeholder: name)
            field.accessibleLabel = name
            chain.attach(field.coordinator, to: name.lowercased())
            Layout.append(Layout.label(name, classes: ["fieldkit-label"]), to: content)
            Layout.append(field.widget, to: content)
            fields.append(field)
        }
        self.fields = fields
        toolbar = FocusToolbar(chain: chain)
        let root = Layout.vertical(spacing: 0)
        Layout.append(Layout.page(content), to: root)
        Layout.append(toolbar.widget, to: root)
        widget = root
        chain.onFocusChange = { move in
            emit(
                .object([("focus", .string(move.to ?? "none")), ("cause", .string(move.cause.description))]))
        }
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        keyboard = FocusKeyboardNavigation(chain: chain, window: window)
        chain.focus("street")
    }

    func performPrimaryAction() { chain.next(cause: .toolbar) }
}
