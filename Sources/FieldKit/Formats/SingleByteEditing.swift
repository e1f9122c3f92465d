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

/// Single-byte rules whose raw characters can be told one byte at a time.
protocol ContextFreeSingleByteRules: SingleByteRules {
    /// The raw byte for a display byte, or `nil` for a separator.
    func rawByte(_ byte: UInt8) -> UInt8?
}

extension ContextFreeSingleByteRules {
    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        var raw: [UInt8] = []
        var ends: [Int] = []
        raw.reserveCapacity(display.count)
        ends.reserveCapacity(display.count)
        for (i, b) in display.enumerated() {
            if let r = rawByte(b) {
                raw.append(r)
                ends.append(i + 1)
            }
        }
        return (raw, ends)
    }

    /// A scan with ``rawByte(_:)``, falling back to `Character`s for
    /// multi-byte text.
    func scanBytes(_ displayText: String) -> RawScan {
        if let fast = RawScan.singleByte(displayText, rawByte) { return fast }
        var result = RawScan()
        var offset = 0
        for character in displayText {
            offset += 1
            if let b = character.singleByte, let r = rawByte(b) {
                result.append(String.character(ascii: r), end: offset)
            }
        }
        return result
    }
}

extension SingleByteRules {
    /// `edit` applied to `state`, or `nil` when the text or the replacement
    /// has a multi-byte character (the caller then takes the general path).
    func applySingleByte(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState? {
        var text = state.text
        // Digits of every script are digits (see DecimalDigits); the same
        // mapping as the general path, so both paths agree.
        var replacement = DecimalDigits.normalized(edit.replacement)
        let lowC = text.utf8.distance(from: text.startIndex, to: edit.range.lowerBound)
        let highC = lowC + text.utf8.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        let selectionLow = text.utf8.distance(from: text.startIndex, to: state.selection.lowerBound)
        let selectionHigh = text.utf8.distance(from: text.startIndex, to: state.selection.upperBound)
        let inserted: [UInt8]? = replacement.withUTF8 { bytes in
            for b in bytes where b >= 0x80 || b == 0x0D { return nil }
            return Array(bytes)
        }
        guard let inserted else { return nil }
        let result: (raw: [UInt8], caret: Int)? = text.withUTF8 { bytes in
            for b in bytes where b >= 0x80 || b == 0x0D { return nil }
            let (ownRaw, ends) = rawBytes(in: bytes)
            // Raw characters removed by the edit: those whose display slot lies in it.
            var rawLow = ends.partitioningIndex { $0 > lowC }
            var rawHigh = max(rawLow, ends.partitioningIndex { $0 > highC })
            if inserted.isEmpty && rawLow == rawHigh && highC > lowC && selectionLow == selectionHigh {
                if selectionHigh == highC, rawLow > 0 {
                    rawLow -= 1
                } else if selectionLow == lowC, rawHigh < ownRaw.count {
                    rawHigh += 1
                }
            }
            func accepted(upTo high: Int) -> (raw: [UInt8], caret: Int) {
                var candidate = Array(ownRaw[..<rawLow])
                candidate.reserveCapacity(ownRaw.count + inserted.count)
                candidate += inserted
                candidate += ownRaw[high...]
                return acceptBytes(candidate, inserted: rawLow..<(rawLow + inserted.count))
            }
            // Overwrite mode types over the separator after the caret: the
            // typed character takes the place of the raw one beyond it, unless
            // the format refuses it (then nothing is lost).
            if !inserted.isEmpty && rawLow == rawHigh && highC > lowC && selectionLow == selectionHigh
                && selectionLow == lowC && rawHigh < ownRaw.count
            {
                let over = accepted(upTo: rawHigh + 1)
                if over.raw.count >= ownRaw.count { return over }
            }
            return accepted(upTo: rawHigh)
        }
        guard let (raw, caret) = result else { return nil }
        let display = layoutBytes(raw)
        var state = TextEditingState(text: display)
        let rawCaret = min(max(caret, 0), raw.count)
        if rawCaret < raw.count {
            // Just after raw byte `rawCaret - 1`, or just before the first one.
            var shown = display
            let offset = shown.withUTF8 { bytes -> Int in
                let ends = rawBytes(in: bytes).ends
                guard !ends.isEmpty else { return bytes.count }
                return rawCaret == 0 ? max(ends[0] - 1, 0) : ends[min(rawCaret, ends.count) - 1]
            }
            let index = display.utf8.index(display.startIndex, offsetBy: offset)
            state.select(index..<index)
        }
        return state
    }

    /// The general path for text with multi-byte characters.
    func applyGeneral(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        let (raw, caret) = acceptedRaw(after: edit, to: state)
        return formattedState(for: raw, rawCaret: caret)
    }
}

extension Array where Element == Character {
    /// The bytes of single-byte characters; others become 0, which no
    /// single-byte format accepts.
    var singleBytes: [UInt8] { map { $0.singleByte ?? 0 } }
}

extension Array where Element == UInt8 {
    /// The characters of ASCII bytes.
    var characters: [Character] { map { String.character(ascii: $0) } }
}
