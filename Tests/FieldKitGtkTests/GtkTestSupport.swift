import CGtk4
import FieldKitGtk
import Testing

/// GTK for the tests: initialised once, on the main thread, against the
/// display in `$DISPLAY` (Xvfb in CI, see Scripts/ci-services.sh).
@MainActor
enum GtkTestSupport {
    private static var initialised: Bool?
    /// The thread that initialised GTK.
    private(set) static var gtkThread: Int = 0

    /// Whether GTK could open a display. Every GTK test calls this first and
    /// records a failure when it cannot, rather than silently passing.
    ///
    /// GTK is not thread-safe: every call must come from the thread that
    /// initialised it. Swift Testing runs `@MainActor` tests on the main
    /// actor, which on Linux is not necessarily the process's first thread
    /// (the runner parks that one), so each test checks that it runs on the
    /// same thread as `gtk_init`, and fails if the main actor ever moved.
    static func start() -> Bool {
        if let initialised {
            #expect(
                Int(fieldkit_thread_id()) == gtkThread,
                "GTK called from a thread other than the one that initialised it")
            return initialised
        }
        gtkThread = Int(fieldkit_thread_id())
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

    /// Runs GLib's main context until `condition` holds or `seconds` pass;
    /// returns whether it holds. For effects GTK delivers on a later turn of
    /// its loop (idle refreshes, focus changes on a busy machine).
    @discardableResult
    static func wait(seconds: Double = 3, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
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
