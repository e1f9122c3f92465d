import FieldKit
import FuzzSupport

// Applies edits, selections and marked ranges with arbitrary ranges in every
// unit to arbitrary text, and checks each outcome against PositionOracle.
//
// Invariants: no trap; a range the oracle accepts gives exactly the oracle's
// text and caret; a range it rejects throws exactly the oracle's error and
// leaves the state unchanged; after every step the state's lengths, selection
// and marked range pass `checkInvariants`.

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    var state = TextEditingState(text: input.text(maxScalars: 64))
    checkInvariants(state, "initial")
    var step = 0
    while !input.isExhausted && step < 64 {
        step += 1
        let before = state
        let oracle = PositionOracle(state.text)
        switch input.byte() % 7 {
        case 0:
            let unit = input.unit()
            let range = input.range(length: oracle.length(in: unit), unit: unit)
            let replacement = input.text(maxScalars: 8)
            let result = Result { () throws(TextSpanError) in try state.replace([range], with: replacement) }
            checkReplace(
                before: before, after: state, oracle: oracle, expected: oracle.resolveAll([range]),
                result: result, replacement: replacement)
        case 1:
            let count = input.int(in: 0...3)
            let ranges = (0..<count).map { _ in
                let unit = input.unit()
                return input.range(length: oracle.length(in: unit), unit: unit)
            }
            let replacement = input.text(maxScalars: 4)
            let result = Result { () throws(TextSpanError) in try state.replace(ranges, with: replacement) }
            checkReplace(
                before: before, after: state, oracle: oracle, expected: oracle.resolveAll(ranges),
                result: result, replacement: replacement)
        case 2:
            let unit = input.unit()
            let range = input.range(length: oracle.length(in: unit), unit: unit)
            let result = Result { () throws(TextSpanError) in try state.select(range) }
            switch (oracle.resolve(range), result) {
            case (.success(let r), .success):
                let selection = state.offsets(of: state.selection, in: .unicodeScalars)
                require(
                    selection.lowerBound == r.lowerBound && selection.upperBound == r.upperBound,
                    "select(\(range)) selected \(selection)")
                require(state.text == before.text, "select changed the text")
            case (.failure(let expected), .failure(let error)):
                require(error == expected, "select(\(range)) threw \(error), expected \(expected)")
                require(state == before, "a failed select changed the state")
            case (let expected, let result):
                require(false, "select(\(range)): expected \(expected), got \(result)")
            }
        case 3:
            let unit = input.unit()
            let range = input.range(length: oracle.length(in: unit), unit: unit)
            let result = Result { () throws(TextSpanError) in try state.setMarkedRange(range) }
            switch (oracle.resolve(range), result) {
            case (.success(let r), .success):
                let marked = state.markedRange.map { state.offsets(of: $0, in: .unicodeScalars) }
                require(
                    marked == TextSpan(r.lowerBound, r.upperBound, unit: .unicodeScalars),
                    "setMarkedRange(\(range)) marked \(String(describing: marked))")
            case (.failure(let expected), .failure(let error)):
                require(error == expected, "setMarkedRange(\(range)) threw \(error), expected \(expected)")
                require(state == before, "a failed setMarkedRange changed the state")
            case (let expected, let result):
                require(false, "setMarkedRange(\(range)): expected \(expected), got \(result)")
            }
        case 4:
            // Indices from another string: they must be rounded, never trap.
            let other = input.text(maxScalars: 16)
            let a = other.utf8.index(other.startIndex, offsetBy: input.int(in: 0...other.utf8.count))
            let b = other.utf8.index(other.startIndex, offsetBy: input.int(in: 0...other.utf8.count))
            if input.bool() {
                state.select(min(a, b)..<max(a, b))
                require(state.text == before.text, "select(indices) changed the text")
            } else {
                let replacement = input.text(maxScalars: 4)
                state.replace(min(a, b)..<max(a, b), with: replacement)
                require(
                    state.text.unicodeScalars.count
                        <= before.text.unicodeScalars.count + replacement.unicodeScalars.count,
                    "replace(indices) grew the text by more than the replacement")
            }
        case 5:
            let unit = input.unit()
            let range = input.range(length: oracle.length(in: unit), unit: unit)
            let result = Result { () throws(TextSpanError) in try state.resolve(range) }
            switch (oracle.resolve(range), result) {
            case (.success(let r), .success(let indices)):
                require(
                    PositionOracle.scalarIndex(of: indices.lowerBound, in: state.text) == r.lowerBound
                        && PositionOracle.scalarIndex(of: indices.upperBound, in: state.text) == r.upperBound,
                    "resolve(\(range)) is not scalars \(r)")
            case (.failure(let expected), .failure(let error)):
                require(error == expected, "resolve(\(range)) threw \(error), expected \(expected)")
            case (let expected, let result):
                require(false, "resolve(\(range)): expected \(expected), got \(result)")
            }
        default:
            // A state built with a selection and marked range in one go.
            let text = input.text(maxScalars: 32)
            let o = PositionOracle(text)
            let unit = input.unit()
            let selection = input.range(length: o.length(in: unit), unit: unit)
            let marked = input.bool() ? input.range(length: o.length(in: unit), unit: unit) : nil
            let expectFailure: Bool
            switch (o.resolve(selection), marked.map { o.resolve($0) }) {
            case (.failure, _), (_, .failure?): expectFailure = true
            default: expectFailure = false
            }
            if let built = try? TextEditingState(text: text, selection: selection, markedRange: marked) {
                require(!expectFailure, "init accepted \(selection) / \(String(describing: marked))")
                state = built
            } else {
                require(expectFailure, "init rejected \(selection) / \(String(describing: marked))")
            }
        }
        checkInvariants(state, "after step \(step)")
    }
    return 0
}

/// Checks one replace against the oracle: same error and an unchanged state,
/// or the oracle's text with the caret after the replacement.
func checkReplace(
    before: TextEditingState, after: TextEditingState, oracle: PositionOracle,
    expected: Result<[Range<Int>], TextSpanError>, result: Result<Void, TextSpanError>, replacement: String
) {
    switch (expected, result) {
    case (.success(let ranges), .success):
        var scalars = oracle.scalars
        for r in ranges.dropFirst().reversed() { scalars.removeSubrange(r) }
        scalars.replaceSubrange(ranges[0], with: replacement.unicodeScalars)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        require(after.text == String(text), "replace gave the wrong text for \(ranges)")
        let caret = ranges[0].lowerBound + replacement.unicodeScalars.count
        require(
            after.offsets(of: after.selection, in: .unicodeScalars)
                == TextSpan(caret, caret, unit: .unicodeScalars),
            "caret not after the replacement")
        require(!after.hasMarkedText, "replace kept a marked range")
    case (.failure(let expectedError), .failure(let error)):
        require(error == expectedError, "replace threw \(error), expected \(expectedError)")
        require(after == before, "a failed replace changed the state")
    case (let expected, let result):
        require(false, "replace: expected \(expected), got \(result)")
    }
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
