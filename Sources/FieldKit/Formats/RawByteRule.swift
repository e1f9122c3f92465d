/// Which display bytes a single-byte format keeps in its raw value, told
/// one byte at a time: what tells ``UnsafeBufferPointer/rawBytes(in:_:)``
/// apart between formats. A generic rule (not a closure), so that each
/// format's scan is specialised and its rule inlined.
protocol RawByteRule {
    /// The raw byte for the display byte `byte`, given how many raw bytes
    /// were kept before it, or `nil` for a byte the raw value leaves out.
    mutating func rawByte(_ byte: UInt8, kept: Int) -> UInt8?
}
