import CGtk4
import FieldKitGtk
import XCTest

/// The base of the GTK tests: GTK initialised once, on the process's main
/// thread, against the display in `$DISPLAY` (Xvfb in CI, see
/// Scripts/ci-services.sh).
///
/// These tests use XCTest rather than Swift Testing on purpose. GTK must be
/// called from the one thread that initialised it, and under Swift Testing on
/// Linux the main actor is served by whichever worker thread drains the main
/// queue: measured here, an AddressSanitizer build ran consecutive
/// `@MainActor` tests on different threads. XCTest runs each test
/// synchronously on the process's first thread, and ``startGtk()`` checks that
/// it does, every time.
///
/// The test case is `@unchecked Sendable` so a test body can hand `self` to
/// `MainActor.assumeIsolated`: XCTest on Linux cannot call `@MainActor` test
/// methods, so each test asserts main-actor isolation inside (which holds,
/// being on the first thread) and ``startGtk()`` checks the thread.
class GtkTestCase: XCTestCase, @unchecked Sendable {
    @MainActor private static var initialised: Bool?

    /// Initialises GTK the first time; fails the test when there is no
    /// display and one is required (CI), skips it when there is none otherwise,
    /// and fails it when called off the process's main thread.
    @MainActor
    func startGtk() throws {
        XCTAssertEqual(fieldkit_is_main_thread(), 1, "GTK called off the process's main thread")
        let ok = Self.initialised ?? (gtk_init_check() != 0)
        Self.initialised = ok
        if ok { return }
        if getenv("FIELDKIT_REQUIRE_DISPLAY").map({ String(cString: $0) == "1" }) ?? false {
            XCTFail("no X display: start Xvfb (source Scripts/ci-services.sh)")
            throw XCTSkip("no display")
        }
        throw XCTSkip("no X display; `source Scripts/ci-services.sh` starts Xvfb")
    }

    /// Runs GLib's main context until it has nothing left to do, so queued
    /// signals, layout and focus changes take effect.
    @MainActor
    func drain() {
        var spins = 0
        while g_main_context_pending(nil) != 0, spins < 10_000 {
            g_main_context_iteration(nil, 0)
            spins += 1
        }
    }

    /// Runs GLib's main context for `milliseconds`, long enough for the frame
    /// clock to lay out and draw what changed.
    @MainActor
    func settle(milliseconds: Int = 60) {
        let deadline = g_get_monotonic_time() + milliseconds * 1000
        while g_get_monotonic_time() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
    }

    /// Runs GLib's main context until `condition` holds or `seconds` pass;
    /// returns whether it holds. For effects GTK delivers on a later turn of
    /// its loop (idle refreshes, focus changes on a busy machine).
    @MainActor
    @discardableResult
    func wait(seconds: Double = 3, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
    }

    /// A realised, presented window holding `child`.
    @MainActor
    func window(containing child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
        let window = gtk_window_new()!.cast(to: GtkWindow.self)
        gtk_window_set_child(window, child)
        gtk_window_present(window)
        drain()
        return window
    }
}
