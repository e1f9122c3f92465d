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

    /// Whether `digit`, a decimal digit of a script other than ASCII that the
    /// user inserted, is kept as typed instead of being read as its ASCII digit.
    ///
    /// Digits of every script are digits: a numeric format reads `٤` as `4`
    /// before ``accept(_:inserted:)`` sees it, which is what the default
    /// (`false`) does. A text format that accepts the digit itself returns
    /// `true`, since reading it as ASCII would change what the user typed;
    /// ``CharacterFormat`` keeps the digits its ``CharacterFormat/isAllowed`` accepts.
    func keepsDigitAsTyped(_ digit: Character) -> Bool
}

extension RawInputFormat {
    /// Reads every decimal digit of another script as its ASCII digit.
    public func keepsDigitAsTyped(_ digit: Character) -> Bool { false }

    /// What the user inserted, as the raw rules read it: a paste only as far
    /// as the field can hold (see BoundedPaste), digits of every script as
    /// ASCII digits (see DecimalDigits) unless ``keepsDigitAsTyped(_:)``.
    /// Both the general path and the single-byte path start from this.
    @inline(__always)
    func insertedText(of edit: TextEdit) -> String {
        let replacement = boundedPaste(edit.replacement)
        // A keystroke is usually ASCII: then there is no digit to read, and
        // no closure over `self` to build (measured: 5 % of a keystroke).
        if DecimalDigits.isASCII(replacement) { return replacement }
        return DecimalDigits.normalized(replacement) { keepsDigitAsTyped(Character($0)) }
    }

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
        let old = scan(state.text)
        let rawEdit = RawEdit(edit, on: state, bytesAreCharacters: state.text.isSingleByteCharacters)
        let typed = Array(insertedText(of: edit))
        if rawEdit.overwritesOnlySeparators(ends: old.ends, rawCount: old.characters.count) {
            let (candidate, inserted) = rawEdit.candidate(
                old.characters, ends: old.ends, inserting: typed, overwritingPastSeparators: true)
            let over = settled(accept(candidate, inserted: inserted))
            // Typed over a separator, the character took the raw one beyond
            // it, unless the format refused it: then nothing is lost.
            if over.raw.count >= old.characters.count { return over }
        }
        let (candidate, inserted) = rawEdit.candidate(old.characters, ends: old.ends, inserting: typed)
        return settled(accept(candidate, inserted: inserted))
    }

    /// `accepted` as the display will segment it.
    ///
    /// Characters laid out side by side can join into one in the display (two
    /// Hangul jamo once the "." between them is dropped, a mark typed apart
    /// from its base), and raw characters a literal keeps apart in the
    /// display join in the raw value (jamo either side of a pattern's "-");
    /// the raw value is then what a scan of that display finds, as one
    /// string, offered to ``accept(_:inserted:)`` again, until nothing joins,
    /// so that the display and the display of its raw value stay fixed points. The caret keeps its place counted
    /// in Unicode scalars. One layout and scan when nothing joins; the single-byte
    /// path never needs this, since single-byte characters never join.
    func settled(_ accepted: (raw: [Character], caret: Int)) -> (raw: [Character], caret: Int) {
        var (raw, caret) = accepted
        caret = min(max(caret, 0), raw.count)
        // Single-byte characters never join: the common case costs one pass.
        if raw.allSatisfy({ $0.characterByte != nil }) { return (raw, caret) }
        // A round that changes anything joins or drops characters, so the
        // value shrinks; the bound only guards a format that breaks that.
        for _ in 0...raw.count {
            // The raw value is one string: raw characters that a literal
            // keeps apart in the display ("ᄀ" "-" "ᄀᄀ" in "*-*") still join
            // in it, and it would show differently. Segment it as the app's
            // model will hold it.
            let shown = Array(String(scan(layout(raw)).characters))
            if shown == raw { break }
            let shownCaret = shown.characterCount(coveringScalars: raw.scalarCount(before: caret))
            raw = accept(shown, inserted: 0..<shown.count).raw
            caret = min(shownCaret, raw.count)
        }
        return (raw, caret)
    }

    /// The state showing `raw` laid out, with the caret after raw character `rawCaret`.
    public func formattedState(for raw: [Character], rawCaret: Int) -> TextEditingState {
        let display = layout(raw)
        let offset = RawEdit.displayOffset(ofRawCaret: rawCaret, rawCount: raw.count) { scan(display).ends }
        return TextEditingState(
            display: display, caretOffset: offset, bytesAreCharacters: display.isSingleByteCharacters)
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
