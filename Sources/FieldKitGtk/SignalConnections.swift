import CGtk4

/// A Swift closure handed to GLib as a signal's user data.
///
/// GLib owns one retain on the box from the moment the handler is connected
/// until it is disconnected or its instance is finalised, when the destroy
/// notify releases it; the closure therefore lives exactly as long as the
/// handler and never outlives it.
package final class SignalBox<Handler: Sendable>: Sendable {
    package let handler: Handler
    package init(_ handler: Handler) { self.handler = handler }

    /// The box behind a callback's `user_data`, without changing its count.
    package static func from(_ data: gpointer?) -> SignalBox<Handler>? {
        guard let data else { return nil }
        return Unmanaged<SignalBox<Handler>>.fromOpaque(data).takeUnretainedValue()
    }
}

/// The handlers one wrapper connected, so it can disconnect all of them when
/// it goes away and no callback reaches a wrapper that no longer exists.
///
/// Each instance is held by a GLib weak reference: a controller owned by a
/// window that was destroyed first is simply gone, and is not touched.
@MainActor
package final class SignalConnections {
    private var handlers: [(instance: UnsafeMutablePointer<GWeakRef>, id: gulong)] = []

    /// No handlers yet.
    package init() {}

    /// Connects `callback` (a C thunk of the signal's exact signature) with
    /// `handler` boxed as its user data.
    package func connect<Handler: Sendable>(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        callback: GCallback,
        handler: Handler
    ) {
        let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let id = g_signal_connect_data(
            instance, signal, callback, data,
            { data, _ in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            },
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        guard id != 0 else { return }
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, instance)
        handlers.append((reference, id))
    }

    /// Adds a key controller to `widget` in the capture phase (before the
    /// widget's own key handling and its input method) and connects
    /// `handler` to its key presses; `handler` returns whether it took the key.
    package func connectKeysBeforeWidget(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping KeyHandler
    ) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        connect(keys.raw, "key-pressed", callback: gCallback(keyPressedThunk), handler: handler)
    }

    /// Disconnects every handler whose instance is still alive; the destroy
    /// notifies release the boxes (GLib released those of finalised instances).
    package func disconnectAll() {
        for (reference, id) in handlers {
            if let instance = g_weak_ref_get(reference) {
                if g_signal_handler_is_connected(instance, id) != 0 {
                    g_signal_handler_disconnect(instance, id)
                }
                g_object_unref(instance)
            }
            g_weak_ref_clear(reference)
            reference.deallocate()
        }
        handlers.removeAll()
    }
}

// The C thunks, one per signal signature. Each finds its box and runs the
// handler on the main actor, where GTK delivers every signal.

package typealias VoidHandler = @MainActor () -> Void
package let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let box = SignalBox<VoidHandler>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}

package typealias NotifyHandler = @MainActor () -> Void
package let notifyThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    guard let box = SignalBox<NotifyHandler>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}

package typealias StringHandler = @MainActor (String) -> Void
package let stringThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, text, data in
    guard let box = SignalBox<StringHandler>.from(data) else { return }
    let value = text.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { box.handler(value) }
}

/// `GtkEditable::insert-text`: text, its length in bytes (-1 when
/// NUL-terminated), and the in/out position in characters; the flag is true
/// when the bytes were not valid UTF-8 (the text is then repaired, and the
/// widget holds bytes the core never saw).
package typealias EditableInsertHandler = @MainActor (String, UnsafeMutablePointer<Int32>, Bool) -> Void
package let editableInsertThunk:
    @convention(c) (gpointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, gpointer?) -> Void =
        {
            _, text, length, position, data in
            guard let box = SignalBox<EditableInsertHandler>.from(data), let position else { return }
            let value = gString(text, length: Int(length))
            let repaired = text.map { g_utf8_validate($0, Int(length), nil) == 0 } ?? false
            nonisolated(unsafe) let out = position
            MainActor.assumeIsolated { box.handler(value, out, repaired) }
        }

/// `GtkEditable::delete-text`: start and end in characters (end -1 = to the end).
package typealias EditableDeleteHandler = @MainActor (Int32, Int32) -> Void
package let editableDeleteThunk: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = {
    _, start, end, data in
    guard let box = SignalBox<EditableDeleteHandler>.from(data) else { return }
    MainActor.assumeIsolated { box.handler(start, end) }
}

/// `GtkTextBuffer::insert-text`: the location iterator, text and byte length.
package typealias BufferInsertHandler = @MainActor (UnsafeMutablePointer<GtkTextIter>, String) -> Void
package let bufferInsertThunk:
    @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, Int32, gpointer?) ->
        Void = {
            _, location, text, length, data in
            guard let box = SignalBox<BufferInsertHandler>.from(data), let location else { return }
            let value = gString(text, length: Int(length))
            nonisolated(unsafe) let iter = location
            MainActor.assumeIsolated { box.handler(iter, value) }
        }

/// `GtkTextBuffer::delete-range`: the start and end iterators.
package typealias BufferDeleteHandler =
    @MainActor (UnsafeMutablePointer<GtkTextIter>, UnsafeMutablePointer<GtkTextIter>) -> Void
package let bufferDeleteThunk:
    @convention(c) (
        gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, gpointer?
    ) ->
        Void = { _, start, end, data in
            guard let box = SignalBox<BufferDeleteHandler>.from(data), let start, let end else { return }
            nonisolated(unsafe) let (first, last) = (start, end)
            MainActor.assumeIsolated { box.handler(first, last) }
        }

/// `GtkTextBuffer::mark-set`: the location and the mark.
package typealias MarkSetHandler = @MainActor (OpaquePointer) -> Void
package let markSetThunk:
    @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, OpaquePointer?, gpointer?) -> Void = {
        _, _, mark, data in
        guard let box = SignalBox<MarkSetHandler>.from(data), let mark else { return }
        nonisolated(unsafe) let textMark = mark
        MainActor.assumeIsolated { box.handler(textMark) }
    }

/// `GtkEventControllerKey::key-pressed`: keyval, keycode, modifiers; returns
/// whether the key was handled.
package typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
package let keyPressedThunk:
    @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, state, data in
        guard let box = SignalBox<KeyHandler>.from(data) else { return 0 }
        return MainActor.assumeIsolated { box.handler(keyval, state) } ? 1 : 0
    }

/// A C string of `length` bytes (or NUL-terminated when negative) as a Swift
/// string; invalid UTF-8 is repaired rather than trusted.
package func gString(_ text: UnsafePointer<CChar>?, length: Int) -> String {
    guard let text else { return "" }
    let count = length >= 0 ? length : strlen(text)
    return text.withMemoryRebound(to: UInt8.self, capacity: count) {
        String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
}

/// `thunk` as the untyped `GCallback` that `g_signal_connect_data` takes.
package func gCallback<Thunk>(_ thunk: Thunk) -> GCallback {
    unsafeBitCast(thunk, to: GCallback.self)
}
