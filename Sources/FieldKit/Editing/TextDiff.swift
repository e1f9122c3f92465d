/// The single replaced region between two texts, found by their common
/// prefix and suffix: how an after-the-fact change (AutoFill, autocorrect,
/// dictation, a committed composition) becomes an edit.
package struct TextDiff: Sendable, Hashable {
    /// UTF-8 offset where the texts start to differ.
    package var start: Int
    /// UTF-8 offset in the old text where they agree again.
    package var oldEnd: Int
    /// UTF-8 offset in the new text where they agree again.
    package var newEnd: Int

    /// The replaced region of `old` that turns it into `new`.
    ///
    /// Both ends fall on scalar boundaries. When the change is ambiguous
    /// (typing "a" into "aa"), `newCaret` (a UTF-8 offset in `new`) decides:
    /// the inserted text is taken to end at the caret, where the user typed it.
    /// One pass over the common parts, with no allocation.
    package init(old: String, new: String, newCaret: Int? = nil) {
        var old = old
        var new = new
        old.makeContiguousUTF8()
        new.makeContiguousUTF8()
        let result = old.utf8.withContiguousStorageIfAvailable { a in
            new.utf8.withContiguousStorageIfAvailable { b in
                TextDiff.compute(a, b, newCaret: newCaret)
            }
        }
        self = (result ?? nil) ?? TextDiff(start: 0, oldEnd: old.utf8.count, newEnd: new.utf8.count)
    }

    package init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// Whether the texts are equal.
    package var isEmpty: Bool { start == oldEnd && start == newEnd }

    static func compute(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, newCaret: Int?)
        -> TextDiff
    {
        let shorter = min(a.count, b.count)
        var prefix = 0
        if let caret = newCaret, caret >= 0, caret <= b.count, b.count >= a.count {
            // An insertion ends at the caret, so the common prefix cannot reach past where it starts.
            let insertedLength = b.count - a.count
            let limit = max(0, caret - insertedLength)
            prefix = commonRun(a, b, limit: min(shorter, limit))
        } else {
            prefix = commonRun(a, b, limit: shorter)
        }
        while prefix > 0 && prefix < a.count && TextWalker.isContinuation(a[prefix]) { prefix -= 1 }
        while prefix > 0 && prefix < b.count && TextWalker.isContinuation(b[prefix]) { prefix -= 1 }
        var suffix = commonRun(a, b, limit: shorter - prefix, fromEnd: true)
        // The shared suffix must start on a scalar boundary in both texts.
        while suffix > 0 && TextWalker.isContinuation(b[b.count - suffix]) { suffix -= 1 }
        return TextDiff(start: prefix, oldEnd: a.count - suffix, newEnd: b.count - suffix)
    }

    /// The number of equal bytes at the start of `a` and `b` (or at their
    /// ends, `fromEnd`), at most `limit`, compared eight bytes at a time (a
    /// byte loop costs about a nanosecond a byte: a millisecond on a 1 MB text).
    static func commonRun(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int, fromEnd: Bool = false
    ) -> Int {
        guard limit > 0 else { return 0 }
        let ra = UnsafeRawBufferPointer(a)
        let rb = UnsafeRawBufferPointer(b)
        var n = 0
        while n + 8 <= limit {
            let x = fromEnd ? a.count - n - 8 : n
            let y = fromEnd ? b.count - n - 8 : n
            guard
                ra.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                    == rb.loadUnaligned(fromByteOffset: y, as: UInt64.self)
            else { break }
            n += 8
        }
        while n < limit && a[fromEnd ? a.count - 1 - n : n] == b[fromEnd ? b.count - 1 - n : n] { n += 1 }
        return n
    }

    /// Where `offset` (a UTF-8 offset in the old text) lands in the new text:
    /// unchanged before the region, shifted after it, and at the end of the new
    /// region when it was inside the replaced part.
    package func map(_ offset: Int) -> Int {
        if offset <= start { return offset }
        if offset >= oldEnd { return offset - oldEnd + newEnd }
        return newEnd
    }
}
