/// Reads a paste that arrives in pieces (a clipboard stream) for a field that
/// holds at most `maximumLength` Unicode scalars: it keeps only the start
/// the field can take, and counts the rest without keeping it.
///
/// An adapter that reads the clipboard itself feeds each chunk of UTF-8 to
/// ``append(_:)`` as it arrives (each call is proportional to its chunk, so
/// the main loop keeps running between chunks), then hands ``text`` and
/// ``droppedScalars`` to ``TextInputCoordinator/didReplace(_:with:droppedBeyond:)``,
/// which cuts and reports the whole paste as if it had been given all of it.
/// A small margin past the bound is kept, so the coordinator's cut can still
/// find the character boundary it rounds down to.
package struct BoundedPasteReader: Sendable {
    /// How many scalars are kept: the bound plus the margin.
    package let keptLimit: Int
    private var bytes: [UInt8] = []
    private var keptScalars = 0
    /// Scalars of the paste past ``keptLimit``, counted and not kept.
    package private(set) var droppedScalars = 0

    /// A reader for a field holding at most `maximumLength` scalars.
    package init(maximumLength: Int, margin: Int = 64) {
        keptLimit = max(maximumLength, 0) + margin
    }

    /// Takes the next chunk of the paste's UTF-8.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) {
        var index = chunk.startIndex
        // Keep bytes until the scalar past the limit starts.
        while index < chunk.endIndex, droppedScalars == 0 {
            let byte = chunk[index]
            if byte & 0xC0 != 0x80 {
                if keptScalars == keptLimit {
                    break
                }
                keptScalars += 1
            }
            bytes.append(byte)
            index += 1
        }
        // Count the rest: a scalar starts at every byte that is not a
        // continuation byte (10xxxxxx). Eight bytes at a time: a byte is a
        // continuation byte when its top bit is set and the next one is not
        // (megabytes pass here; a byte-by-byte loop is slow in debug builds,
        // where each subscript is a call).
        let end = chunk.endIndex
        var count = 0
        while end - index >= 8 {
            let word = UInt64(littleEndian: chunk.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            count += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < end {
            if chunk[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        droppedScalars += count
    }

    /// The kept start of the paste (ill-formed UTF-8 repaired to U+FFFD).
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
