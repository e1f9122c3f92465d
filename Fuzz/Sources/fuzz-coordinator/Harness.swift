import FieldKit
import FieldKitTesting
import FuzzSupport

// Drives one TextInputCoordinator and FieldKitTesting's SimulatedField (as a
// GTK widget: every write echoed back as change signals) through random
// interleavings of typing, stale ranges, inline marked text, GTK preedit,
// after-the-fact text changes, app model writes, focus changes and return.
//
// Invariants checked after every event (see RELIABILITY.md):
// - no trap; the coordinator's state passes `checkInvariants`;
// - no show/select reaches the widget while it composes, nor a select for a
//   text the widget does not show (SimulatedField's `violations`);
// - when nothing composes, the widget shows exactly the coordinator's text,
//   and the coordinator's model value is the app's model value normalised by
//   the format (what the model last received, or its display round trip);
// - a range the widget's text cannot have throws and changes nothing;
// - writeModel and onChange come in pairs with the same value, never from an
//   app write, a focus event, return or a widget echo;
// - onSubmit fires once per return that was not an IME confirmation, and
//   didPressReturn reports false exactly while composing;
// - onBeginEditing / onEndEditing fire once per focus transition, with the
//   reason of the route that ended editing;
// - onReject never fires for the identity format except for a length bound
//   or a widget's refusal, reports fewer kept than offered characters, and
//   names the user only inside user events (the app at its write or when a
//   write deferred by a composition lands);
// - widget text == display text after every event, also when the
//   widget is length-limited like GtkEntry (it keeps a prefix of an insertion
//   and the adapter reports what it kept) and the coordinator has a small
//   `maximumLength`; a user edit never takes the text past that bound; undo
//   and redo (checked after every event) and overwrite typing keep the same
//   agreement.

@MainActor
final class Session {
    let format: any InputFormat
    let kind: ModelValueKind
    let coordinator: TextInputCoordinator
    /// The widget. The harness sets its state field by field
    /// (`setNativeState`, `setNativePreedit`, `setNativeFocus`) and reports
    /// events to the coordinator itself: a native range other than the
    /// reported one, silent composition drops. Made last in `init`, after
    /// the callbacks it wraps (hence implicitly unwrapped).
    private(set) var widget: SimulatedField!
    var model: String
    var writes: [String] = []
    var changes: [String] = []
    var submits = 0
    var rejections = 0
    var begins = 0
    var ends: [EndEditingReason] = []
    /// While false, a model write or onChange is a bug.
    var userEventInProgress = false
    /// The most Unicode scalars the widget itself holds (GtkEntry's byte limit, scaled down), or nil.
    let widgetCapacity: Int?

    init(entry: FuzzFormats.Entry, input: inout FuzzInput) {
        trace("format \(entry.name)")
        format = entry.format
        kind = input.bool() ? .raw : .displayText
        model = input.text(maxScalars: 12)
        coordinator = TextInputCoordinator(text: model, format: format, modelValueKind: kind)
        coordinator.maximumLength = input.bool() ? 4 + Int(input.byte() % 24) : nil
        widgetCapacity = input.bool() ? 4 + Int(input.byte() % 24) : nil
        trace(
            "maximumLength \(String(describing: coordinator.maximumLength)), widget capacity \(String(describing: widgetCapacity))"
        )
        coordinator.writeModel = { [unowned self] value in
            require(userEventInProgress, "model written outside a user event")
            writes.append(value)
            model = value
        }
        coordinator.onChange = { [unowned self] value in
            require(userEventInProgress, "onChange outside a user event")
            require(
                writes.last == value && writes.count == changes.count + 1, "onChange without its model write")
            changes.append(value)
        }
        coordinator.onReject = { [unowned self] rejection in
            require(
                !format.isIdentity || rejection.reason != .notAccepted,
                "the identity format reported a rejection")
            require(rejection.kept < rejection.offered && rejection.kept >= 0, "rejection \(rejection)")
            // The user's drops are reported inside user events; the app's at
            // its write, or when a write deferred by a composition lands (the
            // end of the composition, a user event). fuzz-live checks which.
            require(rejection.source == .model || userEventInProgress, "rejection from the wrong source")
            rejections += 1
        }
        coordinator.onSubmit = { [unowned self] in submits += 1 }
        coordinator.onBeginEditing = { [unowned self] in begins += 1 }
        coordinator.onEndEditing = { [unowned self] reason in ends.append(reason) }
        // Last: the field wraps the callbacks set above, which still run.
        widget = SimulatedField(coordinator: coordinator, toolkit: .gtk)
    }

    /// The model value the field holds for an app value: its display round trip.
    func normalised(_ value: String) -> String {
        let display = format.displayText(for: value)
        return format.isIdentity || kind == .displayText ? display : format.rawValue(for: display)
    }

    func userEvent(_ body: () -> Void) {
        userEventInProgress = true
        body()
        userEventInProgress = false
    }

    func userEventCalling(_ body: () -> Bool) -> Bool {
        userEventInProgress = true
        defer { userEventInProgress = false }
        return body()
    }

    /// Ends the widget's composition as a toolkit would before focus leaves:
    /// reported as a commit, or dropped silently (the coordinator must cope).
    func settleComposition(input: inout FuzzInput) {
        guard widget.isComposing else { return }
        if input.bool() {
            if widget.shown.hasMarkedText {
                var committed = widget.shown
                try? committed.setMarkedRange(nil)
                widget.setNativeState(committed)
                userEvent {
                    try? coordinator.didChangeText(to: committed.text, selection: caret(), markedRange: nil)
                }
            }
            if !widget.preedit.isEmpty {
                widget.setNativePreedit("")
                userEvent { coordinator.didChangePreedit("") }
            }
        } else {
            var dropped = widget.shown
            try? dropped.setMarkedRange(nil)
            widget.setNativeState(dropped)
            widget.setNativePreedit("")
        }
    }

    func caret() -> TextSpan { widget.shown.offsets(of: widget.shown.selection, in: .utf16) }

    func step(_ input: inout FuzzInput) {
        let writesBefore = writes.count
        let wasComposing = coordinator.isComposing
        let op = input.byte() % 14
        trace(
            "op \(op): widget \(debugText(widget.shown)) preedit \(widget.preedit.debugDescription) "
                + "coordinator \(debugText(coordinator.state)) composing \(coordinator.isComposing) model \(model.debugDescription)"
        )
        switch op {
        case 0, 1:
            // Typing, backspace, paste or cut over a range of the widget's own text.
            let unit = input.unit()
            let range = input.validRange(in: widget.shown.text, unit: unit)
            let replacement = input.text(maxScalars: input.bool() ? 2 : 12)
            var native = range
            if let marked = widget.shown.markedRange, range.isEmpty {
                // While composing, text arriving at a caret inside or at the end of
                // the marked text commits over it (UIKit's setMarkedText /
                // insertText; iOS 26 reports a Zhuyin commit this way).
                let caret = try! widget.shown.resolve(range).lowerBound
                if marked.contains(caret) || marked.upperBound == caret {
                    native = widget.shown.offsets(of: marked, in: unit)
                }
            }
            // A length-limited widget keeps only the scalars that fit, and the
            // adapter reports what it kept (GtkEntry past 65,535 bytes).
            var kept = replacement
            if let capacity = widgetCapacity, !widget.isComposing, native == range {
                let removed = try! widget.shown.resolve(native)
                let others =
                    widget.shown.length(in: .unicodeScalars) - widget.shown.text.unicodeScalars[removed].count
                let room = max(capacity - others, 0)
                if replacement.unicodeScalars.count > room {
                    kept = String(String.UnicodeScalarView(replacement.unicodeScalars.prefix(room)))
                }
            }
            let lengthBefore = coordinator.state.length(in: .unicodeScalars)
            let wasComposingBefore = coordinator.isComposing
            replaceNatively(native, with: kept)
            userEvent {
                try! coordinator.didReplace([range], with: kept)
                let refused = replacement.unicodeScalars.count - kept.unicodeScalars.count
                coordinator.widgetDidRefuse(refused, of: replacement.unicodeScalars.count)
            }
            // The bound caps what an edit offers the format; a format may lay
            // out separators beyond it, so the text itself is checked unformatted.
            if let bound = coordinator.maximumLength, format.isIdentity, !wasComposingBefore,
                !coordinator.isComposing
            {
                require(
                    coordinator.state.length(in: .unicodeScalars) <= max(bound, lengthBefore),
                    "a user edit took the text past maximumLength \(bound)")
            }
        case 2:
            // A stale range: must be rejected without any effect when it does not fit.
            let unit = input.unit()
            let before = coordinator.state
            let range = input.range(length: before.length(in: unit), unit: unit)
            let replacement = input.text(maxScalars: 3)
            if case .failure = PositionOracle(before.text).resolve(range) {
                userEvent {
                    do {
                        try coordinator.didReplace([range], with: replacement)
                        require(false, "stale range \(range) accepted")
                    } catch {
                        require(coordinator.state == before, "a rejected range changed the state")
                    }
                }
                require(writes.count == writesBefore, "a rejected range wrote the model")
            }
        case 3:
            // Inline marked text (UIKit, AppKit): begin or update a composition.
            // A toolkit composes one way only, so not while a GTK preedit is open.
            guard widget.preedit.isEmpty else { break }
            let marked = input.text(maxScalars: 3)
            let target = widget.shown.markedRange ?? widget.shown.selection
            let unit = input.unit()
            let range = widget.shown.offsets(of: target, in: unit)
            var native = widget.shown
            try! native.replace([range], with: marked)
            let start = range.lowerBound
            let markedRange = TextSpan(start, start + length(of: marked, in: unit), unit: unit)
            try! native.setMarkedRange(markedRange)
            widget.setNativeState(native)
            userEvent { try! coordinator.didReplace([range], with: marked, markedRange: markedRange) }
            require(writes.count == writesBefore || !wasComposing, "model written during a composition")
        case 4:
            // Inline composition ends: commit (or cancel with an empty string).
            guard let markedIndices = widget.shown.markedRange else { break }
            let committed = input.text(maxScalars: 3)
            let unit = input.unit()
            let range = widget.shown.offsets(of: markedIndices, in: unit)
            replaceNatively(range, with: committed)
            if input.bool() {
                userEvent { try! coordinator.didReplace([range], with: committed) }
            } else {
                let text = widget.shown.text
                let selection = input.bool() ? caret() : nil
                userEvent { try! coordinator.didChangeText(to: text, selection: selection) }
            }
        case 5:
            // GTK preedit begins or changes; the text does not change.
            guard !widget.shown.hasMarkedText else { break }
            let preedit = input.text(maxScalars: 3)
            widget.setNativePreedit(preedit)
            userEvent { coordinator.didChangePreedit(preedit) }
            if !preedit.isEmpty {
                require(coordinator.isComposing, "non-empty preedit but not composing")
                require(writes.count == writesBefore, "model written when a preedit began")
            }
        case 6:
            // GTK preedit commits: the text arrives before or after the preedit empties.
            guard !widget.preedit.isEmpty else { break }
            let committed = input.text(maxScalars: 3)
            let commitFirst = input.bool()
            if !commitFirst {
                widget.setNativePreedit("")
                userEvent { coordinator.didChangePreedit("") }
            }
            if !committed.isEmpty {
                let range = caret()
                replaceNatively(range, with: committed)
                userEvent { try! coordinator.didReplace([range], with: committed) }
            }
            if commitFirst {
                widget.setNativePreedit("")
                userEvent { coordinator.didChangePreedit("") }
            }
        case 7:
            // The app writes the model: new text, an echo of the current value, or junk.
            let value: String
            switch input.byte() % 3 {
            case 0: value = model
            case 1: value = coordinator.modelValue
            default: value = input.text(maxScalars: 16)
            }
            model = value
            widget.appSets(value)
            require(writes.count == writesBefore, "modelDidChange wrote the model")
            require(widget.modelWritesDuringAppUpdate == 0, "the model written while the app wrote it")
        case 8:
            // Autocorrect, AutoFill, dictation: the text changes wholesale, reported after the fact.
            var text = widget.shown.text
            let range = try! widget.shown.resolve(input.validRange(in: text, unit: .unicodeScalars))
            text.replaceSubrange(range, with: input.text(maxScalars: 6))
            let withSelection = input.bool()
            widget.setNativeState(TextEditingState(text: text))
            widget.setNativePreedit("")
            userEvent {
                try! coordinator.didChangeText(to: text, selection: withSelection ? caret() : nil)
            }
        case 9:
            // Focus moves: by the user, or the app asks.
            let wasEditing = coordinator.isEditing
            let endsBefore = ends.count
            switch input.byte() % 4 {
            case 0:
                widget.setNativeFocus(true)
                coordinator.didBeginEditing()
            case 1:
                settleComposition(input: &input)
                widget.setNativeFocus(false)
                userEvent { coordinator.didEndEditing() }
                require(ends.count == endsBefore + (wasEditing ? 1 : 0), "onEndEditing count")
                if wasEditing { require(ends.last == .focusMoved, "focus moved reported as \(ends.last!)") }
            case 2:
                coordinator.focus()
            default:
                // The toolkit ends a composition only when focus really leaves.
                if widget.hasFocus { settleComposition(input: &input) }
                userEvent { coordinator.resignFocus() }
                if wasEditing && !widget.hasFocus && ends.count > endsBefore {
                    require(ends.last == .resigned, "resign reported as \(ends.last!)")
                }
            }
            require(!coordinator.isEditing || begins > ends.count - 1, "more ends than begins")
        case 12:
            // Undo or redo (Ctrl+Z, Ctrl+Shift+Z): the widget shows a state the user saw.
            let composing = coordinator.isComposing
            let changed = userEventCalling { input.bool() ? coordinator.undo() : coordinator.redo() }
            require(!composing || !changed, "undo or redo during a composition")
        case 13:
            // Overwrite mode: the character after the caret is replaced by the typed one.
            guard !widget.isComposing, widget.shown.selection.isEmpty else { break }
            let caret = widget.shown.offsets(of: widget.shown.selection, in: .unicodeScalars)
            let length = widget.shown.length(in: .unicodeScalars)
            let range = TextSpan(caret.lowerBound, min(caret.lowerBound + 1, length), unit: .unicodeScalars)
            guard (try? widget.shown.resolve(range)) != nil else { break }
            let typed = input.text(maxScalars: 1)
            replaceNatively(range, with: typed)
            userEvent { try! coordinator.didReplace([range], with: typed) }
        case 10:
            // Return: an IME confirmation while composing, a submit otherwise.
            let submitsBefore = submits
            let composing = coordinator.isComposing
            let handled = coordinator.didPressReturn()
            require(handled == !composing, "didPressReturn returned \(handled) while composing=\(composing)")
            require(submits == submitsBefore + (handled ? 1 : 0), "onSubmit count")
            require(writes.count == writesBefore, "return wrote the model")
        default:
            // The selection moves, to a range that may not fit.
            let unit = input.unit()
            let range =
                input.bool()
                ? input.validRange(in: widget.shown.text, unit: unit)
                : input.range(length: widget.shown.length(in: unit), unit: unit)
            var native = widget.shown
            if (try? native.select(range)) != nil {
                widget.setNativeState(native)
                try! coordinator.didChangeSelection(to: range)
            } else {
                let before = coordinator.state
                require((try? coordinator.didChangeSelection(to: range)) == nil, "bad selection accepted")
                require(coordinator.state == before, "a rejected selection changed the state")
            }
        }
        checkAfterEvent()
    }

    /// The native widget applies an edit itself, before (or without) reporting it.
    func replaceNatively(_ range: TextSpan, with text: String) {
        var native = widget.shown
        try! native.replace([range], with: text)
        widget.setNativeState(native)
    }

    func checkAfterEvent() {
        require(widget.violations.isEmpty, "widget: \(widget.violations.joined(separator: "; "))")
        checkInvariants(coordinator.state, "coordinator")
        require(writes.count == changes.count, "writeModel and onChange counts differ")
        require(
            coordinator.isComposing || !widget.isComposing || !widget.preedit.isEmpty
                || !widget.shown.hasMarkedText,
            "widget composes, coordinator does not")
        if !coordinator.isComposing && !widget.isComposing {
            require(
                widget.shown.text == coordinator.state.text,
                "widget \(debugText(widget.shown)) and coordinator \(debugText(coordinator.state)) texts differ"
            )
            require(
                coordinator.modelValue == normalised(model),
                "model value \(coordinator.modelValue.debugDescription) is not the app's value "
                    + "\(model.debugDescription) normalised by the format: \(normalised(model).debugDescription), "
                    + "display \(coordinator.state.text.debugDescription), kind \(kind)")
            require(
                format.displayText(for: coordinator.state.text) == coordinator.state.text || format.isIdentity
                    || kind == .raw, "display text is not a fixed point")
        }
    }
}

func debugText(_ state: TextEditingState) -> String {
    let selection = state.offsets(of: state.selection, in: .unicodeScalars)
    let marked = state.markedRange.map { " marked \(state.offsets(of: $0, in: .unicodeScalars))" } ?? ""
    return "\(state.text.debugDescription) sel \(selection.lowerBound)..<\(selection.upperBound)\(marked)"
}

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var input = bytes
        guard let entry = FuzzFormats.pick(&input) else { return }
        let session = Session(entry: entry, input: &input)
        runSteps(&input, limit: 48, session.step)
    }
    return 0
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
