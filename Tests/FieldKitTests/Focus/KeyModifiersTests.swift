import FieldKit
import Testing

/// A toolkit's modifier flags, laid out unlike the core's (other bits, and
/// flags that are no modifier to the core), as AppKit's, UIKit's and GDK's
/// masks are.
private struct ToolkitFlags: OptionSet {
    let rawValue: UInt32

    static let capsLock = ToolkitFlags(rawValue: 1 << 16)
    static let shift = ToolkitFlags(rawValue: 1 << 17)
    static let control = ToolkitFlags(rawValue: 1 << 18)
    static let alternate = ToolkitFlags(rawValue: 1 << 19)
    static let command = ToolkitFlags(rawValue: 1 << 20)
    static let numericPad = ToolkitFlags(rawValue: 1 << 21)
}

@Suite("Modifier keys read from a toolkit's flags and written back, one rule for every adapter")
struct KeyModifiersTests {
    private static let all: [(KeyModifiers, ToolkitFlags)] = [
        (.shift, .shift), (.control, .control), (.option, .alternate), (.command, .command),
    ]

    private func read(_ flags: ToolkitFlags) -> KeyModifiers {
        KeyModifiers(flags, shift: .shift, control: .control, option: .alternate, command: .command)
    }

    private func written(_ modifiers: KeyModifiers) -> ToolkitFlags {
        modifiers.flags(shift: .shift, control: .control, option: .alternate, command: .command)
    }

    @Test("Every combination of the four modifiers is read and written back unchanged", arguments: 0..<16)
    func everyCombinationRoundTrips(bits: Int) {
        var modifiers = KeyModifiers()
        var flags = ToolkitFlags()
        for (index, (modifier, flag)) in Self.all.enumerated() where bits & (1 << index) != 0 {
            modifiers.insert(modifier)
            flags.insert(flag)
        }
        #expect(read(flags) == modifiers)
        #expect(written(modifiers) == flags)
    }

    @Test(
        "Caps Lock and the keypad flag are no modifiers: Command+Return on the keypad with Caps Lock is Command"
    )
    func lockAndKeypadFlagsAreIgnored() {
        #expect(read([.capsLock, .numericPad, .command]) == .command)
        #expect(read([.capsLock]) == [])
    }

    @Test("Option is the toolkit's own flag for it (UIKit's .alternate), not a flag of the same position")
    func optionMapsToTheGivenFlag() {
        #expect(written(.option) == .alternate)
        #expect(read(.alternate) == .option)
        #expect(read(.control) != .option)
    }
}

@Suite("The return key label the app chose, for a toolkit's own submit label")
struct ReturnKeyLabelChoiceTests {
    @Test("Automatic is no choice; every other label is the app's", arguments: ReturnKeyLabel.allCases)
    func automaticIsNoChoice(label: ReturnKeyLabel) {
        #expect(label.chosenByApp == (label == .automatic ? nil : label))
    }
}
