import Testing

@testable import FieldKit

/// The announced edit is checked against what the widget did before
/// anything is applied: applied once when the widget made it, never when it
/// did something else.
@Suite("Announced edits: checked against the widget before they are applied")
@MainActor
struct AnnouncedEditAgreementTests {
    /// A coordinator of `format` with its model writes and changes recorded.
    @MainActor
    private final class Field {
        let coordinator: TextInputCoordinator
        let announced = AnnouncedEdit()
        var writes: [String] = []
        var changes: [String] = []

        init(_ format: any InputFormat, text: String = "") {
            coordinator = TextInputCoordinator(text: text, format: format)
            coordinator.writeModel = { [unowned self] in self.writes.append($0) }
            coordinator.onChange = { [unowned self] in self.changes.append($0) }
        }

        /// The widget announces `announced` at `range`, then shows `widget`
        /// with the caret at `caret` (its end when `nil`), and reports it.
        @discardableResult
        func key(_ range: TextSpan, _ replacement: String, widget: String, caret: Int? = nil) -> Bool {
            _ = announced.widgetWillReplace([range], with: replacement, in: coordinator)
            let length = widget.utf16.count
            return announced.widgetDidChange(
                widgetLength: length, selection: TextSpan(caret: caret ?? length, unit: .utf16),
                markedRange: nil, widgetText: { widget }, in: coordinator)
        }
    }

    @Test func aKeyThatMovesASeparatorIsAppliedOnce() {
        let field = Field(ExpiryDateFormat())
        #expect(field.key(TextSpan(caret: 0, unit: .utf16), "1", widget: "1"))
        #expect(field.key(TextSpan(caret: 1, unit: .utf16), "2", widget: "12"))
        #expect(field.coordinator.state.text == "12/")
        #expect(field.key(TextSpan(caret: 3, unit: .utf16), "3", widget: "12/3"))
        #expect(field.coordinator.state.text == "12/3")
        #expect(field.writes == ["1", "12", "123"])
    }

    @Test func aCardTypedKeyByKeyKeepsItsDigitsInOrder() {
        let field = Field(CardNumberFormat())
        for digit in "4242424242424242" {
            let state = field.coordinator.state
            let caret = state.length(in: .utf16)
            #expect(
                field.key(
                    TextSpan(caret: caret, unit: .utf16), String(digit), widget: state.text + String(digit)))
        }
        #expect(field.coordinator.state.text == "4242 4242 4242 4242")
        #expect(field.writes.count == 16)
    }

    @Test func anAnnouncementTheWidgetDidNotMakeIsNeverApplied() {
        let field = Field(CardNumberFormat())
        // AutoFill: " " announced, a whole number inserted.
        #expect(!field.key(TextSpan(caret: 0, unit: .utf16), " ", widget: "4242424242424242"))
        #expect(field.coordinator.state.text == "4242 4242 4242 4242")
        #expect(field.writes == ["4242424242424242"])
        #expect(field.changes == ["4242424242424242"])
    }

    @Test func aSecureFieldClearedByTheNextKeyWritesOnlyTheKey() {
        let field = Field(IdentityFormat(), text: "hunter2")
        #expect(!field.key(TextSpan(caret: 7, unit: .utf16), "x", widget: "x"))
        #expect(field.writes == ["x"])
        #expect(field.changes == ["x"])
    }

    @Test func aDeletionOfAnotherLengthIsTakenFromTheWidget() {
        // QuickType announces "" and replaces the word before the caret.
        let field = Field(IdentityFormat(), text: "Hello wrld")
        #expect(!field.key(TextSpan(caret: 10, unit: .utf16), "", widget: "Hello world "))
        #expect(field.writes == ["Hello world "])
    }

    @Test func theSameLengthWithOtherTextInTheRegionIsTakenFromTheWidget() {
        let field = Field(IdentityFormat(), text: "ab")
        #expect(!field.key(TextSpan(0, 1, unit: .utf16), "x", widget: "yb"))
        #expect(field.coordinator.state.text == "yb")
        #expect(field.writes == ["yb"])
    }

    @Test func rangesInAnotherUnitThanTheWidgetsAreTakenFromTheWidget() {
        let field = Field(IdentityFormat(), text: "ab")
        _ = field.announced.widgetWillReplace(
            [TextSpan(caret: 2, unit: .unicodeScalars)], with: "c", in: field.coordinator)
        let explained = field.announced.widgetDidChange(
            widgetLength: 3, selection: TextSpan(caret: 3, unit: .utf16), markedRange: nil,
            widgetText: { "abc" }, in: field.coordinator)
        #expect(!explained)
        #expect(field.writes == ["abc"])
    }
}
