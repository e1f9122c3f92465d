import FieldKit

/// An independent, deliberately simple model of text positions: the offset
/// of every scalar boundary in every unit, found by counting scalars one by
/// one. The harnesses compare the core's fast walks against it.
public struct PositionOracle {
    /// The text's scalars.
    public let scalars: [Unicode.Scalar]
    private let utf16Bounds: [Int]
    private let utf8Bounds: [Int]

    /// The model of `text`.
    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var u16 = [0]
        var u8 = [0]
        u16.reserveCapacity(scalars.count + 1)
        u8.reserveCapacity(scalars.count + 1)
        for s in scalars {
            u16.append(u16.last! + UTF16.width(s))
            u8.append(u8.last! + UTF8.width(s))
        }
        utf16Bounds = u16
        utf8Bounds = u8
    }

    /// The text's length in `unit`.
    public func length(in unit: TextUnit) -> Int {
        switch unit {
        case .unicodeScalars: scalars.count
        case .utf16: utf16Bounds.last!
        case .utf8: utf8Bounds.last!
        }
    }

    /// The offset in `unit` of the boundary before scalar `index`.
    public func offset(ofScalar index: Int, in unit: TextUnit) -> Int {
        switch unit {
        case .unicodeScalars: index
        case .utf16: utf16Bounds[index]
        case .utf8: utf8Bounds[index]
        }
    }

    /// The scalar index at `offset` (in `unit`), or `nil` when the offset falls
    /// inside a scalar. The offset must be within the text.
    public func scalarIndex(at offset: Int, in unit: TextUnit) -> Int? {
        let bounds: [Int]
        switch unit {
        case .unicodeScalars: return offset
        case .utf16: bounds = utf16Bounds
        case .utf8: bounds = utf8Bounds
        }
        var low = 0
        var high = bounds.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if bounds[mid] == offset { return mid }
            if bounds[mid] < offset { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// What resolving `range` must give: scalar indices, or the error, checked
    /// in the documented order (negative, reversed, past the end, split scalar).
    public func resolve(_ range: TextSpan) -> Result<Range<Int>, TextSpanError> {
        guard range.lowerBound >= 0, range.upperBound >= 0 else { return .failure(.negative(range)) }
        guard range.lowerBound <= range.upperBound else { return .failure(.reversed(range)) }
        let length = length(in: range.unit)
        guard range.upperBound <= length else { return .failure(.outOfBounds(range, length: length)) }
        guard let lower = scalarIndex(at: range.lowerBound, in: range.unit) else {
            return .failure(.splitsScalar(range, offset: range.lowerBound))
        }
        guard let upper = scalarIndex(at: range.upperBound, in: range.unit) else {
            return .failure(.splitsScalar(range, offset: range.upperBound))
        }
        return .success(lower..<upper)
    }

    /// What a multi-range replace must give: the ranges in text order, or the
    /// first error (in the order the ranges were given), then overlap.
    ///
    /// Ranges are ordered by start, then end, so that the outcome does not
    /// depend on the order a toolkit listed them in.
    public func resolveAll(_ ranges: [TextSpan]) -> Result<[Range<Int>], TextSpanError> {
        guard !ranges.isEmpty else { return .failure(.empty) }
        var resolved: [Range<Int>] = []
        for range in ranges {
            switch resolve(range) {
            case .failure(let error): return .failure(error)
            case .success(let r): resolved.append(r)
            }
        }
        resolved.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        for (a, b) in zip(resolved, resolved.dropFirst()) where a.upperBound > b.lowerBound {
            return .failure(.overlapping(ranges))
        }
        return .success(resolved)
    }

    /// The scalar index of `index` in `text`, or `nil` if it is not on a scalar boundary of `text`.
    public static func scalarIndex(of index: String.Index, in text: String) -> Int? {
        guard index >= text.startIndex, index <= text.endIndex,
            let scalarIndex = index.samePosition(in: text.unicodeScalars)
        else { return nil }
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: scalarIndex)
    }
}

/// Checks what must hold for every editing state, whatever happened before:
/// lengths match the text, the selection and marked range lie inside it on
/// scalar boundaries, and positions convert to every unit and back unchanged.
public func checkInvariants(_ state: TextEditingState, _ context: @autoclosure () -> String = "") {
    let text = state.text
    require(state.length(in: .utf8) == text.utf8.count, "utf8 length \(context())")
    require(state.length(in: .utf16) == text.utf16.count, "utf16 length \(context())")
    require(state.length(in: .unicodeScalars) == text.unicodeScalars.count, "scalar length \(context())")
    var ranges = [state.selection]
    if let marked = state.markedRange { ranges.append(marked) }
    require(state.hasMarkedText == (state.markedRange != nil), "hasMarkedText \(context())")
    for range in ranges {
        guard let lower = PositionOracle.scalarIndex(of: range.lowerBound, in: text),
            let upper = PositionOracle.scalarIndex(of: range.upperBound, in: text)
        else {
            require(false, "range \(state) off scalar boundaries or out of bounds \(context())")
            return
        }
        require(lower <= upper, "reversed range \(state) \(context())")
        let oracle = PositionOracle(text)
        for unit in TextUnit.allCases {
            let offsets = state.offsets(of: range, in: unit)
            require(
                offsets.lowerBound == oracle.offset(ofScalar: lower, in: unit)
                    && offsets.upperBound == oracle.offset(ofScalar: upper, in: unit),
                "offsets(of:in: \(unit)) gave \(offsets), expected scalars \(lower)..<\(upper) \(context())")
            let back = try? state.resolve(offsets)
            require(back == range, "resolve(offsets(of:)) is not the identity for \(unit) \(context())")
        }
    }
}
