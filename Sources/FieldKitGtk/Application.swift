import CGtk4

/// A GTK application: runs GTK's main loop and calls a Swift closure when it
/// activates, which is where an app makes its windows.
///
/// ```swift
/// let app = Application(id: "org.example.Payment") { app in
///     Window(application: app, title: "Payment").show(PaymentForm().panel)
/// }
/// exit(app.run())
/// ```
///
/// The application keeps its windows (and what they show) alive until
/// ``run()`` returns, so an app needs no global to hold its form.
@MainActor
public final class Application {
    /// The `GtkApplication`.
    public let application: UnsafeMutablePointer<GtkApplication>

    private let onActivate: @MainActor (Application) -> Void
    private let connections = SignalConnections()
    var windows: [Window] = []

    /// An application named `id` (a reverse-DNS name such as
    /// `org.example.Payment`) that calls `onActivate` when GTK activates it.
    ///
    /// - Parameters:
    ///   - id: the application identifier.
    ///   - allowsSeveralInstances: `true` runs each launch as its own
    ///     process; `false` (the default) lets GTK forward a second launch
    ///     to the running one, which activates again.
    ///   - onActivate: builds the windows; it may run more than once.
    public init(
        id: String, allowsSeveralInstances: Bool = false,
        onActivate: @escaping @MainActor (Application) -> Void
    ) {
        self.onActivate = onActivate
        application = gtk_application_new(
            id, allowsSeveralInstances ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS)!
        connections.connect(
            application.raw, "activate", callback: gCallback(voidThunk),
            handler: { [weak self] in if let self { self.onActivate(self) } } as VoidHandler)
    }

    isolated deinit {
        connections.disconnectAll()
        windows.removeAll()
        g_object_unref(application.raw)
    }

    /// Runs GTK's main loop until the last window closes, and returns the
    /// exit status. The command line is not passed to GTK (an app reads its
    /// own options first).
    @discardableResult
    public func run() -> Int32 {
        let status = g_application_run(application.cast(to: GApplication.self), 0, nil)
        windows.removeAll()
        return status
    }

    /// Ends the main loop: ``run()`` returns.
    public func quit() {
        g_application_quit(application.cast(to: GApplication.self))
    }
}
