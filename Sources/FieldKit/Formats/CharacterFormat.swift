/// A format that keeps some characters, may transform them, and may limit
/// their number, without adding separators.
///
/// These are the building blocks of richer formats and compose by chaining:
///
/// ```swift
/// let passport = CharacterFormat.alphanumeric.uppercased().maxLength(9)
/// passport.displayText(for: "ab-12 345 6789")            // "AB1234567"
/// CharacterFormat.digits(max: 4).displayText(for: "12a345")   // "1234", a PIN
/// ```
///
/// Filtering happens on what the user inserts, so pasting `"12-34"` into a
/// digits field keeps `"1234"`, and a length limit drops the inserted
/// characters that do not fit (never the ones already there).
public struct CharacterFormat: RawInputFormat {
    /// Which characters the format keeps.
    public var isAllowed: @Sendable (Character) -> Bool {
        didSet { recipe = nil }
    }
    /// How a kept character is changed (for example upper-cased).
    public var transform: @Sendable (Character) -> Character {
        didSet { recipe = nil }
    }
    /// The most characters the value may have, or `nil` for no limit.
    public var maximumLength: Int?
    /// What ``isAllowed`` and ``transform`` were built from, when only
    /// FieldKit's own building blocks made them (`.digits`, `.letters`,
    /// `.uppercased()`, ...): what tells two formats built alike apart from
    /// two that merely hold different closures. `nil` once the app supplies
    /// a closure of its own.
    var recipe: Recipe?

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

    /// Keeps a digit of another script as typed when ``isAllowed`` accepts it
    /// (`.uppercased` keeps `٤`; `.digits` does not accept it, so reads it as `4`).
    public func keepsDigitAsTyped(_ digit: Character) -> Bool { isAllowed(digit) }

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
            guard character.characterByte != nil else { return nil }
            guard isAllowed(character) else { continue }
            let form = transform(character)
            guard form.characterByte != nil, isAllowed(form) else { return nil }
            typed.append(form)
        }
        // The limit counts the value as it stood (prefix and tail unfiltered),
        // and only what the user inserted gives way.
        let tail = raw[inserted.upperBound...]
        typed.dropInsertedOverflow(
            after: 0, tailCount: inserted.lowerBound + tail.count, limit: maximumLength)
        var kept: [Character] = []
        kept.reserveCapacity(raw.count)
        for character in raw[..<inserted.lowerBound] {
            guard character.characterByte != nil else { return nil }
            if isAllowed(character) { kept.append(character) }
        }
        kept += typed
        let caret = kept.count
        for character in tail {
            guard character.characterByte != nil else { return nil }
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
                kept.append(transform(bare))
            }
        }
        // Count characters as the display will: a typed combining mark joins
        // the character before it. Otherwise the length limit counts too many
        // and the caret lands past what the user typed.
        kept = Array(String(kept))
        let tail = raw[inserted.upperBound...]
        kept.dropInsertedOverflow(after: inserted.lowerBound, tailCount: tail.count, limit: maximumLength)
        let caretScalars = kept.scalarCount(before: kept.count)
        kept += tail
        return allowedSegments(of: kept, caretScalars: caretScalars)
    }

    /// `raw` as the display will segment it, each character in its allowed
    /// form (dropped when it has none), with the caret after `caretScalars`
    /// scalars.
    ///
    /// Dropping a character can bring two together (two jamo around a removed
    /// "."), and text typed in front of a dangling mark (a vowel sign left at
    /// the start of the field) joins it into one character the filter may
    /// refuse. One pass over the field; ``RawInputFormat/settled(_:)`` then
    /// checks the display is a fixed point.
    private func allowedSegments(of raw: [Character], caretScalars: Int) -> (raw: [Character], caret: Int) {
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

    /// `character` if allowed, else without its ignorable scalars ("4" + VS16
    /// for emoji presentation, "3" + ZWJ is still the digit the user typed),
    /// else its first scalar alone (a "4" typed in front of a dangling vowel
    /// sign joins it), whichever the filter accepts first.
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

    /// This format keeping only characters that also satisfy `predicate`
    /// (a closure: the result is never the same format as another, so
    /// re-assigning it to a field starts a new undo history).
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
        copy.recipe = recipe.map { Recipe(kept: $0.kept, upperCases: true) }
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
        CharacterFormat(maximumLength: count) { _ in true }.built(from: CharacterFormat.Recipe(kept: .any))
    }

    /// Only the characters `isAllowed` accepts.
    public static func filter(_ isAllowed: @escaping @Sendable (Character) -> Bool) -> CharacterFormat {
        CharacterFormat(isAllowed: isAllowed)
    }

    /// ASCII digits 0–9 only.
    public static var digits: CharacterFormat {
        CharacterFormat(isAllowed: isASCIIDigit).built(from: CharacterFormat.Recipe(kept: .digits))
    }

    /// ASCII digits 0–9, at most `max` of them.
    public static func digits(max: Int) -> CharacterFormat { digits.maxLength(max) }

    /// Letters of any script.
    public static var letters: CharacterFormat {
        CharacterFormat(isAllowed: isLetter).built(from: CharacterFormat.Recipe(kept: .letters))
    }

    /// Letters of any script and ASCII digits.
    public static var alphanumeric: CharacterFormat {
        CharacterFormat { isASCIIDigit($0) || isLetter($0) }.built(
            from: CharacterFormat.Recipe(kept: .alphanumeric))
    }

    /// Any characters, upper-cased as they are typed.
    public static var uppercased: CharacterFormat {
        CharacterFormat(transform: uppercasedCharacter, isAllowed: { _ in true })
            .built(from: CharacterFormat.Recipe(kept: .any, upperCases: true))
    }
}

/// `character` upper-cased, or unchanged when its upper case is more than one
/// character (`ß` becomes `SS`), so that one typed character stays one.
@Sendable
func uppercasedCharacter(_ character: Character) -> Character {
    if let byte = character.singleByte {
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            ? Character(Unicode.Scalar(byte - 0x20)) : character
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

extension CharacterFormat: FormatSameness {
    /// What a character format built from FieldKit's building blocks keeps
    /// and how it changes it.
    struct Recipe: Sendable, Hashable {
        /// The characters kept.
        enum Kept: Sendable, Hashable {
            case any, digits, letters, alphanumeric
        }
        var kept: Kept
        var upperCases = false

        /// Whether only ASCII digits are kept.
        var keepsDigitsOnly: Bool { kept == .digits }
    }

    /// This format, noted as built from `recipe`.
    func built(from recipe: Recipe) -> CharacterFormat {
        var copy = self
        copy.recipe = recipe
        return copy
    }

    /// Whether `other` is a character format built alike from FieldKit's
    /// building blocks (`.digits(max: 4)` and `.digits(max: 4)`,
    /// `.alphanumeric.uppercased()` twice) with the same limit: then a view
    /// update that assigns one where the other was keeps the undo history. A
    /// format holding a closure of the app's (`.filter { ... }`, a custom
    /// ``isAllowed``) is never the same as another, since closures cannot be
    /// compared.
    func isSame(as other: any InputFormat) -> Bool {
        guard let recipe, let other = other as? CharacterFormat else { return false }
        return recipe == other.recipe && maximumLength == other.maximumLength
    }
}

extension ChainedFormat: FormatSameness {
    /// Whether `other` chains the same two formats.
    func isSame(as other: any InputFormat) -> Bool {
        guard let other = other as? ChainedFormat else { return false }
        return TextInputCoordinator.isSameFormat(first, other.first)
            && TextInputCoordinator.isSameFormat(second, other.second)
    }
}
