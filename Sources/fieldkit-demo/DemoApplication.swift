import CGtk4
import FieldKitGtk

/// The demo's `GtkApplication`: one window showing the chosen page.
@MainActor
final class DemoApplication {
    private let options: DemoOptions
    private let application: UnsafeMutablePointer<GtkApplication>
    private let connections = SignalConnections()
    private var page: (any DemoPage)?
    private var window: UnsafeMutablePointer<GtkWidget>?
    private(set) var exitStatus: Int32 = 0
    private var reopenCount = 0
    private var syncCount = 0
    /// How often the clipboard and the primary selection changed (owner or
    /// formats), for the sync line (``DemoOptions/syncKey``).
    private var clipboardChanges = 0
    private var primaryChanges = 0
    private var leakedPages: [any DemoPage] = []

    init(options: DemoOptions) {
        self.options = options
        // Several demos may run at once (tests start one per case).
        application = gtk_application_new("dev.fieldkit.Demo", G_APPLICATION_NON_UNIQUE)!
        connections.connect(
            application.raw, "activate", callback: gCallback(voidThunk),
            handler: { [weak self] in self?.activate() } as VoidHandler)
    }

    /// Runs the application until its window closes.
    func run() -> Int32 {
        // GApplication would parse the options itself; they were read already.
        let status = g_application_run(application.cast(to: GApplication.self), 0, nil)
        connections.disconnectAll()
        page = nil
        g_object_unref(application.raw)
        return exitStatus != 0 ? exitStatus : status
    }

    private func activate() {
        if let locale = options.locale {
            ProcessLocale.set(locale)
        } else {
            ProcessLocale.set(ProcessLocale.current)
        }
        installStyle()
        let page = makePage(options.page)
        self.page = page
        let window = gtk_application_window_new(application)!
        self.window = window
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(window.cast(to: GtkWindow.self), header)
        gtk_window_set_title(window.cast(to: GtkWindow.self), "FieldKit — \(page.title)")
        gtk_window_set_default_size(
            window.cast(to: GtkWindow.self), 520,
            options.page == .checkout ? (options.screenshotPath == nil ? 800 : 1010) : 440)
        gtk_window_set_child(window.cast(to: GtkWindow.self), page.widget)
        page.attach(to: window)
        if options.reopenKey || options.syncKey { installTestKeys(on: window) }
        gtk_window_present(window.cast(to: GtkWindow.self))
        if options.submitOnStart {
            runLater(milliseconds: 200) { [weak self] in self?.page?.performPrimaryAction() }
        }
        if let path = options.screenshotPath {
            // Give GTK a few frames to lay out and draw before rendering.
            runLater(milliseconds: options.submitOnStart ? 700 : 500) { [weak self] in
                self?.saveScreenshot(to: path)
            }
        }
    }

    /// F5 closes the page and opens a new one (``DemoOptions/reopenKey``);
    /// F6 says every key before it was handled (``DemoOptions/syncKey``).
    /// Both listen on the window in the capture phase, so they work wherever
    /// the focus is.
    private func installTestKeys(on window: UnsafeMutablePointer<GtkWidget>) {
        if options.syncKey { countClipboardChanges(of: window) }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, keys)
        connections.connect(
            keys.raw, "key-pressed", callback: gCallback(keyPressedThunk),
            handler: { [weak self] (keyval: UInt32, _: GdkModifierType) in
                guard let self else { return false }
                switch Int32(keyval) {
                case GDK_KEY_F5 where self.options.reopenKey:
                    self.reopenPage()
                case GDK_KEY_F6 where self.options.syncKey:
                    self.syncCount += 1
                    let count = self.syncCount
                    // Printed once the main loop is idle: what the keys
                    // before F6 queued (the observation loop's messages and
                    // descriptions, relayout) has run by then.
                    runLater(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
                        guard let self, let window = self.window else { return }
                        emit(self.syncLine(count, window: window))
                    }
                default:
                    return false
                }
                return true
            } as KeyHandler)
    }

    /// Counts the `changed` signals of the window's clipboard and primary
    /// selection: GDK learns another application's formats asynchronously
    /// after it took the selection, and a paste before that reads nothing.
    private func countClipboardChanges(of window: UnsafeMutablePointer<GtkWidget>) {
        connections.connect(
            UnsafeMutableRawPointer(gtk_widget_get_clipboard(window)), "changed",
            callback: gCallback(voidThunk),
            handler: { [weak self] in self?.clipboardChanges += 1 } as VoidHandler)
        connections.connect(
            UnsafeMutableRawPointer(gtk_widget_get_primary_clipboard(window)), "changed",
            callback: gCallback(voidThunk),
            handler: { [weak self] in self?.primaryChanges += 1 } as VoidHandler)
    }

    /// `{"synced": N, "clipboard": {...}, "primary": {...}}`: the sync count,
    /// and for each selection how often it changed and whether GDK knows it
    /// holds UTF-8 text.
    private func syncLine(_ count: Int, window: UnsafeMutablePointer<GtkWidget>) -> JSONValue {
        func selection(_ clipboard: OpaquePointer?, changes: Int) -> JSONValue {
            let formats = clipboard.flatMap { gdk_clipboard_get_formats($0) }
            let text = formats.map {
                gdk_content_formats_contain_mime_type($0, "text/plain;charset=utf-8") != 0
            }
            return .object([("changes", .string(String(changes))), ("text", .bool(text ?? false))])
        }
        return .object([
            ("synced", .string(String(count))),
            ("clipboard", selection(gtk_widget_get_clipboard(window), changes: clipboardChanges)),
            ("primary", selection(gtk_widget_get_primary_clipboard(window), changes: primaryChanges)),
        ])
    }

    /// Closes the page as an app closes a form (the window lets go of its
    /// widgets, then the page and its model go), and shows a new one.
    private func reopenPage() {
        guard let window else { return }
        if options.reopenLeaks, let page {
            g_object_ref(page.widget.raw)
            leakedPages.append(page)
        }
        gtk_window_set_child(window.cast(to: GtkWindow.self), nil)
        page = nil
        let page = makePage(options.page)
        self.page = page
        gtk_window_set_child(window.cast(to: GtkWindow.self), page.widget)
        page.attach(to: window)
        reopenCount += 1
        emit(.object([("reopened", .string(String(reopenCount)))]))
    }

    private func makePage(_ kind: DemoPageKind) -> any DemoPage {
        switch kind {
        case .checkout:
            CheckoutPage(
                phoneRegion: options.phoneRegion ?? ProcessLocale.current.region ?? "US",
                currency: options.currency ?? DemoCurrency.forRegion(ProcessLocale.current.region),
                logsChanges: options.logsChanges, amount: options.amount)
        case .fields: FieldsPage()
        case .search: SearchPage(logsInput: options.logsChanges)
        case .mirror: MirrorPage()
        case .notes: NotesPage()
        case .toolbar: ToolbarPage()
        case .payment: PaymentPage()
        }
    }

    /// Renders the window with its own GSK renderer, the way GTK draws it on
    /// screen, and writes a PNG; then quits.
    private func saveScreenshot(to path: String) {
        defer { g_application_quit(application.cast(to: GApplication.self)) }
        guard let window, let native = gtk_widget_get_native(window),
            let renderer = gtk_native_get_renderer(native)
        else {
            exitStatus = 1
            fputs("fieldkit-demo: the window has no renderer, nothing was saved\n", fieldkit_stderr())
            return
        }
        let width = gtk_widget_get_width(window)
        let height = gtk_widget_get_height(window)
        let paintable = gtk_widget_paintable_new(window)!
        defer { g_object_unref(paintable.raw) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            exitStatus = 1
            fputs("fieldkit-demo: the window drew nothing\n", fieldkit_stderr())
            return
        }
        defer { gsk_render_node_unref(node) }
        let texture = gsk_renderer_render_texture(renderer, node, nil)!
        defer { g_object_unref(texture.raw) }
        if gdk_texture_save_to_png(texture, path) == 0 {
            exitStatus = 1
            fputs("fieldkit-demo: could not write \(path)\n", fieldkit_stderr())
        } else {
            fputs("fieldkit-demo: saved \(path) (\(width)x\(height))\n", fieldkit_stderr())
        }
    }

    private func installStyle() {
        let provider = gtk_css_provider_new()!
        let css = """
            .fieldkit-label { font-weight: bold; }
            .fieldkit-message { font-size: smaller; }
            .fieldkit-required-mark { font-weight: bold; color: @error_color; }
            .fieldkit-title { font-size: x-large; font-weight: bold; }
            .fieldkit-badge { padding: 2px 8px; border-radius: 6px; background: alpha(currentColor, 0.08); }
            .fieldkit-live { font-family: monospace; }
            """
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), provider.opaque, UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.raw)
    }
}
