import CGtk4
import FieldKitGtk
import Testing

/// GTK for the tests: initialised once, on the main thread, against the
/// display in `$DISPLAY` (Xvfb in CI, see Scripts/ci-services.sh).
@MainActor
enum GtkTestSupport {
    private static var initialised: Bool?

    /// Whether GTK could open a display. Every GTK test calls this first and
    /// records a failure when it cannot, rather than silently passing.
    static func start() -> Bool {
        if let initialised { return initialised }
        let ok = gtk_init_check() != 0
        initialised = ok
        return ok
    }

    /// Runs GLib's main context until it has nothing left to do, so queued
    /// signals, layout and focus changes take effect.
    static func drain() {
        var spins = 0
        while g_main_context_pending(nil) != 0, spins < 10_000 {
            g_main_context_iteration(nil, 0)
            spins += 1
        }
    }

    /// Runs GLib's main context for `milliseconds`, long enough for the frame
    /// clock to lay out and draw what changed.
    static func settle(milliseconds: Int = 60) {
        let deadline = g_get_monotonic_time() + milliseconds * 1000
        while g_get_monotonic_time() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
    }

    /// A realised, presented window holding `child`.
    static func window(containing child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
        let window = gtk_window_new()!.cast(to: GtkWindow.self)
        gtk_window_set_child(window, child)
        gtk_window_present(window)
        drain()
        return window
    }

    /// Whether tests run under an explicit requirement to have a display (CI).
    static var displayRequired: Bool {
        getenv("FIELDKIT_REQUIRE_DISPLAY").map { String(cString: $0) == "1" } ?? false
    }
}

/// Whether the GTK suites can run: a display is there, or it is required (and
/// its absence then fails the run).
let gtkTestsEnabled: Bool = getenv("DISPLAY") != nil || GtkTestSupport.displayRequiredNonisolated

extension GtkTestSupport {
    nonisolated static var displayRequiredNonisolated: Bool {
        getenv("FIELDKIT_REQUIRE_DISPLAY").map { String(cString: $0) == "1" } ?? false
    }
}
