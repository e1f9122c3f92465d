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
