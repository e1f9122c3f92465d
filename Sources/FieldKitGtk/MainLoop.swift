import CGtk4
import Observation

/// Runs `body` once from GLib's main loop after `milliseconds` (0 = when idle,
/// at `priority`).
///
/// - Returns: the source id, for `g_source_remove`.
@MainActor
@discardableResult
package func runLater(
    milliseconds: UInt32 = 0, priority: Int32 = G_PRIORITY_HIGH_IDLE, _ body: @escaping @MainActor () -> Void
) -> guint {
    let data = Unmanaged.passRetained(SignalBox<VoidHandler>(body)).toOpaque()
    let once: GSourceFunc = { data in
        guard let box = SignalBox<VoidHandler>.from(data) else { return 0 }
        MainActor.assumeIsolated { box.handler() }
        return 0
    }
    let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    // High idle priority (the default) runs before GTK's relayout and
    // redraw, so what a rerun changes appears in the same frame as the
    // change that caused it; a lower one runs after GTK's own layout work.
    if milliseconds == 0 { return g_idle_add_full(priority, once, data, release) }
    return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, once, data, release)
}

/// Keeps GTK widgets showing observable model state: runs `body`, records
/// what it read, and runs it again when any of that changes.
///
/// Observation reports a change before the new value is stored, so the rerun
/// is queued on GLib's main loop (coalesced, at most one pending). This only
/// refreshes what is displayed (labels, button sensitivity, messages); text
/// and focus never go through it.
@MainActor
package final class ObservationLoop {
    private let body: @MainActor () -> Void
    private var pendingSource: guint = 0

    package init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
        run()
    }

    isolated deinit {
        if pendingSource != 0 { g_source_remove(pendingSource) }
    }

    private func run() {
        pendingSource = 0
        withObservationTracking {
            body()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.schedule() }
        }
    }

    private func schedule() {
        guard pendingSource == 0 else { return }
        pendingSource = runLater { [weak self] in self?.run() }
    }
}
