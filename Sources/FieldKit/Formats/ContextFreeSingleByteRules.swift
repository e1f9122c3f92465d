/// Single-byte rules whose raw characters can be told one byte at a time.
protocol ContextFreeSingleByteRules: SingleByteRules {
    /// The raw byte for a display byte, or `nil` for a separator.
    func rawByte(_ byte: UInt8) -> UInt8?
}

/// A context-free format's own ``ContextFreeSingleByteRules/rawByte(_:)``, as a scan rule.
struct ContextFreeByteRule<Format: ContextFreeSingleByteRules>: RawByteRule {
    let format: Format

    @inline(__always)
    func rawByte(_ byte: UInt8, kept: Int) -> UInt8? { format.rawByte(byte) }
}

extension ContextFreeSingleByteRules {
    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        display.rawBytes(ContextFreeByteRule(format: self))
    }

    /// A scan with ``rawByte(_:)``, falling back to `Character`s for
    /// multi-byte text.
    func scanBytes(_ displayText: String) -> RawScan {
        if let fast = RawScan.singleByte(displayText, rawByte) { return fast }
        var result = RawScan()
        var offset = 0
        for character in displayText {
            offset += 1
            if let b = character.singleByte, let r = rawByte(b) {
                result.append(String.character(ascii: r), end: offset)
            }
        }
        return result
    }
}
