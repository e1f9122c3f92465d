/// The raw-value editing rule of every ``RawInputFormat``, written once for
/// `Character`s and for the bytes of single-byte text.
///
/// - The edit's display range is mapped to the raw characters whose display
///   places lie in it; those are replaced by what the user inserted.
/// - A deletion that removes only separators reaches the raw character
///   beyond them: the one before for backspace, the one after for forward
///   delete (the separator alone would come straight back).
/// - Overwrite mode (GTK's Insert key: the character after an empty
///   selection replaced by the typed one) over a separator replaces the raw
///   character beyond it too (``candidate(_:ends:inserting:overwritingPastSeparators:)``);
///   callers fall back to the plain edit when the format refuses what was
///   typed, so that nothing is lost.
/// - Digits of every script are read as ASCII digits before the format sees
///   them (``DecimalDigits``, applied by both callers to the replacement
///   through `RawInputFormat.insertedText(of:)`).
/// - A length limit drops the inserted characters that do not fit, never the
///   ones already there (`Array.dropInsertedOverflow`, used by every bounded
///   format's `accept`).
///
/// Offsets are counted in `Character`s of the display text, which are bytes
/// when the text is single-byte.
struct RawEdit {
    /// Which way a deletion with an empty selection went.
    enum Deletion {
        /// Backspace: the caret was at the end of the deleted range.
        case backward
        /// Forward delete: the caret was at the start of the deleted range.
        case forward
    }

    /// The edited display range.
    let range: Range<Int>
    /// Set when the edit deletes a non-empty range from an empty selection.
    let deletion: Deletion?
    /// Set when the edit replaces a non-empty range starting at an empty
    /// selection with new text: typing in overwrite mode.
    let isOverwrite: Bool

    /// `edit` on `state`, with offsets counted in bytes when `bytesAreCharacters`
    /// (the text is single-byte), else in `Character`s.
    @inline(__always)
    init(_ edit: TextEdit, on state: TextEditingState, bytesAreCharacters: Bool) {
        let low: Int
        let count: Int
        if bytesAreCharacters {
            low = state.text.utf8.distance(from: state.text.startIndex, to: edit.range.lowerBound)
            count = state.text.utf8.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        } else {
            low = state.text.distance(from: state.text.startIndex, to: edit.range.lowerBound)
            count = state.text.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        }
        range = low..<(low + count)
        let selection = state.selection
        if edit.replacement.isEmpty, !edit.range.isEmpty, selection.isEmpty {
            deletion =
                selection.upperBound == edit.range.upperBound
                ? .backward : selection.lowerBound == edit.range.lowerBound ? .forward : nil
        } else {
            deletion = nil
        }
        isOverwrite =
            !edit.replacement.isEmpty && !edit.range.isEmpty && selection.isEmpty
            && selection.lowerBound == edit.range.lowerBound
    }

    /// Whether this overwrite covers only separators of a display whose raw
    /// characters end at `ends`, with a raw character after them to take.
    func overwritesOnlySeparators(ends: [Int], rawCount: Int) -> Bool {
        guard isOverwrite else { return false }
        let low = ends.partitioningIndex { $0 > range.lowerBound }
        let high = max(low, ends.partitioningIndex { $0 > range.upperBound })
        return low == high && high < rawCount
    }

    /// The old raw value with the raw characters the edit removes replaced by
    /// `inserted`, and where `inserted` lies in it.
    ///
    /// - Parameters:
    ///   - raw: the raw value before the edit.
    ///   - ends: for each raw character, the display offset just after it.
    ///   - overwritingPastSeparators: an overwrite that covers only separators
    ///     takes the raw character after them.
    @inline(__always)
    func candidate<Unit>(
        _ raw: [Unit], ends: [Int], inserting inserted: [Unit], overwritingPastSeparators: Bool = false
    ) -> (
        raw: [Unit], inserted: Range<Int>
    ) {
        let removed = removedRange(
            ends: ends, rawCount: raw.count, overwritingPastSeparators: overwritingPastSeparators)
        // One allocation: reserved before the first element is copied.
        var candidate: [Unit] = []
        candidate.reserveCapacity(raw.count - removed.count + inserted.count)
        candidate += raw[..<removed.lowerBound]
        candidate += inserted
        candidate += raw[removed.upperBound...]
        return (candidate, removed.lowerBound..<(removed.lowerBound + inserted.count))
    }

    /// ``candidate(_:ends:inserting:overwritingPastSeparators:)`` made in
    /// place: `raw` becomes the candidate (without a copy when it has the
    /// room), and the range of `inserted` in it is returned.
    @inline(__always)
    func replace<Unit>(
        in raw: inout [Unit], ends: [Int], inserting inserted: some Collection<Unit>
    ) -> Range<Int> {
        let removed = removedRange(ends: ends, rawCount: raw.count, overwritingPastSeparators: false)
        raw.replaceSubrange(removed, with: inserted)
        return removed.lowerBound..<(removed.lowerBound + inserted.count)
    }

    /// The raw characters the edit removes, given the display `ends` of the
    /// `rawCount` raw characters before it (see ``candidate(_:ends:inserting:overwritingPastSeparators:)``).
    @inline(__always)
    private func removedRange(ends: [Int], rawCount: Int, overwritingPastSeparators: Bool) -> Range<Int> {
        var low = ends.partitioningIndex { $0 > range.lowerBound }
        var high = max(low, ends.partitioningIndex { $0 > range.upperBound })
        if overwritingPastSeparators && low == high && high < rawCount { high += 1 }
        if low == high, let deletion {
            // Only separators were deleted: reach the raw character beyond them.
            switch deletion {
            case .backward where low > 0: low -= 1
            case .forward where high < rawCount: high += 1
            default: break
            }
        }
        return low..<high
    }

    /// The display offset of the caret after raw character `caret - 1` (just
    /// before the first one for 0), or `nil` for the end of the display text,
    /// where the caret goes after the last raw character.
    ///
    /// - Parameter ends: the display ends of the laid-out raw characters,
    ///   computed only when the caret is not at the end.
    @inline(__always)
    static func displayOffset(ofRawCaret caret: Int, rawCount: Int, ends: () -> [Int]) -> Int? {
        let caret = min(max(caret, 0), rawCount)
        guard caret < rawCount else { return nil }
        let ends = ends()
        guard !ends.isEmpty else { return nil }
        return caret == 0 ? max(ends[0] - 1, 0) : ends[min(caret, ends.count) - 1]
    }
}
