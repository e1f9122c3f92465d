/// What a text widget shows: its text, its selection and its marked
/// (IME composition) range.
///
/// Positions are `String.Index` values of ``text``, always on Unicode scalar
/// boundaries. Toolkit offsets go in through ``resolve(_:)`` and come out
/// through ``offsets(of:in:)``; both walk only from the nearest position the
/// state already knows (its start, its end, or the caret of the last edit), so
/// a keystroke next to the previous one costs the length of the edit, not the
/// length of the text.
///
/// ```swift
/// var state = TextEditingState(text: "Hello")
/// try state.replace([TextSpan(5, 5, unit: .utf16)], with: ", world")
/// state.text                                // "Hello, world"
/// state.offsets(of: state.selection, in: .utf16)  // 12..<12
/// ```
public struct TextEditingState: Sendable, Equatable, CustomStringConvertible {
    /// The text as the widget shows it.
    public private(set) var text: String
    var selectionUTF8: Range<Int>
    var markedUTF8: Range<Int>?
    /// The counts of the whole text.
    package private(set) var end: TextOffsets
    /// A position whose counts are known: the caret after the last edit.
    package private(set) var anchor: TextOffsets

    /// A state showing `text` with the caret at its end and no marked text.
    public init(text: String = "") {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        end = TextOffsets(of: text)
        anchor = end
        selectionUTF8 = end.utf8..<end.utf8
        markedUTF8 = nil
    }

    /// A state showing `text` with `selection` (given in `unit`) and optionally marked text.
    public init(text: String, selection: TextSpan, markedRange: TextSpan? = nil) throws(TextSpanError) {
        self.init(text: text)
        selectionUTF8 = try resolveUTF8(selection).range
        if let markedRange { markedUTF8 = try resolveUTF8(markedRange).range }
    }

    /// The selected range; empty when it is a caret.
    public var selection: Range<String.Index> {
        index(selectionUTF8.lowerBound)..<index(selectionUTF8.upperBound)
    }

    /// The caret: the end of the selection.
    public var caret: String.Index { index(selectionUTF8.upperBound) }

    /// The range of marked (composing) text, or `nil` when no composition is active.
    public var markedRange: Range<String.Index>? {
        markedUTF8.map { index($0.lowerBound)..<index($0.upperBound) }
    }

    /// Whether an input method is composing text in the widget.
    public var hasMarkedText: Bool { markedUTF8 != nil }

    /// The length of the text in `unit`, in constant time.
    public func length(in unit: TextUnit) -> Int { end[unit] }

    /// A short form that shows lengths and positions but never the text itself,
    /// so a state of a secure field can be logged.
    public var description: String {
        let marked = markedUTF8.map { ", marked \($0)" } ?? ""
        return "TextEditingState(\(end.scalars) scalars, selection \(selectionUTF8) utf8\(marked))"
    }

    /// Equal when text, selection and marked range are equal.
    public static func == (a: TextEditingState, b: TextEditingState) -> Bool {
        a.selectionUTF8 == b.selectionUTF8 && a.markedUTF8 == b.markedUTF8 && a.text == b.text
    }

    // MARK: Positions

    func index(_ utf8Offset: Int) -> String.Index {
        text.utf8.index(text.startIndex, offsetBy: utf8Offset)
    }

    /// The UTF-8 offset of `index`, clamped to the text and rounded down to a
    /// scalar boundary, so an index from another string cannot trap.
    func utf8Offset(of index: String.Index) -> Int {
        let raw = min(max(text.utf8.distance(from: text.startIndex, to: index), 0), end.utf8)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var i = raw
            while i > 0 && i < bytes.count && TextWalker.isContinuation(bytes[i]) { i -= 1 }
            return i
        } ?? raw
    }

    /// The known position nearest to `target` counted in `unit`.
    private func nearest(to target: Int, in unit: TextUnit) -> TextOffsets {
        // Two comparisons, not a loop over an array (which allocated per call).
        var best = TextOffsets.zero
        if abs(anchor[unit] - target) < abs(best[unit] - target) { best = anchor }
        if abs(end[unit] - target) < abs(best[unit] - target) { best = end }
        return best
    }

    /// How far (in `unit`) a conversion of `target` walks: the distance from
    /// the nearest known position. Tests use it to prove that a keystroke next
    /// to the last edit costs the width of the edit, not the length of the text.
    package func walkLength(to target: Int, in unit: TextUnit) -> Int {
        abs(nearest(to: target, in: unit)[unit] - target)
    }

    /// Walks to `target` (in `unit`) from the nearest known position.
    package func offsets(at target: Int, in unit: TextUnit) -> TextOffsets? {
        let start = nearest(to: target, in: unit)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            TextWalker.walk(bytes, from: start, to: target, in: unit)
        } ?? nil
    }

    /// Converts a toolkit range into UTF-8 offsets, with every check.
    func resolveUTF8(_ range: TextSpan) throws(TextSpanError) -> (range: Range<Int>, lower: TextOffsets) {
        guard range.lowerBound >= 0, range.upperBound >= 0 else { throw .negative(range) }
        guard range.lowerBound <= range.upperBound else { throw .reversed(range) }
        let length = end[range.unit]
        guard range.upperBound <= length else { throw .outOfBounds(range, length: length) }
        guard let lower = offsets(at: range.lowerBound, in: range.unit) else {
            throw .splitsScalar(range, offset: range.lowerBound)
        }
        let upper: TextOffsets?
        if range.isEmpty {
            upper = lower
        } else {
            upper =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    TextWalker.walk(bytes, from: lower, to: range.upperBound, in: range.unit)
                } ?? nil
        }
        guard let upper else { throw .splitsScalar(range, offset: range.upperBound) }
        return (lower.utf8..<upper.utf8, lower)
    }

    /// Converts a range sent by a toolkit into indices of ``text``.
    ///
    /// - Throws: ``TextSpanError`` if the range is negative, reversed, past
    ///   the end, or splits a Unicode scalar.
    public func resolve(_ range: TextSpan) throws(TextSpanError) -> Range<String.Index> {
        let r = try resolveUTF8(range).range
        return index(r.lowerBound)..<index(r.upperBound)
    }

    /// The offsets of `range` counted in `unit`, for handing back to a toolkit.
    public func offsets(of range: Range<String.Index>, in unit: TextUnit) -> TextSpan {
        let lo = utf8Offset(of: range.lowerBound)
        let hi = max(lo, utf8Offset(of: range.upperBound))
        guard unit != .utf8 else { return TextSpan(lo, hi, unit: .utf8) }
        let lower = offsets(at: lo, in: .utf8) ?? .zero
        let upper =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                TextWalker.walk(bytes, from: lower, to: hi, in: .utf8)
            } ?? nil
        return TextSpan(lower[unit], (upper ?? lower)[unit], unit: unit)
    }

    // MARK: Editing

    /// Replaces `range` with `replacement`; the caret lands after the inserted
    /// text and any marked range ends.
    public mutating func replace(_ range: Range<String.Index>, with replacement: String) {
        let lo = utf8Offset(of: range.lowerBound)
        let hi = max(lo, utf8Offset(of: range.upperBound))
        replaceUTF8(lo..<hi, with: replacement)
    }

    /// Replaces `ranges` (in any unit) with `replacement`.
    ///
    /// The replacement goes into the first range in text order and the other
    /// ranges are deleted, which is how iOS 26's
    /// `textField(_:shouldChangeCharactersInRanges:replacementString:)` is
    /// documented to behave when it picks the first range. All ranges are
    /// checked before anything changes.
    ///
    /// - Throws: ``TextSpanError``; the state is then unchanged.
    public mutating func replace(_ ranges: [TextSpan], with replacement: String) throws(TextSpanError) {
        let resolved = try resolveAll(ranges)
        // Delete from the back so that earlier offsets stay valid.
        for r in resolved.dropFirst().reversed() { replaceUTF8(r, with: "") }
        replaceUTF8(resolved[0], with: replacement)
    }

    func resolveAll(_ ranges: [TextSpan]) throws(TextSpanError) -> [Range<Int>] {
        guard !ranges.isEmpty else { throw .empty }
        var resolved: [Range<Int>] = []
        resolved.reserveCapacity(ranges.count)
        for range in ranges { resolved.append(try resolveUTF8(range).range) }
        // Ties broken by the end, so a caret at the start of another range is
        // not an overlap whichever order the toolkit listed them in.
        resolved.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        for (a, b) in zip(resolved, resolved.dropFirst()) where a.upperBound > b.lowerBound {
            throw .overlapping(ranges)
        }
        return resolved
    }

    /// Returns a copy with `range` replaced by `replacement`.
    public func replacing(_ range: Range<String.Index>, with replacement: String) -> TextEditingState {
        var copy = self
        copy.replace(range, with: replacement)
        return copy
    }

    /// Applies `edit` (whose range refers to this state's text).
    public mutating func apply(_ edit: TextEdit) { replace(edit.range, with: edit.replacement) }

    mutating func replaceUTF8(_ range: Range<Int>, with replacement: String) {
        let lower = offsets(at: range.lowerBound, in: .utf8) ?? .zero
        let upper =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                TextWalker.walk(bytes, from: lower, to: range.upperBound, in: .utf8)
            } ?? nil
        let inserted = TextOffsets(of: replacement)
        text.reserveCapacity(Self.capacity(for: end.utf8 - range.count + inserted.utf8))
        text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: replacement)
        end = end - ((upper ?? lower) - lower) + inserted
        anchor = lower + inserted
        selectionUTF8 = anchor.utf8..<anchor.utf8
        markedUTF8 = nil
    }

    /// The storage to ask for a text of `count` bytes: rounded up to an
    /// eighth of the next power of two (at least 1 KB).
    ///
    /// When the model shares the text, every keystroke copies it into new
    /// storage. Asking for exactly one byte more each time makes every block a
    /// little larger than the one just freed, so glibc's malloc serves each from
    /// fresh pages (`mmap`, or a heap it trimmed), and the page faults cost ten
    /// times the copy on a 1 MB text. Blocks of a stable size are reused. When
    /// the text is not shared and has room, this asks for nothing.
    static func capacity(for count: Int) -> Int {
        guard count > 1024 else { return count }
        let granule = (1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)) / 8
        return (count + granule - 1) / granule * granule
    }

    /// Replaces the whole text, keeping nothing of the old positions; the caret
    /// goes to `caretUTF8` (clamped), or the end.
    mutating func setText(_ newText: String, caretUTF8: Int? = nil) {
        self = TextEditingState(text: newText)
        if let caretUTF8 { setSelectionUTF8(caretUTF8..<caretUTF8) }
    }

    // MARK: Selection and marked text

    /// Sets the selection from a toolkit range.
    ///
    /// - Throws: ``TextSpanError``; the selection is then unchanged.
    public mutating func select(_ range: TextSpan) throws(TextSpanError) {
        let (r, lower) = try resolveUTF8(range)
        selectionUTF8 = r
        anchor = lower
    }

    /// Sets the selection to `range`, rounded to scalar boundaries.
    public mutating func select(_ range: Range<String.Index>) {
        let lo = utf8Offset(of: range.lowerBound)
        setSelectionUTF8(lo..<max(lo, utf8Offset(of: range.upperBound)))
    }

    mutating func setSelectionUTF8(_ range: Range<Int>) {
        let lo = min(max(range.lowerBound, 0), end.utf8)
        let hi = min(max(range.upperBound, lo), end.utf8)
        selectionUTF8 = lo..<hi
    }

    /// Sets or clears the marked range from a toolkit range.
    ///
    /// - Throws: ``TextSpanError``; the marked range is then unchanged.
    public mutating func setMarkedRange(_ range: TextSpan?) throws(TextSpanError) {
        markedUTF8 = try range.map { r throws(TextSpanError) in try resolveUTF8(r).range }
    }

    mutating func setMarkedUTF8(_ range: Range<Int>?) { markedUTF8 = range }
}
