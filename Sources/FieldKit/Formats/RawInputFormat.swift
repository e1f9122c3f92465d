/// The raw characters found in a display text, each with its place.
///
/// `ends[i]` is the `Character` offset in the display text just after raw
/// character `i`; every raw character occupies exactly one display character.
public struct RawScan: Sendable, Hashable {
    /// The raw characters, in order.
    public var characters: [Character]
    /// For each raw character, the display offset just after it.
    public var ends: [Int]

    /// A scan with the given characters and ends (which must have equal counts).
    public init(characters: [Character] = [], ends: [Int] = []) {
        self.characters = characters
        self.ends = ends
    }

    /// The scan of single-byte text: `keep` returns the raw byte for a display
    /// byte, or `nil` for a separator. `nil` when the text is not single-byte.
    @inline(__always)
    static func singleByte(_ text: String, _ keep: (UInt8) -> UInt8?) -> RawScan? {
        var text = text
        return text.withUTF8 { bytes in
            var result = RawScan()
            result.characters.reserveCapacity(bytes.count)
            result.ends.reserveCapacity(bytes.count)
            for (i, b) in bytes.enumerated() {
                if b >= 0x80 || b == 0x0D { return nil }
                if let raw = keep(b) { result.append(String.character(ascii: raw), end: i + 1) }
            }
            return result
        }
    }

    /// Adds a raw character that ends at display offset `end`.
    public mutating func append(_ character: Character, end: Int) {
        characters.append(character)
        ends.append(end)
    }
}

/// A format described by its raw value: what to keep from the user's text,
/// and how to lay it out for display.
///
/// Adopters write three functions; the protocol supplies ``InputFormat/apply(_:to:)`` with
/// the caret rules every mask needs:
///
/// - The edit's range is mapped to raw characters; what the user inserted is
///   offered to ``accept(_:inserted:)``, which may filter, transform or trim it.
/// - Backspace just after a separator deletes the raw character before the
///   separator (the separator alone would come straight back); forward delete
///   just before one deletes the raw character after it.
/// - Overwrite mode (GTK's Insert key: the character after the caret is
///   replaced by the typed one) over a separator replaces the raw character
///   after it, unless the format refuses the typed character.
/// - Digits of every script (full-width, Arabic-Indic, Devanagari, ...) are
///   read as the ASCII digits before ``accept(_:inserted:)`` sees them.
/// - The caret lands right after the last raw character the user inserted, so
///   separators that appear or move never push it away from what was typed;
///   at the end of the raw value it goes to the end of the display text.
///
/// Every step is linear in the length of the field.
public protocol RawInputFormat: InputFormat {
    /// The raw characters of `displayText`, which this format produced or the
    /// user edited, with their display positions.
    func scan(_ displayText: String) -> RawScan

    /// The accepted raw value after an edit.
    ///
    /// - Parameters:
    ///   - raw: the raw value with the user's inserted characters, unfiltered,
    ///     at `inserted`.
    ///   - inserted: where the inserted characters are in `raw`.
    /// - Returns: the raw value to keep and the raw caret (usually just after
    ///   the last inserted character that was kept).
    func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int)

    /// The display text for an accepted raw value.
    func layout(_ raw: [Character]) -> String

    /// Whether an accepted raw value is valid, incomplete or invalid.
    func validity(ofRaw raw: [Character]) -> FormatValidity
}

extension RawInputFormat {
    /// Applies `edit` with the raw-value caret rules described on ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        let (raw, caret) = acceptedRaw(after: edit, to: state)
        return formattedState(for: raw, rawCaret: caret)
    }

    /// The accepted raw value and raw caret after `edit`, before layout.
    ///
    /// A format that overrides ``InputFormat/apply(_:to:)`` (to place the caret its own
    /// way) starts from this, so the raw editing rules stay the same.
    public func acceptedRaw(after edit: TextEdit, to state: TextEditingState) -> (
        raw: [Character], caret: Int
    ) {
        let text = state.text
        let old = scan(text)
        let lowC: Int
        let highC: Int
        if text.isSingleByteCharacters {
            lowC = text.utf8.distance(from: text.startIndex, to: edit.range.lowerBound)
            highC = lowC + text.utf8.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        } else {
            lowC = text.distance(from: text.startIndex, to: edit.range.lowerBound)
            highC = lowC + text.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        }
        // Raw characters removed by the edit: those whose display slot lies in it.
        var rawLow = old.ends.partitioningIndex { $0 > lowC }
        var rawHigh = max(rawLow, old.ends.partitioningIndex { $0 > highC })
        if edit.replacement.isEmpty && rawLow == rawHigh && !edit.range.isEmpty && state.selection.isEmpty {
            // Only separators were deleted: reach the raw character beyond them.
            if state.selection.upperBound == edit.range.upperBound, rawLow > 0 {
                rawLow -= 1
            } else if state.selection.lowerBound == edit.range.lowerBound, rawHigh < old.characters.count {
                rawHigh += 1
            }
        }
        // Digits of every script are digits (see DecimalDigits).
        let inserted = Array(DecimalDigits.normalized(edit.replacement))
        func accepted(upTo high: Int) -> (raw: [Character], caret: Int) {
            var candidate = Array(old.characters[..<rawLow])
            candidate.reserveCapacity(old.characters.count + inserted.count)
            candidate += inserted
            candidate += old.characters[high...]
            return settled(accept(candidate, inserted: rawLow..<(rawLow + inserted.count)))
        }
        // Overwrite mode (a caret, and the text after it replaced) types over
        // a separator: the typed character takes the place of the raw one
        // beyond it, unless the format refuses it (then nothing is lost).
        if !inserted.isEmpty && rawLow == rawHigh && !edit.range.isEmpty && state.selection.isEmpty
            && state.selection.lowerBound == edit.range.lowerBound && rawHigh < old.characters.count
        {
            let over = accepted(upTo: rawHigh + 1)
            if over.raw.count >= old.characters.count { return over }
        }
        return accepted(upTo: rawHigh)
    }

    /// `accepted` with characters that join once they are next to each other
    /// (two jamo when the "." between them was dropped) offered to the format
    /// again as the one character the display will show, until nothing joins,
    /// so that the display stays a fixed point. The caret stays after the
    /// character that holds it. One segmentation pass when nothing joins.
    func settled(_ accepted: (raw: [Character], caret: Int)) -> (raw: [Character], caret: Int) {
        var (raw, caret) = accepted
        // Each round that changes anything joins at least two characters.
        for _ in 0..<raw.count {
            let joined = Array(String(raw))
            if joined == raw { break }
            let caretScalars = raw[..<min(max(caret, 0), raw.count)].reduce(0) {
                $0 + $1.unicodeScalars.count
            }
            var joinedCaret = 0
            var seen = 0
            for character in joined where seen < caretScalars {
                seen += character.unicodeScalars.count
                joinedCaret += 1
            }
            raw = accept(joined, inserted: 0..<joined.count).raw
            caret = min(joinedCaret, raw.count)
        }
        return (raw, caret)
    }

    /// The state showing `raw` laid out, with the caret after raw character `rawCaret`.
    public func formattedState(for raw: [Character], rawCaret: Int) -> TextEditingState {
        let display = layout(raw)
        var result = TextEditingState(text: display)
        let caret = min(max(rawCaret, 0), raw.count)
        if caret < raw.count {
            let ends = scan(display).ends
            let offset = caret == 0 ? max((ends.first ?? 1) - 1, 0) : ends[min(caret, ends.count) - 1]
            let index =
                display.isSingleByteCharacters
                ? display.utf8.index(display.startIndex, offsetBy: min(offset, display.utf8.count))
                : display.index(display.startIndex, offsetBy: min(offset, display.count))
            result.select(index..<index)
        }
        return result
    }

    /// The display text for `value`: the value typed into an empty field.
    public func displayText(for value: String) -> String {
        apply(TextEdit(range: "".startIndex..<"".startIndex, replacement: value), to: TextEditingState()).text
    }

    /// The raw characters of `displayText` as a string.
    public func rawValue(for displayText: String) -> String { String(scan(displayText).characters) }

    /// The validity of the raw characters of `displayText`.
    public func validity(of displayText: String) -> FormatValidity {
        validity(ofRaw: scan(displayText).characters)
    }
}

extension String {
    /// Whether every `Character` is one ASCII byte (ASCII without `\r`, which
    /// joins a following `\n`), so that byte offsets are Character offsets.
    ///
    /// Formats lay out ASCII text almost always; this lets them skip grapheme
    /// breaking, which dominates the cost of a keystroke in a short field.
    var isSingleByteCharacters: Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            for b in bytes where b >= 0x80 || b == 0x0D { return false }
            return true
        }
    }

    /// The `Character` for an ASCII byte, without grapheme breaking.
    @inline(__always)
    static func character(ascii byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
}

extension Collection {
    /// The first index whose element satisfies `predicate`, for a predicate that
    /// is false then true along the collection (binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if predicate(self[mid]) {
                count = half
            } else {
                low = index(after: mid)
                count -= half + 1
            }
        }
        return low
    }
}
