import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-editing`, kept as tests so that the bugs
/// stay fixed without running the fuzzer.
@Suite("Regression: multi-range edits")
struct RegressionMultiRangeTests {
    /// fuzz-editing crash-f7262d09: ranges `[0..<0, 1..<2, 1..<1]` were an
    /// overlap, but the same ranges listed as `[0..<0, 1..<1, 1..<2]` were not:
    /// ordering by start alone let a caret at the start of another range count
    /// as an overlap or not depending on the toolkit's order.
    @Test(arguments: [
        [TextSpan(0, 0, unit: .utf16), TextSpan(1, 2, unit: .utf16), TextSpan(1, 1, unit: .utf16)],
        [TextSpan(0, 0, unit: .utf16), TextSpan(1, 1, unit: .utf16), TextSpan(1, 2, unit: .utf16)],
        [TextSpan(1, 2, unit: .utf16), TextSpan(1, 1, unit: .utf16), TextSpan(0, 0, unit: .utf16)],
    ])
    func caretAtTheStartOfAnotherRangeDoesNotOverlapInAnyOrder(ranges: [TextSpan]) throws {
        var state = TextEditingState(text: "abc")
        try state.replace(ranges, with: "X")
        // The replacement goes into the first range in text order (0..<0); the others are deleted.
        #expect(state.text == "Xac")
        #expect(state.offsets(of: state.selection, in: .utf16) == TextSpan(1, 1, unit: .utf16))
    }

    /// The same ranges in every order give the same text: the outcome of a
    /// multi-range edit cannot depend on the order the toolkit listed them in.
    @Test func everyOrderOfTheSameRangesGivesTheSameText() throws {
        let ranges = [
            TextSpan(2, 2, unit: .unicodeScalars), TextSpan(2, 4, unit: .unicodeScalars),
            TextSpan(4, 4, unit: .unicodeScalars), TextSpan(0, 1, unit: .unicodeScalars),
        ]
        var outcomes: Set<String> = []
        for permutation in permutations(ranges) {
            var state = TextEditingState(text: "abcdef")
            try state.replace(permutation, with: "_")
            outcomes.insert(state.text)
        }
        #expect(outcomes == ["_bef"])
    }

    private func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { i in
            var rest = items
            let first = rest.remove(at: i)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
