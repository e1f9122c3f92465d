import FieldKitTesting
import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-live` (the coordinator paths the first
/// coordinator harness did not reach: live format changes, multi-range edits,
/// marked text reported after the fact, app writes deferred by a composition).
@Suite("Regression: live format changes, twin routes, deferred writes")
@MainActor
struct RegressionLiveCoordinatorTests {
    /// fuzz-live (op 10): the app value "\u{7F}Y" in a US phone field shows
    /// nothing; switching the field to the identity format showed the old
    /// display (still nothing) while the model held "\u{7F}Y". A format change
    /// now shows the model's value through the new format.
    @Test func aFormatChangeShowsTheModelValueNotTheOldDisplay() {
        let field = SimulatedField("\u{7F}Y", format: .phoneNumber(region: "US"), toolkit: .gtk)
        #expect(field.coordinator.state.text == "")
        field.coordinator.format = IdentityFormat()
        #expect(field.coordinator.state.text == "\u{7F}Y")
        #expect(field.text == "\u{7F}Y")
        #expect(field.coordinator.modelValue == "\u{7F}Y")
        #expect(field.modelWrites.isEmpty)
    }

    /// A value a four-digit field cut is whole again when the limit goes.
    @Test func aLooserFormatShowsWhatTheStricterOneCut() {
        let field = SimulatedField("123456", format: .digits(max: 4), toolkit: .gtk)
        #expect(field.text == "1234")
        field.coordinator.format = CharacterFormat.digits
        #expect(field.text == "123456")
        #expect(field.modelWrites.isEmpty)
    }

    /// A format change during a composition used to be dropped: the text
    /// stayed in the old format when the composition was cancelled.
    @Test(arguments: [false, true])
    func aFormatChangeDuringACompositionAppliesWhenItEnds(commits: Bool) throws {
        let field = SimulatedField("4242424242424242", format: IdentityFormat(), toolkit: .gtk)
        field.setPreedit("k")
        field.coordinator.format = CardNumberFormat()
        #expect(field.text == "4242424242424242")  // nothing shown while composing
        if commits { try field.type("4") }
        field.setPreedit("")
        let expected = commits ? "4242 4242 4242 4242 4" : "4242 4242 4242 4242"
        #expect(field.coordinator.state.text == expected)
        #expect(field.text == expected)
        #expect(CardNumberFormat().displayText(for: field.coordinator.state.text) == expected)
    }

    /// fuzz-live (op 2): a multi-range edit that changed nothing wrote the
    /// model and called onChange in the identity format, while the same state
    /// reported after the fact did not.
    @Test func anEditThatChangesNothingIsNotAChange() throws {
        let field = SimulatedField("ab", format: IdentityFormat(), toolkit: .gtk)
        try field.coordinator.didReplace(
            [TextSpan(0, 0, unit: .utf16), TextSpan(1, 1, unit: .utf16)], with: "")
        #expect(field.changes.isEmpty)
        #expect(field.modelWrites.isEmpty)
    }

    /// fuzz-live (op 2): an empty edit at the start of "€ 5" moved the caret
    /// past the prefix when reported by `didReplace`, but left it at 0 when
    /// the same state was reported by `didChangeText`. Both now move the
    /// caret only, as a selection change does.
    @Test func anEmptyEditIsASelectionChangeWhicheverRouteReportsIt() throws {
        let format = DecimalFormat(
            grouping: ".", decimal: ",", fractionDigits: 0, integerDigits: 6, prefix: "€ ")
        let replaced = SimulatedField("5", format: format, modelValueKind: .displayText, toolkit: .gtk)
        let reported = SimulatedField("5", format: format, modelValueKind: .displayText, toolkit: .gtk)
        try replaced.coordinator.didReplace(
            [TextSpan(0, 0, unit: .utf16), TextSpan(0, 0, unit: .utf16)], with: "")
        try reported.coordinator.didChangeText(to: "€ 5", selection: TextSpan(0, 0, unit: .utf16))
        #expect(replaced.coordinator.state == reported.coordinator.state)
        #expect(
            replaced.coordinator.state.offsets(of: replaced.coordinator.state.selection, in: .utf16)
                == TextSpan(0, 0, unit: .utf16))
    }

    /// An app write deferred by a composition tells `onReject` what the
    /// format dropped when it lands, as an immediate write does.
    @Test(arguments: [false, true])
    func aDeferredAppWriteIsReportedWhenItLands(commits: Bool) throws {
        let field = SimulatedField("12", format: .digits, toolkit: .gtk)
        field.setPreedit("k")
        field.appSets("3a4")
        #expect(field.rejections.isEmpty)
        if commits { try field.type("5") }
        field.setPreedit("")
        #expect(field.rejections.first == InputRejection(source: .model, offered: 3, kept: 2))
        #expect(field.coordinator.state.text == (commits ? "345" : "34"))
    }

    /// Letters committed into a digits field after a deferred write are
    /// reported as the user's, as they are without the write.
    @Test func aCommitRebasedOntoADeferredWriteReportsWhatItDropped() throws {
        let field = SimulatedField("12", format: .digits, toolkit: .gtk)
        field.setPreedit("k")
        field.appSets("34")
        try field.type("x")
        field.setPreedit("")
        #expect(field.rejections == [InputRejection(source: .user, offered: 1, kept: 0)])
        #expect(field.coordinator.state.text == "34")
    }
}
