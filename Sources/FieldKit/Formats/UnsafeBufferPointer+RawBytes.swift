extension UnsafeBufferPointer<UInt8> {
    /// The raw bytes of the display bytes in `range` (all of them by
    /// default), each with the display offset just after it: the one byte
    /// scan of every single-byte format, which differ only in their `rule`.
    @inline(__always)
    func rawBytes(in range: Range<Int>? = nil, _ rule: some RawByteRule) -> (raw: [UInt8], ends: [Int]) {
        var rule = rule
        let range = range ?? 0..<count
        var raw: [UInt8] = []
        var ends: [Int] = []
        raw.reserveCapacity(range.count)
        ends.reserveCapacity(range.count)
        for i in range {
            if let r = rule.rawByte(self[i], kept: raw.count) {
                raw.append(r)
                ends.append(i + 1)
            }
        }
        return (raw, ends)
    }
}
