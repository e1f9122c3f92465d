import FieldKitTesting
import Testing

@testable import FieldKit

/// A plain edit of a formatted field is formatted from the state before it,
/// without building the widget's text (`commitInPlace`). Random edits, ASCII
/// and not, through two coordinators, one with that path turned off: the
/// widget commands, model writes, changes, rejections, state and undo
/// history are the same.
@Suite("Coordinator: edits formatted in place")
@MainActor
struct CoordinatorInPlaceCommitTests {
    nonisolated static let formats: [(String, any InputFormat, String)] = [
        ("card", CardNumberFormat(), "4242424242"),
        ("pattern", PatternFormat("+1 (###) ###-####"), "555123"),
        ("phone", PhoneNumberFormat(region: "US"), "2015550"),
        ("iban", IBANFormat(), "DE89370400"),
        ("digits", CharacterFormat.digits(max: 16), "12345"),
        ("uppercased", CharacterFormat.uppercased, "ab c"),
        ("chained", CharacterFormat.uppercased.then(.pattern("@@## ####")), "ab12"),
        ("amount", AmountFormat.amount(currency: "EUR", locale: "de_DE"), "1234"),
        ("decimal", DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$"), "12345"),
        ("expiry", ExpiryDateFormat(), "12"),
    ]
    static let pieces = [
        "4", "2", "0", "a", "B", " ", "-", "", "12", "é", "€", "😀", "\r\n", "\r", "\n", "٣", ",", ".",
    ]

    @Test(arguments: formats.indices)
    func inPlaceCommitChangesNothing(_ index: Int) throws {
        let (name, format, value) = Self.formats[index]
        var rng = SplitMix64(state: 16 + UInt64(index))
        var inPlace = 0
        for _ in 0..<60 {
            let fast = SimulatedField(value, format: format)
            let reference = SimulatedField(value, format: format)
            reference.coordinator.commitsInPlace = false
            for _ in 0..<12 {
                let state = fast.coordinator.state
                let length = state.length(in: .utf16)
                let a = Int.random(in: 0...length, using: &rng)
                let b = min(length, a + Int.random(in: 0...2, using: &rng))
                let piece = Self.pieces.randomElement(using: &rng)!
                // Sometimes a caret or selection elsewhere first, as a user moves it.
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    let c = Int.random(in: 0...length, using: &rng)
                    let selection = TextSpan(c, c, unit: .utf16)
                    try? fast.coordinator.didChangeSelection(to: selection)
                    try? reference.coordinator.didChangeSelection(to: selection)
                }
                let range = TextSpan(a, b, unit: .utf16)
                let fastThrew = (try? fast.coordinator.didReplace([range], with: piece)) == nil
                let referenceThrew = (try? reference.coordinator.didReplace([range], with: piece)) == nil
                #expect(fastThrew == referenceThrew, "\(name)")
                let f = fast.coordinator.state
                let r = reference.coordinator.state
                #expect(Array(f.text.utf8) == Array(r.text.utf8), "\(name): \(f.text) / \(r.text)")
                #expect(f.selectionUTF8 == r.selectionUTF8, "\(name): \(f.text)")
                #expect(fast.commands == reference.commands, "\(name): \(f.text)")
                #expect(fast.modelWrites == reference.modelWrites, "\(name): \(f.text)")
                #expect(fast.changes == reference.changes, "\(name)")
                #expect(fast.rejections == reference.rejections, "\(name): \(f.text)")
                if f.text != state.text || f.selectionUTF8 != state.selectionUTF8 { inPlace += 1 }
            }
            // The same history: undo all the way back, then redo.
            while fast.coordinator.canUndo || reference.coordinator.canUndo {
                #expect(fast.coordinator.undo() == reference.coordinator.undo(), "\(name)")
                #expect(
                    Array(fast.coordinator.state.text.utf8) == Array(reference.coordinator.state.text.utf8))
                #expect(fast.coordinator.state.selectionUTF8 == reference.coordinator.state.selectionUTF8)
            }
            while fast.coordinator.canRedo || reference.coordinator.canRedo {
                #expect(fast.coordinator.redo() == reference.coordinator.redo(), "\(name)")
                #expect(
                    Array(fast.coordinator.state.text.utf8) == Array(reference.coordinator.state.text.utf8))
            }
            #expect(fast.commands == reference.commands, "\(name)")
        }
        // The sequences did edit the field (the comparison is not vacuous).
        #expect(inPlace > 100, "\(name): \(inPlace)")
    }
}
