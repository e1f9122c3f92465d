import Testing

@testable import FieldKit

@Suite("Coordinator: callbacks and focus")
@MainActor
struct CoordinatorCallbackTests {
    /// `onSubmit` fires for return and nothing else: not for typing a newline
    /// character, not for focus loss, not for resigning.
    @Test func submitOnlyOnReturn() throws {
        let field = Field()
        field.coordinator.didBeginEditing()
        try field.type("a")
        try field.type("\n")
        field.coordinator.didEndEditing()
        field.coordinator.didBeginEditing()
        field.coordinator.resignFocus()
        field.coordinator.didEndEditing()
        #expect(field.log.submits == 0)
        field.coordinator.didBeginEditing()
        #expect(field.coordinator.didPressReturn())
        #expect(field.log.submits == 1)
    }

    /// The return key's action runs after `onSubmit`, in the same event.
    @Test func returnKeyActionRunsAfterSubmit() {
        let field = Field()
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
        let field = Field()
        let coordinator = field.coordinator
        field.widget.onResign = { coordinator.didEndEditing() }
        field.widget.onFocus = { coordinator.didBeginEditing() }

        coordinator.didBeginEditing()
        coordinator.returnKeyAction = { field.widget.resignFocus() }
        coordinator.didPressReturn()
        #expect(field.log.endings == [.returnKey])

        coordinator.returnKeyAction = nil
        coordinator.didBeginEditing()
        coordinator.didEndEditing()  // The user tapped another field.
        coordinator.didEndEditing()  // A second notification for the same session.
        #expect(field.log.endings == [.returnKey, .focusMoved])

        coordinator.focus()
        #expect(field.widget.commands.last == .focus)
        #expect(coordinator.isEditing)
        coordinator.resignFocus()
        #expect(field.widget.commands.last == .resignFocus)
        #expect(field.log.endings == [.returnKey, .focusMoved, .resigned])
        #expect(!coordinator.isEditing)
        #expect(field.log.beginnings == 3)

        // The reason does not leak into the next session.
        coordinator.didBeginEditing()
        coordinator.didEndEditing()
        #expect(field.log.endings == [.returnKey, .focusMoved, .resigned, .focusMoved])
    }

    /// Ending without a session reports nothing; beginning twice is one session.
    @Test func sessionBoundaries() {
        let field = Field()
        field.coordinator.didEndEditing()
        #expect(field.log.endings.isEmpty)
        field.coordinator.didBeginEditing()
        field.coordinator.didBeginEditing()
        #expect(field.log.beginnings == 1)
        field.coordinator.didEndEditing()
        #expect(field.log.endings == [.focusMoved])
    }

    /// `onChange` once per applied change: not for rejected edits, selection
    /// moves, app writes, echoes, or a marked-text update.
    @Test func changeOncePerAppliedChange() throws {
        let field = Field(format: .digits(max: 3))
        try field.type("1")
        try field.type("x")  // Rejected by the format.
        try field.type("23")
        try field.type("4")  // Past the limit.
        try field.moveCaret(toUTF16: 1)
        try field.backspace()
        field.model.viewUpdate(field.coordinator)
        field.model.appSets("9", through: field.coordinator)
        #expect(field.log.changes == ["1", "123", "23"])
        #expect(field.model.writes == field.log.changes)
        field.expectInSync("9")
    }

    /// Rule 5 (the coordinator's part): focus requests are commands sent at once,
    /// not after a delay, and the user's focus changes arrive as events.
    @Test func focusIsImmediate() {
        let field = Field()
        field.coordinator.focus()
        #expect(field.widget.commands == [.focus])
        field.coordinator.resignFocus()
        #expect(field.widget.commands == [.focus, .resignFocus])
    }

    /// Without a widget attached the coordinator still tracks edits.
    @Test func worksWithoutWidget() throws {
        let coordinator = TextInputCoordinator(text: "ab", format: .uppercased)
        var written: [String] = []
        coordinator.writeModel = { written.append($0) }
        try coordinator.didReplace([TextRange(caret: 2, unit: .utf16)], with: "c")
        coordinator.modelDidChange(to: "xyz")
        coordinator.focus()
        #expect(coordinator.state.text == "XYZ")
        #expect(written == ["ABC"])
    }
}
