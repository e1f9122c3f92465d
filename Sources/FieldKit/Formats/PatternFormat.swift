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
/// PatternFormat.pattern("+1 (###) ###-####").displayText(for: "5551234567")   // "+1 (555) 123-4567"
/// PatternFormat.pattern("@@## ####[ ####]").displayText(for: "AB12345678")   // "AB12 3456 78": an optional group
/// PatternFormat.pattern("####{ ####}").displayText(for: "1234567890")        // "1234 5678 90": groups without end
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
        public func accepts(_ character: Character) -> Bool { admits(character) }

        /// Whether `unit` (a `Character`, or a byte of single-byte text) may fill this placeholder.
        @inline(__always)
        func admits<Unit: RawUnit>(_ unit: Unit) -> Bool {
            switch self {
            case .digit: unit.isASCIIDigit
            case .letter: unit.isLetterUnit
            case .alphanumeric: unit.isASCIIDigit || unit.isLetterUnit
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
        /// The placeholders, fixed and repeated.
        let placeholders: Placeholders
        /// How many placeholders must be filled for the value to be complete.
        let requiredCount: Int
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
        /// The longest literal run, for the room a layout needs.
        let longestRun: Int

        /// The literals shown before placeholder `index`, as a range of `flat`.
        @inline(__always)
        func run(before index: Int) -> Range<Int> {
            let fixed = placeholders.fixed.count
            let repeated = placeholders.repeated.count
            if index < fixed { return runs[index] }
            if repeated == 0 { return runs[fixed] }
            let inGroup = (index - fixed) % repeated
            if inGroup > 0 { return repeatRuns[inGroup] }
            return index == fixed ? firstRepeatRun : nextRepeatRun
        }

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
            placeholders = Placeholders(fixed: slots, repeated: repeatSlots)
            self.requiredCount = required
            self.runs = runs.map(add)
            self.repeatRuns = repeatRuns.map(add)
            let lead = runs.count > slots.count ? runs[slots.count] : ""
            firstRepeatRun = add(lead + (repeatRuns.first ?? ""))
            nextRepeatRun = add(trailing + (repeatRuns.first ?? ""))
            self.flat = flat
            flatBytes = flat.characterBytes
            longestRun =
                (self.runs + self.repeatRuns + [firstRepeatRun, nextRepeatRun]).map(\.count).max() ?? 0
        }
    }

    /// The placeholders in order: the fixed ones, then the repeated group's
    /// again and again (the pattern's `{…}` tail), if any.
    struct Placeholders: Sendable {
        /// The placeholders before the open-ended tail.
        let fixed: [Slot]
        /// The repeated group's placeholders; empty without a `{…}` tail.
        let repeated: [Slot]

        /// Placeholder `index`, or `nil` past the last one.
        @inline(__always)
        func slot(at index: Int) -> Slot? {
            if index < fixed.count { return fixed[index] }
            guard !repeated.isEmpty else { return nil }
            return repeated[(index - fixed.count) % repeated.count]
        }
    }

    var slots: [Slot] { tables.placeholders.fixed }
    var repeatSlots: [Slot] { tables.placeholders.repeated }
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

    func slot(at index: Int) -> Slot? { tables.placeholders.slot(at: index) }

    /// The literals shown before placeholder `index`, as a range of `tables.flat`.
    func run(before index: Int) -> Range<Int> { tables.run(before: index) }

    // MARK: RawInputFormat

    /// Walks `displayText` against the pattern: characters equal to the
    /// expected literal are literals, characters that fit the next placeholder are raw.
    public func scan(_ displayText: String) -> RawScan {
        var result = RawScan()
        if let flatBytes = tables.flatBytes, displayText.isSingleByteCharacters {
            align(displayText.utf8, flat: flatBytes) { result.append(String.character(ascii: $0), end: $1) }
        } else {
            align(displayText, flat: tables.flat) { result.append($0, end: $1) }
        }
        return result
    }

    /// Walks display units against the pattern: units equal to the expected
    /// literal are literals, units that fit the next placeholder are raw and
    /// go to `raw` with the display offset just after them.
    @inline(__always)
    private func align<Units: Sequence>(
        _ display: Units, flat: [Units.Element], raw: (Units.Element, Int) -> Void
    ) where Units.Element: RawUnit {
        var aligner = Aligner(format: self, flat: flat, index: 0, preferLiterals: true)
        var offset = 0
        for unit in display {
            offset += 1
            if aligner.isFull { break }
            if aligner.take(unit) { raw(unit, offset) }
        }
    }

    /// Keeps the inserted characters that fit their placeholders; a pasted
    /// formatted value's literals are recognised and skipped.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        if let flatBytes = tables.flatBytes, let bytes = raw.characterBytes {
            let (kept, caret) = accept(units: bytes, inserted: inserted, flat: flatBytes)
            return (kept.characters, caret)
        }
        // An inserted character that joins the one before it (a combining
        // mark typed after a letter) becomes part of that character, which is
        // then offered to its placeholder again.
        var raw = raw
        var inserted = inserted
        // Whether the character before the insertion joined what was typed
        // after it: it is then read again with the insertion, but it stays
        // the user's own character, never a literal of a pasted value.
        var joinedBefore = 0
        var i = inserted.lowerBound
        while i < inserted.upperBound {
            // Not after "\r": it would join a "\n" into one character no placeholder takes.
            if i > 0, raw[i - 1].singleByte != UInt8.carriageReturn {
                let joined = String(raw[i - 1]) + String(raw[i])
                if joined.count == 1, let character = joined.first {
                    raw[i - 1] = character
                    raw.remove(at: i)
                    if i - 1 < inserted.lowerBound { joinedBefore = 1 }
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
        return accept(units: raw, inserted: inserted, flat: tables.flat, joinedBefore: joinedBefore)
    }

    /// - Parameter joinedBefore: how many units at the start of `inserted`
    ///   were there before the edit (a character that joined what was typed
    ///   after it): they are offered to their placeholders first, as the
    ///   user's own, and only the units after them may be a paste's leading literals.
    private func accept<Unit: RawUnit>(
        units raw: [Unit], inserted: Range<Int>, flat: [Unit], joinedBefore: Int = 0
    ) -> (raw: [Unit], caret: Int) {
        // Reserved before the first copy: one allocation.
        var kept: [Unit] = []
        kept.reserveCapacity(raw.count)
        kept += raw[..<inserted.lowerBound]
        var aligner = Aligner(format: self, flat: flat, index: inserted.lowerBound, preferLiterals: false)
        let pasted = min(inserted.lowerBound + joinedBefore, inserted.upperBound)..<inserted.upperBound
        for unit in raw[inserted.lowerBound..<pasted.lowerBound] where !aligner.isFull {
            if aligner.take(unit) { kept.append(unit) }
        }
        // A paste may start with the literal digits or letters the pattern
        // shows before the insertion point ("15551234567" into
        // "+1 (###) ###-####"): they are the pattern's, not the value's, when
        // the paste holds more than the placeholders left can take. A value
        // that fits is the user's own characters, so that a raw value
        // ("1555123456") always shows as itself.
        if pasted.count > 1, let capacity, let first = slot(at: aligner.index) {
            let room = capacity - (raw.count - pasted.count)
            var fitting = 0
            for unit in raw[pasted] where first.admits(unit) {
                fitting += 1
                if fitting > room { break }
            }
            aligner.leadingLiterals = fitting > room
        }
        for unit in raw[pasted] {
            if aligner.isFull { break }
            if aligner.take(unit) { kept.append(unit) }
        }
        let tail = raw[inserted.upperBound...]
        kept.dropInsertedOverflow(after: inserted.lowerBound, tailCount: tail.count, limit: capacity)
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
                if let slot = slot(at: kept.count), slot.admits(unit) { kept.append(unit) }
            }
        }
        return (kept, caret)
    }

    private func fits<Unit: RawUnit>(_ tail: ArraySlice<Unit>, from start: Int) -> Bool {
        if let capacity, start + tail.count > capacity { return false }
        var index = start
        for unit in tail {
            guard let slot = slot(at: index), slot.admits(unit) else { return false }
            index += 1
        }
        return true
    }

    /// The raw characters with the literals before each of them, plus the
    /// closing literals when every placeholder is filled.
    public func layout(_ raw: [Character]) -> String {
        if let flat = tables.flatBytes, let bytes = laidOut(raw.count, flat: flat, { raw[$0].characterByte })
        {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(laidOut(raw.count, flat: tables.flat) { raw[$0] } ?? [])
    }

    /// The `count` raw units `unit(i)` with their literals; `nil` as soon as
    /// `unit` returns `nil`.
    @inline(__always)
    private func laidOut<Unit>(_ count: Int, flat: [Unit], _ unit: (Int) -> Unit?) -> [Unit]? {
        var out: [Unit] = []
        out.reserveCapacity(count * 2 + flat.count)
        for index in 0..<count {
            guard let u = unit(index) else { return nil }
            out += flat[run(before: index)]
            out.append(u)
        }
        if let capacity, count == capacity, capacity > 0 { out += flat[tables.runs[capacity]] }
        return out
    }

    // MARK: Single-byte path

    func rawBytes(in display: UnsafeBufferPointer<UInt8>) -> (raw: [UInt8], ends: [Int]) {
        var raw: [UInt8] = []
        var ends: [Int] = []
        // One more than the display holds: room for a typed byte, which the
        // single-byte path puts into this array in place.
        raw.reserveCapacity(display.count + 1)
        ends.reserveCapacity(display.count)
        var aligner = Aligner(format: self, flat: tables.flatBytes ?? [], index: 0, preferLiterals: true)
        for offset in display.indices {
            if aligner.isFull { break }
            if aligner.take(display[offset]) {
                raw.append(display[offset])
                ends.append(offset + 1)
            }
        }
        return (raw, ends)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        accept(units: raw, inserted: inserted, flat: tables.flatBytes ?? [])
    }

    /// ``layout(_:)`` on bytes, written straight into the string (no array
    /// in between): the raw bytes with the literals before each, plus the
    /// closing literals when every placeholder is filled.
    func layoutBytes(_ raw: [UInt8]) -> String {
        let t = tables
        let flat = t.flatBytes ?? []
        let count = raw.count
        // Each fixed run is shown at most once, a repeated one once per byte
        // (as is the last run past the placeholders of a closed pattern).
        let repeats = isOpenEnded || count > t.placeholders.fixed.count
        let room = count + flat.count + (repeats ? count * t.longestRun : 0)
        let closing = capacity.flatMap { count == $0 && $0 > 0 ? t.runs[$0] : nil }
        return String(unsafeUninitializedCapacity: room) { out in
            var written = 0
            flat.withUnsafeBufferPointer { literals in
                for index in 0..<count {
                    for i in run(before: index) {
                        out[written] = literals[i]
                        written += 1
                    }
                    out[written] = raw[index]
                    written += 1
                }
                for i in closing ?? 0..<0 {
                    out[written] = literals[i]
                    written += 1
                }
            }
            return written
        }
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
    struct Aligner<Unit: RawUnit> {
        /// The parsed pattern (not the format: one reference, no string to retain).
        let tables: Tables
        /// The pattern's arrays, held once so that matching a character retains nothing.
        let flat: [Unit]
        let placeholders: Placeholders
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
            tables = format.tables
            self.flat = flat
            placeholders = format.tables.placeholders
            self.index = index
            self.preferLiterals = preferLiterals
            let run = tables.run(before: index)
            position = run.lowerBound
            end = run.upperBound
        }

        var isFull: Bool { placeholders.slot(at: index) == nil }

        /// Consumes `character`; returns whether it is raw.
        @inline(__always)
        mutating func take(_ character: Unit) -> Bool {
            guard let slot = placeholders.slot(at: index) else { return false }
            let fitsSlot = slot.admits(character)
            if leadingLiterals, fitsSlot {
                var j = position
                while j < end, !slot.admits(flat[j]) { j += 1 }
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
                let run = tables.run(before: index)
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

extension InputFormat where Self == PatternFormat {
    /// A mask such as `"+1 (###) ###-####"`; see ``PatternFormat`` for the syntax.
    ///
    /// Malformed syntax is read as literal text; use
    /// ``PatternFormat/init(validating:)`` to get an error instead.
    public static func pattern(_ pattern: String) -> PatternFormat { PatternFormat(pattern) }
}
