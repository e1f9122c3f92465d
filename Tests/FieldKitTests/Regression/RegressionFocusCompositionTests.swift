import FieldKitTesting
import Testing

@testable import FieldKit

/// Reproducers found by `Fuzz/fuzz-coordinator`.
@Suite("Regression: composition ending while focus leaves")
@MainActor
struct RegressionFocusCompositionTests {
    /// fuzz-coordinator crash-7dc910a2: with a GTK preedit open, the app
    /// resigned focus; the input method committed during the resign, the
    /// coordinator formatted the commit, but the corrected text was never
    /// shown, because the resign ran as an echo-suppressing widget command.
    /// The widget kept text the format had rejected.
    @Test(arguments: [("abc", "12"), ("345", "1234"), ("9", "129"), ("a9", "129")])
    func commitDuringAppResignIsFormattedAndShown(commit: String, expected: String) throws {
        let field = SimulatedField("12", format: .digits(max: 4), toolkit: .gtk)
        field.coordinator.focus()
        field.setPreedit("x")
        field.focusLossCommit = commit
        field.coordinator.resignFocus()
        #expect(field.coordinator.state.text == expected)
        #expect(field.text == expected)
        #expect(field.modelValue == expected)
        #expect(field.violations.count == 0)
        #expect(field.endings == [.resigned])
    }
}
