/// A format whose field holds a bounded number of raw characters, so that a
/// paste is read only until the field is full: pasting 10 MB into
/// `.digits(max: 16)` costs what pasting 16 digits costs.
///
/// The formats that adopt it keep the inserted characters they accept in
/// order and drop the rest once full, so every pasted character after the
/// first ``pasteReadLimit`` that ``mayFill(_:)`` admits, each an ASCII
/// character standing alone (not joined into a larger character by the
/// scalars around it), is dropped whatever it is: cutting the paste there
/// changes nothing but the cost.
protocol BoundedPaste {
    /// How many pasted characters admitted by ``mayFill(_:)`` are enough to
    /// fill the field from empty (raw characters, plus the pattern literals
    /// a paste may match), or `nil` when the field is not bounded.
    var pasteReadLimit: Int? { get }
    /// Whether the ASCII byte `byte` may become a raw character or match a literal.
    func mayFill(_ byte: UInt8) -> Bool
}

extension RawInputFormat {
    /// `replacement`, cut after enough characters to fill a bounded field.
    ///
    /// Short replacements (typing, a usual paste) are returned as they are
    /// without a look. The cut falls between two ASCII bytes, never after a
    /// `\r`, so it is a character boundary and drops no part of a character kept.
    @inline(__always)
    func boundedPaste(_ replacement: String) -> String {
        guard replacement.utf8.count > 256, let bounded = self as? any BoundedPaste,
            let limit = bounded.pasteReadLimit
        else { return replacement }
        return Self.cut(replacement, after: limit, admitted: bounded.mayFill)
    }

    /// Counts only an admitted ASCII byte between two other ASCII bytes (and
    /// not half of a CR LF): only such a byte is surely a character of its own,
    /// since between ASCII scalars UAX #29 joins only CR × LF. An ASCII byte
    /// next to another scalar may join it into one larger character the
    /// filter refuses whole (GB9 / GB9a: a digit before an emoji modifier,
    /// a combining mark, a spacing mark; GB9b: after a prepended concatenation
    /// mark), so counting it could cut the paste before characters the field
    /// keeps. Not counting a byte only reads a little further.
    private static func cut(_ replacement: String, after limit: Int, admitted: (UInt8) -> Bool) -> String {
        let utf8 = replacement.utf8
        var count = 0
        // The field's text before the paste may join the first pasted scalar.
        var previous: UInt8 = 0xFF
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let b = utf8[index]
            let next = utf8.index(after: index)
            // Between two ASCII bytes, the first a whole Character (not a
            // "\r" that a "\n" would join): a Character boundary.
            if b < 0x80, previous.isCharacterByte {
                if count >= limit { return String(replacement[..<index]) }
                if next < utf8.endIndex, admitted(b) {
                    let following = utf8[next]
                    if following < 0x80, b != .carriageReturn || following != 0x0A { count += 1 }
                }
            }
            previous = b
            index = next
        }
        return replacement
    }
}

extension CardNumberFormat: BoundedPaste {
    var pasteReadLimit: Int? { Self.maximumLength }
    func mayFill(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

extension CardSecurityCodeFormat: BoundedPaste {
    var pasteReadLimit: Int? { 4 }
    func mayFill(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

extension IBANFormat: BoundedPaste {
    var pasteReadLimit: Int? { Self.maximumLength }
    func mayFill(_ byte: UInt8) -> Bool { byte.isASCIIAlphanumeric }
}

extension PhoneNumberFormat: BoundedPaste {
    // A `+` is kept only first, so it is not counted (counting a character
    // that may be dropped could cut the paste too early; not counting one
    // that is kept only reads a little further).
    var pasteReadLimit: Int? { Self.maximumRawLength }
    func mayFill(_ byte: UInt8) -> Bool { byte.isASCIIDigit }
}

extension PatternFormat: BoundedPaste {
    /// Bounded when every placeholder takes the same kind of character: then
    /// each such pasted character is kept or matches a literal until the
    /// pattern is full. With mixed placeholders a letter may be dropped where
    /// a digit is due, so the paste is read whole.
    var pasteReadLimit: Int? {
        guard let capacity, let first = slots.first, slots.allSatisfy({ $0 == first }) else { return nil }
        // A paste may match each literal before it fills a placeholder.
        return capacity + tables.flat.count
    }

    func mayFill(_ byte: UInt8) -> Bool {
        switch slots.first {
        case .digit?: byte.isASCIIDigit
        case .letter?: byte.isASCIIAlphanumeric && !byte.isASCIIDigit
        default: byte.isASCIIAlphanumeric
        }
    }
}

extension CharacterFormat: BoundedPaste {
    var pasteReadLimit: Int? { maximumLength }
    func mayFill(_ byte: UInt8) -> Bool { isAllowed(Character(Unicode.Scalar(byte))) }
}

extension UInt8 {
    /// Whether this is an ASCII letter or digit.
    @inline(__always)
    var isASCIIAlphanumeric: Bool {
        (self >= 48 && self <= 57) || ((self | 0x20) >= 97 && (self | 0x20) <= 122)
    }
}
