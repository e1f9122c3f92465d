// Rounding an edit to character boundaries, and turning two states into an edit.

extension TextInputCoordinator {
    /// `edit`, which turns `old` into `new`, widened until both of its ends are
    /// character boundaries in both texts, when it splits a character of `old`.
    ///
    /// Formats work on characters, but a toolkit may edit part of a grapheme
    /// cluster: GTK's backspace deletes only the vowel sign of "कि" where Pango
    /// sets `backspace_deletes_character`, leaving "क", and deleting "मस" from
    /// "नमस्ते" joins "न" with what follows into one cluster. Handing the
    /// format the scalar range made it drop whole characters; the widened edit
    /// replaces whole characters with what the user's edit left of them. Only
    /// the clusters at the two ends are looked at.
    nonisolated static func characterAligned(_ edit: TextEdit, old: String, new: String) -> TextEdit {
        let start = old.utf8.distance(from: old.startIndex, to: edit.range.lowerBound)
        let end = old.utf8.distance(from: edit.range.upperBound, to: old.endIndex)
        // Both ends between two ASCII bytes (neither a `\r` before a `\n`) are
        // character boundaries in both texts: no grapheme breaking needed.
        if isASCIIBoundary(start, in: old), isASCIIBoundary(old.utf8.count - end, in: old),
            isASCIIBoundary(start, in: new), isASCIIBoundary(new.utf8.count - end, in: new)
        {
            return edit
        }
        // An edit between whole characters stays as the user made it, even when
        // what it inserts attaches to a neighbour (a lone joiner after "a"): the
        // format judges what was typed.
        guard
            roundedDown(start, in: old) != start
                || roundedUp(old.utf8.count - end, in: old) != old.utf8.count - end
        else { return edit }
        var prefix = start
        var suffix = end
        while true {
            let p = min(roundedDown(prefix, in: old), roundedDown(prefix, in: new))
            let s = min(
                old.utf8.count - roundedUp(old.utf8.count - suffix, in: old),
                new.utf8.count - roundedUp(new.utf8.count - suffix, in: new))
            if p == prefix && s == suffix { break }
            prefix = p
            suffix = s
        }
        guard prefix != start || suffix != end else { return edit }
        let range =
            old.utf8.index(old.startIndex, offsetBy: prefix)..<old.utf8.index(old.endIndex, offsetBy: -suffix)
        let replaced =
            new.utf8.index(new.startIndex, offsetBy: prefix)..<new.utf8.index(new.endIndex, offsetBy: -suffix)
        return TextEdit(range: range, replacement: String(new.unicodeScalars[replaced]))
    }

    /// Whether `offset` lies between two ASCII bytes of `text` (or at an end
    /// next to one) that are not `\r` and `\n`: a character boundary.
    @inline(__always)
    nonisolated static func isASCIIBoundary(_ offset: Int, in text: String) -> Bool {
        let utf8 = text.utf8
        let count = utf8.count
        guard offset >= 0, offset <= count else { return false }
        let before: UInt8 = offset > 0 ? utf8[utf8.index(utf8.startIndex, offsetBy: offset - 1)] : 0
        let after: UInt8 = offset < count ? utf8[utf8.index(utf8.startIndex, offsetBy: offset)] : 0
        return isASCIIBoundary(before, after)
    }

    /// Whether a position between the bytes `before` and `after` (0 at an end
    /// of the text) is between two ASCII characters that are not `\r` and
    /// `\n`: a character boundary.
    @inline(__always)
    nonisolated static func isASCIIBoundary(_ before: UInt8, _ after: UInt8) -> Bool {
        before < 0x80 && after < 0x80 && !(before == .carriageReturn && after == 0x0A)
    }

    /// The UTF-8 offset of the character boundary at or before `offset` (a scalar boundary).
    nonisolated static func roundedDown(_ offset: Int, in text: String) -> Int {
        let i = text.utf8.index(text.startIndex, offsetBy: offset)
        guard i < text.endIndex else { return offset }
        // Character operations round an index down to a character boundary first.
        return text.utf8.distance(from: text.startIndex, to: text.index(before: text.index(after: i)))
    }

    /// The UTF-8 offset of the character boundary at or after `offset` (a scalar boundary).
    nonisolated static func roundedUp(_ offset: Int, in text: String) -> Int {
        let down = roundedDown(offset, in: text)
        guard down < offset else { return offset }
        let next = text.index(after: text.utf8.index(text.startIndex, offsetBy: down))
        return text.utf8.distance(from: text.startIndex, to: next)
    }

    nonisolated static func edit(from before: TextEditingState, to after: TextEditingState) -> TextEdit {
        let diff = TextDiff(old: before.text, new: after.text, newCaret: after.selectionUTF8.upperBound)
        return TextEdit(
            range: before.index(diff.start)..<before.index(diff.oldEnd),
            replacement: String(after.text.utf8[after.index(diff.start)..<after.index(diff.newEnd)])!
        )
    }
}
