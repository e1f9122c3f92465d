import FieldKit
import Testing

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
        guard let knownIssue = entry.knownIssue else {
            return check(replay, against: entry.expected, source: entry.source)
        }
        withKnownIssue(Comment(rawValue: knownIssue)) {
            check(replay, against: entry.expected, source: entry.source)
        }
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
        let field = replay.field
        let context = Comment(rawValue: source)
        #expect(field.text == expected.text, context)
        #expect(field.caret == (expected.caret ?? expected.text.utf16.count), context)
        #expect(field.modelValue == expected.model, context)
        #expect(field.changes.count == expected.changes, "onChange: \(field.changes) \(source)")
        #expect(field.markedText == expected.marked, context)
        #expect(field.rejections.count == expected.rejections, context)
        if let models = expected.modelsAtSubmit {
            #expect(replay.modelsAtSubmit == models, context)
        }
        for forbidden in expected.neverInModel {
            #expect(!field.modelWrites.contains { $0.contains(forbidden) }, context)
            #expect(!field.changes.contains { $0.contains(forbidden) }, context)
        }
        #expect(field.violations.isEmpty, "\(field.violations) \(source)")
        #expect(replay.placeholderWrites.isEmpty, context)
        // Once nothing is composing, the coordinator, the widget and the model agree.
        if expected.marked == nil {
            #expect(field.isInSync, context)
        }
    }
}
