/// The raw-value editing rules of ``RawInputFormat`` on bytes, for formats
/// whose raw characters and layout are ASCII (cards, IBANs, phone numbers,
/// expiry dates).
///
/// Such a format implements its rules once, on bytes; its `Character`
/// requirements convert and call them, and its `apply` tries this path first.
/// The path is taken only when the old text and the replacement are
/// single-byte, so it applies exactly the rules of
/// ``RawInputFormat/acceptedRaw(after:to:)`` without grapheme breaking or a
/// `Character` per position: a keystroke in a card field costs a few hundred
/// nanoseconds instead of microseconds.
protocol SingleByteRules: RawInputFormat {
    /// The raw bytes of single-byte display text, each with the display
    /// offset just after it (the byte form of ``RawInputFormat/scan(_:)``).
    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int])
    /// The accepted raw bytes and raw caret after an insertion.
    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int)
    /// The display text of accepted raw bytes.
    func layoutBytes(_ raw: [UInt8]) -> String
}

extension SingleByteRules {
    /// ``RawInputFormat/accept(_:inserted:)`` by the byte rules: a character
    /// that is not one byte becomes 0, which no single-byte format accepts.
    func acceptAsBytes(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        let (bytes, caret) = acceptBytes(raw.singleBytes, inserted: inserted)
        return (bytes.characters, caret)
    }

    /// `edit` applied to `state` by the rule of ``RawEdit`` on bytes, or `nil`
    /// when the text or the replacement has a character that is not one byte
    /// (the caller then takes the general path).
    @inline(__always)
    func applySingleByte(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState? {
        applySingleByteKeepingRaw(edit, to: state)?.state
    }

    /// ``applySingleByte(_:to:)`` with the raw bytes of the result, so a
    /// caller that needs the raw value does not scan the display again.
    func applySingleByteKeepingRaw(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, raw: [UInt8]
    )? {
        var text = state.text
        var replacement = insertedText(of: edit)
        let rawEdit = RawEdit(edit, on: state, bytesAreCharacters: true)
        let accepted: (raw: [UInt8], caret: Int)? = replacement.withUTF8 { inserted in
            guard inserted.areCharacterBytes else { return nil }
            return text.withUTF8 { bytes in
                guard bytes.areCharacterBytes else { return nil }
                var (raw, ends) = rawBytes(in: bytes)
                if rawEdit.overwritesOnlySeparators(ends: ends, rawCount: raw.count) {
                    let (candidate, range) = rawEdit.candidate(
                        raw, ends: ends, inserting: Array(inserted), overwritingPastSeparators: true)
                    let over = acceptBytes(candidate, inserted: range)
                    // As on the general path: unless the format refused the typed byte.
                    if over.raw.count >= raw.count { return over }
                }
                // The scan's raw array becomes the candidate in place: one
                // array for the raw value until the format accepts it.
                let range = rawEdit.replace(in: &raw, ends: ends, inserting: inserted)
                return acceptBytes(raw, inserted: range)
            }
        }
        guard let (raw, caret) = accepted else { return nil }
        let display = layoutBytes(raw)
        let offset = RawEdit.displayOffset(ofRawCaret: caret, rawCount: raw.count) {
            var shown = display
            return shown.withUTF8 { rawBytes(in: $0).ends }
        }
        return (TextEditingState(display: display, caretOffset: offset, bytesAreCharacters: true), raw)
    }

    /// The general path for text with multi-byte characters.
    func applyGeneral(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        let (raw, caret) = acceptedRaw(after: edit, to: state)
        return formattedState(for: raw, rawCaret: caret)
    }
}
