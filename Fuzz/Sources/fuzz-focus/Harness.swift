import FieldKit
import FieldKitTesting
import FuzzSupport

// Drives a FocusChain (alone, or the chain of a FormModel) through random
// register / unregister / reorder / enable / disable / hide / focus / next /
// previous / first / resign / return / user tap / focus lost / submit
// sequences and compares every outcome with RefChain, a deliberately simple
// reference model (an array of fields sorted by order, then registration).
//
// Half the fields have a coordinator attached, with a widget (FieldKitTesting's
// SimulatedField) in one SimulatedWindow that has one focused widget at a time (focusing a widget ends
// editing in the one that had focus first, as toolkits do).
//
// Invariants after every operation:
// - no trap;
// - the chain's fields, focused field, pending focus, availability, toolbar
//   state, every field's return-key role and every request's result are the
//   reference model's;
// - onFocusChange fires exactly once per move, with the model's from, to and
//   cause, and lastMove is the last of them;
// - the window's focused widget is the focused field's widget (none when the
//   focused field has no widget or nothing is focused): widget and chain agree;
// - onSubmit fires once per return on a field whose role is submit, and once
//   per submit shortcut (Ctrl+Return: the chain's submit from any field); in
//   a form's chain only when the form is valid, and on the form's own submit
//   too (one submit rule);
// - in a form: submit focuses the first invalid field that can take focus
//   (cause validation) and names the invalid submittable fields in focus
//   order; each FieldModel's isFocused follows the chain; return in a field
//   that shows its error (the model follows FieldModel's "when errors show":
//   touched or submitted, not typing, empty) stays there, on both return
//   routes, and still cancels a pending focus request.

let fieldCount = 6

/// One registered field of the reference model.
struct RefField {
    var order: Int
    var sequence: Int
    var availability: FieldAvailability
    var role: ReturnKeyRole?
    /// A form field's FieldModel.isTouched: it lost focus once since it was added.
    var touched = false
    /// A form field's FieldModel.isTyping: its value changed while it had focus.
    var typing = false
}

/// The reference model of a focus chain.
struct RefChain {
    var fields: [String: RefField] = [:]
    var nextSequence = 0
    var focused: String?
    var pending: (id: String, cause: FocusCause)?
    var moves: [FocusMove<String>] = []
    var wrap: Bool
    var lastRole: ReturnKeyRole
    var resignsOnLoss: Bool
    /// A form's hasAttemptedSubmit.
    var submitted = false

    var ordered: [String] {
        fields.keys.sorted {
            let a = fields[$0]!
            let b = fields[$1]!
            return (a.order, a.sequence) < (b.order, b.sequence)
        }
    }

    func canTake(_ id: String) -> Bool { fields[id]?.availability.canTakeFocus ?? false }

    /// The nearest field after (or before) `id` that can take focus.
    func neighbour(of id: String, forward: Bool, wrap: Bool) -> String? {
        let order = ordered
        guard let position = order.firstIndex(of: id), order.count > 1 else { return nil }
        var index = position
        for _ in 1..<order.count {
            index += forward ? 1 : -1
            if index == order.count {
                guard wrap else { return nil }
                index = 0
            } else if index < 0 {
                guard wrap else { return nil }
                index = order.count - 1
            }
            if canTake(order[index]) { return order[index] }
        }
        return nil
    }

    func targetAfterLosing(_ id: String) -> String? {
        guard !resignsOnLoss else { return nil }
        return neighbour(of: id, forward: true, wrap: false) ?? neighbour(of: id, forward: false, wrap: false)
    }

    mutating func move(to target: String?, cause: FocusCause) {
        guard target != focused else { return }
        moves.append(FocusMove(from: focused, to: target, cause: cause))
        // A form's fields hear every move (FieldModel.didLoseFocus / didTakeFocus).
        if let focused, fields[focused] != nil {
            fields[focused]!.touched = true
            fields[focused]!.typing = false
        }
        if let target, fields[target] != nil { fields[target]!.typing = false }
        focused = target
    }

    mutating func applyPending(to id: String) {
        guard let request = pending, request.id == id, canTake(id) else { return }
        pending = nil
        move(to: id, cause: request.cause)
    }

    mutating func register(_ id: String, order: Int?, availability: FieldAvailability?) {
        if var field = fields[id] {
            if let order { field.order = order }
            let lost =
                focused == id && field.availability.canTakeFocus
                && availability.map { !$0.canTakeFocus } == true
            if let availability { field.availability = availability }
            fields[id] = field
            if lost { move(to: targetAfterLosing(id), cause: .fieldUnavailable) }
        } else {
            fields[id] = RefField(
                order: order ?? 0, sequence: nextSequence, availability: availability ?? .available)
            nextSequence += 1
        }
        applyPending(to: id)
    }

    mutating func unregister(_ id: String) {
        if pending?.id == id { pending = nil }
        guard fields[id] != nil else { return }
        let target = focused == id ? targetAfterLosing(id) : nil
        let wasFocused = focused == id
        fields[id] = nil
        if wasFocused { move(to: target, cause: .fieldUnavailable) }
    }

    mutating func reorder(_ ids: [String]) {
        var seen = Set<String>()
        let known = ids.filter { fields[$0] != nil && seen.insert($0).inserted }
        guard known.count > 1 else { return }
        let places = known.map { (fields[$0]!.order, fields[$0]!.sequence) }.sorted { $0 < $1 }
        for (id, place) in zip(known, places) {
            fields[id]!.order = place.0
            fields[id]!.sequence = place.1
        }
    }

    mutating func focus(_ id: String, cause: FocusCause) -> FocusRequestResult {
        guard fields[id] != nil else {
            pending = (id, cause)
            return .pending
        }
        pending = nil
        guard canTake(id) else { return .unavailable }
        move(to: id, cause: cause)
        return .focused
    }

    mutating func step(forward: Bool, cause: FocusCause) -> Bool {
        pending = nil
        guard let focused, let target = neighbour(of: focused, forward: forward, wrap: wrap) else {
            return false
        }
        move(to: target, cause: cause)
        return true
    }

    mutating func first(cause: FocusCause) -> Bool {
        pending = nil
        guard let start = ordered.first else { return false }
        let target = canTake(start) ? start : neighbour(of: start, forward: true, wrap: false)
        guard let target else { return false }
        move(to: target, cause: cause)
        return true
    }

    func role(of id: String) -> ReturnKeyRole {
        if let role = fields[id]!.role { return role }
        return neighbour(of: id, forward: true, wrap: false) == nil ? lastRole : .next
    }

    var toolbar: FocusToolbarState {
        guard let focused else { return FocusToolbarState() }
        return FocusToolbarState(
            canGoPrevious: neighbour(of: focused, forward: false, wrap: wrap) != nil,
            canGoNext: neighbour(of: focused, forward: true, wrap: wrap) != nil, isDoneEnabled: true)
    }
}

@MainActor
final class Session {
    let chain: FocusChain<String>
    let form: FormModel<String>?
    var ref: RefChain
    /// One window with at most one focused widget, as a toolkit has
    /// (FieldKitTesting's: focusing a field ends the old one's editing first).
    let window = SimulatedWindow()
    var widgets: [String: SimulatedField] = [:]
    var coordinators: [String: TextInputCoordinator] = [:]
    var observed: [FocusMove<String>] = []
    var submits = 0
    var expectedSubmits = 0
    var values: [String: String] = [:]

    init(input: inout FuzzInput) {
        let wrap = input.bool()
        let lastRole = input.pick([ReturnKeyRole.submit, .done, .next])
        let resigns = input.byte() % 4 == 0
        let chain = FocusChain<String>(
            wrapPolicy: wrap ? .wrapAround : .stopAtEnds, lastFieldReturnKeyRole: lastRole,
            focusLossRule: resigns ? .resign : .moveToNeighbour)
        self.chain = chain
        form = input.bool() ? FormModel(focus: chain) : nil
        ref = RefChain(wrap: wrap, lastRole: lastRole, resignsOnLoss: resigns)
        chain.onFocusChange = { [unowned self] move in observed.append(move) }
        chain.onSubmit = { [unowned self] in submits += 1 }
        trace("wrap \(wrap) last \(lastRole) resigns \(resigns) form \(form != nil)")
    }

    func id(_ input: inout FuzzInput) -> String { "f\(input.int(in: 0...fieldCount - 1))" }

    func availability(_ input: inout FuzzInput) -> FieldAvailability {
        let b = input.byte()
        return FieldAvailability(
            isEnabled: b & 1 == 0, isHidden: b & 2 != 0 && b & 12 == 0, isReadOnly: b & 16 != 0)
    }

    func cause(_ input: inout FuzzInput) -> FocusCause {
        input.pick([.app, .keyboard, .toolbar, .returnKey, .validation])
    }

    /// Whether `id` gets a coordinator and a widget when it registers.
    func isLinked(_ id: String) -> Bool { id.last!.wholeNumberValue! % 2 == 0 }

    func register(_ id: String, order: Int?, availability: FieldAvailability?) {
        if let form, ref.fields[id] == nil {
            let field = FieldModel(id, value: values[id] ?? "", validator: .required())
            if let availability { field.availability = availability }
            ref.register(id, order: order, availability: availability)
            form.add(field, order: order)
        } else if let form, let field = form[id] {
            // A form's fields change order through the chain, availability through the field.
            ref.register(id, order: order, availability: availability)
            if let order { chain.register(id, order: order) }
            if let availability { field.availability = availability }
        } else {
            ref.register(id, order: order, availability: availability)
            chain.register(id, order: order, availability: availability)
        }
        if isLinked(id), coordinators[id] == nil {
            let coordinator = TextInputCoordinator()
            // The widget first, as a view makes it before the form binds it.
            widgets[id] = SimulatedField(coordinator: coordinator, name: id, window: window)
            coordinators[id] = coordinator
            if let form { form.bind(coordinator, to: id) } else { chain.attach(coordinator, to: id) }
        }
    }

    func step(_ input: inout FuzzInput) {
        let op = input.byte() % 16
        trace(
            "op \(op): fields \(ref.ordered) focused \(ref.focused ?? "-") pending \(ref.pending?.id ?? "-") "
                + "window \(window.focused?.name ?? "-")")
        switch op {
        case 0, 1:
            let id = id(&input)
            let order: Int? = input.bool() ? input.int(in: -2...2) : nil
            let availability: FieldAvailability? = input.bool() ? self.availability(&input) : nil
            register(id, order: order, availability: availability)
        case 2:
            let id = id(&input)
            // A form ignores a name it does not have (a pending request for it stays).
            if form == nil || ref.fields[id] != nil { ref.unregister(id) }
            if let form { form.remove(id) } else { chain.unregister(id) }
            if let widget = widgets.removeValue(forKey: id) {
                // The view goes away: its widget leaves the window.
                widget.setNativeFocus(false)
                coordinators[id] = nil
            }
        case 3:
            let id = id(&input)
            let availability = self.availability(&input)
            guard ref.fields[id] != nil else {
                chain.setAvailability(availability, for: id)
                break
            }
            ref.register(id, order: nil, availability: availability)
            if let field = form?[id] {
                field.availability = availability
            } else {
                chain.setAvailability(availability, for: id)
            }
        case 4:
            let ids = (0..<input.int(in: 0...fieldCount)).map { _ in id(&input) }
            ref.reorder(ids)
            chain.reorder(ids)
        case 5:
            let id = id(&input)
            let role: ReturnKeyRole? = input.pick([nil, .next, .done, .submit])
            if ref.fields[id] != nil { ref.fields[id]!.role = role }
            chain.setReturnKeyRole(role, for: id)
        case 6:
            let id = id(&input)
            let cause = cause(&input)
            let expected = ref.focus(id, cause: cause)
            let result = chain.focus(id, cause: cause)
            require(result == expected, "focus(\(id)) gave \(result), expected \(expected)")
        case 7, 8:
            let forward = op == 7
            let cause = cause(&input)
            let expected = ref.step(forward: forward, cause: cause)
            let moved = forward ? chain.next(cause: cause) : chain.previous(cause: cause)
            require(moved == expected, "next/previous gave \(moved), expected \(expected)")
        case 9:
            let cause = cause(&input)
            let expected = ref.first(cause: cause)
            require(chain.first(cause: cause) == expected, "first() differs")
        case 10:
            let cause = cause(&input)
            ref.pending = nil
            ref.move(to: nil, cause: cause)
            chain.resign(cause: cause)
        case 11:
            // Return in a field: through its coordinator when it has one.
            let id = id(&input)
            if ref.fields[id] != nil {
                ref.pending = nil
                // A form field that shows its error keeps focus; its role does not run.
                if !showsError(id) {
                    switch ref.role(of: id) {
                    case .next:
                        ref.move(to: ref.neighbour(of: id, forward: true, wrap: ref.wrap), cause: .returnKey)
                    case .done:
                        ref.move(to: nil, cause: .returnKey)
                    case .submit:
                        refSubmit()
                    }
                }
            }
            if let coordinator = coordinators[id], ref.fields[id] != nil {
                require(coordinator.didPressReturn(), "return not handled")
            } else {
                chain.returnKeyPressed(in: id)
            }
        case 12:
            // The user taps a field's widget (not a disabled or hidden one).
            let id = id(&input)
            guard let widget = widgets[id], let field = ref.fields[id], field.availability.isEnabled,
                !field.availability.isHidden, window.focused !== widget
            else { break }
            if let previous = window.focused, ref.focused == previous.name {
                ref.move(to: nil, cause: .focusLost)
            }
            ref.pending = nil
            ref.move(to: id, cause: .userTap)
            widget.tap()
        case 13:
            // Focus leaves the window (tap outside, window deactivated).
            if let previous = window.focused, ref.focused == previous.name {
                ref.move(to: nil, cause: .focusLost)
            }
            window.focused?.tapOutside()
        case 14:
            // A form's value changes; then maybe a submit.
            guard let form else { break }
            let id = id(&input)
            let value = input.bool() ? "x" : ""
            if form[id] != nil, values[id] ?? "" != value, ref.focused == id { ref.fields[id]!.typing = true }
            values[id] = value
            form[id]?.value = value
            if input.bool() {
                let invalid = expectedInvalid()
                let target = firstInvalidFocusable()
                ref.submitted = true
                if let target { _ = ref.focus(target, cause: .validation) }
                if invalid.isEmpty { expectedSubmits += 1 }
                let result = form.submit()
                require(
                    result.invalidFields == invalid,
                    "submit named \(result.invalidFields), expected \(invalid)")
                require(result.focusedField == target, "submit focused \(result.focusedField ?? "-")")
            }
        default:
            let id = id(&input)
            if input.bool() {
                // The submit shortcut (Ctrl+Return) in a field: the chain's submit, whatever the
                // field's return-key role and whether it shows its error.
                ref.pending = nil
                refSubmit()
                if let coordinator = coordinators[id], ref.fields[id] != nil {
                    require(coordinator.didPressSubmitShortcut(), "submit shortcut not handled")
                } else {
                    chain.submit()
                }
            } else {
                // The chain's own widget-focusable notification for the focused field.
                chain.widgetBecameFocusable(id)
            }
        }
        check(op)
    }

    /// What the chain does on submit (the last field's return, the submit
    /// shortcut): without a form, onSubmit; in a form, the form's submit
    /// focuses its first invalid field (a request for the focused one counts
    /// as a move) and calls onSubmit only when every field is valid; then,
    /// unless focus was moved, resign.
    func refSubmit() {
        let movesBefore = ref.moves.count
        var granted = false
        if form == nil || expectedInvalid().isEmpty { expectedSubmits += 1 }
        if form != nil {
            ref.submitted = true
            if let target = firstInvalidFocusable() {
                _ = ref.focus(target, cause: .validation)
                granted = true
            }
        }
        if ref.moves.count == movesBefore && !granted { ref.move(to: nil, cause: .returnKey) }
    }

    /// Whether the form field `id` shows its error (FieldModel.error != nil for
    /// `.required()`): empty, touched or submitted, and not being typed in.
    func showsError(_ id: String) -> Bool {
        guard form != nil, let field = ref.fields[id] else { return false }
        return (values[id] ?? "").isEmpty && (field.touched || ref.submitted) && !field.typing
    }

    func expectedInvalid() -> [String] {
        ref.ordered.filter { id in
            let a = ref.fields[id]!.availability
            return a.isEnabled && !a.isHidden && (values[id] ?? "").isEmpty
        }
    }

    func firstInvalidFocusable() -> String? { expectedInvalid().first { ref.canTake($0) } }

    func check(_ op: UInt8) {
        let context = "after op \(op)"
        require(chain.fields == ref.ordered, "fields \(chain.fields) expected \(ref.ordered) \(context)")
        require(
            chain.focused == ref.focused,
            "focused \(chain.focused ?? "-") expected \(ref.focused ?? "-") \(context)")
        require(chain.pendingFocus == ref.pending?.id, "pending \(chain.pendingFocus ?? "-") \(context)")
        require(observed == ref.moves, "moves \(observed) expected \(ref.moves) \(context)")
        if let last = ref.moves.last {
            require(chain.lastMove == last, "lastMove \(String(describing: chain.lastMove))")
        }
        require(chain.toolbar == ref.toolbar, "toolbar \(chain.toolbar) expected \(ref.toolbar) \(context)")
        require(
            submits == expectedSubmits,
            "onSubmit fired \(submits) times, expected \(expectedSubmits) \(context)")
        for id in ref.ordered {
            require(
                chain.availability(of: id) == ref.fields[id]!.availability, "availability of \(id) \(context)"
            )
            require(chain.returnKeyRole(for: id) == ref.role(of: id), "return key role of \(id) \(context)")
            if let field = form?[id] {
                require(
                    field.isFocused == (ref.focused == id), "\(id).isFocused \(field.isFocused) \(context)")
                require(
                    (field.error != nil) == showsError(id),
                    "\(id).error \(String(describing: field.error)), expected shown \(showsError(id)) \(context)"
                )
            }
        }
        let expectedWidget = ref.focused.flatMap { widgets[$0] }
        require(
            window.focused === expectedWidget,
            "window focuses \(window.focused?.name ?? "-"), chain \(ref.focused ?? "-") \(context)")
        for (id, widget) in widgets {
            require(
                widget.violations.isEmpty, "\(id): \(widget.violations.joined(separator: "; ")) \(context)")
        }
    }
}

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var input = bytes
        let session = Session(input: &input)
        runSteps(&input, limit: 64, session.step)
    }
    return 0
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
