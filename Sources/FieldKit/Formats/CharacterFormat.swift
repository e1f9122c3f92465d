/// A format that keeps some characters, may transform them, and may limit
/// their number, without adding separators.
///
/// These are the building blocks of richer formats and compose by chaining:
///
/// ```swift
/// .inputFormat(.alphanumeric.uppercased().maxLength(9))   // a passport number
/// .inputFormat(.digits(max: 4))                            // a PIN
/// ```
///
/// Filtering happens on what the user inserts, so pasting `"12-34"` into a
/// digits field keeps `"1234"`, and a length limit drops the inserted
/// characters that do not fit (never the ones already there).
public struct CharacterFormat: RawInputFormat {
    /// Which characters the format keeps.
    public var isAllowed: @Sendable (Character) -> Bool
    /// How a kept character is changed (for example upper-cased).
    public var transform: @Sendable (Character) -> Character
    /// The most characters the value may have, or `nil` for no limit.
    public var maximumLength: Int?

    /// A format keeping the characters `isAllowed` accepts, transformed by `transform`.
    public init(
        maximumLength: Int? = nil,
        transform: @escaping @Sendable (Character) -> Character = { $0 },
        isAllowed: @escaping @Sendable (Character) -> Bool
    ) {
        self.isAllowed = isAllowed
        self.transform = transform
        self.maximumLength = maximumLength.map { max($0, 0) }
    }

    /// Every character of the display text is raw.
    public func scan(_ displayText: String) -> RawScan {
        // Single-byte text needs no grapheme breaking: each byte is a character.
        if let ascii = RawScan.singleByte(displayText, { $0 }) { return ascii }
        var result = RawScan()
        result.characters.reserveCapacity(displayText.utf8.count)
        result.ends.reserveCapacity(displayText.utf8.count)
        var offset = 0
        for character in displayText {
            offset += 1
            result.append(character, end: offset)
        }
        return result
    }

    /// Filters and transforms the inserted characters, then trims them to the limit.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptSingleScalarASCII(raw, inserted: inserted) ?? acceptAny(raw, inserted: inserted)
    }

    /// Whether `character` is one ASCII scalar that never joins a neighbour
    /// into one character (carriage return joins a following line feed).
    @inline(__always)
    static func isIsolatedASCII(_ character: Character) -> Bool {
        guard let byte = singleByte(of: character) else { return false }
        return byte != 0x0D
    }

    /// ``accept(_:inserted:)`` for a value of isolated ASCII characters (digits,
    /// Latin letters, punctuation), where nothing can join or split: the same
    /// result as the general path without segmenting the value into characters
    /// again, which costs more than the rest of a keystroke. `nil` when any
    /// character, before or after the transform, is outside that set.
    func acceptSingleScalarASCII(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int)?
    {
        var typed: [Character] = []
        for character in raw[inserted] {
            // Checked before the filter: "4" + VS16 is refused as a whole but
            // kept as "4" by the general path.
            guard Self.isIsolatedASCII(character) else { return nil }
            guard isAllowed(character) else { continue }
            let form = transform(character)
            guard Self.isIsolatedASCII(form), isAllowed(form) else { return nil }
            typed.append(form)
        }
        // The limit counts the value as it stood (prefix and tail unfiltered),
        // and only what the user inserted gives way.
        let tail = raw[inserted.upperBound...]
        if let maximumLength, inserted.lowerBound + typed.count + tail.count > maximumLength {
            typed.removeLast(
                max(0, min(typed.count, inserted.lowerBound + typed.count + tail.count - maximumLength)))
        }
        var kept: [Character] = []
        kept.reserveCapacity(raw.count)
        for character in raw[..<inserted.lowerBound] {
            guard Self.isIsolatedASCII(character) else { return nil }
            if isAllowed(character) { kept.append(character) }
        }
        kept += typed
        let caret = kept.count
        for character in tail {
            guard Self.isIsolatedASCII(character) else { return nil }
            if isAllowed(character) { kept.append(character) }
        }
        return (kept, caret)
    }

    func acceptAny(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        kept.reserveCapacity(raw.count)
        for character in raw[inserted] {
            if isAllowed(character) {
                kept.append(transform(character))
            } else if let bare = character.withoutIgnorableScalars, isAllowed(bare) {
                // "4" + VS16 (emoji presentation) or "3" + ZWJ is still the digit the user typed.
                kept.append(transform(bare))
            }
        }
        // Count characters as the display will: a typed combining mark joins
        // the character before it, and dropping a character can bring two
        // together (two jamo around a removed "."). Otherwise the length limit
        // counts too many and the caret lands past what the user typed.
        kept = Array(String(kept))
        let tail = raw[inserted.upperBound...]
        if let maximumLength, kept.count + tail.count > maximumLength {
            kept.removeLast(
                max(0, min(kept.count - inserted.lowerBound, kept.count + tail.count - maximumLength)))
        }
        let caretScalars = kept.reduce(0) { $0 + $1.unicodeScalars.count }
        kept += tail
        return settled(kept, caretScalars: caretScalars)
    }

    /// `raw` as the display will segment it, every character allowed, with
    /// the caret after `caretScalars` scalars (or the character holding it).
    ///
    /// Text typed in front of a dangling mark (a vowel sign left at the start
    /// of the field) joins it into one character the filter may refuse; the
    /// display would then not be a fixed point. Such a character keeps its
    /// first scalar when that is allowed (the "4" the user typed) and sheds
    /// the rest. One pass over the field.
    private func settled(_ raw: [Character], caretScalars: Int) -> (raw: [Character], caret: Int) {
        var result: [Character] = []
        result.reserveCapacity(raw.count)
        var caret = 0
        var seen = 0
        for character in String(raw) {
            let start = seen
            seen += character.unicodeScalars.count
            guard let kept = allowedForm(of: character) else { continue }
            result.append(kept)
            if start < caretScalars { caret = result.count }
        }
        return (result, caret)
    }

    /// `character` if allowed, else without its ignorable scalars, else its
    /// first scalar alone, whichever the filter accepts first.
    private func allowedForm(of character: Character) -> Character? {
        if isAllowed(character) { return character }
        if let bare = character.withoutIgnorableScalars, isAllowed(bare) { return bare }
        guard character.unicodeScalars.count > 1, let first = character.unicodeScalars.first else {
            return nil
        }
        let base = Character(first)
        return isAllowed(base) ? base : nil
    }

    /// The raw characters as they are.
    public func layout(_ raw: [Character]) -> String { String(raw) }

    /// Valid, or incomplete when empty is not allowed? Always valid: a
    /// character format has no notion of completeness (use a validator).
    public func validity(ofRaw raw: [Character]) -> FormatValidity { .valid }

    /// This format keeping only characters that also satisfy `predicate`.
    public func filter(_ predicate: @escaping @Sendable (Character) -> Bool) -> CharacterFormat {
        let allowed = isAllowed
        var copy = self
        copy.isAllowed = { allowed($0) && predicate($0) }
        return copy
    }

    /// This format with kept characters upper-cased.
    public func uppercased() -> CharacterFormat {
        let previous = transform
        var copy = self
        copy.transform = { uppercasedCharacter(previous($0)) }
        return copy
    }

    /// This format limited to `count` characters.
    public func maxLength(_ count: Int) -> CharacterFormat {
        var copy = self
        copy.maximumLength = min(max(count, 0), maximumLength ?? .max)
        return copy
    }
}

extension InputFormat where Self == CharacterFormat {
    /// Any characters, up to `count` of them.
    public static func maxLength(_ count: Int) -> CharacterFormat {
        CharacterFormat(maximumLength: count) { _ in true }
    }

    /// Only the characters `isAllowed` accepts.
    public static func filter(_ isAllowed: @escaping @Sendable (Character) -> Bool) -> CharacterFormat {
        CharacterFormat(isAllowed: isAllowed)
    }

    /// ASCII digits 0–9 only.
    public static var digits: CharacterFormat { CharacterFormat(isAllowed: isASCIIDigit) }

    /// ASCII digits 0–9, at most `max` of them.
    public static func digits(max: Int) -> CharacterFormat { digits.maxLength(max) }

    /// Letters of any script.
    public static var letters: CharacterFormat { CharacterFormat(isAllowed: isLetter) }

    /// Letters of any script and ASCII digits.
    public static var alphanumeric: CharacterFormat {
        CharacterFormat { isASCIIDigit($0) || isLetter($0) }
    }

    /// Any characters, upper-cased as they are typed.
    public static var uppercased: CharacterFormat {
        CharacterFormat(transform: uppercasedCharacter, isAllowed: { _ in true })
    }
}

/// `character` upper-cased, or unchanged when its upper case is more than one
/// character (`ß` becomes `SS`), so that one typed character stays one.
@Sendable
func uppercasedCharacter(_ character: Character) -> Character {
    if let byte = singleByte(of: character) {
        return byte >= 0x61 && byte <= 0x7A ? Character(Unicode.Scalar(byte - 0x20)) : character
    }
    let upper = character.uppercased()
    return upper.count == 1 ? Character(upper) : character
}

extension Character {
    /// This character without its default-ignorable scalars (variation
    /// selectors, joiners, bidi marks), when that leaves one other character.
    var withoutIgnorableScalars: Character? {
        guard unicodeScalars.contains(where: \.properties.isDefaultIgnorableCodePoint) else { return nil }
        var bare = String.UnicodeScalarView()
        bare.append(contentsOf: unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        let string = String(bare)
        return string.count == 1 ? string.first : nil
    }
}

/// The byte of a one-byte character, read from its UTF-8 (the `Character`
/// property look-ups cost more than the rest of a keystroke).
@inline(__always)
func singleByte(of character: Character) -> UInt8? {
    var utf8 = character.utf8.makeIterator()
    guard let byte = utf8.next(), byte < 0x80, utf8.next() == nil else { return nil }
    return byte
}

/// Whether `character` is one of the ASCII digits 0–9.
@Sendable
func isASCIIDigit(_ character: Character) -> Bool {
    guard let byte = singleByte(of: character) else { return false }
    return byte >= 0x30 && byte <= 0x39
}

/// Whether `character` is a letter of any script; ASCII is decided from its byte.
@Sendable
func isLetter(_ character: Character) -> Bool {
    if let byte = singleByte(of: character) { return (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    return character.isLetter
}
