import FieldKitTesting
import Testing

@testable import FieldKit

/// Ranges a toolkit should never send, but does (stale after an undo, from
/// another text, NSNotFound, a UTF-16 offset inside an emoji): each gives a
/// typed ``TextSpanError`` and changes nothing, in the editing state and in
/// the coordinator.
@Suite("Bad input: ranges")
@MainActor
struct BadInputRangeTests {
    /// "a", an emoji (two UTF-16 units, four UTF-8 bytes), "é" as e + combining
    /// mark, Hangul (three UTF-8 bytes): every kind of scalar width.
    static let text = "a\u{1F600}e\u{301}\u{D55C}"

    /// The offsets of every scalar boundary of `text` in `unit`.
    static func boundaries(in unit: TextUnit) -> [Int] {
        var offsets = [0]
        for scalar in text.unicodeScalars {
            let width =
                switch unit {
                case .utf16: UTF16.width(scalar)
                case .utf8: UTF8.width(scalar)
                case .unicodeScalars: 1
                }
            offsets.append(offsets.last! + width)
        }
        return offsets
    }

    /// What resolving `lower..<upper` must give, in the documented order of checks.
    static func expectedError(_ range: TextSpan) -> TextSpanError? {
        let bounds = boundaries(in: range.unit)
        if range.lowerBound < 0 || range.upperBound < 0 { return .negative(range) }
        if range.lowerBound > range.upperBound { return .reversed(range) }
        if range.upperBound > bounds.last! { return .outOfBounds(range, length: bounds.last!) }
        if !bounds.contains(range.lowerBound) { return .splitsScalar(range, offset: range.lowerBound) }
        if !bounds.contains(range.upperBound) { return .splitsScalar(range, offset: range.upperBound) }
        return nil
    }

    /// Every pair of offsets from two before the start to two past the end, in
    /// every unit: a bad one throws exactly the expected error and leaves the
    /// state as it was; a good one replaces exactly those scalars.
    @Test(arguments: TextUnit.allCases)
    func everyRangeNearTheTextIsAppliedOrRejected(unit: TextUnit) {
        let length = Self.boundaries(in: unit).last!
        let original = TextEditingState(text: Self.text)
        var rejected = 0
        for lower in -2...(length + 2) {
            for upper in -2...(length + 2) {
                let range = TextSpan(lower, upper, unit: unit)
                var state = original
                do {
                    try state.replace([range], with: "X")
                    #expect(Self.expectedError(range) == nil, "\(range) was applied")
                    #expect(state.text.unicodeScalars.count <= Self.text.unicodeScalars.count + 1)
                } catch {
                    rejected += 1
                    #expect(error == Self.expectedError(range), "\(range)")
                    #expect(state == original, "a rejected \(range) changed the state")
                }
            }
        }
        #expect(rejected > 0)
    }

    /// A UTF-16 offset between the halves of the emoji, and UTF-8 offsets
    /// inside the emoji and inside the Hangul syllable, are named in the error.
    @Test(arguments: [
        (TextSpan(2, 2, unit: .utf16), 2),
        (TextSpan(1, 3, unit: .utf8), 3),
        (TextSpan(0, 2, unit: .utf8), 2),
        (TextSpan(8, 9, unit: .utf8), 9),
        (TextSpan(9, 11, unit: .utf8), 9),
        (TextSpan(6, 7, unit: .utf8), 7),
    ])
    func offsetInsideAScalarIsNamed(range: TextSpan, offset: Int) {
        let state = TextEditingState(text: Self.text)
        #expect(throws: TextSpanError.splitsScalar(range, offset: offset)) { try state.resolve(range) }
    }

    /// NSNotFound as a location, and a length that overflows, are out of bounds, not a trap.
    @Test(arguments: [
        TextSpan(location: Int.max, length: 0, unit: .utf16),
        TextSpan(location: 1, length: Int.max, unit: .utf16),
        TextSpan(location: Int.max, length: Int.max, unit: .utf8),
        TextSpan(location: Int.min, length: 1, unit: .unicodeScalars),
    ])
    func nsNotFoundAndOverflowingLengthsAreRejected(range: TextSpan) {
        var state = TextEditingState(text: Self.text)
        #expect(throws: TextSpanError.self) { try state.replace([range], with: "X") }
        #expect(throws: TextSpanError.self) { try state.select(range) }
        #expect(throws: TextSpanError.self) { try state.setMarkedRange(range) }
        #expect(state == TextEditingState(text: Self.text))
    }

    /// A multi-range edit with no range, or with overlapping ranges, is rejected whole.
    @Test func emptyAndOverlappingMultiRangeEditsAreRejected() {
        var state = TextEditingState(text: "abcdef")
        #expect(throws: TextSpanError.empty) { try state.replace([], with: "X") }
        let overlapping = [TextSpan(1, 3, unit: .utf16), TextSpan(2, 4, unit: .utf16)]
        #expect(throws: TextSpanError.overlapping(overlapping)) { try state.replace(overlapping, with: "X") }
        let oneBad = [TextSpan(0, 1, unit: .utf16), TextSpan(5, 9, unit: .utf16)]
        #expect(throws: TextSpanError.outOfBounds(oneBad[1], length: 6)) {
            try state.replace(oneBad, with: "X")
        }
        #expect(state.text == "abcdef")
    }

    /// Through the coordinator: a bad range throws, and the model, the app's
    /// callbacks and the widget hear nothing.
    @Test(arguments: [
        TextSpan(-1, 0, unit: .utf16), TextSpan(3, 1, unit: .utf16), TextSpan(0, 99, unit: .utf16),
        TextSpan(2, 2, unit: .utf16), TextSpan(2, 3, unit: .utf8),
    ])
    func coordinatorRejectsABadRangeWithoutSideEffects(range: TextSpan) {
        let field = SimulatedField(Self.text, format: IdentityFormat(), toolkit: .gtk)
        let before = field.coordinator.state
        #expect(throws: TextSpanError.self) { try field.coordinator.didReplace([range], with: "X") }
        #expect(throws: TextSpanError.self) { try field.coordinator.didChangeSelection(to: range) }
        #expect(throws: TextSpanError.self) {
            try field.coordinator.didChangeText(to: "ab", selection: TextSpan(0, 99, unit: .utf16))
        }
        #expect(field.coordinator.state == before)
        #expect(field.changes.isEmpty && field.modelWrites.isEmpty && field.shownTexts.count == 0)
    }

    /// Indices taken from another string are rounded onto this text's scalar
    /// boundaries, never trusted: no trap, and the selection stays inside.
    @Test func indicesFromAnotherStringAreClamped() {
        var state = TextEditingState(text: "\u{1F600}")
        let other = "abcdefghij"
        let inside = other.utf8.index(other.startIndex, offsetBy: 2)
        let past = other.utf8.index(other.startIndex, offsetBy: 9)
        state.select(inside..<past)
        let selection = state.offsets(of: state.selection, in: .utf16)
        #expect(selection.lowerBound >= 0 && selection.upperBound <= 2)
        #expect(selection.lowerBound != 1 && selection.upperBound != 1)
        state.replace(inside..<past, with: "x")
        #expect(state.text.unicodeScalars.allSatisfy { $0 == "x" || $0 == "\u{1F600}" })
    }
}
