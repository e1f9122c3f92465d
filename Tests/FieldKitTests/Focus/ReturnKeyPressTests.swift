import Testing

@testable import FieldKit

@Suite("Return and the submit shortcut, decided once for every toolkit")
struct ReturnKeyPressTests {
    private static let all: [KeyModifiers] = [.shift, .control, .option, .command]

    /// Every combination of the four modifiers, from none to all.
    private static var combinations: [KeyModifiers] {
        (0..<16).map { bits in
            var modifiers = KeyModifiers()
            for (index, modifier) in all.enumerated() where bits & (1 << index) != 0 {
                modifiers.insert(modifier)
            }
            return modifiers
        }
    }

    @Test(
        "Cmd+Return submits from a one-line and a multi-line field on Apple platforms; Ctrl+Return does not")
    func appleSubmitsWithCommand() {
        for multiLine in [false, true] {
            let command = ReturnKeyPress(modifiers: .command, isMultiLine: multiLine, convention: .apple)
            let control = ReturnKeyPress(modifiers: .control, isMultiLine: multiLine, convention: .apple)
            #expect(command.action == .submitForm)
            #expect(control.action == .toolkit)
        }
    }

    @Test("Ctrl+Return submits on GTK; Super+Return does not")
    func gtkSubmitsWithControl() {
        for multiLine in [false, true] {
            #expect(
                ReturnKeyPress(modifiers: .control, isMultiLine: multiLine, convention: .gtk).action
                    == .submitForm)
            #expect(
                ReturnKeyPress(modifiers: .command, isMultiLine: multiLine, convention: .gtk).action
                    == .toolkit)
        }
    }

    @Test("Plain Return is the field's return in a one-line field and the toolkit's newline in an editor")
    func plainReturn() {
        for convention in KeyboardConvention.allCases {
            #expect(
                ReturnKeyPress(modifiers: [], isMultiLine: false, convention: convention).action
                    == .fieldReturn)
            #expect(
                ReturnKeyPress(modifiers: [], isMultiLine: true, convention: convention).action == .toolkit)
        }
    }

    @Test("Exactly one combination submits per toolkit; a second modifier leaves the key to the toolkit")
    func onlyTheShortcutItselfSubmits() {
        for convention in KeyboardConvention.allCases {
            for multiLine in [false, true] {
                let submitting = Self.combinations.filter {
                    ReturnKeyPress(modifiers: $0, isMultiLine: multiLine, convention: convention).action
                        == .submitForm
                }
                #expect(submitting == [convention.submitModifier])
                let withShift = convention.submitModifier.union(.shift)
                #expect(
                    ReturnKeyPress(modifiers: withShift, isMultiLine: multiLine, convention: convention)
                        .action
                        == .toolkit)
            }
        }
    }

    @Test("Shift+Return and Option+Return stay the toolkit's in both kinds of field")
    func otherModifiersStayTheToolkits() {
        for convention in KeyboardConvention.allCases {
            for multiLine in [false, true] {
                for modifiers: KeyModifiers in [.shift, .option] {
                    #expect(
                        ReturnKeyPress(modifiers: modifiers, isMultiLine: multiLine, convention: convention)
                            .action
                            == .toolkit)
                }
            }
        }
    }
}
