import FieldKitTesting
import Testing

@testable import FieldKit

/// What the app writes into the model: values the format rejects, and
/// thousands of writes racing the user's typing.
@Suite("Bad input: model writes")
@MainActor
struct BadInputModelTests {
    /// A value the format rejects is normalised for display and reported;
    /// the model is never written from a model change (that would be a write
    /// during a view update), and the next user edit that changes the text
    /// writes the normalised value.
    @Test(arguments: [
        ("abc", "", 3, 0), ("123456789", "1234", 9, 4), ("1\u{0}2\u{202E}3", "123", 5, 3), ("", "", 0, 0),
    ])
    func rejectedValueIsNormalisedAndReported(value: String, display: String, offered: Int, kept: Int) throws
    {
        let field = SimulatedField("99", format: .digits(max: 4), toolkit: .gtk)
        field.appSets(value)
        #expect(field.coordinator.state.text == display)
        #expect(field.text == display)
        #expect(field.modelValue == value && field.modelWrites.isEmpty && field.changes.isEmpty)
        let expected = offered > kept ? [InputRejection(source: .model, offered: offered, kept: kept)] : []
        #expect(field.rejections == expected)
        try field.select(TextSpan(0, 0, unit: .utf16))
        try field.insert("0")
        if display.count < 4 {
            #expect(field.modelValue == "0\(display)")
        } else {
            // A full field drops the keystroke: nothing changed, so nothing is
            // written, and the model keeps the app's value until the app acts
            // on the report it had.
            #expect(field.modelValue == value && field.modelWrites.isEmpty)
            #expect(field.rejections.last == InputRejection(source: .user, offered: 1, kept: 0))
        }
    }

    /// The identity format keeps any value as it is and reports nothing.
    @Test func identityKeepsAnyValue() {
        let field = SimulatedField(format: IdentityFormat(), toolkit: .gtk)
        let value = "\u{0}\u{202E}abc\u{FE0F}\u{200D}"
        field.appSets(value)
        #expect(field.coordinator.state.text == value)
        #expect(field.rejections.isEmpty)
    }

    /// A deterministic stream of app writes, echoes and keystrokes, with
    /// compositions opening and closing in between. After every event: the
    /// widget shows what the coordinator holds, the model is written only by
    /// user edits and always with the coordinator's value, no echo moves the
    /// caret or reaches the widget, and nothing is written while composing.
    @Test(arguments: [IdentityFormat() as any InputFormat, CharacterFormat.digits(max: 12)])
    func thousandsOfModelWritesWhileTheUserTypes(format: any InputFormat) throws {
        let field = SimulatedField(format: format, toolkit: .gtk)
        var generator = SplitMix64(state: 7)
        var appValue = ""
        for step in 0..<4000 {
            let writesBefore = field.modelWrites
            let showsBefore = field.shownTexts.count
            let composing = field.coordinator.isComposing
            switch generator.next() % 8 {
            case 0, 1:
                appValue = String(generator.next() % 1_000_000)
                field.appSets(appValue)
                #expect(field.modelWrites == writesBefore)
            case 2:
                // The app echoes what it holds: nothing may reach the widget.
                field.appSets(field.modelValue)
                if !composing { #expect(field.shownTexts.count == showsBefore) }
            case 3:
                field.setPreedit(composing ? "" : "k")
            default:
                let length = field.shown.length(in: .utf16)
                let caret = Int(generator.next() % UInt64(length + 1))
                try field.select(TextSpan(caret, caret, unit: .utf16))
                try field.insert(String(generator.next() % 10))
                if composing { #expect(field.modelWrites == writesBefore, "step \(step)") }
            }
            #expect(field.violations.count == 0, "step \(step)")
            if !field.coordinator.isComposing {
                #expect(field.text == field.coordinator.state.text, "step \(step)")
                #expect(
                    field.coordinator.modelValue
                        == format.rawValue(for: format.displayText(for: field.modelValue))
                )
            }
        }
        #expect(field.changes.count == field.modelWrites.count)
        #expect(field.modelWrites.count > 100)
    }
}
