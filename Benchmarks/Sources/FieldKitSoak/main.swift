// A memory soak of the core: a million keystrokes (typing, backspace,
// pastes, caret moves, app writes and compositions) through one
// TextInputCoordinator with a card number format, heap measured with glibc's
// mallinfo2 (bytes in use). The field's text is bounded (at most 19 digits
// and their spaces), so anything that grows with the keystrokes (a queue, a
// cache keyed by text, a history without a limit) would exceed the bounds
// long before the end. Two checks after the warm-up (RELIABILITY.md, "Memory
// over long use"):
//
// - settled: the heap just after each app write that empties the undo
//   history must not grow by more than `--settled-bound` (default 4 KiB).
//   This is the sharp check: nothing the coordinator keeps legitimately is
//   left then.
// - at every event: the heap must not grow by more than `--bound` (default
//   96 KiB). The undo history (100 steps) makes the heap breathe between app
//   writes; the run first measures what a full history holds and fails when
//   that leaves less than 16 KiB of the bound, so the bound stays above
//   anything a legitimate sequence of events can reach.
//
//   fieldkit-soak [--keystrokes N] [--bound BYTES] [--settled-bound BYTES] [--retain-every N]
//
// `--retain-every N` keeps a copy of the field's text every N keystrokes, a
// deliberate leak that shows the checks fail when memory grows (every 10,000
// keystrokes, 90 copies, trips the settled check; every 1,000 both).
//
// Prints the heap at every tenth of the run and exits 1 when a bound is
// exceeded. Measures memory only; time is not judged here.
import CHeapUsage
import FieldKit
import FieldKitTesting

#if canImport(Glibc)
    import Glibc
#endif

func heapInUse() -> Int { Int(fieldkit_heap_in_use()) }

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1])
    else {
        return value
    }
    return n
}

/// A small deterministic generator (xorshift), so every run types the same.
struct Generator {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}

@MainActor
func soak(keystrokes: Int, bound: Int, settledBound: Int) -> Bool {
    let coordinator = TextInputCoordinator(format: .cardNumber)
    // A simulated field that records nothing: what it shows and the model's
    // value only, so the heap measured is the core's.
    let widget = SimulatedField(coordinator: coordinator, recording: false)
    var changes = 0
    coordinator.onChange = { _ in changes += 1 }
    coordinator.onReject = { _ in }
    var random = Generator()
    let warmUp = keystrokes / 10
    var baseline = 0
    var peakGrowth = 0
    var settledBaseline: Int?
    var settledPeak = 0
    let retainEvery = option("--retain-every", default: 0)
    var retained: [[UInt8]] = []
    func caret() -> TextSpan { widget.shown.offsets(of: widget.shown.selection, in: .utf16) }
    for i in 0..<keystrokes {
        if i == warmUp { baseline = heapInUse() }
        let length = widget.shown.length(in: .utf16)
        do {
            switch random.next(100) {
            case 0..<55:
                // A digit at the caret.
                let c = caret()
                try widget.replace(c, with: String(random.next(10)))
            case 55..<80:
                // Backspace.
                let c = caret()
                guard c.lowerBound > 0 else { break }
                try widget.replace(
                    c.isEmpty ? TextSpan(c.lowerBound - 1, c.lowerBound, unit: .utf16) : c, with: "")
            case 80..<88:
                // The caret moves.
                let at = random.next(length + 1)
                try widget.moveCaret(to: at)
            case 88..<92:
                // A paste over everything (with letters the format drops).
                try widget.replace(0..<length, with: "4242 4242-4242 x4242")
            case 92..<95:
                // The app writes the model, or echoes it.
                let model = widget.modelValue
                let value = random.next(2) == 0 ? model : String(repeating: "5", count: random.next(20))
                let clearsHistory = value != model
                widget.appSets(value)
                if clearsHistory && i >= warmUp {
                    // A new value empties the undo history: the heap without it.
                    let heap = heapInUse()
                    if let settledBaseline {
                        settledPeak = max(settledPeak, heap - settledBaseline)
                    } else {
                        settledBaseline = heap
                    }
                }
            case 95..<98:
                // A GTK-style composition that commits a digit.
                coordinator.didChangePreedit("ㄅ")
                try widget.replace(caret(), with: "7")
                coordinator.didChangePreedit("")
            default:
                // Focus comes and goes; return.
                coordinator.didBeginEditing()
                _ = coordinator.didPressReturn()
                coordinator.didEndEditing()
            }
        } catch {
            print("unexpected error at keystroke \(i): \(error)")
            return false
        }
        if retainEvery > 0 && i % retainEvery == 0 { retained.append(Array(widget.shown.text.utf8)) }
        if i >= warmUp { peakGrowth = max(peakGrowth, heapInUse() - baseline) }
        if (i + 1) % (keystrokes / 10) == 0 {
            let heap = heapInUse()
            let since = i >= warmUp ? "\(heap - baseline)" : "-"
            print(
                "keystrokes \(i + 1): heap \(heap) bytes, \(since) since warm-up, text \(widget.shown.length(in: .utf16)) units"
            )
        }
    }
    let growth = heapInUse() - baseline
    print(
        "soak: \(keystrokes) keystrokes, \(changes) changes; heap after warm-up \(baseline) bytes, "
            + "growth at the end \(growth) bytes, peak growth \(peakGrowth) bytes, bound \(bound)")
    print(
        "settled (just after an app write emptied the undo history): peak growth \(settledPeak) bytes, "
            + "bound \(settledBound)")
    withExtendedLifetime((coordinator, retained)) {}
    if settledBaseline == nil { print("no app write emptied the history after the warm-up") }
    return peakGrowth <= bound && settledPeak <= settledBound && settledBaseline != nil
}

/// The heap a full undo history of such a field holds: 300 pastes of 19
/// random digits over everything (23 characters shown, the longest text of
/// `.cardNumber`), each a step of its own, so the history reaches its limit
/// and cycles through dropping its oldest steps. Returns the largest growth
/// over the heap after the coordinator was made, and the steps recorded.
@MainActor
func historyCeiling() throws -> (bytes: Int, steps: Int) {
    let coordinator = TextInputCoordinator(format: .cardNumber)
    let widget = SimulatedField(coordinator: coordinator, recording: false)
    var steps = 0
    coordinator.onUndoableEdit = { steps += 1 }
    var random = Generator(state: 0x2545_F491_4F6C_DD1D)
    let baseline = heapInUse()
    var peak = 0
    for _ in 0..<300 {
        var digits = ""
        for _ in 0..<19 { digits += String(random.next(10)) }
        try widget.replace(0..<widget.shown.length(in: .utf16), with: digits)
        peak = max(peak, heapInUse() - baseline)
    }
    withExtendedLifetime(coordinator) {}
    return (peak, steps)
}

let keystrokes = option("--keystrokes", default: 1_000_000)
let bound = option("--bound", default: 96 * 1024)
let settledBound = option("--settled-bound", default: 4 * 1024)
/// What the bound must leave above a full undo history.
let headroom = 16 * 1024
let ok = MainActor.assumeIsolated {
    do {
        let ceiling = try historyCeiling()
        print("a full undo history (\(ceiling.steps) steps recorded): \(ceiling.bytes) bytes")
        if ceiling.bytes + headroom > bound {
            print("the bound \(bound) leaves less than \(headroom) bytes above a full undo history")
            return false
        }
    } catch {
        print("unexpected error filling the history: \(error)")
        return false
    }
    return soak(keystrokes: keystrokes, bound: bound, settledBound: settledBound)
}
exit(ok ? 0 : 1)
