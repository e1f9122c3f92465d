import FieldKitTesting
import Testing

@testable import FieldKit

@Suite("Coordinator: callbacks and focus")
@MainActor
struct CoordinatorCallbackTests {
    /// `onSubmit` fires for return and nothing else: not for typing a newline
    /// character, not for focus loss, not for resigning.
    @Test func submitOnlyOnReturn() throws {
        let field = SimulatedField()
        field.coordinator.didBeginEditing()
        try field.insert("a")
        try field.insert("\n")
        field.coordinator.didEndEditing()
        field.coordinator.didBeginEditing()
        field.coordinator.resignFocus()
        field.coordinator.didEndEditing()
        #expect(field.submits == 0)
        field.coordinator.didBeginEditing()
        #expect(field.coordinator.didPressReturn())
        #expect(field.submits == 1)
    }

    /// The return key's action runs after `onSubmit`, in the same event.
    @Test func returnKeyActionRunsAfterSubmit() {
        let field = SimulatedField()
        var order: [String] = []
        field.coordinator.onSubmit = { order.append("submit") }
        field.coordinator.returnKeyAction = { order.append("action") }
        field.coordinator.didPressReturn()
        #expect(order == ["submit", "action"])
    }

    /// One `onEndEditing` per session, with the reason: return that moves focus
    /// on (UIKit's `resignFirstResponder` calls `textFieldDidEndEditing`
    /// synchronously), the user moving focus, the app resigning.
    @Test func endEditingOncePerSessionWithReason() {
        let field = SimulatedField()
        let coordinator = field.coordinator
        field.onResignFocus = { coordinator.didEndEditing() }
        field.onFocus = { coordinator.didBeginEditing() }

        coordinator.didBeginEditing()
        coordinator.returnKeyAction = { field.resignFocus() }
        coordinator.didPressReturn()
        #expect(field.endings == [.returnKey])

        coordinator.returnKeyAction = nil
        coordinator.didBeginEditing()
        coordinator.didEndEditing()  // The user tapped another field.
        coordinator.didEndEditing()  // A second notification for the same session.
        #expect(field.endings == [.returnKey, .focusMoved])

        coordinator.focus()
        #expect(field.commands.last == .focus)
        #expect(coordinator.isEditing)
        coordinator.resignFocus()
        #expect(field.commands.last == .resignFocus)
        #expect(field.endings == [.returnKey, .focusMoved, .resigned])
        #expect(!coordinator.isEditing)
        #expect(field.beginnings == 3)

        // The reason does not leak into the next session.
        coordinator.didBeginEditing()
        coordinator.didEndEditing()
        #expect(field.endings == [.returnKey, .focusMoved, .resigned, .focusMoved])
    }

    /// Ending without a session reports nothing; beginning twice is one session.
    @Test func sessionBoundaries() {
        let field = SimulatedField()
        field.coordinator.didEndEditing()
        #expect(field.endings.isEmpty)
        field.coordinator.didBeginEditing()
        field.coordinator.didBeginEditing()
        #expect(field.beginnings == 1)
        field.coordinator.didEndEditing()
        #expect(field.endings == [.focusMoved])
    }

    /// `onChange` once per applied change: not for rejected edits, selection
    /// moves, app writes, echoes, or a marked-text update.
    @Test func changeOncePerAppliedChange() throws {
        let field = SimulatedField(format: .digits(max: 3))
        try field.insert("1")
        try field.insert("x")  // Rejected by the format.
        try field.insert("23")
        try field.insert("4")  // Past the limit.
        try field.moveCaret(to: 1)
        try field.backspace()
        field.appSets(field.modelValue)
        field.appSets("9")
        #expect(field.changes == ["1", "123", "23"])
        #expect(field.modelWrites == field.changes)
        field.expectInSync("9")
    }

    /// Design rule 5 (DesignRules.md), the coordinator's part: focus requests are commands sent at once,
    /// not after a delay, and the user's focus changes arrive as events.
    @Test func focusIsImmediate() {
        let field = SimulatedField()
        field.coordinator.focus()
        #expect(field.commands == [.focus])
        field.coordinator.resignFocus()
        #expect(field.commands == [.focus, .resignFocus])
    }

    /// Without a widget attached the coordinator still tracks edits.
    @Test func worksWithoutWidget() throws {
        let coordinator = TextInputCoordinator(text: "ab", format: .uppercased)
        var written: [String] = []
        coordinator.writeModel = { written.append($0) }
        try coordinator.didReplace([TextSpan(caret: 2, unit: .utf16)], with: "c")
        coordinator.modelDidChange(to: "xyz")
        coordinator.focus()
        #expect(coordinator.state.text == "XYZ")
        #expect(written == ["ABC"])
    }
}
