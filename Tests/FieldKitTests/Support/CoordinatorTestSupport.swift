import FieldKitTesting
import Testing

@testable import FieldKit

extension SimulatedField {
    /// The coordinator, the widget and the model all agree (unless composing).
    func expectInSync(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(coordinator.state.text == text, sourceLocation: sourceLocation)
        #expect(self.text == text, sourceLocation: sourceLocation)
        #expect(modelValue == coordinator.modelValue, sourceLocation: sourceLocation)
        let caret = coordinator.state.offsets(of: coordinator.state.selection, in: .utf16)
        #expect(caret.lowerBound..<caret.upperBound == selection, sourceLocation: sourceLocation)
    }
}

/// The characters of `text` before UTF-16 offset `offset`.
func utf16Prefix(_ text: String, _ offset: Int) -> String {
    String(decoding: Array(text.utf16)[..<offset], as: UTF16.self)
}

/// Offsets of `prefix` (a prefix of some text) in each unit, counted independently of the engine.
func count(_ prefix: some StringProtocol, in unit: TextUnit) -> Int {
    switch unit {
    case .utf16: prefix.utf16.count
    case .unicodeScalars: prefix.unicodeScalars.count
    case .utf8: prefix.utf8.count
    }
}
