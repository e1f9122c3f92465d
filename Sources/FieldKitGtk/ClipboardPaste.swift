import CGtk4

/// Reads the clipboard's text for a paste into a bounded field, without
/// holding the main loop.
///
/// GDK's own text read (`gdk_clipboard_read_text_async`, which GtkText's and
/// GtkTextView's paste use) copies and converts the whole clipboard at the
/// end, in one go: for 10 MB that held the main loop for 100-240 ms on this
/// machine. This reads the clipboard as a stream of UTF-8 in 64 KiB chunks,
/// with the main loop running between them, and keeps only what the bound
/// lets in (``/FieldKit/BoundedPasteReader``), counting the rest, so the
/// field cuts and reports the paste as if it had all of it. An unbounded
/// field, or a clipboard without UTF-8 text, is read whole by GDK.
@MainActor
package enum ClipboardPaste {
    /// Reads `clipboard`'s text and calls `deliver` with the part kept and
    /// the number of Unicode scalars counted past it.
    static func read(
        _ clipboard: OpaquePointer, maximumLength: Int?, deliver: @escaping @MainActor (String, Int) -> Void
    ) {
        if let readHookForTests { return readHookForTests(PasteRequest(deliver)) }
        // A copy made in this process is there to take at once. A read of
        // it finishes turns of the main loop later (the text view's copy is
        // a text buffer, serialised through a pipe), and keys already
        // waiting (Ctrl+A, Ctrl+X, typing) would go first and the paste land
        // somewhere the user no longer is.
        if let local = localText(of: clipboard) {
            guard let maximumLength else { return deliver(local, 0) }
            var reader = BoundedPasteReader(maximumLength: maximumLength)
            Array(local.utf8).withUnsafeBytes { reader.append($0) }
            return deliver(reader.text, reader.droppedScalars)
        }
        let request = PasteRequest(deliver)
        guard let maximumLength else {
            return gdk_clipboard_read_text_async(
                clipboard, nil, pasteTextReceived, Unmanaged.passRetained(request).toOpaque())
        }
        request.reader = BoundedPasteReader(maximumLength: maximumLength)
        let utf8Text = g_strdup("text/plain;charset=utf-8")
        defer { g_free(utf8Text) }
        var mimeTypes: [UnsafePointer<CChar>?] = [UnsafePointer(utf8Text), nil]
        mimeTypes.withUnsafeMutableBufferPointer { types in
            gdk_clipboard_read_async(
                clipboard, types.baseAddress, G_PRIORITY_DEFAULT, nil, pasteStreamOpened,
                Unmanaged.passRetained(request).toOpaque())
        }
    }

    /// Clipboard reads begun and not yet ended (delivered or failed).
    private static var pendingReads = 0
    /// What waits for the pending reads to end, in the order it came.
    private static var waitingForPaste: [@MainActor () -> Void] = []

    /// Whether a clipboard read is still on its way to a field.
    package static var isPastePending: Bool { pendingReads > 0 }

    /// Runs `action` at once when no paste is being read, and otherwise
    /// after the last pending paste is delivered (or fails), in the order
    /// the actions came: a submit the user asks for after a paste sees the
    /// pasted text, as the user does.
    package static func whenNoPasteIsPending(_ action: @escaping @MainActor () -> Void) {
        guard pendingReads > 0 else { return action() }
        waitingForPaste.append(action)
    }

    /// Tests only: when set, every read is handed here instead of the
    /// clipboard, pending, and the test ends it with
    /// ``PasteRequest/finish(_:droppedBeyond:)`` or ``PasteRequest/fail()``.
    package static var readHookForTests: ((PasteRequest) -> Void)?

    fileprivate static func beginRead() { pendingReads += 1 }

    fileprivate static func endRead() {
        pendingReads -= 1
        // An action may start a paste of its own: the rest wait for it.
        while pendingReads == 0, !waitingForPaste.isEmpty {
            waitingForPaste.removeFirst()()
        }
    }

    /// The text on `clipboard` when this process put it there (a string, or
    /// the text buffer a `GtkTextView` copies); `nil` when another process
    /// owns it or it holds no text, and it has to be read.
    static func localText(of clipboard: OpaquePointer) -> String? {
        guard gdk_clipboard_is_local(clipboard) != 0, let content = gdk_clipboard_get_content(clipboard)
        else { return nil }
        var value = GValue()
        g_value_init(&value, fieldkit_type_string())
        defer { g_value_unset(&value) }
        if gdk_content_provider_get_value(content, &value, nil) != 0 {
            return g_value_get_string(&value).map { String(cString: $0) }
        }
        var bufferValue = GValue()
        g_value_init(&bufferValue, gtk_text_buffer_get_type())
        defer { g_value_unset(&bufferValue) }
        guard gdk_content_provider_get_value(content, &bufferValue, nil) != 0,
            let object = g_value_get_object(&bufferValue)
        else { return nil }
        let copied = object.assumingMemoryBound(to: GtkTextBuffer.self)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(copied, &start, &end)
        guard let text = gtk_text_buffer_get_text(copied, &start, &end, 0) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}

/// What a clipboard read delivers to, held while GDK reads, with what the
/// bounded read has kept so far. Pending from its creation until
/// ``finish(_:droppedBeyond:)`` or ``fail()``, whichever comes first; every
/// way a read ends calls one of them.
@MainActor
package final class PasteRequest {
    private let deliver: @MainActor (String, Int) -> Void
    fileprivate var reader: BoundedPasteReader?
    private var isPending = true

    fileprivate init(_ deliver: @escaping @MainActor (String, Int) -> Void) {
        self.deliver = deliver
        ClipboardPaste.beginRead()
    }

    /// Delivers the read text, then ends the read.
    package func finish(_ text: String, droppedBeyond dropped: Int) {
        guard isPending else { return }
        isPending = false
        deliver(text, dropped)
        ClipboardPaste.endRead()
    }

    /// Ends the read with nothing delivered (no text, or an error).
    package func fail() {
        guard isPending else { return }
        isPending = false
        ClipboardPaste.endRead()
    }
}

/// How much of the clipboard stream one read asks for.
private let pasteChunkSize = 65_536

/// The request GDK held for a read, released: the read's last callback.
private func takeRequest(_ data: gpointer) -> PasteRequest {
    Unmanaged<PasteRequest>.fromOpaque(data).takeRetainedValue()
}

/// The clipboard callbacks' common start: GDK calls them on the main thread
/// with the request it was given (never nil); a read whose source is gone
/// fails (ending the read) and `body` is not called.
private func onReadCallback(
    _ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ data: gpointer?,
    _ body: @MainActor (UnsafeMutablePointer<GObject>, OpaquePointer?, gpointer) -> Void
) {
    guard let data else { return }
    nonisolated(unsafe) let (gSource, gResult, gData) = (source, result, data)
    MainActor.assumeIsolated {
        guard let gSource else { return takeRequest(gData).fail() }
        body(gSource, gResult, gData)
    }
}

/// `GAsyncReadyCallback` of the clipboard stream: reads its first
/// chunk, or, when the clipboard has no UTF-8 text, falls back to GDK's text read.
private let pasteStreamOpened:
    @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
        onReadCallback($0, $1, $2) { source, result, data in
            guard let result, let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, nil)
            else {
                // No UTF-8 text on offer: GDK converts whatever text there is.
                return gdk_clipboard_read_text_async(OpaquePointer(source), nil, pasteTextReceived, data)
            }
            g_input_stream_read_bytes_async(
                stream, gsize(pasteChunkSize), G_PRIORITY_DEFAULT, nil, pasteChunkRead, data)
        }
    }

/// `GAsyncReadyCallback` of each chunk: keeps what the bound lets in, counts
/// the rest, asks for the next chunk, and at the end delivers the paste.
private let pasteChunkRead:
    @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
        onReadCallback($0, $1, $2) { source, result, data in
            let stream = UnsafeMutableRawPointer(source).assumingMemoryBound(to: GInputStream.self)
            let request = Unmanaged<PasteRequest>.fromOpaque(data).takeUnretainedValue()
            let bytes = result.flatMap { g_input_stream_read_bytes_finish(stream, $0, nil) }
            var size: gsize = 0
            let chunk = bytes.flatMap { g_bytes_get_data($0, &size) }
            if let chunk, size > 0 {
                request.reader?.append(UnsafeRawBufferPointer(start: chunk, count: Int(size)))
                g_bytes_unref(bytes)
                g_input_stream_read_bytes_async(
                    stream, gsize(pasteChunkSize), G_PRIORITY_DEFAULT, nil, pasteChunkRead, data)
                return
            }
            if let bytes { g_bytes_unref(bytes) }
            // The end (or an error): close and deliver what was read.
            g_input_stream_close_async(stream, G_PRIORITY_DEFAULT, nil, nil, nil)
            g_object_unref(stream)
            let finished = takeRequest(data)
            guard let reader = finished.reader else { return finished.fail() }
            finished.finish(reader.text, droppedBeyond: reader.droppedScalars)
        }
    }

/// `GAsyncReadyCallback` of GDK's whole-text read: delivers the text.
private let pasteTextReceived:
    @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
        onReadCallback($0, $1, $2) { source, result, data in
            let request = takeRequest(data)
            guard let result, let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
            else { return request.fail() }
            defer { g_free(text) }
            request.finish(String(cString: text), droppedBeyond: 0)
        }
    }
