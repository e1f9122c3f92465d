extension Array {
    /// The length-limit rule of every bounded raw format: drops the last
    /// inserted elements until the value, followed by `tailCount` more
    /// elements, holds at most `limit`.
    ///
    /// `self` is the value before the insertion point (`start` elements) then
    /// the inserted elements kept. Only inserted elements give way, never the
    /// ones before `start` nor the tail, so a value that already exceeds the
    /// limit (a shorter limit chosen after the fact) loses nothing the user had.
    @inline(__always)
    mutating func dropInsertedOverflow(after start: Int, tailCount: Int, limit: Int?) {
        guard let limit else { return }
        let excess = count + tailCount - limit
        if excess > 0 { removeLast(Swift.min(Swift.max(count - start, 0), excess)) }
    }
}
