import Testing

@testable import FieldKit

/// The README's core example, run: if the API or its behaviour changes, the
/// README must change with it.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test func pastedTextIsFilteredAndWritten() throws {
        let coordinator = TextInputCoordinator(format: .digits(max: 4))
        var written: [String] = []
        coordinator.writeModel = { written.append($0) }
        try coordinator.didReplace([TextSpan(0, 0, unit: .utf16)], with: "12a3")
        #expect(written == ["123"])
        #expect(coordinator.state.text == "123")
        #expect(
            coordinator.state.offsets(of: coordinator.state.selection, in: .utf16)
                == TextSpan(3, 3, unit: .utf16))
    }
}
