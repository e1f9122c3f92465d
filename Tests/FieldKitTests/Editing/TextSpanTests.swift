import FieldKitTesting
import Testing

@testable import FieldKit

/// Mixed-script text: ASCII, Latin with a precomposed and a decomposed accent,
/// Cyrillic, CJK, an emoji outside the BMP, a ZWJ family, a flag, a skin tone.
let mixedText = "aé Жx 漢字e\u{301}😀👨‍👩‍👧‍👦🇫🇷👍🏽z"

@Suite("Text ranges: every bad range is a typed error and changes nothing")
struct TextSpanErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var range: TextSpan
        var expected: TextSpanError
        var testDescription: String { label }
    }

    /// "a😀b": UTF-16 a=0, 😀=1..<3, b=3; UTF-8 a=0, 😀=1..<5, b=5.
    static let cases: [Case] = [
        Case(
            label: "negative lower", text: "abc", range: TextSpan(-1, 1, unit: .utf16),
            expected: .negative(TextSpan(-1, 1, unit: .utf16))),
        Case(
            label: "negative both", text: "abc", range: TextSpan(-3, -1, unit: .unicodeScalars),
            expected: .negative(TextSpan(-3, -1, unit: .unicodeScalars))),
        Case(
            label: "Int.min", text: "abc", range: TextSpan(Int.min, 0, unit: .utf8),
            expected: .negative(TextSpan(Int.min, 0, unit: .utf8))),
        Case(
            label: "reversed", text: "abc", range: TextSpan(2, 1, unit: .utf16),
            expected: .reversed(TextSpan(2, 1, unit: .utf16))),
        Case(
            label: "past the end utf16", text: "a😀b", range: TextSpan(0, 5, unit: .utf16),
            expected: .outOfBounds(TextSpan(0, 5, unit: .utf16), length: 4)),
        Case(
            label: "past the end scalars", text: "a😀b", range: TextSpan(4, 4, unit: .unicodeScalars),
            expected: .outOfBounds(TextSpan(4, 4, unit: .unicodeScalars), length: 3)),
        Case(
            label: "past the end utf8", text: "a😀b", range: TextSpan(6, 7, unit: .utf8),
            expected: .outOfBounds(TextSpan(6, 7, unit: .utf8), length: 6)),
        Case(
            label: "NSNotFound caret", text: "abc",
            range: TextSpan(location: Int.max, length: 0, unit: .utf16),
            expected: .outOfBounds(TextSpan(Int.max, Int.max, unit: .utf16), length: 3)),
        Case(
            label: "NSNotFound with a length (overflow)", text: "abc",
            range: TextSpan(location: Int.max, length: 2, unit: .utf16),
            expected: .outOfBounds(TextSpan(Int.max, Int.max, unit: .utf16), length: 3)),
        Case(
            label: "caret between surrogates", text: "a😀b", range: TextSpan(2, 2, unit: .utf16),
            expected: .splitsScalar(TextSpan(2, 2, unit: .utf16), offset: 2)),
        Case(
            label: "upper bound between surrogates", text: "a😀b", range: TextSpan(1, 2, unit: .utf16),
            expected: .splitsScalar(TextSpan(1, 2, unit: .utf16), offset: 2)),
        Case(
            label: "lower bound between surrogates", text: "a😀b", range: TextSpan(2, 4, unit: .utf16),
            expected: .splitsScalar(TextSpan(2, 4, unit: .utf16), offset: 2)),
        Case(
            label: "inside a 4-byte scalar", text: "a😀b", range: TextSpan(1, 3, unit: .utf8),
            expected: .splitsScalar(TextSpan(1, 3, unit: .utf8), offset: 3)),
        Case(
            label: "inside a 2-byte scalar", text: "é", range: TextSpan(1, 1, unit: .utf8),
            expected: .splitsScalar(TextSpan(1, 1, unit: .utf8), offset: 1)),
        Case(
            label: "inside a 3-byte scalar", text: "漢字", range: TextSpan(2, 3, unit: .utf8),
            expected: .splitsScalar(TextSpan(2, 3, unit: .utf8), offset: 2)),
    ]

    @Test(arguments: cases)
    func rejectedWithoutChange(_ c: Case) throws {
        var state = try TextEditingState(text: c.text, selection: TextSpan(caret: 1, unit: .unicodeScalars))
        let before = state
        #expect(throws: c.expected) { try state.resolve(c.range) }
        #expect(throws: c.expected) { try state.replace([c.range], with: "X") }
        #expect(state == before)
        #expect(throws: c.expected) { try state.select(c.range) }
        #expect(state == before)
        #expect(throws: c.expected) { try state.setMarkedRange(c.range) }
        #expect(state == before)
        #expect(state.anchor == before.anchor && state.end == before.end)
    }

    @Test(arguments: cases)
    @MainActor
    func coordinatorRejectsWithoutChange(_ c: Case) throws {
        let field = SimulatedField(c.text)
        let before = field.coordinator.state
        #expect(throws: c.expected) { try field.coordinator.didReplace([c.range], with: "X") }
        #expect(throws: c.expected) { try field.coordinator.didChangeSelection(to: c.range) }
        #expect(field.coordinator.state == before)
        #expect(field.commands.isEmpty)
        #expect(field.modelWrites.isEmpty)
        #expect(field.changes.isEmpty)
    }

    @Test func overlappingRangesAreRejected() throws {
        var state = TextEditingState(text: "abcdef")
        let before = state
        let ranges = [TextSpan(0, 3, unit: .utf16), TextSpan(2, 4, unit: .utf16)]
        #expect(throws: TextSpanError.overlapping(ranges)) { try state.replace(ranges, with: "X") }
        #expect(state == before)
        // A later range in the list that is checked after an error-free first one still fails as a whole.
        let invalidSecond = [TextSpan(0, 1, unit: .utf16), TextSpan(5, 9, unit: .utf16)]
        #expect(throws: TextSpanError.outOfBounds(invalidSecond[1], length: 6)) {
            try state.replace(invalidSecond, with: "X")
        }
        #expect(state == before)
    }

    @Test func emptyRangeListIsRejected() throws {
        var state = TextEditingState(text: "abc")
        let before = state
        #expect(throws: TextSpanError.empty) { try state.replace([], with: "X") }
        #expect(state == before)
    }

    @Test @MainActor func coordinatorRejectsOverlappingAndEmpty() throws {
        let field = SimulatedField("abcdef")
        let ranges = [TextSpan(1, 3, unit: .unicodeScalars), TextSpan(0, 2, unit: .unicodeScalars)]
        #expect(throws: TextSpanError.overlapping(ranges)) {
            try field.coordinator.didReplace(ranges, with: "")
        }
        #expect(throws: TextSpanError.empty) { try field.coordinator.didReplace([], with: "x") }
        #expect(field.coordinator.state.text == "abcdef")
        #expect(field.modelWrites.isEmpty && field.commands.isEmpty)
    }

    @Test @MainActor func coordinatorRejectsBadSelectionOrMarkedRangeAfterTheFact() throws {
        let field = SimulatedField("abc")
        let before = field.coordinator.state
        #expect(throws: TextSpanError.self) {
            try field.coordinator.didChangeText(to: "a😀", selection: TextSpan(2, 2, unit: .utf16))
        }
        #expect(throws: TextSpanError.self) {
            try field.coordinator.didChangeText(to: "abcd", markedRange: TextSpan(3, 9, unit: .utf16))
        }
        #expect(throws: TextSpanError.self) {
            try field.coordinator.didReplace(
                [TextSpan(3, 3, unit: .utf16)], with: "d",
                markedRange: TextSpan(0, 7, unit: .utf16))
        }
        #expect(field.coordinator.state == before)
        #expect(!field.coordinator.isComposing)
        #expect(field.modelWrites.isEmpty)
    }

    /// Design rule 7 (DesignRules.md): errors and states name positions, never the text.
    @Test @MainActor func descriptionsNeverContainText() throws {
        let secret = "hunter2-sécret"
        var state = TextEditingState(text: secret)
        try state.select(TextSpan(0, 3, unit: .utf16))
        try state.setMarkedRange(TextSpan(3, 6, unit: .utf16))
        let errors: [TextSpanError] = [
            .negative(TextSpan(-1, 0, unit: .utf16)), .reversed(TextSpan(3, 1, unit: .utf8)),
            .outOfBounds(TextSpan(0, 99, unit: .utf16), length: 14),
            .splitsScalar(TextSpan(10, 10, unit: .utf8), offset: 10),
            .overlapping([TextSpan(0, 2, unit: .utf16), TextSpan(1, 3, unit: .utf16)]), .empty,
        ]
        var thrown: [String] = []
        do { try state.replace([TextSpan(0, 99, unit: .utf16)], with: secret) } catch {
            thrown.append("\(error)")
        }
        let coordinator = TextInputCoordinator(text: secret, isSecure: true)
        let texts =
            [state.description, String(describing: state), coordinator.description, "\(coordinator)"]
            + errors.map(\.description) + thrown
        for text in texts {
            #expect(!text.contains("hunter"))
            #expect(!text.contains("sécret"))
        }
        #expect(coordinator.description.contains("\(secret.utf16.count) UTF-16 units"))
        #expect(coordinator.description.contains("secure"))
        #expect(thrown.count == 1)
    }
}

@Suite("Text ranges: positions in every unit")
struct TextSpanPositionTests {
    /// Every scalar boundary of `mixedText` as (index, offsets in each unit).
    static func boundaries(_ text: String) -> [(String.Index, [TextUnit: Int])] {
        var result: [(String.Index, [TextUnit: Int])] = []
        var i = text.unicodeScalars.startIndex
        while true {
            let prefix = text.unicodeScalars[..<i]
            result.append(
                (
                    i,
                    [
                        .utf16: prefix.count(in: .utf16), .unicodeScalars: prefix.count,
                        .utf8: String(prefix).utf8.count,
                    ]
                ))
            if i == text.unicodeScalars.endIndex { break }
            i = text.unicodeScalars.index(after: i)
        }
        return result
    }

    /// Resolving any range in any unit gives the expected indices, and
    /// `offsets(of:in:)` gives back the same range in every unit, whatever
    /// known position (anchor) the walk starts from.
    @Test(arguments: TextUnit.allCases)
    func roundTripOverEveryRange(_ unit: TextUnit) throws {
        let points = Self.boundaries(mixedText)
        for anchorPoint in stride(from: 0, to: points.count, by: 3) {
            var state = TextEditingState(text: mixedText)
            // Moving the selection moves the anchor the walks start from.
            try state.select(TextSpan(caret: points[anchorPoint].1[.utf16]!, unit: .utf16))
            for (i, (lowIndex, low)) in points.enumerated() {
                for (highIndex, high) in points[i...] {
                    let range = TextSpan(low[unit]!, high[unit]!, unit: unit)
                    let resolved = try state.resolve(range)
                    #expect(resolved == lowIndex..<highIndex)
                    for other in TextUnit.allCases {
                        #expect(
                            state.offsets(of: resolved, in: other)
                                == TextSpan(low[other]!, high[other]!, unit: other))
                    }
                }
            }
        }
    }

    /// Every offset that is not a scalar boundary is an error, never a trap.
    @Test(arguments: [TextUnit.utf16, .utf8])
    func everyNonBoundaryIsSplitsScalar(_ unit: TextUnit) throws {
        let state = TextEditingState(text: mixedText)
        let valid = Set(Self.boundaries(mixedText).map { $0.1[unit]! })
        let length = state.length(in: unit)
        #expect(length == count(mixedText, in: unit))
        for offset in 0...length where !valid.contains(offset) {
            #expect(throws: TextSpanError.splitsScalar(TextSpan(caret: offset, unit: unit), offset: offset)) {
                try state.resolve(TextSpan(caret: offset, unit: unit))
            }
        }
    }

    @Test func lengthsInEveryUnit() {
        let state = TextEditingState(text: mixedText)
        for unit in TextUnit.allCases { #expect(state.length(in: unit) == count(mixedText, in: unit)) }
    }

    @Test func nsRangeInitialiser() {
        #expect(TextSpan(location: 3, length: 2, unit: .utf16) == TextSpan(3, 5, unit: .utf16))
        #expect(TextSpan(location: 3, length: 2, unit: .utf16).length == 2)
        #expect(TextSpan(caret: 4, unit: .utf8).isEmpty)
        #expect(TextSpan(3, 5, unit: .utf16).description == "3..<5 utf16")
    }

    /// An index from another string, or not on a scalar boundary, is clamped
    /// and rounded down instead of trapping.
    @Test func foreignIndicesAreClamped() {
        var state = TextEditingState(text: "ab")
        let other = "a much longer string"
        let far = other.index(other.startIndex, offsetBy: 15)
        #expect(state.offsets(of: far..<far, in: .utf16) == TextSpan(2, 2, unit: .utf16))
        state.select(far..<far)
        #expect(state.offsets(of: state.selection, in: .utf8) == TextSpan(2, 2, unit: .utf8))
        let emoji = TextEditingState(text: "😀")
        let inside = emoji.text.utf8.index(emoji.text.startIndex, offsetBy: 2)
        #expect(emoji.offsets(of: inside..<emoji.text.endIndex, in: .utf16) == TextSpan(0, 2, unit: .utf16))
    }
}

extension Substring.UnicodeScalarView {
    fileprivate func count(in unit: TextUnit) -> Int {
        switch unit {
        case .utf16: reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        case .unicodeScalars: count
        case .utf8: String(self).utf8.count
        }
    }
}
