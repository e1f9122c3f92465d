import Testing

@testable import FieldKit

/// Editing helpers in `Character` offsets, which is how the tests think.
extension TextEditingState {
    /// A state showing `text` with the selection `lower..<upper` (Character offsets).
    static func at(_ text: String, _ lower: Int, _ upper: Int? = nil) -> TextEditingState {
        var state = TextEditingState(text: text)
        let lo = text.index(text.startIndex, offsetBy: lower)
        let hi = text.index(text.startIndex, offsetBy: upper ?? lower)
        state.select(lo..<hi)
        return state
    }

    /// The selection in Character offsets.
    var characterSelection: Range<Int> {
        let lo = text.distance(from: text.startIndex, to: selection.lowerBound)
        return lo..<(lo + text.distance(from: selection.lowerBound, to: selection.upperBound))
    }

    /// The edit replacing Character offsets `lower..<upper` with `replacement`.
    func edit(_ lower: Int, _ upper: Int, _ replacement: String) -> TextEdit {
        let lo = text.index(text.startIndex, offsetBy: lower)
        return TextEdit(range: lo..<text.index(lo, offsetBy: upper - lower), replacement: replacement)
    }
}

/// Drives a format the way a widget does.
struct Typist<Format: InputFormat> {
    let format: Format
    var state = TextEditingState()

    init(_ format: Format, text: String = "") {
        self.format = format
        state = TextEditingState(text: format.displayText(for: text))
    }

    /// Whether the keys typed since the grouping key of an amount became its
    /// decimal separator may read it as grouping again, as the coordinator
    /// keeps track of (``AmountFormat/groupingReading(of:on:)``).
    var groupingKeyIsDecimal = false

    /// Types `characters` one at a time at the caret.
    mutating func type(_ characters: String) {
        for character in characters {
            let c = state.characterSelection
            let edit = state.edit(c.lowerBound, c.upperBound, String(character))
            guard let amount = format as? AmountFormat, c.isEmpty else {
                state = format.apply(edit, to: state)
                groupingKeyIsDecimal = false
                continue
            }
            let before = state
            if groupingKeyIsDecimal, let reading = amount.groupingReading(of: edit, on: before) {
                state = amount.apply(reading.edit, to: reading.state)
                groupingKeyIsDecimal = false
            } else {
                state = amount.apply(edit, to: before)
                groupingKeyIsDecimal =
                    groupingKeyIsDecimal || amount.madeGroupingKeyDecimal(edit, before: before, result: state)
            }
        }
    }

    /// Pastes `text` over the selection.
    mutating func paste(_ text: String) {
        groupingKeyIsDecimal = false
        let c = state.characterSelection
        state = format.apply(state.edit(c.lowerBound, c.upperBound, text), to: state)
    }

    /// Backspace: deletes the selection, or the character before the caret.
    mutating func backspace() {
        groupingKeyIsDecimal = false
        let c = state.characterSelection
        guard !c.isEmpty || c.lowerBound > 0 else { return }
        let range = c.isEmpty ? (c.lowerBound - 1)..<c.lowerBound : c
        state = format.apply(state.edit(range.lowerBound, range.upperBound, ""), to: state)
    }

    /// Moves the caret to Character offset `offset`.
    mutating func moveCaret(to offset: Int) {
        groupingKeyIsDecimal = false
        state = .at(state.text, offset)
    }

    var text: String { state.text }
    var caret: Int { state.characterSelection.upperBound }
}

/// Sweeps every caret position and edit kind over a raw format and checks
/// the rules every format promises.
struct FormatSweep<Format: RawInputFormat> {
    let format: Format
    /// Characters to type at every caret position.
    var typed: [Character]
    /// Texts to paste at every caret position.
    var pastes: [String] = []
    /// The existing raw characters that an insertion must keep (all of them by default).
    var existing: ([Character]) -> [Character] = { $0 }
    /// The raw characters a paste is expected to insert (before capacity limits).
    lazy var pasteRaw: (String) -> [Character] = { [format] in
        format.scan(format.displayText(for: $0)).characters
    }
    /// The raw value expected after inserting `inserted` (already-filtered
    /// raw characters) at raw index `at`, or `nil` when the format may reshape
    /// it (capacity, month rules): then only "nothing existing is lost" is checked.
    var insertion: (_ raw: [Character], _ at: Int, _ inserted: [Character]) -> [Character]?
    /// The raw value expected after removing `removed` from `raw`, or `nil` to skip.
    var deletion: (_ raw: [Character], _ removed: Range<Int>) -> [Character]? = { raw, removed in
        Array(raw[..<removed.lowerBound] + raw[removed.upperBound...])
    }

    struct Failure: CustomStringConvertible {
        var description: String
    }

    /// The Character offset after raw character `i` counts as "after" it.
    func rawBefore(_ offset: Int, in text: String) -> Int {
        format.scan(text).ends.partitioningIndex { $0 > offset }
    }

    func checkResult(
        _ result: TextEditingState, context: @autoclosure () -> String, failures: inout [String]
    ) {
        let text = result.text
        if format.displayText(for: text) != text {
            failures.append(
                "not a fixed point: \(text.debugDescription) -> "
                    + "\(format.displayText(for: text).debugDescription) after \(context())")
        }
        let raw = format.rawValue(for: text)
        if format.rawValue(for: format.displayText(for: raw)) != raw {
            failures.append("raw value does not survive a round trip: \(raw) after \(context())")
        }
        if !result.selection.isEmpty { failures.append("selection not collapsed after \(context())") }
    }

    /// Runs every edit at every position of each of `displays`; returns failures.
    mutating func run(displays: [String]) -> [String] {
        var failures: [String] = []
        for display in displays {
            let oldScan = format.scan(display)
            let oldRaw = oldScan.characters
            let length = display.count
            for caret in 0...length {
                let state = TextEditingState.at(display, caret)
                let k = rawBefore(caret, in: display)
                // Typing and pasting.
                var insertions: [(String, [Character])] = typed.map { (String($0), pasteRaw(String($0))) }
                for paste in pastes { insertions.append((paste, pasteRaw(paste))) }
                for (text, rawInserted) in insertions {
                    let result = format.apply(state.edit(caret, caret, text), to: state)
                    let context =
                        "inserting \(text.debugDescription) at \(caret) of \(display.debugDescription)"
                    checkResult(result, context: context, failures: &failures)
                    let newRaw = format.scan(result.text).characters
                    if !isSubsequence(existing(oldRaw), of: newRaw) {
                        failures.append("lost existing characters: \(String(newRaw)) \(context)")
                    }
                    if let expected = insertion(oldRaw, k, rawInserted) {
                        if newRaw != expected {
                            failures.append("raw \(String(newRaw)), expected \(String(expected)) \(context)")
                        } else {
                            let landed = rawBefore(result.characterSelection.upperBound, in: result.text)
                            let want =
                                k + rawInserted.count - (oldRaw.count + rawInserted.count - expected.count)
                            if landed != want {
                                failures.append(
                                    "caret after \(landed) raw characters, expected \(want) \(context)")
                            }
                        }
                    }
                }
                // Backspace and forward delete of one character.
                if caret > 0 {
                    let result = format.apply(state.edit(caret - 1, caret, ""), to: state)
                    let context = "backspace at \(caret) of \(display.debugDescription)"
                    checkResult(result, context: context, failures: &failures)
                    if k > 0, let expected = deletion(oldRaw, (k - 1)..<k) {
                        let newRaw = format.scan(result.text).characters
                        if newRaw != expected {
                            failures.append("raw \(String(newRaw)), expected \(String(expected)) \(context)")
                        }
                        let landed = rawBefore(result.characterSelection.upperBound, in: result.text)
                        if expected.count == oldRaw.count - 1 && landed != k - 1
                            && !(k - 1 == 0 && landed == 0)
                        {
                            failures.append(
                                "caret after \(landed) raw characters, expected \(k - 1) \(context)")
                        }
                    }
                }
                if caret < length {
                    let result = format.apply(state.edit(caret, caret + 1, ""), to: state)
                    let context = "forward delete at \(caret) of \(display.debugDescription)"
                    checkResult(result, context: context, failures: &failures)
                    if k < oldRaw.count, let expected = deletion(oldRaw, k..<(k + 1)) {
                        let newRaw = format.scan(result.text).characters
                        if newRaw != expected {
                            failures.append("raw \(String(newRaw)), expected \(String(expected)) \(context)")
                        }
                    }
                }
                // Deleting every selection that starts here.
                for upper in (caret + 1)..<(length + 1) {
                    let selected = TextEditingState.at(display, caret, upper)
                    let result = format.apply(selected.edit(caret, upper, ""), to: selected)
                    let context = "deleting \(caret)..<\(upper) of \(display.debugDescription)"
                    checkResult(result, context: context, failures: &failures)
                    let low = oldScan.ends.partitioningIndex { $0 > caret }
                    let high = max(low, oldScan.ends.partitioningIndex { $0 > upper })
                    if let expected = deletion(oldRaw, low..<high) {
                        let newRaw = format.scan(result.text).characters
                        if newRaw != expected {
                            failures.append("raw \(String(newRaw)), expected \(String(expected)) \(context)")
                        }
                    }
                }
            }
        }
        return failures
    }
}

func isSubsequence(_ a: [Character], of b: [Character]) -> Bool {
    var i = 0
    for c in b where i < a.count && a[i] == c { i += 1 }
    return i == a.count
}

/// Inserting into an unbounded value keeps everything.
func plainInsertion(_ raw: [Character], _ at: Int, _ inserted: [Character]) -> [Character]? {
    Array(raw[..<at] + inserted + raw[at...])
}

/// Inserting keeps everything while the result fits `capacity`.
func insertion(upTo capacity: Int) -> ([Character], Int, [Character]) -> [Character]? {
    { raw, at, inserted in
        raw.count + inserted.count <= capacity ? Array(raw[..<at] + inserted + raw[at...]) : nil
    }
}
