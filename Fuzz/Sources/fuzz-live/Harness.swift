import FieldKit
import FieldKitTesting
import FuzzSupport

// The coordinator paths fuzz-coordinator does not reach, driven on two
// coordinators in lockstep ("twins"), each with its own widget (FieldKitTesting's
// SimulatedField as a GTK widget, set field by field by the harness) and
// model. Both receive the same events; where a toolkit could report the same
// change in two ways, twin A hears one and twin B the other:
// - multi-range edits (iOS 26): A gets the ranges as listed, B either the
//   same ranges in reverse order or the after-the-fact report of the result
//   (`didChangeText(to:selection:)`);
// - marked text begun, updated, committed or cancelled: A gets `didReplace`
//   (with the marked range after it), B `didChangeText(to:selection:markedRange:)`;
// - everything else (typing, GTK preedit, app model writes, live format
//   changes at any moment, including mid-composition, focus, return,
//   selection moves) reaches both the same way.
//
// Invariants after every event, for each twin:
// - no trap; the state passes `checkInvariants`; nothing is shown or
//   selected in the widget while it composes (SimulatedField's `violations`);
// - the twins agree: same state (text, selection, marked range), same
//   composing flag, same model, same model writes, onChange values,
//   rejections, submits and end reasons: how a toolkit reports a change does
//   not change its outcome (nothing lost or doubled by one route);
// - when nothing composes: the widget shows the coordinator's text; the text
//   is a fixed point of the current format (also after the format changed,
//   and after a composition during which it changed ended); and the model
//   value is the app's model value normalised by the current format (a live
//   format change shows the model's value through the new format and never
//   writes the model);
// - with the identity format, a multi-range edit gives exactly the native
//   text: every range's text gone, the replacement once, in the first range;
// - writeModel and onChange come in pairs, only inside user events;
// - every app write that lands (at once, or deferred by a composition and
//   applied when it ends) is reported through onReject exactly as the same
//   value written into an idle field would be (a fresh probe coordinator
//   with the same format), and no other model rejection is reported;
// - onSubmit fires once per return outside a composition, none inside.

@MainActor
final class Twin {
    let name: String
    var format: any InputFormat
    let kind: ModelValueKind
    let coordinator: TextInputCoordinator
    /// Made last in `init`, after the callbacks it wraps (hence implicitly unwrapped).
    private(set) var widget: SimulatedField!
    var model: String
    var writes: [String] = []
    var changes: [String] = []
    var userRejections: [InputRejection] = []
    var modelRejections: [InputRejection] = []
    var submits = 0
    var ends: [EndEditingReason] = []
    var userEventInProgress = false

    init(name: String, format: any InputFormat, kind: ModelValueKind, model: String) {
        self.name = name
        self.format = format
        self.kind = kind
        self.model = model
        coordinator = TextInputCoordinator(text: model, format: format, modelValueKind: kind)
        coordinator.writeModel = { [unowned self] value in
            require(userEventInProgress, "\(self.name): model written outside a user event")
            writes.append(value)
            self.model = value
        }
        coordinator.onChange = { [unowned self] value in
            require(userEventInProgress, "\(self.name): onChange outside a user event")
            require(writes.last == value && writes.count == changes.count + 1, "onChange without its write")
            changes.append(value)
        }
        coordinator.onReject = { [unowned self] rejection in
            require(!self.format.isIdentity, "\(self.name): the identity format reported a rejection")
            require(rejection.kept < rejection.offered && rejection.kept >= 0, "rejection \(rejection)")
            if rejection.source == .user {
                require(userEventInProgress, "\(self.name): a user rejection outside a user event")
                userRejections.append(rejection)
            } else {
                modelRejections.append(rejection)
            }
        }
        coordinator.onSubmit = { [unowned self] in submits += 1 }
        coordinator.onEndEditing = { [unowned self] reason in ends.append(reason) }
        widget = SimulatedField(coordinator: coordinator, name: name, toolkit: .gtk)
    }

    /// The native widget applies an edit itself, before reporting it.
    func replaceNatively(_ range: TextSpan, with text: String) {
        var native = widget.shown
        try! native.replace([range], with: text)
        widget.setNativeState(native)
    }

    func userEvent(_ body: () throws -> Void) {
        userEventInProgress = true
        try? body()
        userEventInProgress = false
    }

    func caret() -> TextSpan { widget.shown.offsets(of: widget.shown.selection, in: .utf16) }

    func normalised(_ value: String) -> String {
        let display = format.displayText(for: value)
        return format.isIdentity || kind == .displayText ? display : format.rawValue(for: display)
    }

    func check(_ context: String) {
        require(widget.violations.isEmpty, "\(name): widget: \(widget.violations.joined(separator: "; "))")
        checkInvariants(coordinator.state, "\(name) \(context)")
        require(writes.count == changes.count, "\(name): writeModel and onChange counts differ")
        require(
            coordinator.isComposing || !widget.isComposing,
            "\(name): the widget composes, the coordinator does not")
        guard !coordinator.isComposing && !widget.isComposing else { return }
        let text = coordinator.state.text
        require(
            widget.shown.text == text,
            "\(name): widget \(widget.shown.text.debugDescription) and coordinator \(text.debugDescription) differ"
        )
        require(
            format.displayText(for: text) == text,
            "\(name): \(text.debugDescription) is not a fixed point of the format (\(context))")
        require(
            coordinator.modelValue == normalised(model),
            "\(name): model value \(coordinator.modelValue.debugDescription) is not the app's value "
                + "\(model.debugDescription) normalised: \(normalised(model).debugDescription) (\(context))")
    }
}

/// What an app write of `value` reports when it lands in an idle field with `format`.
@MainActor
func probeReport(_ value: String, format: any InputFormat, kind: ModelValueKind) -> InputRejection? {
    let probe = TextInputCoordinator(text: "", format: format, modelValueKind: kind)
    var report: InputRejection?
    probe.onReject = { report = $0 }
    probe.modelDidChange(to: value)
    return report
}

@MainActor
final class Pair {
    let a: Twin
    let b: Twin
    var formatName: String
    var kind: ModelValueKind
    /// The model value each coordinator last synchronised, tracked independently.
    var synced: String
    /// An app write waiting for a composition to end.
    var pending: String?
    var expectedModelRejections: [InputRejection] = []

    init(input: inout FuzzInput, entry: FuzzFormats.Entry) {
        formatName = entry.name
        kind = input.bool() ? .raw : .displayText
        let model = input.text(maxScalars: 12)
        synced = model
        a = Twin(name: "A", format: entry.format, kind: kind, model: model)
        b = Twin(name: "B", format: entry.format, kind: kind, model: model)
        trace("format \(entry.name), kind \(kind), model \(model.debugDescription)")
    }

    var twins: [Twin] { [a, b] }

    /// Both twins' widgets compose (or neither): they must agree.
    var isComposing: Bool { a.coordinator.isComposing }

    func step(_ input: inout FuzzInput) {
        let wasComposing = isComposing
        let writesBefore = a.writes.count
        let op = input.byte() % 14
        let w: SimulatedField = a.widget
        trace(
            "op \(op): widget \(w.shown.text.debugDescription) sel \(w.shown.offsets(of: w.shown.selection, in: .unicodeScalars)) "
                + "marked \(w.shown.markedRange.map { w.shown.offsets(of: $0, in: .unicodeScalars).description } ?? "-") "
                + "preedit \(w.preedit.debugDescription) model \(a.model.debugDescription) format \(formatName)"
        )
        switch op {
        case 0, 1:
            // Typing, backspace, paste over a range of the widget's text (a caret
            // in or at the end of marked text commits over it, as UIKit does).
            let unit = input.unit()
            let range = input.validRange(in: w.shown.text, unit: unit)
            let replacement = input.text(maxScalars: input.bool() ? 2 : 10)
            for t in twins {
                var native = range
                if let marked = t.widget.shown.markedRange, range.isEmpty {
                    let caret = try! t.widget.shown.resolve(range).lowerBound
                    if marked.contains(caret) || marked.upperBound == caret {
                        native = t.widget.shown.offsets(of: marked, in: unit)
                    }
                }
                t.replaceNatively(native, with: replacement)
                t.userEvent { try t.coordinator.didReplace([range], with: replacement) }
            }
        case 2, 3:
            // A multi-range edit (iOS 26): the replacement goes into the first
            // range in text order, the others are deleted.
            guard w.preedit.isEmpty else { break }
            let unit = input.unit()
            let count = input.int(in: 2...3)
            let oracle = PositionOracle(w.shown.text)
            var bounds = (0..<(count * 2)).map { _ in input.int(in: 0...oracle.scalars.count) }.sorted()
            if input.byte() % 4 == 0 { bounds[1] = bounds[0] }  // an empty range among them
            var ranges = stride(from: 0, to: bounds.count, by: 2).map {
                TextSpan(
                    oracle.offset(ofScalar: bounds[$0], in: unit),
                    oracle.offset(ofScalar: bounds[$0 + 1], in: unit),
                    unit: unit)
            }
            if input.bool() { ranges.reverse() }
            let replacement = input.text(maxScalars: input.bool() ? 2 : 8)
            var native = w.shown
            try! native.replace(ranges, with: replacement)
            if a.format.isIdentity && !wasComposing {
                // The oracle: text outside the ranges, the replacement once in the first.
                let sorted = bounds
                var expected = String.UnicodeScalarView()
                var last = 0
                for i in stride(from: 0, to: sorted.count, by: 2) {
                    expected.append(contentsOf: oracle.scalars[last..<sorted[i]])
                    if i == 0 { expected.append(contentsOf: replacement.unicodeScalars) }
                    last = sorted[i + 1]
                }
                expected.append(contentsOf: oracle.scalars[last...])
                require(native.text == String(expected), "multi-range native edit differs from the oracle")
            }
            let afterTheFact = input.bool()
            let caret = native.offsets(of: native.selection, in: .utf16)
            for t in twins { t.widget.setNativeState(native) }
            a.userEvent { try a.coordinator.didReplace(ranges, with: replacement) }
            if afterTheFact {
                b.userEvent { try b.coordinator.didChangeText(to: native.text, selection: caret) }
            } else {
                b.userEvent { try b.coordinator.didReplace(ranges.reversed(), with: replacement) }
            }
            if a.format.isIdentity && !wasComposing {
                require(
                    a.coordinator.state.text == native.text,
                    "identity: a multi-range edit was not kept as typed")
            }
        case 4, 5:
            // Inline marked text begins or changes: A hears didReplace, B the
            // after-the-fact report with the marked range.
            guard w.preedit.isEmpty else { break }
            let marked = input.text(maxScalars: 3)
            let unit = input.unit()
            let target = w.shown.markedRange ?? w.shown.selection
            let range = w.shown.offsets(of: target, in: unit)
            var native = w.shown
            try! native.replace([range], with: marked)
            let start = range.lowerBound
            let markedRange = TextSpan(start, start + length(of: marked, in: unit), unit: unit)
            try! native.setMarkedRange(markedRange)
            for t in twins { t.widget.setNativeState(native) }
            let selection = native.offsets(of: native.selection, in: .utf16)
            a.userEvent { try a.coordinator.didReplace([range], with: marked, markedRange: markedRange) }
            b.userEvent {
                try b.coordinator.didChangeText(
                    to: native.text, selection: selection, markedRange: markedRange)
            }
            for t in twins where wasComposing {
                require(t.writes.count == writesBefore, "\(t.name): model written during a composition")
            }
        case 6:
            // Inline marked text is committed (or cancelled with an empty string).
            guard let marked = w.shown.markedRange else { break }
            let committed = input.text(maxScalars: 3)
            let unit = input.unit()
            let range = w.shown.offsets(of: marked, in: unit)
            var native = w.shown
            try! native.replace([range], with: committed)
            for t in twins { t.widget.setNativeState(native) }
            // B hears the widget's selection too: without one the coordinator
            // guesses the caret, which fuzz-coordinator covers.
            let selection = native.offsets(of: native.selection, in: .utf16)
            a.userEvent { try a.coordinator.didReplace([range], with: committed) }
            b.userEvent { try b.coordinator.didChangeText(to: native.text, selection: selection) }
        case 7:
            // GTK preedit begins, changes or commits (text before or after it empties).
            guard !w.shown.hasMarkedText else { break }
            let text = input.text(maxScalars: 3)
            if w.preedit.isEmpty || input.bool() {
                guard !text.isEmpty else { break }
                for t in twins {
                    t.widget.setNativePreedit(text)
                    t.userEvent { t.coordinator.didChangePreedit(text) }
                }
            } else {
                let commitFirst = input.bool()
                for t in twins {
                    if !commitFirst {
                        t.widget.setNativePreedit("")
                        t.userEvent { t.coordinator.didChangePreedit("") }
                    }
                    if !text.isEmpty {
                        let range = t.caret()
                        t.replaceNatively(range, with: text)
                        t.userEvent { try t.coordinator.didReplace([range], with: text) }
                    }
                    if commitFirst {
                        t.widget.setNativePreedit("")
                        t.userEvent { t.coordinator.didChangePreedit("") }
                    }
                }
            }
        case 8, 9:
            // The app writes the model: new text, an echo of the current value,
            // or junk; during a composition it waits for the composition to end.
            let value: String
            switch input.byte() % 3 {
            case 0: value = a.model
            case 1: value = a.coordinator.modelValue
            default: value = input.text(maxScalars: 16)
            }
            if isComposing {
                pending = value == synced ? nil : value
            } else if value != synced {
                synced = value
                if let report = probeReport(value, format: a.format, kind: kind) {
                    expectedModelRejections.append(report)
                }
            }
            for t in twins {
                t.model = value
                t.widget.appSets(value)
                require(t.writes.count == writesBefore, "\(t.name): modelDidChange wrote the model")
                require(
                    t.widget.modelWritesDuringAppUpdate == 0,
                    "\(t.name): model written during the app's write")
            }
        case 10:
            // The app changes the live format, at any moment (also mid-composition).
            let entry = FuzzFormats.all[input.int(in: 0...FuzzFormats.all.count - 1)]
            guard entry.openFinding == nil || FuzzFormats.includesOpenFindings else { break }
            formatName = entry.name
            for t in twins {
                t.format = entry.format
                t.coordinator.format = entry.format
                require(t.writes.count == writesBefore, "\(t.name): a format change wrote the model")
            }
        case 11:
            // Focus moves: the user or the app ends editing (the input method
            // commits or drops its composition first), or editing begins.
            let commits = input.bool()
            switch input.byte() % 3 {
            case 0:
                for t in twins {
                    t.widget.setNativeFocus(true)
                    t.coordinator.didBeginEditing()
                }
            case 1:
                for t in twins {
                    settle(t, commits: commits)
                    t.widget.setNativeFocus(false)
                    t.userEvent { t.coordinator.didEndEditing() }
                }
            default:
                for t in twins {
                    if t.widget.hasFocus { settle(t, commits: commits) }
                    t.userEvent { t.coordinator.resignFocus() }
                }
            }
        case 12:
            // Return: confirms a composition, or submits once.
            for t in twins {
                let before = t.submits
                let handled = t.coordinator.didPressReturn()
                require(
                    handled == !wasComposing,
                    "\(t.name): didPressReturn \(handled), composing \(wasComposing)")
                require(t.submits == before + (handled ? 1 : 0), "\(t.name): onSubmit count")
            }
        default:
            // The selection moves.
            let unit = input.unit()
            let range = input.validRange(in: w.shown.text, unit: unit)
            for t in twins {
                var native = t.widget.shown
                try! native.select(range)
                t.widget.setNativeState(native)
                try! t.coordinator.didChangeSelection(to: range)
            }
        }
        if wasComposing && !isComposing, let value = pending {
            // The deferred write landed when the composition ended.
            pending = nil
            synced = value
            if let report = probeReport(value, format: a.format, kind: kind) {
                expectedModelRejections.append(report)
            }
        }
        if let last = a.writes.last, a.writes.count > writesBefore { synced = last }
        check(op)
    }

    /// The input method ends its composition as focus leaves: committed as
    /// shown, or dropped silently.
    func settle(_ t: Twin, commits: Bool) {
        guard t.widget.isComposing else { return }
        if commits {
            if t.widget.shown.hasMarkedText {
                var committed = t.widget.shown
                try? committed.setMarkedRange(nil)
                t.widget.setNativeState(committed)
                let caret = t.caret()
                t.userEvent { try t.coordinator.didChangeText(to: committed.text, selection: caret) }
            }
            if !t.widget.preedit.isEmpty {
                t.widget.setNativePreedit("")
                t.userEvent { t.coordinator.didChangePreedit("") }
            }
        } else {
            var dropped = t.widget.shown
            try? dropped.setMarkedRange(nil)
            t.widget.setNativeState(dropped)
            t.widget.setNativePreedit("")
        }
    }

    func check(_ op: UInt8) {
        let context = "after op \(op), format \(formatName)"
        for t in twins { t.check(context) }
        require(
            a.coordinator.state == b.coordinator.state,
            "twins differ: A \(a.coordinator.state) B \(b.coordinator.state) \(context)")
        require(
            a.coordinator.isComposing == b.coordinator.isComposing, "twins differ in composing \(context)")
        require(a.widget.shown == b.widget.shown, "twins' widgets differ \(context)")
        require(
            a.model == b.model && a.writes == b.writes && a.changes == b.changes,
            "twins' models differ \(context)")
        require(a.userRejections == b.userRejections, "twins' user rejections differ \(context)")
        require(a.submits == b.submits && a.ends == b.ends, "twins' callbacks differ \(context)")
        for t in twins {
            require(
                t.modelRejections == expectedModelRejections,
                "\(t.name): model rejections \(t.modelRejections) expected \(expectedModelRejections) \(context)"
            )
        }
    }
}

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var input = bytes
        guard let entry = FuzzFormats.pick(&input) else { return }
        let pair = Pair(input: &input, entry: entry)
        runSteps(&input, limit: 48, pair.step)
    }
    return 0
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
