/// One unit of a raw value: a `Character`, or a byte of single-byte text.
///
/// A format writes a rule once, generic over the unit, and runs it on bytes
/// when the text is single-byte (the fast path) and on `Character`s otherwise,
/// so the two paths cannot drift apart.
protocol RawUnit: Equatable {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { get }
    /// Whether this is a letter: of any script for a `Character`, A–Z or a–z for a byte.
    var isLetterUnit: Bool { get }
}

extension UInt8: RawUnit {
    /// `"\r"`: ASCII, yet not a `Character` by itself, since it joins a
    /// following `"\n"` into the one `Character` `"\r\n"`. Text holding it
    /// never takes a single-byte path, where each byte must be a `Character`.
    static let carriageReturn: UInt8 = 0x0D

    /// Whether this byte is one of the ASCII digits 0–9.
    @inline(__always)
    var isASCIIDigit: Bool { self &- 0x30 < 10 }

    /// Whether this byte is an ASCII letter, A–Z or a–z.
    @inline(__always)
    var isLetterUnit: Bool { (self | 0x20) &- 0x61 < 26 }

    /// Whether this byte is a whole `Character` by itself: ASCII other than
    /// ``carriageReturn``.
    @inline(__always)
    var isCharacterByte: Bool { self < 0x80 && self != Self.carriageReturn }
}

extension Character: RawUnit {
    /// The byte of a one-byte (ASCII) character, read from its UTF-8, or `nil`.
    ///
    /// Cheaper than `asciiValue`, which first compares with `"\r\n"`, and than
    /// the `Character` property look-ups, which cost more than the rest of a keystroke.
    @inline(__always)
    var singleByte: UInt8? {
        var utf8 = self.utf8.makeIterator()
        guard let byte = utf8.next(), byte < 0x80, utf8.next() == nil else { return nil }
        return byte
    }

    /// The byte of a character that a single-byte path can take (see
    /// `UInt8.isCharacterByte`), or `nil`.
    @inline(__always)
    var characterByte: UInt8? {
        guard let byte = singleByte, byte != UInt8.carriageReturn else { return nil }
        return byte
    }

    /// The value (0–9) of an ASCII digit, or `nil`.
    @inline(__always)
    var asciiDigit: UInt8? {
        guard let byte = singleByte, byte.isASCIIDigit else { return nil }
        return byte - 0x30
    }

    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { asciiDigit != nil }

    /// Whether this is a letter of any script; ASCII is decided from its byte.
    var isLetterUnit: Bool {
        if let byte = singleByte { return byte.isLetterUnit }
        return isLetter
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is a whole `Character` (see `UInt8.isCharacterByte`),
    /// so that byte offsets are `Character` offsets.
    var areCharacterBytes: Bool {
        for b in self where !b.isCharacterByte { return false }
        return true
    }
}

extension String {
    /// Whether every `Character` is one byte (ASCII without `"\r"`), so that
    /// byte offsets are `Character` offsets.
    ///
    /// Formats lay out ASCII text almost always; this lets them skip grapheme
    /// breaking, which dominates the cost of a keystroke in a short field.
    var isSingleByteCharacters: Bool {
        var copy = self
        return copy.withUTF8 { $0.areCharacterBytes }
    }

    /// The `Character` for an ASCII byte, without grapheme breaking.
    @inline(__always)
    static func character(ascii byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
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

/// Whether `character` is one of the ASCII digits 0–9 (a filter for ``CharacterFormat``).
@Sendable
func isASCIIDigit(_ character: Character) -> Bool { character.isASCIIDigit }

/// Whether `character` is a letter of any script (a filter for ``CharacterFormat``).
@Sendable
func isLetter(_ character: Character) -> Bool { character.isLetterUnit }

extension Array where Element == Character {
    /// The bytes of these characters when every one is a single-byte
    /// `Character` (see `UInt8.isCharacterByte`), else `nil`.
    var characterBytes: [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for character in self {
            guard let byte = character.characterByte else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
