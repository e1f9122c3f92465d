import CGtk4
import Observation

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
