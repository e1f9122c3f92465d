import FieldKitTesting
import Testing

@testable import FieldKit

/// A 10 MB paste into a masked field: it finishes (the work is linear in the
/// paste), the field keeps the first characters that fit and drops the rest
/// cleanly, and the app hears about the drop through `onReject`.
///
/// Timings are measured by the benchmarks (BENCHMARKS.md, "Pastes"); tests
/// never assert them.
@Suite("Bad input: huge paste")
@MainActor
struct BadInputPasteTests {
    static let tenMegabytes = 10 * 1024 * 1024

    /// Ten megabytes of digits into a 16-digit field: 16 digits kept, one model
    /// write and one onChange with them, one widget correction, the caret at
    /// the end, and a rejection that says how much was dropped.
    @Test func tenMegabytesOfDigitsIntoASixteenDigitField() throws {
        let paste = String(repeating: "0123456789", count: Self.tenMegabytes / 10)
        let field = SimulatedField(format: .digits(max: 16), toolkit: .gtk)
        try field.insert(paste)
        #expect(field.coordinator.state.text == "0123456789012345")
        #expect(field.text == "0123456789012345")
        #expect(field.modelValue == "0123456789012345")
        #expect(field.changes == ["0123456789012345"] && field.modelWrites.count == 1)
        #expect(field.shownTexts.count == 1)
        #expect(field.coordinator.state.caret == field.coordinator.state.text.endIndex)
        #expect(field.rejections == [InputRejection(source: .user, offered: paste.count, kept: 16)])
    }

    /// Ten megabytes of what a digits field does not accept, pasted into the
    /// middle of its value: the value is untouched, nothing is written, and
    /// the app hears that nothing was kept.
    @Test func tenMegabytesOfLettersChangeNothing() throws {
        let paste = String(repeating: "abcdefghij", count: Self.tenMegabytes / 10)
        let field = SimulatedField("1234", format: .digits(max: 16), toolkit: .gtk)
        try field.select(TextSpan(2, 2, unit: .utf16))
        try field.insert(paste)
        #expect(field.coordinator.state.text == "1234")
        #expect(field.text == "1234")
        #expect(field.changes.isEmpty && field.modelWrites.isEmpty)
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextSpan(2, 2, unit: .utf16))
        #expect(field.rejections == [InputRejection(source: .user, offered: paste.count, kept: 0)])
    }

    /// A paste that replaces a selection and only partly fits keeps the
    /// characters before and after the selection, and as many pasted ones as fit.
    @Test func pasteOverASelectionKeepsBothEnds() throws {
        let field = SimulatedField("12345678", format: .digits(max: 10), toolkit: .gtk)
        let paste = String(repeating: "9", count: 100_000)
        let range = TextSpan(2, 4, unit: .utf16)
        try field.replace(range, with: paste)
        #expect(field.coordinator.state.text == "1299995678")
        #expect(field.rejections == [InputRejection(source: .user, offered: 100_000, kept: 4)])
    }

    /// Through an after-the-fact change (AutoFill, dictation) the outcome is the same.
    @Test func tenMegabytesReportedAfterTheFact() throws {
        let paste = String(repeating: "42", count: Self.tenMegabytes / 2)
        let field = SimulatedField(format: .digits(max: 16), toolkit: .gtk)
        try field.coordinator.didChangeText(to: paste)
        #expect(field.coordinator.state.text == String(repeating: "42", count: 8))
        #expect(field.text == field.coordinator.state.text)
        #expect(field.rejections.map(\.kept) == [16])
    }

    /// A paste that fits whole is not reported.
    @Test func aPasteThatFitsIsNotReported() throws {
        let field = SimulatedField(format: .digits(max: 16), toolkit: .gtk)
        try field.insert("4242424242424242")
        #expect(field.rejections.isEmpty)
    }
}
