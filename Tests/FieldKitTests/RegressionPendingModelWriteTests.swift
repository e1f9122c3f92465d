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
        let field = ScriptedField(text: "12", format: format)
        field.widget.setPreedit("k")
        field.appWrites("0")
        field.appWrites("12")
        field.widget.setPreedit("")
        #expect(field.coordinator.state.text == "12")
        #expect(field.widget.shown.text == "12")
        #expect(field.model == "12")
        #expect(field.changes.isEmpty)
    }

    /// The last of several app writes during a composition wins.
    @Test func lastPendingWriteWins() {
        let field = ScriptedField(text: "12", format: .digits)
        field.widget.setPreedit("k")
        field.appWrites("0")
        field.appWrites("34")
        field.widget.setPreedit("")
        #expect(field.coordinator.state.text == "34")
        #expect(field.widget.shown.text == "34")
    }
}
