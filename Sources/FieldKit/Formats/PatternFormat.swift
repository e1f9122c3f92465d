/// A mask: fixed literals around placeholders for digits, letters or both.
///
/// The syntax (see `Guides/Pattern.md`):
///
/// | in the pattern | means |
/// |---|---|
/// | `#` | one ASCII digit |
/// | `@` | one letter (any script) |
/// | `*` | one letter or ASCII digit |
/// | `\x` | the character `x` as a literal (`\#`, `\@`, `\\`, `\[` ...) |
/// | `[` … `]` | an optional tail: the value is complete without it; only at the end |
/// | `{` … `}` | an open-ended tail repeated as long as there is input; only at the end |
/// | anything else | a literal shown as it is |
///
/// ```swift
/// .inputFormat(.pattern("+1 (###) ###-####"))     // "5551234567" shows "+1 (555) 123-4567"
/// .inputFormat(.pattern("@@## ####[ ####]"))      // required and optional groups
/// .inputFormat(.pattern("####{ ####}"))           // groups of four, without end
/// ```
///
/// Literals appear lazily: the ones before a placeholder are shown when that
/// placeholder gets a character, so an empty value shows nothing and deleting
/// the last digit also removes the separator before it. Literals after the last
/// placeholder are shown once every placeholder is filled.
public struct PatternFormat: RawInputFormat, Hashable {
    /// What one placeholder accepts.
    public enum Slot: Sendable, Hashable {
        /// An ASCII digit (`#`).
        case digit
        /// A letter of any script (`@`).
        case letter
        /// A letter or ASCII digit (`*`).
        case alphanumeric

        /// Whether `character` may fill this placeholder.
        public func accepts(_ character: Character) -> Bool {
            if let b = character.singleByte {
                let digit = b >= 48 && b <= 57
                let letter = (b | 0x20) >= 97 && (b | 0x20) <= 122
                switch self {
                case .digit: return digit
                case .letter: return letter
                case .alphanumeric: return digit || letter
                }
            }
            return switch self {
            case .digit: character.isASCII && character.isNumber
            case .letter: character.isLetter
            case .alphanumeric: character.isLetter || (character.isASCII && character.isNumber)
            }
        }
    }

    /// The pattern as written.
    public let pattern: String
    /// The placeholders before the open-ended tail, in order.
    let slots: [Slot]
    /// `runs[i]`: the literals shown before placeholder `i` (for `i < slots.count`);
    /// `runs[slots.count]`: the literals after the last fixed placeholder.
    let runs: [String]
    /// How many placeholders must be filled for the value to be complete.
    let requiredCount: Int
    /// The repeated group: its placeholders and the literals before each of them.
    let repeatSlots: [Slot]
    let repeatRuns: [String]
    /// Literals at the end of the repeated group, shown before its next repetition.
    let repeatTrailing: String
    /// The literals before the group's first placeholder, on its first and later repetitions.
    let firstRepeatRun: String
    let nextRepeatRun: String
    /// The same literal runs as `Character` arrays (for matching) and, when
    /// every literal is ASCII, as bytes (for a layout without grapheme work).
    let runCharacters: [[Character]]
    let repeatRunCharacters: [[Character]]
    let firstRepeatCharacters: [Character]
    let nextRepeatCharacters: [Character]
    let isASCII: Bool

    /// Parses `pattern`, throwing on malformed syntax.
    ///
    /// - Throws: ``PatternSyntaxError`` for a dangling escape, an unclosed or
    ///   nested bracket, a tail that is not at the end, or a repeated group
    ///   without placeholder.
    public init(validating pattern: String) throws(PatternSyntaxError) {
        self.pattern = pattern
        var slots: [Slot] = []
        var runs: [String] = []
        var run = ""
        var required: Int?
        var repeatSlots: [Slot] = []
        var repeatRuns: [String] = []
        var inRepeat = false
        var closed = false
        var escaped = false
        var inOptional = false
        for (offset, character) in pattern.enumerated() {
            if closed { throw .tailNotAtEnd(offset: offset) }
            if escaped {
                run.append(character)
                escaped = false
                continue
            }
            let slot: Slot? =
                switch character {
                case "#": .digit
                case "@": .letter
                case "*": .alphanumeric
                default: nil
                }
            if let slot {
                if inRepeat {
                    repeatSlots.append(slot)
                    repeatRuns.append(run)
                } else {
                    slots.append(slot)
                    runs.append(run)
                }
                run = ""
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[":
                if inOptional || inRepeat { throw .nestedBracket(offset: offset) }
                inOptional = true
                required = slots.count
            case "]":
                guard inOptional else { throw .unbalancedBracket(offset: offset) }
                closed = true
            case "{":
                if inOptional || inRepeat { throw .nestedBracket(offset: offset) }
                inRepeat = true
                runs.append(run)
                run = ""
            case "}":
                guard inRepeat else { throw .unbalancedBracket(offset: offset) }
                if repeatSlots.isEmpty { throw .repeatWithoutPlaceholder(offset: offset) }
                closed = true
            default: run.append(character)
            }
        }
        if escaped { throw .danglingEscape }
        if (inOptional || inRepeat) && !closed { throw .unbalancedBracket(offset: pattern.count) }
        if inRepeat {
            self.repeatTrailing = run
        } else {
            runs.append(run)
            self.repeatTrailing = ""
        }
        self.slots = slots
        self.runs = runs
        self.requiredCount = required ?? slots.count
        self.repeatSlots = repeatSlots
        self.repeatRuns = repeatRuns
        firstRepeatRun = inRepeat ? runs[slots.count] + (repeatRuns.first ?? "") : ""
        nextRepeatRun = inRepeat ? repeatTrailing + (repeatRuns.first ?? "") : ""
        runCharacters = runs.map(Array.init)
        repeatRunCharacters = repeatRuns.map(Array.init)
        firstRepeatCharacters = Array(firstRepeatRun)
        nextRepeatCharacters = Array(nextRepeatRun)
        isASCII = (runs + repeatRuns + [repeatTrailing]).allSatisfy {
            $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
    }

    /// Parses `pattern` leniently: anything malformed is taken as literal text.
    public init(_ pattern: String) {
        if let parsed = try? PatternFormat(validating: pattern) {
            self = parsed
        } else {
            var escaped = ""
            for character in pattern {
                if "\\[]{}".contains(character) { escaped.append("\\") }
                escaped.append(character)
            }
            self = (try? PatternFormat(validating: escaped)) ?? PatternFormat(literal: pattern)
        }
    }

    private init(literal: String) {
        pattern = literal
        slots = []
        runs = [literal]
        requiredCount = 0
        repeatSlots = []
        repeatRuns = []
        repeatTrailing = ""
        firstRepeatRun = ""
        nextRepeatRun = ""
        runCharacters = [Array(literal)]
        repeatRunCharacters = []
        firstRepeatCharacters = []
        nextRepeatCharacters = []
        isASCII = false
    }

    /// Whether the value may grow without limit (the pattern has a `{…}` tail).
    public var isOpenEnded: Bool { !repeatSlots.isEmpty }

    /// The most raw characters the pattern holds, or `nil` when it is open-ended.
    public var capacity: Int? { isOpenEnded ? nil : slots.count }

    /// Equal patterns behave the same.
    public static func == (a: PatternFormat, b: PatternFormat) -> Bool { a.pattern == b.pattern }

    /// Hashes the pattern.
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    // MARK: Placeholders by index

    func slot(at index: Int) -> Slot? {
        if index < slots.count { return slots[index] }
        guard !repeatSlots.isEmpty else { return nil }
        return repeatSlots[(index - slots.count) % repeatSlots.count]
    }

    /// The literals shown before placeholder `index`.
    func fullRun(before index: Int) -> String {
        if index < slots.count { return runs[index] }
        if repeatSlots.isEmpty { return runs[slots.count] }
        let inGroup = (index - slots.count) % repeatSlots.count
        if inGroup > 0 { return repeatRuns[inGroup] }
        return index == slots.count ? firstRepeatRun : nextRepeatRun
    }

    /// ``fullRun(before:)`` as characters.
    func fullRunCharacters(before index: Int) -> [Character] {
        if index < slots.count { return runCharacters[index] }
        if repeatSlots.isEmpty { return runCharacters[slots.count] }
        let inGroup = (index - slots.count) % repeatSlots.count
        if inGroup > 0 { return repeatRunCharacters[inGroup] }
        return index == slots.count ? firstRepeatCharacters : nextRepeatCharacters
    }

    // MARK: RawInputFormat

    /// Walks `displayText` against the pattern: characters equal to the
    /// expected literal are literals, characters that fit the next placeholder are raw.
    public func scan(_ displayText: String) -> RawScan {
        var result = RawScan()
        var aligner = Aligner(format: self, index: 0, preferLiterals: true)
        var offset = 0
        for character in displayText {
            offset += 1
            if aligner.isFull { break }
            if aligner.take(character) { result.append(character, end: offset) }
        }
        return result
    }

    /// Keeps the inserted characters that fit their placeholders; a pasted
    /// formatted value's literals are recognised and skipped.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        kept.reserveCapacity(raw.count)
        var aligner = Aligner(format: self, index: inserted.lowerBound, preferLiterals: false)
        for character in raw[inserted] {
            if aligner.isFull { break }
            if aligner.take(character) { kept.append(character) }
        }
        let tail = raw[inserted.upperBound...]
        if let capacity, kept.count + tail.count > capacity {
            kept.removeLast(min(kept.count - inserted.lowerBound, kept.count + tail.count - capacity))
        }
        var caret = kept.count
        // The characters after the insertion must still fit their (shifted)
        // placeholders; drop inserted characters until they do.
        while caret > inserted.lowerBound && !fits(tail, from: caret) {
            kept.removeLast()
            caret -= 1
        }
        if fits(tail, from: caret) {
            kept += tail
        } else {
            for character in tail {
                if let slot = slot(at: kept.count), slot.accepts(character) { kept.append(character) }
            }
        }
        return (kept, caret)
    }

    private func fits(_ tail: ArraySlice<Character>, from start: Int) -> Bool {
        if let capacity, start + tail.count > capacity { return false }
        var index = start
        for character in tail {
            guard let slot = slot(at: index), slot.accepts(character) else { return false }
            index += 1
        }
        return true
    }

    /// The raw characters with the literals before each of them, plus the
    /// closing literals when every placeholder is filled.
    public func layout(_ raw: [Character]) -> String {
        if isASCII, let fast = layoutBytes(raw) { return fast }
        var out = ""
        out.reserveCapacity(raw.count * 2 + pattern.utf8.count)
        for (index, character) in raw.enumerated() {
            out += fullRun(before: index)
            out.append(character)
        }
        if let capacity, raw.count == capacity, capacity > 0 { out += runs[capacity] }
        return out
    }

    private func layoutBytes(_ raw: [Character]) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count * 2 + pattern.utf8.count)
        for (index, character) in raw.enumerated() {
            guard let b = character.singleByte else { return nil }
            for literal in fullRunCharacters(before: index) { out.append(literal.singleByte ?? 32) }
            out.append(b)
        }
        if let capacity, raw.count == capacity, capacity > 0 { out += runs[capacity].utf8 }
        return String(decoding: out, as: UTF8.self)
    }

    /// Complete when every required placeholder is filled.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        raw.count >= requiredCount ? .valid : .incomplete
    }

    /// Matches characters against the pattern from placeholder `index` on.
    struct Aligner {
        let format: PatternFormat
        var index: Int
        var literals: [Character]
        var position = 0
        var matchedLiteral = false
        let preferLiterals: Bool

        init(format: PatternFormat, index: Int, preferLiterals: Bool) {
            self.format = format
            self.index = index
            self.preferLiterals = preferLiterals
            literals = format.fullRunCharacters(before: index)
        }

        var isFull: Bool { format.slot(at: index) == nil }

        /// Consumes `character`; returns whether it is raw.
        mutating func take(_ character: Character) -> Bool {
            guard let slot = format.slot(at: index) else { return false }
            let fitsSlot = slot.accepts(character)
            if position < literals.count, literals[position] == character,
                !fitsSlot || preferLiterals || matchedLiteral
            {
                position += 1
                matchedLiteral = true
                return false
            }
            if fitsSlot {
                index += 1
                literals = format.fullRunCharacters(before: index)
                position = 0
                matchedLiteral = false
                return true
            }
            if let found = literals[position...].firstIndex(of: character) {
                position = found + 1
                matchedLiteral = true
            }
            return false
        }
    }
}

/// What is wrong with a pattern given to ``PatternFormat/init(validating:)``.
public enum PatternSyntaxError: Error, Sendable, Hashable {
    /// The pattern ends with a lone `\`.
    case danglingEscape
    /// A `[`, `]`, `{` or `}` without its partner, at this character offset.
    case unbalancedBracket(offset: Int)
    /// A bracket inside another, at this character offset.
    case nestedBracket(offset: Int)
    /// Something follows an optional or repeated tail, at this character offset.
    case tailNotAtEnd(offset: Int)
    /// A `{…}` group with no placeholder would repeat forever.
    case repeatWithoutPlaceholder(offset: Int)
}

extension InputFormat where Self == PatternFormat {
    /// A mask such as `"+1 (###) ###-####"`; see ``PatternFormat`` for the syntax.
    ///
    /// Malformed syntax is read as literal text; use
    /// ``PatternFormat/init(validating:)`` to get an error instead.
    public static func pattern(_ pattern: String) -> PatternFormat { PatternFormat(pattern) }
}
