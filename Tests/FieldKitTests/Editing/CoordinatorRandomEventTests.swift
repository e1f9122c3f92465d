import FieldKitTesting
import Testing

@testable import FieldKit

/// Random sequences of every event a toolkit or the app can send, with
/// positions that are often wrong: nothing traps, every bad range is a typed
/// error that changes nothing, the counts in every unit stay right, and when
/// no composition is open the text is formatted and a user change that
/// reached the model left it holding what the field shows.
@Suite("Coordinator: random event sequences")
@MainActor
struct CoordinatorRandomEventTests {
    static let pieces = ["a", "Ж", "漢", "😀", "👨‍👩‍👧‍👦", "🇫🇷", "e\u{301}", "1", " ", "", "xy", "ㄨㄤ"]

    @Test(arguments: [
        IdentityFormat() as any InputFormat, CharacterFormat.digits(max: 5), CharacterFormat.uppercased,
    ])
    func randomSequences(_ format: any InputFormat) throws {
        var rng = SplitMix64(state: 2026)
        var rejected = 0
        var written = 0
        var composed = 0
        for _ in 0..<150 {
            let field = SimulatedField("start", format: format)
            for _ in 0..<25 {
                let coordinator = field.coordinator
                let before = coordinator.state
                let writes = field.modelWrites.count
                let unit = TextUnit.allCases.randomElement(using: &rng)!
                let length = before.length(in: unit)
                let a = Int.random(in: -1...(length + 1), using: &rng)
                let b = Int.random(in: -1...(length + 1), using: &rng)
                let range = TextSpan(min(a, b), max(a, b), unit: unit)
                let piece = Self.pieces.randomElement(using: &rng)!
                do {
                    switch Int.random(in: 0..<9, using: &rng) {
                    case 0, 1:
                        try coordinator.didReplace([range], with: piece)
                    case 2:
                        let marked = TextSpan(
                            range.lowerBound, range.lowerBound + piece.utf16.count, unit: .utf16)
                        try coordinator.didReplace([range], with: piece, markedRange: marked)
                    case 3:
                        try coordinator.didChangeText(to: before.text + piece)
                    case 4:
                        coordinator.didChangePreedit(Bool.random(using: &rng) ? piece : "")
                    case 5:
                        field.appSets(piece + "9")
                    case 6:
                        try coordinator.didChangeSelection(to: range)
                    case 7:
                        try coordinator.didReplace([range, TextSpan(caret: 0, unit: unit)], with: piece)
                    default:
                        coordinator.didEndEditing()
                    }
                } catch {
                    rejected += 1
                    #expect(coordinator.state == before, "\(error)")
                }
                if coordinator.isComposing { composed += 1 }
                let state = coordinator.state
                for unit in TextUnit.allCases {
                    #expect(state.length(in: unit) == count(state.text, in: unit))
                }
                if !coordinator.isComposing {
                    #expect(format.displayText(for: state.text) == state.text)
                    if field.modelWrites.count > writes {
                        written += 1
                        // A user change just reached the model: it holds what the field shows.
                        #expect(field.modelValue == coordinator.modelValue)
                    }
                }
            }
        }
        // The sequences reach every path: rejected ranges, model writes, compositions.
        #expect(rejected > 200 && written > 100 && composed > 200, "\(rejected) \(written) \(composed)")
    }
}
