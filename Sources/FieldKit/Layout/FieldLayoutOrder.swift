/// The reading order of fields laid out on screen: the order in which the
/// return key and the Next button visit them.
///
/// Fields are grouped into rows (a field starts a new row when its top is
/// below the middle of the row's first field), rows go top to bottom, and
/// fields in a row go in the writing direction. Fields side by side whose
/// tops differ by a few points (baseline alignment, a taller neighbour) stay
/// in one row, which a plain sort by (y, x) gets wrong.
package enum FieldLayoutOrder {
    /// The identifiers of `frames` in reading order.
    ///
    /// - Parameters:
    ///   - frames: one frame per field, in any order; a frame with a
    ///     non-finite coordinate goes last, keeping its relative order.
    ///   - rightToLeft: whether rows read from right to left.
    /// - Complexity: O(n log n) for n frames.
    package static func order<ID>(_ frames: [FieldFrame<ID>], rightToLeft: Bool = false) -> [ID] {
        let finite = frames.enumerated().filter { $0.element.minY.isFinite && $0.element.minX.isFinite }
        let rest = frames.enumerated().filter { !($0.element.minY.isFinite && $0.element.minX.isFinite) }
        let byTop = finite.sorted { a, b in
            a.element.minY != b.element.minY ? a.element.minY < b.element.minY : a.offset < b.offset
        }
        var result: [ID] = []
        result.reserveCapacity(frames.count)
        var row: [(offset: Int, element: FieldFrame<ID>)] = []
        var rowBreak = -Double.infinity
        func flushRow() {
            let ordered = row.sorted { a, b in
                let ax = rightToLeft ? -(a.element.minX + a.element.width) : a.element.minX
                let bx = rightToLeft ? -(b.element.minX + b.element.width) : b.element.minX
                return ax != bx ? ax < bx : a.offset < b.offset
            }
            result.append(contentsOf: ordered.map(\.element.id))
            row.removeAll(keepingCapacity: true)
        }
        for entry in byTop {
            if !row.isEmpty && entry.element.minY >= rowBreak { flushRow() }
            if row.isEmpty { rowBreak = entry.element.minY + max(entry.element.height, 0) / 2 }
            row.append(entry)
        }
        flushRow()
        result.append(contentsOf: rest.map(\.element.id))
        return result
    }
}
