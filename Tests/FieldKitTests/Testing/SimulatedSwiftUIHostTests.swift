import FieldKit
import FieldKitTesting
import Testing

@Suite("A FieldKit field under SwiftUI's representable lifecycle")
@MainActor
struct SimulatedSwiftUIHostTests {
    @Test func everyKeyIsFollowedByAViewUpdateThatWritesNothingBack() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber)
        let updatesBefore = host.updates
        try host.type("42424242")
        #expect(host.field.text == "4242 4242")
        #expect(host.text == "42424242")
        #expect(host.bindingWrites.count == 8)
        #expect(host.updates - updatesBefore == 8)
        #expect(host.bindingWritesDuringUpdate == 0)
        #expect(host.field.violations.isEmpty)
    }

    @Test func undoSurvivesViewUpdates() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber)
        try host.type("4242")
        host.render()
        #expect(host.field.coordinator.canUndo)
        let undone = host.perform { $0.coordinator.undo() }
        #expect(undone)
        // Keys typed in a row are one undo step (the history coalesces
        // typing, as UIKit's does), and the binding follows the undo.
        #expect(host.field.text == "")
        #expect(host.text == "")
        #expect(host.field.coordinator.canRedo)
        host.render()
        #expect(host.field.coordinator.canRedo, "a view update keeps the redo history too")
    }

    @Test func theCaretStaysAfterADigitTypedMidNumberWhileTheBindingIsWrittenBack() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber)
        try host.type("42424242")
        try host.perform { field throws(TextSpanError) in try field.moveCaret(to: 2) }
        let updatesBefore = host.updates
        try host.type("1")
        #expect(host.updates > updatesBefore)  // SwiftUI wrote the binding back
        #expect(host.text == "421424242")
        #expect(host.field.text == "4214 2424 2")
        #expect(host.field.selection == 3..<3)
        host.render()
        #expect(host.field.selection == 3..<3)
    }

    @Test func noStateIsWrittenDuringAViewUpdate() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber, focus: false)
        host.setFocus(true)
        try host.type("4242")
        host.setText("4111111111111111")
        #expect(host.field.text == "4111 1111 1111 1111")
        host.setText("4111-1111")  // the format normalises what the app wrote
        host.render()
        host.changeIdentity()
        #expect(host.field.text == host.field.coordinator.state.text)
        host.setFocus(false)
        host.dismantle()
        #expect(host.bindingWrites.count >= 4)
        #expect(host.bindingWritesDuringUpdate == 0)
    }

    @Test func aRenderDuringCompositionLeavesTheMarkedTextAlone() throws {
        let host = SimulatedSwiftUIHost(text: "ab", focus: true)
        try host.perform { field throws(TextSpanError) in try field.setMarkedText("ㅎ") }
        host.render()
        #expect(host.field.markedText == "ㅎ")
        try host.perform { field throws(TextSpanError) in try field.setMarkedText("하") }
        host.render()
        #expect(host.field.markedText == "하")
        try host.perform { field throws(TextSpanError) in try field.commitMarkedText("한") }
        #expect(host.field.text == "ab한")
        #expect(host.text == "ab한")
        #expect(host.field.violations.isEmpty)
        #expect(host.bindingWritesDuringUpdate == 0)
    }

    @Test func aFocusRequestAtTheFirstRenderFocusesTheFieldOnceItIsInAWindow() {
        let host = SimulatedSwiftUIHost(focus: true)
        #expect(host.field.hasFocus)
        #expect(host.focusState == true)
        #expect(host.window.transfers == ["->field"])
    }

    @Test func focusRequestsHoldAcrossReRenders() throws {
        let host = SimulatedSwiftUIHost(focus: false)
        #expect(!host.field.hasFocus)
        host.setFocus(true)
        #expect(host.field.hasFocus)
        host.render()
        host.render()
        #expect(host.window.transfers.count == 1)  // re-renders move nothing

        // The user leaves the field: the binding hears it, and a re-render
        // does not pull focus back.
        host.perform { $0.tapOutside() }
        #expect(host.focusState == false)
        host.render()
        #expect(!host.field.hasFocus)

        // The user taps the field: the binding hears that too.
        host.perform { $0.tap() }
        #expect(host.focusState == true)
        host.render()
        #expect(host.field.hasFocus)
        #expect(host.window.transfers.count == 3)

        // The app resigns focus through the binding.
        host.setFocus(false)
        #expect(!host.field.hasFocus)
        host.render()
        #expect(!host.field.hasFocus)
        #expect(host.bindingWritesDuringUpdate == 0)
    }

    @Test func aNewIdentityGetsANewCoordinatorThatShowsTheAppsStateAndTakesFocus() throws {
        let host = SimulatedSwiftUIHost(format: .cardNumber, focus: true)
        try host.type("4242")
        let old = host.field
        host.changeIdentity()
        #expect(host.field !== old)
        #expect(host.field.coordinator !== old.coordinator)
        #expect(host.makes == 2)
        #expect(host.dismantles == 1)
        #expect(!old.hasFocus)
        #expect(host.field.text == "4242")
        #expect(host.field.hasFocus)
        try host.type("4")
        #expect(host.text == "42424")
        #expect(old.text == "4242")  // the dismantled widget hears nothing more
    }

    @Test func dismantlingAFocusedFieldReleasesFocusWithoutWritingTheBinding() {
        let host = SimulatedSwiftUIHost(focus: true)
        #expect(host.field.hasFocus)
        host.dismantle()
        #expect(!host.field.hasFocus)
        #expect(host.focusState == true)  // written by the app, not by a dismantle
        #expect(host.bindingWritesDuringUpdate == 0)
    }

    @Test func revealingASecureFieldWhileEditingKeepsTheTextAndCaret() throws {
        let host = SimulatedSwiftUIHost(focus: true)
        host.isSecure = true
        host.render()
        #expect(host.showsDots)
        try host.type("pass")
        try host.perform { field throws(TextSpanError) in try field.moveCaret(to: 2) }
        host.isRevealed = true
        host.render()
        #expect(!host.showsDots)
        #expect(host.field.text == "pass")
        #expect(host.field.selection == 2..<2)
        #expect(host.field.commands.last == .show(text: "pass", selection: 2..<2))
    }
}
