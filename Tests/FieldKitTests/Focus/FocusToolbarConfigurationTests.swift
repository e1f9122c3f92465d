import Testing

@testable import FieldKit

@MainActor
@Suite("The app's keyboard toolbar (FocusToolbarConfiguration)")
struct FocusToolbarConfigurationTests {
    private func items(_ entries: [FocusToolbarEntry]) -> [FocusToolbarItem] {
        entries.compactMap { entry in
            guard case .item(let item) = entry else { return nil }
            return item
        }
    }

    private func chain(_ ids: [String]) -> FocusChain<String> {
        let chain = FocusChain<String>()
        for id in ids { chain.register(id) }
        return chain
    }

    @Test func standardShowsPreviousNextSpaceDoneInTheCatalogsLanguage() {
        let state = FocusToolbarState(canGoPrevious: false, canGoNext: true, isDoneEnabled: true)
        let entries = FocusToolbarConfiguration.standard.entries(
            for: state, messages: MessageCatalog(locale: "de_DE"))
        #expect(entries.count == 4)
        #expect(entries[2] == .flexibleSpace)
        let shown = items(entries)
        #expect(shown.map(\.kind) == [.action(.previous), .action(.next), .action(.done)])
        #expect(shown.map(\.accessibilityLabel) == ["Vorheriges Feld", "Nächstes Feld", "Fertig"])
        #expect(shown.map(\.display) == [.glyph(.chevronUp), .glyph(.chevronDown), .title("Fertig")])
        #expect(shown.map(\.isEnabled) == [false, true, true])
    }

    @Test func aRetitledButtonShowsAndSpeaksTheAppsTitleInsteadOfAGlyph() {
        let configuration = FocusToolbarConfiguration(previous: "Back", done: "Pay")
        let shown = items(configuration.entries(for: FocusToolbarState(), messages: MessageCatalog()))
        #expect(shown[0].display == .title("Back"))
        #expect(shown[0].accessibilityLabel == "Back")
        #expect(shown[1].display == .glyph(.chevronDown))
        #expect(shown[1].accessibilityLabel == "Next field")
        #expect(shown[2].title == "Pay")
    }

    @Test func theAppsButtonsSitBetweenTheSpaceAndDoneInOrder() {
        var configuration = FocusToolbarConfiguration()
        configuration.buttons = [
            FocusToolbarButton("Scan") {}, FocusToolbarButton("Help", isEnabled: false) {},
        ]
        let entries = configuration.entries(
            for: FocusToolbarState(isDoneEnabled: true), messages: MessageCatalog())
        let kinds = entries.map { entry -> String in
            guard case .item(let item) = entry else { return "space" }
            return "\(item.title):\(item.isEnabled)"
        }
        #expect(kinds == ["Previous:false", "Next:false", "space", "Scan:true", "Help:false", "Done:true"])
    }

    @Test func hiddenShowsNothingWhateverTheState() {
        let entries = FocusToolbarConfiguration.hidden.entries(
            for: FocusToolbarState(canGoPrevious: true, canGoNext: true, isDoneEnabled: true),
            messages: MessageCatalog())
        #expect(entries.isEmpty)
        #expect(FocusToolbarConfiguration.standard.isShown)
    }

    @Test(arguments: FocusToolbarAction.allCases)
    func eachActionIsEnabledByItsOwnFlag(_ action: FocusToolbarAction) {
        var state = FocusToolbarState()
        #expect(!state.isEnabled(action))
        switch action {
        case .previous: state.canGoPrevious = true
        case .next: state.canGoNext = true
        case .done: state.isDoneEnabled = true
        }
        #expect(state.isEnabled(action))
        #expect(FocusToolbarAction.allCases.filter(state.isEnabled) == [action])
    }

    @Test func performMovesTheChainAsTheToolbarAndRunsTheAppsButton() {
        let c = chain(["a", "b", "c"])
        var moves: [FocusCause] = []
        c.onFocusChange = { moves.append($0.cause) }
        c.focus("b")
        var scans = 0
        var configuration = FocusToolbarConfiguration()
        configuration.buttons = [FocusToolbarButton("Scan") { scans += 1 }]
        configuration.perform(.action(.next), on: c)
        #expect(c.focused == "c")
        configuration.perform(.action(.previous), on: c)
        #expect(c.focused == "b")
        #expect(moves.suffix(2) == [.toolbar, .toolbar])
        configuration.perform(.button(0), on: c)
        configuration.perform(.button(7), on: c)
        #expect(scans == 1)
        configuration.perform(.action(.done), on: c)
        #expect(c.focused == nil)
    }

    @Test func doneOnTheLastFieldSubmits() {
        let c = chain(["a", "b"])
        var submits = 0
        c.onSubmit = { submits += 1 }
        c.focus("b")
        c.perform(.done)
        #expect(submits == 1)
    }
}

@Suite("What a native toolbar redoes (FocusToolbarPresentation)")
struct FocusToolbarPresentationTests {
    private let messages = MessageCatalog()

    @Test func theFirstShowBuildsThenOnlyRealChangesCount() {
        var presentation = FocusToolbarPresentation()
        let off = FocusToolbarConfiguration.standard.entries(for: FocusToolbarState(), messages: messages)
        let on = FocusToolbarConfiguration.standard.entries(
            for: FocusToolbarState(canGoPrevious: true, canGoNext: true, isDoneEnabled: true),
            messages: messages)
        #expect(presentation.update(to: off) == .rebuild)
        #expect(presentation.update(to: off) == .none)
        #expect(presentation.update(to: on) == .enabledStates)
        #expect(presentation.shown == on)
    }

    @Test func aNewTitleOrLanguageOrButtonRebuilds() {
        var presentation = FocusToolbarPresentation()
        let state = FocusToolbarState(isDoneEnabled: true)
        _ = presentation.update(
            to: FocusToolbarConfiguration.standard.entries(for: state, messages: messages))
        let german = FocusToolbarConfiguration.standard.entries(
            for: state, messages: MessageCatalog(locale: "de"))
        #expect(presentation.update(to: german) == .rebuild)
        let pay = FocusToolbarConfiguration(done: "Pay").entries(
            for: state, messages: MessageCatalog(locale: "de"))
        #expect(presentation.update(to: pay) == .rebuild)
        #expect(presentation.update(to: []) == .rebuild)
    }
}
