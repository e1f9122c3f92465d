import FieldKitTesting
import Testing

@testable import FieldKit

@Suite("Announced edits (UIKit / AppKit should-change, did-change)")
@MainActor
struct AnnouncedEditTests {
    /// A coordinator bounded to `limit` characters, recording its model
    /// writes and rejections.
    @MainActor
    private final class Recorder {
        let coordinator: TextInputCoordinator
        var model: String
        var rejections: [InputRejection] = []

        init(_ text: String, limit: Int) {
            coordinator = TextInputCoordinator(text: text)
            coordinator.maximumLength = limit
            model = text
            coordinator.writeModel = { [unowned self] in self.model = $0 }
            coordinator.onReject = { [unowned self] in self.rejections.append($0) }
        }
    }

    @Test func anEditThatFitsIsRecordedAndReportedOnce() {
        let field = Recorder("ab", limit: 10)
        let announced = announcedInsertion("cd", at: 2, in: field)
        #expect(
            announced.pending == RecordedEdit(ranges: [TextSpan(caret: 2, unit: .utf16)], replacement: "cd"))
        #expect(field.model == "ab")  // nothing happens before the widget makes the edit
        let readText = report("abcd", in: announced, to: field.coordinator)
        #expect(announced.pending == nil)
        #expect(field.model == "abcd")
        #expect(!readText)  // the recorded edit explained the change
    }

    @Test func aSingleRangeLongerThanTheFieldIsTakenBeforeTheToolkitLaysItOut() {
        let field = Recorder("12345", limit: 8)
        let announced = AnnouncedEdit()
        let paste = String(repeating: "x", count: 1_000)
        let allowed = announced.widgetWillReplace(
            [TextSpan(caret: 5, unit: .utf16)], with: paste, in: field.coordinator)
        #expect(!allowed)
        #expect(announced.pending == nil)
        #expect(field.model == "12345xxx")
        #expect(field.rejections.count == 1)
        #expect(field.rejections.last?.offered == 1_000)
        #expect(field.rejections.last?.kept == 3)
    }

    @Test func onlyARefusedEditAsksTheViewToLayOutAgain() {
        let field = Recorder("12345", limit: 8)
        let announced = AnnouncedEdit()
        var layouts = 0
        let fits = announced.widgetWillReplace(
            [TextSpan(caret: 5, unit: .utf16)], with: "x", in: field.coordinator,
            layoutChanged: { layouts += 1 })
        #expect(fits)
        #expect(layouts == 0, "the toolkit lays out an edit it makes")
        let refused = announced.widgetWillReplace(
            TextSpan(caret: 5, unit: .utf16), with: String(repeating: "y", count: 50), in: field.coordinator,
            layoutChanged: { layouts += 1 })
        #expect(!refused)
        #expect(layouts == 1)
        let attributes = announced.widgetWillReplace(
            TextSpan(0, 1, unit: .utf16), with: nil, in: field.coordinator, layoutChanged: { layouts += 1 })
        #expect(attributes)
        #expect(layouts == 1)
    }

    @Test(arguments: [SimulatedToolkit.uiKit, .appKit])
    func aSimulatedTextViewLaysOutAgainAfterARefusedPaste(_ toolkit: SimulatedToolkit) throws {
        let coordinator = TextInputCoordinator()
        coordinator.maximumLength = 4
        let field = SimulatedField(coordinator: coordinator, toolkit: toolkit, widget: .textView)
        field.tap()
        try field.paste("ab")
        #expect(field.relayouts == 0)
        try field.paste("cdefgh")
        #expect(field.text == "abcd")
        #expect(field.relayouts == 1)
    }

    @Test func severalRangesAreRecordedWithoutTheBoundCheck() {
        // `wouldCut` speaks of one range; an edit of several is cut after
        // the fact by the coordinator.
        let field = Recorder("abcd", limit: 5)
        let announced = AnnouncedEdit()
        let ranges = [TextSpan(0, 1, unit: .utf16), TextSpan(2, 3, unit: .utf16)]
        let allowed = announced.widgetWillReplace(ranges, with: "xyzxyz", in: field.coordinator)
        #expect(allowed)
        #expect(announced.pending?.ranges == ranges)
        #expect(field.rejections.isEmpty)
    }

    @Test func aSelectionMoveWaitsWhileAnEditIsPending() {
        let field = Recorder("abcd", limit: 10)
        let announced = announcedInsertion("e", at: 4, in: field)
        // UIKit reports the new caret before the text it belongs to: a
        // caret that fits the text is still not taken meanwhile.
        announced.widgetDidChangeSelection(TextSpan(caret: 1, unit: .utf16), in: field.coordinator)
        #expect(caret(of: field.coordinator) == TextSpan(caret: 4, unit: .utf16))
        announced.forget()
        announced.widgetDidChangeSelection(TextSpan(caret: 1, unit: .utf16), in: field.coordinator)
        #expect(caret(of: field.coordinator) == TextSpan(caret: 1, unit: .utf16))
    }

    /// An announcement of `text` typed at `caret`, which the widget may make.
    private func announcedInsertion(_ text: String, at caret: Int, in field: Recorder) -> AnnouncedEdit {
        let announced = AnnouncedEdit()
        let allowed = announced.widgetWillReplace(
            [TextSpan(caret: caret, unit: .utf16)], with: text, in: field.coordinator)
        #expect(allowed)
        return announced
    }

    /// The widget now shows `text`, caret at the end: reports it through
    /// `announced`; returns whether the coordinator took the change from the
    /// widget's text rather than from the announced edit.
    private func report(
        _ text: String, in announced: AnnouncedEdit, to coordinator: TextInputCoordinator
    ) -> Bool {
        let length = text.utf16.count
        return !announced.widgetDidChange(
            widgetLength: length, selection: TextSpan(caret: length, unit: .utf16), markedRange: nil,
            widgetText: { text }, in: coordinator)
    }

    private func caret(of coordinator: TextInputCoordinator) -> TextSpan {
        coordinator.state.offsets(of: coordinator.state.selection, in: .utf16)
    }

    @Test func aForgottenEditLeavesTheChangeToTheWidgetsText() {
        let field = Recorder("teh", limit: 10)
        let announced = announcedInsertion("x", at: 3, in: field)
        announced.forget()
        let readText = report("the", in: announced, to: field.coordinator)
        #expect(readText)
        #expect(field.model == "the")
    }
}
