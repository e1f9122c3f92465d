import Testing

@testable import FieldKit

/// Every case of the catalogue of real UIKit and AppKit behaviour
/// (``AppleEventCatalogue``), replayed through the calls the adapters make,
/// with the outcome a careful user expects.
@Suite("Apple event catalogue")
@MainActor
struct AppleEventCatalogueTests {
    @Test(arguments: AppleEventCatalogue.cases)
    func replaysAsAUserExpects(_ entry: AppleEventCase) throws {
        let replay = AppleEventReplay(entry.field, widget: entry.widget)
        try replay.replay(entry.events)
        check(replay, against: entry.expected, source: entry.source)
    }

    @Test func everyCaseCitesAPublicSource() {
        #expect(AppleEventCatalogue.cases.count >= 40)
        for entry in AppleEventCatalogue.cases {
            #expect(entry.source.hasPrefix("https://"), "\(entry.title)")
        }
        let titles = AppleEventCatalogue.cases.map(\.testDescription)
        #expect(Set(titles).count == titles.count)
    }

    private func check(_ replay: AppleEventReplay, against expected: AppleOutcome, source: String) {
        let context = Comment(rawValue: source)
        #expect(replay.text == expected.text, context)
        #expect(replay.caret == (expected.caret ?? expected.text.utf16.count), context)
        #expect(replay.model == expected.model, context)
        #expect(replay.changes.count == expected.changes, "onChange: \(replay.changes) \(source)")
        #expect(replay.markedText == expected.marked, context)
        #expect(replay.rejections.count == expected.rejections, context)
        if let models = expected.modelsAtSubmit {
            #expect(replay.modelsAtSubmit == models, context)
        }
        for forbidden in expected.neverInModel {
            #expect(!replay.modelWrites.contains { $0.contains(forbidden) }, context)
            #expect(!replay.changes.contains { $0.contains(forbidden) }, context)
        }
        #expect(replay.violations.isEmpty, context)
        // Once nothing is composing, the coordinator and the widget agree.
        if expected.marked == nil {
            #expect(replay.coordinator.state.text == replay.text, context)
        }
    }
}
