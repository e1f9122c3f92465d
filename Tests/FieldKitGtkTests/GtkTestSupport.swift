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

    /// Runs GLib's main context until `condition` holds or `seconds` pass;
    /// returns whether it holds. For effects GTK delivers on a later turn of
    /// its loop (idle refreshes, focus changes, objects freed). The deadline
    /// only bounds a failure: a busy machine makes a passing wait slower, never
    /// a failing one.
    @MainActor
    @discardableResult
    func wait(seconds: Double = 30, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
    }

    /// Runs GLib's main context until an idle callback of the lowest priority
    /// has run: every source of a higher priority that was ready before it
    /// (signal emissions, GTK's text validation, FieldKit's refreshes and
    /// height updates) has run by then.
    @MainActor
    @discardableResult
    func waitForIdle(seconds: Double = 30) -> Bool {
        var ran = false
        runLater(priority: G_PRIORITY_LOW) { ran = true }
        return wait(seconds: seconds) { ran }
    }

    /// Runs GLib's main context until the frame clock of `widget` (mapped)
    /// has finished `count` more frames: each frame lays out and draws
    /// what changed before it. Frames are counted, not timed.
    @MainActor
    @discardableResult
    func waitForFrames(_ count: Int = 2, of widget: UnsafeMutablePointer<GtkWidget>, seconds: Double = 30)
        -> Bool
    {
        let ticks = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        ticks.initialize(to: 0)
        defer { ticks.deallocate() }
        let tick: GtkTickCallback = { _, _, data in
            data?.assumingMemoryBound(to: Int.self).pointee += 1
            return 1
        }
        let id = gtk_widget_add_tick_callback(widget, tick, ticks, nil)
        defer { gtk_widget_remove_tick_callback(widget, id) }
        // A tick starts a frame: the frame before tick n + 1 is the nth
        // finished since the call.
        return wait(seconds: seconds) { ticks.pointee > count }
    }

    /// Layout done: runs GLib's main context until `read()` gives the same
    /// value after an idle callback and a frame of `widget`, twice in a row
    /// (a relayout that changes what it reads queues another frame), and
    /// returns that value; `nil` when it still changed at the deadline.
    @MainActor
    func settled<Value: Equatable>(
        _ widget: UnsafeMutablePointer<GtkWidget>, seconds: Double = 30, _ read: () -> Value
    ) -> Value? {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        var last = read()
        var unchanged = 0
        while unchanged < 2 {
            let left = Double(deadline - g_get_monotonic_time()) / 1_000_000
            guard left > 0, waitForIdle(seconds: left), waitForFrames(1, of: widget, seconds: left) else {
                return nil
            }
            let now = read()
            unchanged = now == last ? unchanged + 1 : 0
            last = now
        }
        return last
    }

    /// Runs GLib's main context until a read of `clipboard`'s text, begun
    /// now, has finished, then until idle: a read GTK or FieldKit began
    /// before it has had the same turns of the loop to deliver what it read.
    @MainActor
    @discardableResult
    func waitForClipboardRead(_ clipboard: OpaquePointer, seconds: Double = 30) -> Bool {
        let done = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        done.initialize(to: false)
        let read: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
            source, result, data in
            if let result { g_free(gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)) }
            guard let done = data?.assumingMemoryBound(to: Bool.self) else { return }
            // The flag is freed by whoever sees it last: the wait, or this
            // callback when the wait gave up first.
            if done.pointee { done.deallocate() } else { done.pointee = true }
        }
        gdk_clipboard_read_text_async(clipboard, nil, read, done)
        let finished = wait(seconds: seconds) { done.pointee }
        if finished { done.deallocate() } else { done.pointee = true }
        return finished && waitForIdle(seconds: seconds)
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
