import FieldKit
import FieldKitTesting
import Testing

/// Typing through each simulated toolkit and widget kind runs the calls the
/// real adapter makes, in its order: for UIKit and AppKit the announcement,
/// the widget's own edit, the selection callback, then the change reported
/// with the text the widget shows before the coordinator formats it.
@Suite("FieldKitTesting: the adapters' event path")
@MainActor
struct AdapterEventPathTests {
    /// Every simulated toolkit with every widget kind.
    nonisolated static let widgets: [(SimulatedToolkit, SimulatedWidgetKind)] = SimulatedToolkit.allCases
        .flatMap {
            toolkit in SimulatedWidgetKind.allCases.map { (toolkit, $0) }
        }

    /// A field of `format` on `toolkit`'s `kind` of widget.
    private func field(
        _ format: any InputFormat, _ toolkit: SimulatedToolkit, _ kind: SimulatedWidgetKind
    ) -> SimulatedField {
        SimulatedField(format: format, toolkit: toolkit, widget: kind)
    }

    @Test(arguments: widgets)
    func typingKeyByKeyShowsWhatTheUserExpectsWithOneModelWritePerKey(
        toolkit: SimulatedToolkit, kind: SimulatedWidgetKind
    ) throws {
        let cases: [(any InputFormat, String, String)] = [
            (.cardNumber, "4242424242424242", "4242 4242 4242 4242"),
            (.phoneNumber(region: "US"), "4155552671", "(415) 555-2671"),
            (.expiryDate, "1230", "12/30"),
            (.iban, "DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ]
        for (format, typed, expected) in cases {
            let field = field(format, toolkit, kind)
            try field.type(typed)
            #expect(field.text == expected)
            #expect(field.modelWrites.count == typed.count)
            #expect(field.changes.count == typed.count)
            #expect(field.caret == expected.utf16.count)
            #expect(field.isInSync)
            #expect(field.violations.isEmpty)
        }
    }

    @Test(arguments: widgets)
    func anAnnouncementFollowedByAnotherChangeIsOneWriteOfTheWidgetsText(
        toolkit: SimulatedToolkit, kind: SimulatedWidgetKind
    ) throws {
        // QuickType's AutoFill of a card: " " is announced, then the whole
        // number is inserted.
        let field = field(.cardNumber, toolkit, kind)
        try field.announce(replacing: 0..<0, with: " ", thenChangeTextTo: "4242424242424242")
        #expect(field.text == "4242 4242 4242 4242")
        #expect(field.modelWrites == ["4242424242424242"])
        #expect(field.changes == ["4242424242424242"])
        #expect(field.isInSync)
    }

    @Test(arguments: SimulatedWidgetKind.allCases)
    func aSecureFieldClearedByTheFirstKeyWritesOnlyWhatItShows(kind: SimulatedWidgetKind) throws {
        // UIKit announces the key at the end of the old password, then
        // clears the field and shows the key alone.
        let field = field(IdentityFormat(), .uiKit, kind)
        try field.type("hunter2")
        field.resetRecording()
        try field.announce(replacing: 7..<7, with: "x", thenChangeTextTo: "x")
        #expect(field.text == "x")
        #expect(field.modelWrites == ["x"])
        #expect(field.changes == ["x"])
    }

    @Test func aDifferentEditOfTheSameLengthIsTakenFromTheWidgetsText() throws {
        // Autocorrect: a letter is announced, the widget replaces the word.
        let field = field(IdentityFormat(), .uiKit, .textField)
        try field.type("teh")
        field.resetRecording()
        try field.announce(replacing: 2..<3, with: "h", thenChangeTextTo: "thf")
        #expect(field.text == "thf")
        #expect(field.modelWrites == ["thf"])
        #expect(field.changes == ["thf"])
    }
}
