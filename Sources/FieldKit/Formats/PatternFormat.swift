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
public struct PatternFormat: RawInputFormat, Hashable, SingleByteRules {
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
    /// The parsed pattern, shared by copies of the format (one reference to
    /// retain instead of a dozen arrays).
    let tables: Tables

    /// The parsed form of a pattern.
    final class Tables: Sendable {
        /// The placeholders before the open-ended tail, in order.
        let slots: [Slot]
        /// How many placeholders must be filled for the value to be complete.
        let requiredCount: Int
        /// The repeated group's placeholders.
        let repeatSlots: [Slot]
        /// Every literal run, one after another; a run is a range of it.
        let flat: [Character]
        /// `flat` as bytes when every literal is a single-byte character.
        let flatBytes: [UInt8]?
        /// `runs[i]`: the literals before fixed placeholder `i`; `runs[slots.count]`:
        /// those after the last fixed placeholder.
        let runs: [Range<Int>]
        /// The literals before each placeholder of the repeated group (after the first).
        let repeatRuns: [Range<Int>]
        /// The literals before the group's first placeholder, on its first and later repetitions.
        let firstRepeatRun: Range<Int>
        let nextRepeatRun: Range<Int>

        init(
            slots: [Slot], runs: [String], required: Int, repeatSlots: [Slot], repeatRuns: [String],
            trailing: String
        ) {
            var flat: [Character] = []
            func add(_ text: String) -> Range<Int> {
                let start = flat.count
                flat += text
                return start..<flat.count
            }
            self.slots = slots
            self.requiredCount = required
            self.repeatSlots = repeatSlots
            self.runs = runs.map(add)
            self.repeatRuns = repeatRuns.map(add)
            let lead = runs.count > slots.count ? runs[slots.count] : ""
            firstRepeatRun = add(lead + (repeatRuns.first ?? ""))
            nextRepeatRun = add(trailing + (repeatRuns.first ?? ""))
            self.flat = flat
            let bytes = flat.map { $0.singleByte }
            flatBytes = bytes.allSatisfy { $0 != nil && $0 != 0x0D } ? bytes.map { $0 ?? 0 } : nil
        }
    }

    var slots: [Slot] { tables.slots }
    var repeatSlots: [Slot] { tables.repeatSlots }
    var requiredCount: Int { tables.requiredCount }

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
        if !inRepeat { runs.append(run) }
        tables = Tables(
            slots: slots, runs: runs, required: required ?? slots.count, repeatSlots: repeatSlots,
            repeatRuns: repeatRuns, trailing: inRepeat ? run : "")
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
        tables = Tables(
            slots: [], runs: [literal], required: 0, repeatSlots: [], repeatRuns: [], trailing: "")
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

    /// The literals shown before placeholder `index`, as a range of `tables.flat`.
    func run(before index: Int) -> Range<Int> {
        let t = tables
        if index < t.slots.count { return t.runs[index] }
        if t.repeatSlots.isEmpty { return t.runs[t.slots.count] }
        let inGroup = (index - t.slots.count) % t.repeatSlots.count
        if inGroup > 0 { return t.repeatRuns[inGroup] }
        return index == t.slots.count ? t.firstRepeatRun : t.nextRepeatRun
    }

    // MARK: RawInputFormat

    /// Walks `displayText` against the pattern: characters equal to the
    /// expected literal are literals, characters that fit the next placeholder are raw.
    public func scan(_ displayText: String) -> RawScan {
        var result = RawScan()
        if let flatBytes = tables.flatBytes, displayText.isSingleByteCharacters {
            var aligner = Aligner(format: self, flat: flatBytes, index: 0, preferLiterals: true)
            for (i, b) in displayText.utf8.enumerated() {
                if aligner.isFull { break }
                if aligner.take(b) { result.append(String.character(ascii: b), end: i + 1) }
            }
            return result
        }
        var aligner = Aligner(format: self, flat: tables.flat, index: 0, preferLiterals: true)
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
        if let flatBytes = tables.flatBytes {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(raw.count)
            for character in raw {
                guard let b = character.singleByte, b != 0x0D else { break }
                bytes.append(b)
            }
            if bytes.count == raw.count {
                let (kept, caret) = accept(units: bytes, inserted: inserted, flat: flatBytes)
                return (kept.characters, caret)
            }
        }
        // An inserted character that joins the one before it (a combining
        // mark typed after a letter) becomes part of that character, which is
        // then offered to its placeholder again.
        var raw = raw
        var inserted = inserted
        var i = inserted.lowerBound
        while i < inserted.upperBound {
            if i > 0, raw[i - 1].singleByte != 0x0D {
                let joined = String(raw[i - 1]) + String(raw[i])
                if joined.count == 1, let character = joined.first {
                    raw[i - 1] = character
                    raw.remove(at: i)
                    inserted = min(inserted.lowerBound, i - 1)..<(inserted.upperBound - 1)
                    continue
                }
            }
            i += 1
        }
        // A digit joined with what follows it (a variation selector, a skin
        // tone modifier or a mark, typed here or joined by a format chained
        // before this one) fits no slot, and dropping it would take the
        // digit the user typed with it: keep the digit, without the
        // selectors if that is enough, else alone, as `CharacterFormat` does.
        // Before the insertion too, since a chained format may have joined
        // the character there.
        for j in raw.indices where raw[j].unicodeScalars.count > 1 && !Slot.alphanumeric.accepts(raw[j]) {
            if let bare = raw[j].withoutIgnorableScalars, Slot.alphanumeric.accepts(bare) {
                raw[j] = bare
            } else if let first = raw[j].unicodeScalars.first, Slot.alphanumeric.accepts(Character(first)) {
                raw[j] = Character(first)
            }
        }
        return settled(accept(units: raw, inserted: inserted, flat: tables.flat))
    }

    /// `result` as the display will segment it.
    ///
    /// Characters placed side by side can join into one in the display (two
    /// Hangul leading jamo, a base and a combining mark the user typed
    /// apart); the raw value is then what a scan of that display finds, so
    /// the display stays a fixed point. The caret keeps its place counted in
    /// Unicode scalars. Only the `Character` path needs this: ASCII never joins.
    private func settled(_ result: (raw: [Character], caret: Int)) -> (raw: [Character], caret: Int) {
        var (raw, caret) = result
        for _ in 0..<4 {
            let shown = scan(layout(raw)).characters
            if shown == raw { break }
            let caretScalars = raw.prefix(caret).reduce(0) { $0 + $1.unicodeScalars.count }
            var seen = 0
            caret = 0
            for character in shown where seen < caretScalars {
                seen += character.unicodeScalars.count
                caret += 1
            }
            raw = shown
        }
        return (raw, min(caret, raw.count))
    }

    private func accept<Unit: PatternUnit>(units raw: [Unit], inserted: Range<Int>, flat: [Unit]) -> (
        raw: [Unit], caret: Int
    ) {
        var kept = Array(raw[..<inserted.lowerBound])
        kept.reserveCapacity(raw.count)
        var aligner = Aligner(format: self, flat: flat, index: inserted.lowerBound, preferLiterals: false)
        // A paste may start with the literal digits or letters the pattern
        // shows before the insertion point ("15551234567" into
        // "+1 (###) ###-####"): they are the pattern's, not the value's, when
        // the paste holds more than the placeholders left can take. A value
        // that fits is the user's own characters, so that a raw value
        // ("1555123456") always shows as itself.
        if inserted.count > 1, let capacity, let first = slot(at: inserted.lowerBound) {
            let room = capacity - (raw.count - inserted.count)
            var fitting = 0
            for unit in raw[inserted] where unit.fits(first) {
                fitting += 1
                if fitting > room { break }
            }
            aligner.leadingLiterals = fitting > room
        }
        for unit in raw[inserted] {
            if aligner.isFull { break }
            if aligner.take(unit) { kept.append(unit) }
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
            for unit in tail {
                if let slot = slot(at: kept.count), unit.fits(slot) { kept.append(unit) }
            }
        }
        return (kept, caret)
    }

    private func fits<Unit: PatternUnit>(_ tail: ArraySlice<Unit>, from start: Int) -> Bool {
        if let capacity, start + tail.count > capacity { return false }
        var index = start
        for unit in tail {
            guard let slot = slot(at: index), unit.fits(slot) else { return false }
            index += 1
        }
        return true
    }

    /// The raw characters with the literals before each of them, plus the
    /// closing literals when every placeholder is filled.
    public func layout(_ raw: [Character]) -> String {
        if let fast = layoutBytes(raw) { return fast }
        let t = tables
        var out = ""
        out.reserveCapacity(raw.count * 2 + pattern.utf8.count)
        for (index, character) in raw.enumerated() {
            for literal in t.flat[run(before: index)] { out.append(literal) }
            out.append(character)
        }
        if let capacity, raw.count == capacity, capacity > 0 {
            for literal in t.flat[t.runs[capacity]] { out.append(literal) }
        }
        return out
    }

    private func layoutBytes(_ raw: [Character]) -> String? {
        guard let flat = tables.flatBytes else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count * 2 + pattern.utf8.count)
        for (index, character) in raw.enumerated() {
            guard let b = character.singleByte else { return nil }
            out += flat[run(before: index)]
            out.append(b)
        }
        if let capacity, raw.count == capacity, capacity > 0 { out += flat[tables.runs[capacity]] }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Single-byte path

    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        var raw: [UInt8] = []
        var ends: [Int] = []
        raw.reserveCapacity(display.count)
        ends.reserveCapacity(display.count)
        var aligner = Aligner(format: self, flat: tables.flatBytes ?? [], index: 0, preferLiterals: true)
        for (i, b) in display.enumerated() {
            if aligner.isFull { break }
            if aligner.take(b) {
                raw.append(b)
                ends.append(i + 1)
            }
        }
        return (raw, ends)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        accept(units: raw, inserted: inserted, flat: tables.flatBytes ?? [])
    }

    func layoutBytes(_ raw: [UInt8]) -> String {
        let flat = tables.flatBytes ?? []
        var out: [UInt8] = []
        out.reserveCapacity(raw.count * 2 + pattern.utf8.count)
        for (index, b) in raw.enumerated() {
            out += flat[run(before: index)]
            out.append(b)
        }
        if let capacity, raw.count == capacity, capacity > 0 { out += flat[tables.runs[capacity]] }
        return String(decoding: out, as: UTF8.self)
    }

    /// Applies `edit` on bytes when the pattern and the text are ASCII, with
    /// the rules of every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        if tables.flatBytes != nil, let fast = applySingleByte(edit, to: state) { return fast }
        return applyGeneral(edit, to: state)
    }

    /// Complete when every required placeholder is filled.
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        raw.count >= requiredCount ? .valid : .incomplete
    }

    /// Matches characters against the pattern from placeholder `index` on.
    struct Aligner<Unit: PatternUnit> {
        let format: PatternFormat
        /// The pattern's arrays, held once so that matching a character retains nothing.
        let flat: [Unit]
        let slots: [Slot]
        let repeatSlots: [Slot]
        var index: Int
        /// The expected literals: `position..<end` of `flat`.
        var position: Int
        var end: Int
        var matchedLiteral = false
        let preferLiterals: Bool
        /// Until the first raw character: a character equal to the next
        /// literal that would also fit the placeholder (the `1` of `+1 (`)
        /// is taken as that literal.
        var leadingLiterals = false

        init(format: PatternFormat, flat: [Unit], index: Int, preferLiterals: Bool) {
            self.format = format
            self.flat = flat
            slots = format.tables.slots
            repeatSlots = format.tables.repeatSlots
            self.index = index
            self.preferLiterals = preferLiterals
            let run = format.run(before: index)
            position = run.lowerBound
            end = run.upperBound
        }

        @inline(__always)
        func slot(at i: Int) -> Slot? {
            if i < slots.count { return slots[i] }
            guard !repeatSlots.isEmpty else { return nil }
            return repeatSlots[(i - slots.count) % repeatSlots.count]
        }

        var isFull: Bool { slot(at: index) == nil }

        /// Consumes `character`; returns whether it is raw.
        @inline(__always)
        mutating func take(_ character: Unit) -> Bool {
            guard let slot = slot(at: index) else { return false }
            let fitsSlot = character.fits(slot)
            if leadingLiterals, fitsSlot {
                var j = position
                while j < end, !flat[j].fits(slot) { j += 1 }
                if j < end, flat[j] == character {
                    position = j + 1
                    matchedLiteral = true
                    return false
                }
                leadingLiterals = false
            }
            if position < end, flat[position] == character, !fitsSlot || preferLiterals || matchedLiteral {
                position += 1
                matchedLiteral = true
                return false
            }
            if fitsSlot {
                index += 1
                let run = format.run(before: index)
                position = run.lowerBound
                end = run.upperBound
                matchedLiteral = false
                return true
            }
            if let found = flat[position..<end].firstIndex(of: character) {
                position = found + 1
                matchedLiteral = true
            }
            return false
        }
    }
}

/// A unit of text a pattern matches: a `Character`, or a byte of ASCII text.
protocol PatternUnit: Equatable {
    /// Whether this unit may fill `slot`.
    func fits(_ slot: PatternFormat.Slot) -> Bool
}

extension Character: PatternUnit {
    func fits(_ slot: PatternFormat.Slot) -> Bool { slot.accepts(self) }
}

extension UInt8: PatternUnit {
    @inline(__always)
    func fits(_ slot: PatternFormat.Slot) -> Bool {
        let digit = self >= 48 && self <= 57
        let letter = (self | 0x20) >= 97 && (self | 0x20) <= 122
        switch slot {
        case .digit: return digit
        case .letter: return letter
        case .alphanumeric: return digit || letter
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
