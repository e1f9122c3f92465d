import FieldKitTesting
import Observation
import Testing

@testable import FieldKit

@MainActor
private func chain(_ ids: [String], wrap: FocusWrapPolicy = .stopAtEnds) -> FocusChain<String> {
    let chain = FocusChain<String>(wrapPolicy: wrap)
    for id in ids { chain.register(id) }
    return chain
}

@MainActor
@Suite("FocusChain order and moves")
struct FocusChainOrderTests {
    @Test func declarationOrderIsRegistrationOrder() {
        let c = chain(["name", "email", "phone"])
        #expect(c.fields == ["name", "email", "phone"])
        #expect(c.count == 3)
    }

    @Test func explicitOrderSortsThenDeclarationBreaksTies() {
        let c = FocusChain<String>()
        c.register("c", order: 2)
        c.register("a")
        c.register("z", order: -1)
        c.register("b")
        c.register("d", order: 2)
        #expect(c.fields == ["z", "a", "b", "c", "d"])
    }

    @Test func registeringAgainIsIdempotentAndCanChangeOrder() {
        let c = chain(["a", "b", "c"])
        c.register("a")
        c.register("b")
        #expect(c.fields == ["a", "b", "c"])
        c.register("a", order: 1)
        #expect(c.fields == ["b", "c", "a"])
    }

    @Test func nextAndPreviousWalkTheOrderAndStopAtTheEnds() {
        let c = chain(["a", "b", "c"])
        #expect(c.next() == false)
        #expect(c.first())
        #expect(c.focused == "a")
        #expect(c.previous() == false)
        #expect(c.next() && c.focused == "b")
        #expect(c.next() && c.focused == "c")
        #expect(c.next() == false)
        #expect(c.focused == "c")
        #expect(c.previous() && c.focused == "b")
    }

    @Test func wrapAroundGoesRound() {
        let c = chain(["a", "b", "c"], wrap: .wrapAround)
        c.focus("c")
        #expect(c.next() && c.focused == "a")
        #expect(c.previous() && c.focused == "c")
    }

    @Test(arguments: [FieldAvailability.disabled, .hidden, .readOnly])
    func unavailableFieldsAreSkipped(_ availability: FieldAvailability) {
        let c = chain(["a", "b", "c", "d"])
        c.setAvailability(availability, for: "b")
        c.setAvailability(availability, for: "c")
        c.focus("a")
        #expect(c.next() && c.focused == "d")
        #expect(c.previous() && c.focused == "a")
        #expect(c.focus("b") == .unavailable)
        #expect(c.focused == "a")
        c.setAvailability(availability, for: "a")
        #expect(c.focused == "d", "the focused field became unavailable: focus moved on")
        c.resign()
        #expect(c.first() && c.focused == "d")
    }

    @Test func firstSkipsLeadingUnavailableFieldsAndFailsWhenNoneCanTakeFocus() {
        let c = chain(["a", "b"])
        c.setAvailability(.hidden, for: "a")
        #expect(c.first() && c.focused == "b")
        c.setAvailability(.disabled, for: "b")
        #expect(c.focused == nil)
        #expect(c.first() == false)
        #expect(FocusChain<Int>().first() == false)
    }

    @Test(arguments: [FocusCause.userTap, .keyboard, .returnKey, .toolbar, .app, .validation])
    func everyMoveCarriesItsCause(_ cause: FocusCause) {
        let c = chain(["a", "b", "c"])
        var moves: [FocusMove<String>] = []
        c.onFocusChange = { moves.append($0) }
        c.focus("a", cause: cause)
        c.next(cause: cause)
        c.previous(cause: cause)
        c.resign(cause: cause)
        c.first(cause: cause)
        #expect(
            moves == [
                FocusMove(from: nil, to: "a", cause: cause),
                FocusMove(from: "a", to: "b", cause: cause),
                FocusMove(from: "b", to: "a", cause: cause),
                FocusMove(from: "a", to: nil, cause: cause),
                FocusMove(from: nil, to: "a", cause: cause),
            ])
        #expect(c.lastMove == moves.last)
    }

    @Test func focusingTheFocusedFieldIsNotAMove() {
        let c = chain(["a", "b"])
        var count = 0
        c.onFocusChange = { _ in count += 1 }
        #expect(c.focus("a") == .focused)
        #expect(c.focus("a") == .focused)
        #expect(count == 1)
    }
}

@MainActor
@Suite("FocusChain return key and toolbar")
struct FocusChainReturnKeyTests {
    @Test func returnKeyRoleIsNextUntilTheLastFieldThatCanTakeFocus() {
        let c = chain(["a", "b", "c", "d"])
        c.setAvailability(.disabled, for: "d")
        #expect(c.returnKeyRole(for: "a") == .next)
        #expect(c.returnKeyRole(for: "b") == .next)
        #expect(c.returnKeyRole(for: "c") == .submit)
        c.lastFieldReturnKeyRole = .done
        #expect(c.returnKeyRole(for: "c") == .done)
        c.setReturnKeyRole(.done, for: "a")
        #expect(c.returnKeyRole(for: "a") == .done)
        c.setReturnKeyRole(nil, for: "a")
        #expect(c.returnKeyRole(for: "a") == .next)
    }

    @Test func wrappingDoesNotTakeSubmitAwayFromTheLastField() {
        let c = chain(["a", "b"], wrap: .wrapAround)
        #expect(c.returnKeyRole(for: "b") == .submit)
        c.focus("b")
        #expect(c.toolbar.canGoNext)
    }

    @Test func returnMovesToTheNextFieldWithCauseReturnKey() {
        let c = chain(["a", "b", "c"])
        c.setAvailability(.readOnly, for: "b")
        c.focus("a")
        c.returnKeyPressed(in: "a")
        #expect(c.focused == "c")
        #expect(c.lastMove?.cause == .returnKey)
    }

    @Test func returnOnTheLastFieldSubmitsThenResigns() {
        let c = chain(["a", "b"])
        var submits = 0
        c.onSubmit = { submits += 1 }
        c.focus("b")
        c.returnKeyPressed(in: "b")
        #expect(submits == 1)
        #expect(c.focused == nil)
        #expect(c.lastMove == FocusMove(from: "b", to: nil, cause: .returnKey))
    }

    @Test func aSubmitThatMovesFocusKeepsItsMove() {
        let c = chain(["a", "b"])
        c.onSubmit = { [unowned c] in c.focus("a", cause: .validation) }
        c.focus("b")
        c.returnKeyPressed(in: "b")
        #expect(c.focused == "a")
        #expect(c.lastMove?.cause == .validation)
    }

    /// A failed submit from the last field, which is itself the first invalid
    /// one, keeps focus there: the user fixes the value without tapping back.
    @Test func aSubmitThatRefocusesTheSameFieldKeepsFocus() {
        let c = chain(["a", "b"])
        c.onSubmit = { [unowned c] in c.focus("b", cause: .validation) }
        c.focus("b")
        c.returnKeyPressed(in: "b")
        #expect(c.focused == "b")
    }

    @Test func doneResignsWithoutSubmitting() {
        let c = chain(["a", "b"])
        c.lastFieldReturnKeyRole = .done
        var submits = 0
        c.onSubmit = { submits += 1 }
        c.focus("b")
        c.returnKeyPressed(in: "b")
        #expect(submits == 0)
        #expect(c.focused == nil)
    }

    /// Every focus position in chains with every pattern of unavailable
    /// fields: the toolbar agrees with a direct computation.
    @Test(arguments: [FocusWrapPolicy.stopAtEnds, .wrapAround])
    func toolbarMatchesADirectComputationEverywhere(_ wrap: FocusWrapPolicy) {
        let size = 5
        for mask in 0..<(1 << size) {
            let ids = Array(0..<size)
            let c = FocusChain<Int>(wrapPolicy: wrap)
            for id in ids { c.register(id, availability: mask & (1 << id) != 0 ? .disabled : .available) }
            #expect(c.toolbar == FocusToolbarState())
            for id in ids where mask & (1 << id) == 0 {
                c.focus(id)
                let available = ids.filter { mask & (1 << $0) == 0 }
                let others = available.count > 1
                let expectedNext = wrap == .wrapAround ? others : available.contains { $0 > id }
                let expectedPrevious = wrap == .wrapAround ? others : available.contains { $0 < id }
                #expect(
                    c.toolbar
                        == FocusToolbarState(
                            canGoPrevious: expectedPrevious, canGoNext: expectedNext, isDoneEnabled: true),
                    "mask \(mask) focus \(id)")
                let expectedRole: ReturnKeyRole = available.contains { $0 > id } ? .next : .submit
                #expect(c.returnKeyRole(for: id) == expectedRole)
            }
        }
    }
}

@MainActor
@Suite("FocusChain observation")
struct FocusChainObservationTests {
    /// Runs `change` and reports whether reading `read` was invalidated.
    private func notifies(_ read: @escaping () -> Void, when change: () -> Void) -> Bool {
        let flag = Flag()
        withObservationTracking(read) { flag.set() }
        change()
        return flag.value
    }

    @Test func toolbarNotifiesWhenItChanges() {
        let c = chain(["a", "b", "c"])
        #expect(notifies({ _ = c.toolbar }, when: { c.focus("a") }))
        #expect(c.toolbar == FocusToolbarState(canGoPrevious: false, canGoNext: true, isDoneEnabled: true))
        #expect(notifies({ _ = c.toolbar }, when: { c.next() }))
        #expect(c.toolbar.canGoPrevious)
        #expect(notifies({ _ = c.toolbar }, when: { c.setAvailability(.hidden, for: "c") }))
        #expect(c.toolbar.canGoNext == false)
        #expect(notifies({ _ = c.toolbar }, when: { c.resign(cause: .toolbar) }))
        #expect(c.toolbar == FocusToolbarState())
    }

    @Test func toolbarDoesNotNotifyWhenItStaysTheSame() {
        let c = chain(["a", "b", "c", "d"])
        c.focus("b")
        #expect(!notifies({ _ = c.toolbar }, when: { c.next() }), "b and c both have both neighbours")
        #expect(!notifies({ _ = c.toolbar }, when: { c.register("e") }))
        #expect(c.focused == "c")
    }

    @Test func lastMoveAndPendingFocusNotify() {
        let c = chain(["a", "b"])
        #expect(notifies({ _ = c.lastMove }, when: { c.focus("a", cause: .toolbar) }))
        #expect(c.lastMove == FocusMove(from: nil, to: "a", cause: .toolbar))
        #expect(notifies({ _ = c.pendingFocus }, when: { c.focus("later") }))
        #expect(c.pendingFocus == "later")
        #expect(notifies({ _ = c.pendingFocus }, when: { c.focus("even-later") }))
        #expect(c.pendingFocus == "even-later")
        #expect(notifies({ _ = c.pendingFocus }, when: { c.cancelPendingFocus() }))
        #expect(c.pendingFocus == nil)
    }

    @Test func lastMoveSurvivesTheRemovalOfItsFields() {
        let c = chain(["a", "b", "c"])
        c.focus("a")
        c.next(cause: .keyboard)
        c.unregister("a")
        c.register("d")
        #expect(c.lastMove == FocusMove(from: "a", to: "b", cause: .keyboard))
        #expect(c.focused == "b")
    }

    @Test func focusedAndReturnKeyRolesNotify() {
        let c = chain(["a", "b"])
        #expect(notifies({ _ = c.focused }, when: { c.focus("b", cause: .userTap) }))
        #expect(c.returnKeyRole(for: "b") == .submit)
        #expect(notifies({ _ = c.returnKeyRole(for: "b") }, when: { c.register("c") }))
        #expect(c.returnKeyRole(for: "b") == .next)
        #expect(notifies({ _ = c.fields }, when: { c.reorder(["c", "a"]) }))
        #expect(c.fields == ["c", "b", "a"])
    }
}

/// Set from an observation's change handler, which runs synchronously on
/// the mutating (main) thread in these tests.
private final class Flag: @unchecked Sendable {
    var value = false
    func set() { value = true }
}

@MainActor
@Suite("FocusChain mutation while focused")
struct FocusChainMutationTests {
    @Test func insertingAroundTheFocusedFieldKeepsFocusAndUpdatesNeighbours() {
        let c = chain(["a", "c"])
        c.focus("c")
        #expect(c.toolbar.canGoNext == false)
        c.register("b", order: 0)
        c.register("d", order: 1)
        #expect(c.focused == "c")
        #expect(c.fields == ["a", "c", "b", "d"])
        #expect(c.toolbar.canGoNext)
        c.reorder(["a", "b", "c"])
        #expect(c.fields == ["a", "b", "c", "d"])
        #expect(c.focused == "c")
        #expect(c.previous() && c.focused == "b")
        #expect(c.next() && c.next() && c.focused == "d")
    }

    @Test func removingTheFocusedFieldMovesToTheOneThatTookItsPlace() {
        let c = chain(["a", "b", "c"])
        var moves: [FocusMove<String>] = []
        c.onFocusChange = { moves.append($0) }
        c.focus("b")
        c.unregister("b")
        #expect(c.focused == "c")
        #expect(moves.last == FocusMove(from: "b", to: "c", cause: .fieldUnavailable))
        c.unregister("c")
        #expect(c.focused == "a", "no field after: the previous one")
        c.unregister("a")
        #expect(c.focused == nil, "no field at all: resigned")
        #expect(moves.last == FocusMove(from: "a", to: nil, cause: .fieldUnavailable))
        #expect(c.toolbar == FocusToolbarState())
    }

    @Test func removalSkipsUnavailableNeighbours() {
        let c = chain(["a", "b", "c", "d"])
        c.setAvailability(.disabled, for: "c")
        c.setAvailability(.hidden, for: "d")
        c.focus("b")
        c.unregister("b")
        #expect(c.focused == "a")
    }

    @Test func resignRuleResigns() {
        let c = chain(["a", "b", "c"])
        c.focusLossRule = .resign
        c.focus("b")
        c.unregister("b")
        #expect(c.focused == nil)
        c.focus("a")
        c.setAvailability(.disabled, for: "a")
        #expect(c.focused == nil)
    }

    @Test func removingOtherFieldsKeepsFocus() {
        let c = chain(["a", "b", "c"])
        c.focus("b")
        c.unregister("c")
        c.unregister("a")
        c.unregister("zzz")
        #expect(c.focused == "b")
        #expect(c.toolbar == FocusToolbarState(canGoPrevious: false, canGoNext: false, isDoneEnabled: true))
        #expect(c.returnKeyRole(for: "b") == .submit)
    }

    /// A long random sequence of registrations, removals, availability
    /// changes, reorders and moves, checked step by step against a plain
    /// reference implementation of the documented rules.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomMutationsMatchTheReferenceRules(_ seed: UInt64) {
        var random = SplitMix64(state: seed)
        let c = FocusChain<Int>(wrapPolicy: seed.isMultiple(of: 2) ? .wrapAround : .stopAtEnds)
        var reference = ReferenceChain(wrap: c.wrapPolicy == .wrapAround)
        for _ in 0..<600 {
            let id = Int.random(in: 0..<12, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                let order: Int? = Bool.random(using: &random) ? nil : Int.random(in: -2...2, using: &random)
                c.register(id, order: order)
                reference.register(id, order: order)
            case 2:
                c.unregister(id)
                reference.unregister(id)
            case 3:
                let availability: FieldAvailability = Bool.random(using: &random) ? .available : .disabled
                c.setAvailability(availability, for: id)
                reference.setAvailable(availability.canTakeFocus, id)
            case 4:
                let ids = (0..<4).map { _ in Int.random(in: 0..<12, using: &random) }
                c.reorder(ids)
                reference.reorder(ids)
            case 5:
                let result = c.focus(id)
                reference.focus(id)
                #expect(result != .focused || c.focused == id)
            case 6:
                c.next()
                reference.step(1)
            case 7:
                c.previous()
                reference.step(-1)
            default:
                c.first()
                reference.first()
            }
            #expect(c.fields == reference.orderedIDs)
            #expect(c.focused == reference.focused)
            #expect(c.pendingFocus == reference.pending)
            if let focused = c.focused {
                #expect(c.toolbar.canGoNext == (reference.target(from: focused, 1) != nil))
                #expect(c.toolbar.canGoPrevious == (reference.target(from: focused, -1) != nil))
            } else {
                #expect(c.toolbar == FocusToolbarState())
            }
        }
    }

    @Test func nextOnTenThousandFieldsVisitsEveryAvailableFieldOnce() {
        let c = FocusChain<Int>()
        for id in 0..<10_000 { c.register(id, availability: id % 3 == 1 ? .disabled : .available) }
        c.first()
        var visited = [c.focused!]
        while c.next() { visited.append(c.focused!) }
        #expect(visited == (0..<10_000).filter { $0 % 3 != 1 })
    }
}

/// The documented rules, written as plainly as possible.
private struct ReferenceChain {
    struct Field {
        var id: Int
        var order: Int
        var sequence: Int
        var available = true
    }
    var wrap: Bool
    var fieldsByID: [Int: Field] = [:]
    var sequence = 0
    var focused: Int?
    var pending: Int?

    var orderedIDs: [Int] {
        fieldsByID.values.sorted { ($0.order, $0.sequence) < ($1.order, $1.sequence) }.map(\.id)
    }

    mutating func register(_ id: Int, order: Int?) {
        if fieldsByID[id] != nil {
            if let order { fieldsByID[id]!.order = order }
        } else {
            fieldsByID[id] = Field(id: id, order: order ?? 0, sequence: sequence)
            sequence += 1
        }
        applyPending(id)
    }

    mutating func applyPending(_ id: Int) {
        if pending == id, let field = fieldsByID[id], field.available {
            pending = nil
            focused = id
        }
    }

    func target(from id: Int, _ direction: Int, wrap: Bool? = nil) -> Int? {
        let ids = orderedIDs
        guard let start = ids.firstIndex(of: id) else { return nil }
        let wraps = wrap ?? self.wrap
        var index = start
        for _ in 1..<max(ids.count, 1) {
            index += direction
            if index < 0 || index == ids.count {
                if !wraps { return nil }
                index = (index + ids.count) % ids.count
            }
            if fieldsByID[ids[index]]!.available { return ids[index] }
        }
        return nil
    }

    func neighbour(of id: Int) -> Int? {
        target(from: id, 1, wrap: false) ?? target(from: id, -1, wrap: false)
    }

    mutating func unregister(_ id: Int) {
        if pending == id { pending = nil }
        guard fieldsByID[id] != nil else { return }
        if focused == id { focused = neighbour(of: id) }
        fieldsByID[id] = nil
    }

    mutating func setAvailable(_ available: Bool, _ id: Int) {
        guard fieldsByID[id] != nil else { return }
        let was = fieldsByID[id]!.available
        fieldsByID[id]!.available = available
        if focused == id, was, !available { focused = neighbour(of: id) }
        applyPending(id)
    }

    mutating func reorder(_ ids: [Int]) {
        var seen = Set<Int>()
        let known = ids.filter { fieldsByID[$0] != nil && seen.insert($0).inserted }
        let orderKeys = known.map { (fieldsByID[$0]!.order, fieldsByID[$0]!.sequence) }.sorted { $0 < $1 }
        for (id, key) in zip(known, orderKeys) {
            fieldsByID[id]!.order = key.0
            fieldsByID[id]!.sequence = key.1
        }
    }

    mutating func focus(_ id: Int) {
        guard let field = fieldsByID[id] else {
            pending = id
            return
        }
        pending = nil
        if field.available { focused = id }
    }

    mutating func step(_ direction: Int) {
        pending = nil
        guard let focused, let target = target(from: focused, direction) else { return }
        self.focused = target
    }

    mutating func first() {
        pending = nil
        if let id = orderedIDs.first(where: { fieldsByID[$0]!.available }) { focused = id }
    }
}

@MainActor
@Suite("FocusChain focus before registration")
struct FocusChainPendingTests {
    @Test func focusBeforeRegistrationIsAppliedOnRegistrationWithItsCause() {
        let c = chain(["a"])
        c.focus("a")
        #expect(c.focus("row-40", cause: .toolbar) == .pending)
        #expect(c.pendingFocus == "row-40")
        #expect(c.focused == "a", "focus stays until the field exists")
        c.register("b")
        #expect(c.focused == "a")
        c.register("row-40")
        #expect(c.focused == "row-40")
        #expect(c.pendingFocus == nil)
        #expect(c.lastMove == FocusMove(from: "a", to: "row-40", cause: .toolbar))
    }

    @Test func aLaterRequestCancelsThePendingOne() {
        let c = chain(["a", "b"])
        c.focus("late")
        c.focus("b")
        c.register("late")
        #expect(c.focused == "b")
        c.focus("later")
        #expect(c.previous())
        c.register("later")
        #expect(c.focused == "a")
        c.focus("x")
        c.cancelPendingFocus()
        c.register("x")
        #expect(c.focused == "a")
    }

    @Test func aPendingFieldRegisteredUnavailableWaitsUntilItIsAvailable() {
        let c = chain(["a"])
        c.focus("late")
        c.register("late", availability: .hidden)
        #expect(c.focused == nil)
        #expect(c.pendingFocus == "late")
        c.setAvailability(.available, for: "late")
        #expect(c.focused == "late")
    }

    @Test func removingThePendingFieldForgetsTheRequest() {
        let c = chain(["a"])
        c.focus("late")
        c.unregister("late")
        c.register("late")
        #expect(c.focused == nil)
    }

    @Test func theUserTappingCancelsThePendingRequest() {
        let window = SimulatedWindow()
        let c = chain([])
        let a = SimulatedField(name: "a", window: window)
        c.attach(a.coordinator, to: "a")
        c.focus("late")
        a.tap()
        #expect(c.focused == "a")
        #expect(c.pendingFocus == nil)
        c.register("late")
        #expect(c.focused == "a")
    }

    @Test func pendingFocusReachesAWidgetAttachedLater() {
        let window = SimulatedWindow()
        let c = FocusChain<String>()
        c.focus("row-7")
        let row = SimulatedField(name: "row-7", window: window)
        c.attach(row.coordinator, to: "row-7")
        #expect(c.focused == "row-7")
        #expect(row.hasFocus)
        #expect(row.commands.count(where: { $0 == .focus }) == 1)
    }
}

@MainActor
@Suite("FocusChain adapter contract")
struct FocusChainAdapterTests {
    private func attached(_ names: [String]) -> (
        FocusChain<String>, SimulatedWindow, [String: SimulatedField]
    ) {
        let window = SimulatedWindow()
        let c = FocusChain<String>()
        var fields: [String: SimulatedField] = [:]
        for name in names {
            let field = SimulatedField(name: name, window: window)
            c.attach(field.coordinator, to: name)
            fields[name] = field
        }
        return (c, window, fields)
    }

    /// The last field's return submits and the chain resigns: the session ends
    /// because the user pressed return, not because the app resigned the field.
    @Test func returnOnTheLastFieldEndsEditingWithReasonReturnKey() throws {
        let (c, _, fields) = attached(["a", "b"])
        let b = try #require(fields["b"])
        var reasons: [EndEditingReason] = []
        b.coordinator.onEndEditing = { reasons.append($0) }
        c.focus("b")
        b.coordinator.didPressReturn()
        #expect(c.focused == nil)
        #expect(reasons == [.returnKey])
        c.focus("b")
        b.coordinator.resignFocus()
        #expect(reasons == [.returnKey, .resigned])
    }

    @Test func settingFocusMovesTheFirstResponderOnce() {
        let (c, window, f) = attached(["a", "b", "c"])
        var moves: [FocusMove<String>] = []
        c.onFocusChange = { moves.append($0) }
        c.focus("a")
        #expect(f["a"]!.hasFocus)
        c.next(cause: .toolbar)
        #expect(f["b"]!.hasFocus)
        #expect(window.transfers == ["->a", "a>b"])
        #expect(moves.map(\.cause) == [.app, .toolbar], "the widgets' echoes added no moves")
        #expect(f["b"]!.commands.count(where: { $0 == .focus }) == 1)
        c.resign(cause: .toolbar)
        #expect(window.focused == nil)
        #expect(f["b"]!.commands.count(where: { $0 == .resignFocus }) == 1)
        #expect(moves.count == 3)
    }

    @Test func theUserTappingUpdatesTheChainWithoutCommandsBack() {
        let (c, window, f) = attached(["a", "b"])
        var moves: [FocusMove<String>] = []
        c.onFocusChange = { moves.append($0) }
        f["b"]!.tap()
        #expect(c.focused == "b")
        #expect(moves == [FocusMove(from: nil, to: "b", cause: .userTap)])
        f["a"]!.tap()
        #expect(c.focused == "a")
        #expect(moves.last == FocusMove(from: nil, to: "a", cause: .userTap))
        #expect(moves[1] == FocusMove(from: "b", to: nil, cause: .focusLost))
        #expect(
            f["a"]!.commands.count(where: { $0 == .focus }) == 0
                && f["b"]!.commands.count(where: { $0 == .focus }) == 0)
        #expect(f["b"]!.commands.count(where: { $0 == .resignFocus }) == 0)
        window.makeFirstResponder(nil)
        #expect(c.focused == nil)
        #expect(c.lastMove?.cause == .focusLost)
    }

    @Test func returnInTheWidgetMovesToTheNextWidgetAndSubmitsOnTheLast() {
        let (c, _, f) = attached(["a", "b"])
        var submitted = 0
        var ended: [EndEditingReason] = []
        c.onSubmit = { submitted += 1 }
        f["a"]!.coordinator.onEndEditing = { ended.append($0) }
        var appSubmits = 0
        f["a"]!.coordinator.onSubmit = { appSubmits += 1 }
        c.focus("a")
        #expect(f["a"]!.coordinator.didPressReturn())
        #expect(f["b"]!.hasFocus)
        #expect(c.lastMove?.cause == .returnKey)
        #expect(appSubmits == 1, "the app's onSubmit still runs")
        #expect(ended == [.returnKey])
        #expect(f["b"]!.coordinator.didPressReturn())
        #expect(submitted == 1)
        #expect(c.focused == nil)
        #expect(!f["b"]!.hasFocus)
    }

    @Test func returnDuringCompositionDoesNotMoveFocus() throws {
        let (c, _, f) = attached(["a", "b"])
        c.focus("a")
        f["a"]!.coordinator.didChangePreedit("ㅎ")
        #expect(f["a"]!.coordinator.didPressReturn() == false)
        #expect(c.focused == "a")
    }

    @Test func attachingAfterFocusWasSetFocusesTheWidget() {
        let window = SimulatedWindow()
        let c = chain(["a", "b"])
        c.focus("b")
        let b = SimulatedField(name: "b", window: window)
        c.attach(b.coordinator, to: "b")
        #expect(b.hasFocus)
        #expect(c.fields == ["a", "b"])
    }

    @Test func attachingAWidgetThatAlreadyHasFocusMakesTheChainFollow() {
        let window = SimulatedWindow()
        let c = chain(["a", "b"])
        let b = SimulatedField(name: "b", window: window)
        b.tap()
        c.attach(b.coordinator, to: "b")
        #expect(c.focused == "b")
        #expect(c.lastMove?.cause == .userTap)
    }

    @Test func aWidgetThatCannotTakeFocusYetGetsItWhenItBecomesFocusable() {
        let window = SimulatedWindow()
        let c = FocusChain<String>()
        let a = SimulatedField(name: "a", window: window)
        a.canTakeFocus = false
        c.attach(a.coordinator, to: "a")
        c.focus("a")
        #expect(!a.hasFocus)
        a.canTakeFocus = true
        c.widgetBecameFocusable("a")
        #expect(a.hasFocus)
        c.widgetBecameFocusable("a")
        #expect(
            a.commands.count(where: { $0 == .focus }) == 2, "no command to a widget that already has focus")
    }

    @Test func detachIgnoresAStaleCoordinator() {
        let window = SimulatedWindow()
        let c = FocusChain<String>()
        let old = SimulatedField(name: "a", window: window)
        let new = SimulatedField(name: "a", window: window)
        c.attach(old.coordinator, to: "a")
        c.attach(new.coordinator, to: "a")
        #expect(old.coordinator.focusObserver == nil)
        c.detach(old.coordinator, from: "a")
        c.focus("a")
        #expect(new.hasFocus)
        c.detach(new.coordinator, from: "a")
        #expect(new.coordinator.focusObserver == nil)
        #expect(new.coordinator.returnKeyAction == nil)
        #expect(c.contains("a"), "a detached field keeps its place")
    }

    @Test func removingTheFocusedAttachedFieldFocusesTheNeighbourWidget() {
        let (c, window, f) = attached(["a", "b", "c"])
        c.focus("b")
        c.unregister("b")
        #expect(f["c"]!.hasFocus)
        #expect(c.focused == "c")
        c.unregister("c")
        c.unregister("a")
        #expect(window.focused == nil)
        #expect(c.focused == nil)
    }

    @Test func movingToAFieldWithoutAWidgetResignsTheOldWidget() {
        let (c, window, _) = attached(["a"])
        c.register("lazy-row")
        c.focus("a")
        c.next(cause: .toolbar)
        #expect(c.focused == "lazy-row")
        #expect(window.focused == nil)
        #expect(c.focused == "lazy-row", "the old widget's end of editing is an echo, not a user move")
    }

    @Test func anObserverThatRedirectsFocusWinsOverTheStaleMove() {
        let (c, window, f) = attached(["a", "b", "c"])
        c.onFocusChange = { [unowned c] move in
            if move.to == "b" { c.focus("c") }
        }
        c.focus("a")
        c.next()
        #expect(c.focused == "c")
        #expect(f["c"]!.hasFocus)
        #expect(f["b"]!.commands.count(where: { $0 == .focus }) == 0)
        #expect(window.transfers == ["->a", "a>c"])
    }

    @Test func aRemovedFieldsWidgetNoLongerReachesTheChain() {
        let (c, window, f) = attached(["a", "b"])
        c.unregister("a")
        c.register("c")
        f["a"]!.tap()
        #expect(c.focused == nil, "the removed field's coordinator was unlinked")
        #expect(f["a"]!.coordinator.focusObserver == nil)
        f["a"]!.coordinator.didPressReturn()
        #expect(c.focused == nil)
        f["b"]!.tap()
        #expect(c.focused == "b")
        #expect(window.focused === f["b"]!)
    }

    @Test func theChainDoesNotKeepCoordinatorsAlive() {
        let window = SimulatedWindow()
        let c = FocusChain<String>()
        weak var weakCoordinator: TextInputCoordinator?
        do {
            let field = SimulatedField(name: "a", window: window)
            c.attach(field.coordinator, to: "a")
            weakCoordinator = field.coordinator
        }
        #expect(weakCoordinator == nil)
        c.focus("a")
        #expect(c.focused == "a")
    }
}
