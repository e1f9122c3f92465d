import Testing

@testable import FieldKit

@Suite("SwiftUI support: reporting native edits")
@MainActor
struct SwiftUISupportEditTests {
    /// Every caret position of a mixed-script text: typing there through a
    /// recorded edit lands where a widget would put it, without a resync.
    @Test(arguments: 0...5)
    func recordedInsertAtEveryCaret(caret: Int) throws {
        let text = "a€😀b"  // UTF-16 lengths 1, 1, 2, 1 → offsets 0...5
        let utf16 = Array(text.utf16)
        #expect(utf16.count == 5)
        let coordinator = TextInputCoordinator(text: text)
        var model = text
        coordinator.writeModel = { model = $0 }
        let edit = RecordedEdit(ranges: [TextSpan(caret: caret, unit: .utf16)], replacement: "x")
        let prefix = String(validating: utf16[..<caret], as: UTF16.self)
        let suffix = String(validating: utf16[caret...], as: UTF16.self)
        guard let prefix, let suffix else {
            // The caret splits the emoji's surrogate pair: the recorded range
            // is rejected and the widget's own text wins.
            let widgetText = text + "x"
            let explained = coordinator.widgetDidChange(
                recorded: edit, widgetLength: widgetText.utf16.count, selection: nil, markedRange: nil,
                widgetText: { widgetText })
            #expect(!explained)
            #expect(model == widgetText)
            return
        }
        let widgetText = prefix + "x" + suffix
        let explained = coordinator.widgetDidChange(
            recorded: edit, widgetLength: widgetText.utf16.count,
            selection: TextSpan(caret: caret + 1, unit: .utf16), markedRange: nil, widgetText: { widgetText }
        )
        #expect(explained)
        #expect(model == widgetText)
        #expect(
            coordinator.state.offsets(of: coordinator.state.selection, in: .utf16).lowerBound == caret + 1)
    }

    @Test func unannouncedChangeResynchronises() {
        let coordinator = TextInputCoordinator(text: "teh")
        var model = "teh"
        coordinator.writeModel = { model = $0 }
        var readText = false
        let explained = coordinator.widgetDidChange(
            recorded: nil, widgetLength: 3, selection: TextSpan(caret: 3, unit: .utf16), markedRange: nil,
            widgetText: {
                readText = true
                return "the"
            })
        #expect(!explained)
        #expect(readText)
        #expect(model == "the")
    }

    @Test func recordedEditThatDisagreesWithWidgetResynchronises() {
        let coordinator = TextInputCoordinator(text: "ab")
        var model = "ab"
        coordinator.writeModel = { model = $0 }
        // UIKit announced "c" at the end but autocorrect replaced the word.
        let explained = coordinator.widgetDidChange(
            recorded: RecordedEdit(ranges: [TextSpan(caret: 2, unit: .utf16)], replacement: "c"),
            widgetLength: 5, selection: nil, markedRange: nil, widgetText: { "about" })
        #expect(!explained)
        #expect(model == "about")
    }

    @Test func markedTextNeverReachesTheModel() {
        let coordinator = TextInputCoordinator(text: "")
        var writes: [String] = []
        coordinator.writeModel = { writes.append($0) }
        coordinator.widgetDidChange(
            recorded: RecordedEdit(ranges: [TextSpan(caret: 0, unit: .utf16)], replacement: "ㅎ"),
            widgetLength: 1, selection: TextSpan(caret: 1, unit: .utf16),
            markedRange: TextSpan(0, 1, unit: .utf16), widgetText: { "ㅎ" })
        #expect(writes.isEmpty)
        #expect(coordinator.isComposing)
        #expect(!coordinator.showsPlaceholder)
        coordinator.widgetDidChange(
            recorded: RecordedEdit(ranges: [TextSpan(0, 1, unit: .utf16)], replacement: "한"),
            widgetLength: 1, selection: TextSpan(caret: 1, unit: .utf16), markedRange: nil,
            widgetText: { "한" })
        #expect(writes == ["한"])
    }

    @Test func multiRangeEditFromIOS26() {
        let coordinator = TextInputCoordinator(text: "abcdef")
        var model = ""
        coordinator.writeModel = { model = $0 }
        let explained = coordinator.widgetDidChange(
            recorded: RecordedEdit(
                ranges: [TextSpan(4, 5, unit: .utf16), TextSpan(1, 2, unit: .utf16)], replacement: "X"),
            widgetLength: 5, selection: nil, markedRange: nil, widgetText: { "aXcdf" })
        #expect(explained)
        #expect(model == "aXcdf")
    }

    @Test func selectionIgnoredWhileAnEditIsPending() {
        let coordinator = TextInputCoordinator(text: "abc")
        let pending = RecordedEdit(ranges: [TextSpan(caret: 3, unit: .utf16)], replacement: "d")
        #expect(
            !coordinator.widgetDidChangeSelection(TextSpan(caret: 4, unit: .utf16), pendingEdit: pending))
        #expect(coordinator.widgetDidChangeSelection(TextSpan(1, 2, unit: .utf16), pendingEdit: nil))
        #expect(
            coordinator.state.offsets(of: coordinator.state.selection, in: .utf16)
                == TextSpan(1, 2, unit: .utf16))
        #expect(!coordinator.widgetDidChangeSelection(TextSpan(caret: 9, unit: .utf16), pendingEdit: nil))
    }

    @Test func placeholderFollowsTheText() {
        let coordinator = TextInputCoordinator(text: "")
        #expect(coordinator.showsPlaceholder)
        coordinator.modelDidChange(to: "x")
        #expect(!coordinator.showsPlaceholder)
    }
}

@Suite("SwiftUI support: return key, toolbar host, focus state")
struct SwiftUISupportFocusTests {
    @Test(arguments: ReturnKeyLabel.allCases)
    func explicitLabelWins(label: ReturnKeyLabel) {
        for role in [ReturnKeyRole.next, .done, .submit, nil] {
            let resolved = label.resolved(role: role)
            if label == .automatic {
                #expect(resolved == (role == .next ? .next : role == nil ? .return : .done))
            } else {
                #expect(resolved == label)
            }
        }
    }

    @Test func toolbarHostIsExactlyOne() {
        let wrapped: Set = ["card", "notes"]
        #expect(KeyboardToolbarHost.host(focused: String?.none, wrappedFields: wrapped) == .none)
        #expect(KeyboardToolbarHost.host(focused: "card", wrappedFields: wrapped) == .inputAccessory)
        #expect(KeyboardToolbarHost.host(focused: "search", wrappedFields: wrapped) == .declarative)
    }

    @Test func focusStateNeverHoldsAWrappedField() {
        let wrapped: Set = ["card"]
        #expect(FocusStateSync.focusStateValue(chainFocused: "card", wrappedFields: wrapped) == nil)
        #expect(FocusStateSync.focusStateValue(chainFocused: "name", wrappedFields: wrapped) == "name")
        #expect(FocusStateSync.focusStateValue(chainFocused: String?.none, wrappedFields: wrapped) == nil)
    }

    @Test func focusStateChangesReachTheChainOnce() {
        let wrapped: Set = ["card"]
        typealias Action = FocusStateSync.ChainAction<String>
        #expect(
            FocusStateSync.chainAction(focusState: "name", chainFocused: nil, wrappedFields: wrapped)
                == Action.focus("name"))
        #expect(
            FocusStateSync.chainAction(focusState: "name", chainFocused: "name", wrappedFields: wrapped)
                == Action.none)
        // SwiftUI clears its state when a wrapped field takes focus: not a resign.
        #expect(
            FocusStateSync.chainAction(focusState: nil, chainFocused: "card", wrappedFields: wrapped)
                == Action.none)
        #expect(
            FocusStateSync.chainAction(focusState: nil, chainFocused: "name", wrappedFields: wrapped)
                == Action.resign)
        #expect(
            FocusStateSync.chainAction(focusState: nil, chainFocused: String?.none, wrappedFields: wrapped)
                == Action.none)
    }

    @Test(arguments: [true, false])
    func focusBindingCommands(widgetIsFocused: Bool) {
        #expect(FocusBindingSync.command(bindingIsFocused: nil, widgetIsFocused: widgetIsFocused) == .none)
        #expect(
            FocusBindingSync.command(bindingIsFocused: widgetIsFocused, widgetIsFocused: widgetIsFocused)
                == .none)
        #expect(
            FocusBindingSync.command(bindingIsFocused: !widgetIsFocused, widgetIsFocused: widgetIsFocused)
                == (widgetIsFocused ? .resign : .focus))
    }

    @Test func secureToggle() {
        for was in [true, false] {
            for now in [true, false] {
                for editing in [true, false] {
                    #expect(
                        SecureEntryToggle.needsRestore(wasSecure: was, isSecure: now, isEditing: editing)
                            == (was != now && editing))
                }
            }
        }
        #expect(SecureEntryToggle.showsDots(isSecure: true, isRevealed: false))
        #expect(!SecureEntryToggle.showsDots(isSecure: true, isRevealed: true))
        #expect(!SecureEntryToggle.showsDots(isSecure: false, isRevealed: false))
    }
}

@Suite("SwiftUI support: submit actions from modifiers in any order")
@MainActor
struct SubmitActionsTests {
    @Test func noActionRunsNothing() {
        let actions = SubmitActions()
        #expect(actions.isEmpty)
        actions()
    }

    /// The environment hands a field its containers' actions first; the one
    /// written closest to the field runs first, then outwards.
    @Test func theInnermostActionRunsFirst() {
        var ran: [String] = []
        let actions = SubmitActions()
            .addingInner { ran.append("form") }
            .addingInner { ran.append("row") }
            .addingInner { ran.append("field") }
        #expect(actions.count == 3)
        actions()
        #expect(ran == ["field", "row", "form"])
    }

    /// A field's return runs the collected actions through the coordinator's
    /// `onSubmit`, before the chain's role; while an input method composes
    /// nothing runs.
    @Test func returnRunsTheCollectedActionsBeforeTheChain() throws {
        var ran: [String] = []
        let coordinator = TextInputCoordinator(text: "x")
        let actions = SubmitActions().addingInner { ran.append("outer") }.addingInner { ran.append("inner") }
        coordinator.onSubmit = { actions() }
        coordinator.returnKeyAction = { ran.append("chain") }
        #expect(coordinator.didPressReturn())
        #expect(ran == ["inner", "outer", "chain"])
        try coordinator.didChangeText(to: "xㅎ", markedRange: TextSpan(1, 2, unit: .unicodeScalars))
        ran = []
        #expect(!coordinator.didPressReturn())
        #expect(ran.isEmpty)
    }
}
