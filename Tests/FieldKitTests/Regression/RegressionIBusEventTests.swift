import FieldKitTesting
import Testing

@testable import FieldKit

/// Event sequences recorded from a GTK 4.8 `GtkEntry` (the `GtkText` inside it)
/// with real IBus engines under Xvfb: `delete-text`, `insert-text`
/// and `preedit-changed` in the order GTK emitted them, each with the
/// positions GTK reported. `Tests/EndToEnd/ibus_e2e.py` types the same keys into
/// the demo.
@Suite("Regression: IBus event sequences from GTK")
@MainActor
struct RegressionIBusEventTests {
    /// One signal of the `GtkText`, as the GTK text field reports it.
    enum Signal: Sendable {
        case delete(Int, Int)
        case insert(String, at: Int)
        case preedit(String)
    }

    func deliver(_ signals: [Signal], to field: SimulatedField) throws {
        for signal in signals {
            switch signal {
            case .delete(let start, let end):
                try field.coordinator.didReplace([TextSpan(start, end, unit: .unicodeScalars)], with: "")
            case .insert(let text, let start):
                try field.coordinator.didReplace([TextSpan(caret: start, unit: .unicodeScalars)], with: text)
            case .preedit(let text):
                field.coordinator.didChangePreedit(text)
            }
        }
    }

    /// ibus-hangul, 2-set, `g k s r n r space`: GTK deletes the empty range at
    /// the caret each time a preedit starts, then commits each syllable when
    /// the next one begins. Before the fix the identity format wrote and
    /// reported the unchanged text on each empty delete: onChange was called
    /// with "", "한", "한", "한국", "한국 ".
    nonisolated static let hangul: [Signal] = [
        .delete(0, 0), .preedit("ㅎ"), .preedit("하"), .preedit("한"), .preedit(""), .insert("한", at: 0),
        .delete(1, 1), .preedit("ㄱ"), .preedit("구"), .preedit("국"), .preedit(""), .insert("국", at: 1),
        .insert(" ", at: 2),
    ]

    /// ibus-anthy in hiragana mode, `n i h o n space Return`: the conversion
    /// is committed before the preedit empties.
    nonisolated static let anthy: [Signal] = [
        .delete(0, 0), .preedit("n"), .preedit("に"), .preedit("にh"), .preedit("にほ"), .preedit("にほn"),
        .preedit("日本"), .insert("日本", at: 0), .preedit(""),
    ]

    /// ibus-libpinyin, `n i h a o space`: the preedit shows candidates.
    nonisolated static let libpinyin: [Signal] = [
        .delete(0, 0), .preedit("年"), .preedit("你"), .preedit("你和"), .preedit("你哈"), .preedit("你好"),
        .insert("你好", at: 0), .preedit(""),
    ]

    @Test(arguments: [
        (hangul, ["한", "한국", "한국 "]),
        (anthy, ["日本"]),
        (libpinyin, ["你好"]),
    ])
    func onChangeOncePerAppliedChange(signals: [Signal], changes: [String]) throws {
        let field = SimulatedField()
        try deliver(signals, to: field)
        #expect(field.changes == changes)
        #expect(field.modelWrites == changes)
        #expect(field.coordinator.state.text == changes.last)
        #expect(field.commands.isEmpty)
    }

    /// The same sequences through a format that keeps every character: the
    /// formatted path already compared the text, and both paths agree.
    @Test(arguments: [hangul, anthy, libpinyin])
    func identityAndFormattedPathsAgree(signals: [Signal]) throws {
        let plain = SimulatedField()
        let formatted = SimulatedField(format: CharacterFormat.filter { _ in true })
        try deliver(signals, to: plain)
        try deliver(signals, to: formatted)
        #expect(plain.changes == formatted.changes)
        #expect(plain.coordinator.state.text == formatted.coordinator.state.text)
    }

    /// The empty delete in the middle of existing text, as GTK sends it when a
    /// preedit starts after "AB|C": nothing changes, so nothing is reported.
    @Test func emptyDeleteInTheMiddleIsNoChange() throws {
        let field = SimulatedField("ABC")
        try field.moveCaret(to: 2)
        try deliver(
            [.delete(2, 2), .preedit("ㅎ"), .preedit("한"), .preedit(""), .insert("한", at: 2)], to: field)
        #expect(field.changes == ["AB한C"])
        #expect(field.coordinator.state.text == "AB한C")
        let caret = field.coordinator.state.offsets(
            of: field.coordinator.state.selection, in: .unicodeScalars)
        #expect(caret == TextSpan(caret: 3, unit: .unicodeScalars))
    }

    /// A caret-only edit still moves the coordinator's selection.
    @Test func emptyDeleteKeepsTheCaret() throws {
        let field = SimulatedField("AB")
        try field.moveCaret(to: 1)
        try deliver([.delete(1, 1)], to: field)
        #expect(field.changes.isEmpty)
        #expect(field.modelWrites.isEmpty)
        let caret = field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
        #expect(caret == TextSpan(caret: 1, unit: .utf16))
    }
}

/// Tab while an input method composes belongs to the input method:
/// Anthy discarded the unconverted にほん when a focus chain took Tab first.
@Suite("Navigation keys during a composition")
@MainActor
struct CompositionNavigationKeyTests {
    @MainActor
    final class Form {
        let window = SimulatedWindow()
        let chain = FocusChain<String>()
        let name: SimulatedField
        let email: SimulatedField

        init() {
            name = SimulatedField(name: "name", window: window)
            email = SimulatedField(name: "email", window: window)
            chain.attach(name.coordinator, to: "name")
            chain.attach(email.coordinator, to: "email")
            chain.focus("name")
        }

        func tab(backward: Bool = false, in field: SimulatedField) -> Bool {
            field.coordinator.didPressTab(backward: backward) { backward in
                backward ? chain.previous(cause: .keyboard) : chain.next(cause: .keyboard)
            }
        }
    }

    /// Marked text as UIKit and AppKit report it, or a GTK preedit.
    enum Composition: CaseIterable {
        case marked, preedit

        @MainActor func start(_ coordinator: TextInputCoordinator) throws {
            switch self {
            case .marked:
                try coordinator.didReplace(
                    [TextSpan(0, 0, unit: .utf16)], with: "にほん", markedRange: TextSpan(0, 3, unit: .utf16))
            case .preedit:
                coordinator.didChangePreedit("にほん")
            }
        }

        @MainActor func commit(_ coordinator: TextInputCoordinator) throws {
            switch self {
            case .marked:
                try coordinator.didReplace([TextSpan(0, 3, unit: .utf16)], with: "日本")
            case .preedit:
                try coordinator.didReplace([TextSpan(caret: 0, unit: .unicodeScalars)], with: "日本")
                coordinator.didChangePreedit("")
            }
        }
    }

    @Test(arguments: Composition.allCases, [false, true])
    func tabDuringACompositionStaysWithTheInputMethod(composition: Composition, backward: Bool) throws {
        let form = Form()
        if backward { form.chain.focus("email") }
        let field = backward ? form.email : form.name
        try composition.start(field.coordinator)
        var moves = 0
        let used = field.coordinator.didPressTab(backward: backward) { _ in
            moves += 1
            return true
        }
        #expect(!used)
        #expect(moves == 0)
        #expect(form.chain.focused == (backward ? "email" : "name"))
        #expect(field.coordinator.isComposing)
        try composition.commit(field.coordinator)
        #expect(field.coordinator.state.text == "日本")
        #expect(form.tab(backward: backward, in: field))
        #expect(form.chain.focused == (backward ? "name" : "email"))
    }

    @Test func tabWithoutACompositionMoves() {
        let form = Form()
        #expect(form.tab(in: form.name))
        #expect(form.chain.focused == "email")
        #expect(form.chain.lastMove?.cause == .keyboard)
        #expect(form.tab(backward: true, in: form.email))
        #expect(form.chain.focused == "name")
        // At the end of the chain nothing moves, and the adapter lets the toolkit have the key.
        #expect(!form.tab(backward: true, in: form.name))
    }

    /// Return follows the same rule: it confirms the composition, then a second return acts.
    @Test(arguments: Composition.allCases)
    func returnDuringACompositionConfirmsThenActs(composition: Composition) throws {
        let form = Form()
        var submits = 0
        form.name.coordinator.onSubmit = { submits += 1 }
        try composition.start(form.name.coordinator)
        #expect(!form.name.coordinator.didPressReturn())
        #expect(submits == 0)
        #expect(form.chain.focused == "name")
        try composition.commit(form.name.coordinator)
        #expect(form.name.coordinator.didPressReturn())
        #expect(submits == 1)
        #expect(form.chain.focused == "email")
    }
}
