import FieldKitTesting
import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-coordinator`.
@Suite("Regression: app writes during a composition")
@MainActor
struct RegressionPendingModelWriteTests {
    /// fuzz-coordinator crash (op 7, 7 during a preedit): the app wrote "0",
    /// then wrote back the value the field already had, both while an input
    /// method composed. The second write matched the synchronised value and was
    /// dropped, so the stale "0" was applied when the composition ended and the
    /// field disagreed with the model.
    @Test(arguments: [IdentityFormat() as any InputFormat, CharacterFormat.digits])
    func writingBackTheSyncedValueCancelsAnEarlierPendingWrite(format: any InputFormat) {
        let field = SimulatedField("12", format: format, toolkit: .gtk)
        field.setPreedit("k")
        field.appSets("0")
        field.appSets("12")
        field.setPreedit("")
        #expect(field.coordinator.state.text == "12")
        #expect(field.text == "12")
        #expect(field.modelValue == "12")
        #expect(field.changes.isEmpty)
    }

    /// The last of several app writes during a composition wins.
    @Test func lastPendingWriteWins() {
        let field = SimulatedField("12", format: .digits, toolkit: .gtk)
        field.setPreedit("k")
        field.appSets("0")
        field.appSets("34")
        field.setPreedit("")
        #expect(field.coordinator.state.text == "34")
        #expect(field.text == "34")
    }
}
