/// Walks UTF-8 bytes from one known position to another, counting all units.
///
/// The walk decodes lead bytes only, so it needs no breadcrumbs and costs the
/// number of bytes between the two positions.
package enum TextWalker {
    /// The byte length of the scalar whose lead byte is `byte`.
    @inline(__always)
    static func scalarLength(lead byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    @inline(__always)
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// Walks from `start` to the position whose count in `unit` is `target`.
    ///
    /// Returns `nil` when `target` falls inside a scalar (only possible for UTF-16,
    /// between the halves of a surrogate pair). The caller guarantees that
    /// `target` is within `0...end[unit]` and that `start` is a scalar boundary.
    package static func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: TextOffsets, to target: Int, in unit: TextUnit
    ) -> TextOffsets? {
        var p = start
        if unit == .utf8 {
            // Byte offsets convert directly; only alignment and the other counts need the walk.
            if target < p.utf8 { return walkBack(bytes, from: p, toUTF8: target) }
            while p.utf8 < target {
                let n = scalarLength(lead: bytes[p.utf8])
                if p.utf8 + n > target { return nil }
                p.utf8 += n
                p.utf16 += n == 4 ? 2 : 1
                p.scalars += 1
            }
            return p
        }
        if target >= p[unit] {
            while p[unit] < target {
                let n = scalarLength(lead: bytes[p.utf8])
                let u16 = n == 4 ? 2 : 1
                if unit == .utf16 && p.utf16 + u16 > target { return nil }
                p.utf8 += n
                p.utf16 += u16
                p.scalars += 1
            }
        } else {
            while p[unit] > target {
                var i = p.utf8 - 1
                while isContinuation(bytes[i]) { i -= 1 }
                let n = p.utf8 - i
                let u16 = n == 4 ? 2 : 1
                if unit == .utf16 && p.utf16 - u16 < target { return nil }
                p.utf8 = i
                p.utf16 -= u16
                p.scalars -= 1
            }
        }
        return p
    }

    static func walkBack(_ bytes: UnsafeBufferPointer<UInt8>, from start: TextOffsets, toUTF8 target: Int)
        -> TextOffsets?
    {
        var p = start
        while p.utf8 > target {
            var i = p.utf8 - 1
            while i > 0 && isContinuation(bytes[i]) { i -= 1 }
            if i < target { return nil }
            p.utf16 -= (p.utf8 - i) == 4 ? 2 : 1
            p.scalars -= 1
            p.utf8 = i
        }
        return p
    }
}
