import FieldKit
import FieldKitTesting
import Testing

/// The low-level hooks set the widget field by field and tell the
/// coordinator nothing; the test (or fuzz harness) reports events itself.
@Suite("FieldKitTesting: setting the widget without reporting")
@MainActor
struct SimulatedFieldNativeTests {
    @Test func aNativeStateIsShownButNotReported() throws {
        let field = SimulatedField("ab", format: .uppercased)
        var native = field.shown
        try native.replace([TextSpan(2, 2, unit: .utf16)], with: "c")
        try native.setMarkedRange(TextSpan(2, 3, unit: .utf16))
        field.setNativeState(native)
        #expect(field.text == "ABc" && field.markedText == "c" && field.isComposing)
        #expect(field.coordinator.state.text == "AB" && !field.coordinator.isComposing)
        #expect(field.modelWrites.isEmpty)
        // Reported after the fact, the coordinator composes too.
        try field.coordinator.didChangeText(
            to: native.text, selection: TextSpan(3, 3, unit: .utf16),
            markedRange: TextSpan(2, 3, unit: .utf16))
        #expect(field.coordinator.isComposing)
        #expect(field.violations.isEmpty)
    }

    @Test func aSilentPreeditDropLeavesTheCoordinatorComposingUntilReported() {
        let field = SimulatedField(toolkit: .gtk)
        field.setPreedit("ㅎ")
        #expect(field.coordinator.isComposing)
        field.setNativePreedit("")
        #expect(!field.isComposing && field.coordinator.isComposing)
        field.coordinator.didChangePreedit("")
        #expect(!field.coordinator.isComposing)
    }

    @Test func nativeFocusMovesInTheWindowWithoutEditingEvents() {
        let window = SimulatedWindow()
        let field = SimulatedField(window: window)
        field.setNativeFocus(true)
        #expect(field.hasFocus && window.transfers == ["->field"])
        #expect(field.beginnings == 0 && !field.coordinator.isEditing)
        field.setNativeFocus(true)
        #expect(window.transfers.count == 1)
        field.setNativeFocus(false)
        #expect(!field.hasFocus && window.transfers == ["->field", "field>-"])
        #expect(field.endings.isEmpty)
        // Not focused: nothing happens.
        field.setNativeFocus(false)
        #expect(window.transfers.count == 2)
    }
}
