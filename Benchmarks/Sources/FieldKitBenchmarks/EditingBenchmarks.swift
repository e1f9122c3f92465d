import FieldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Document sizes the keystroke cases run at, in UTF-8 bytes.
private let sizes: [(label: String, bytes: Int)] = [("1KB", 1 << 10), ("100KB", 100 << 10), ("1MB", 1 << 20)]

/// ASCII prose, `bytes` long, in two equal halves so the middle is known.
private func asciiDocument(bytes: Int) -> (text: String, middleUTF16: Int) {
    let line = "The quick brown fox jumps over the lazy dog; pack my box with five dozen jugs.\n"
    return halves(of: line, bytes: bytes)
}

/// Latin, Cyrillic, CJK and emoji (a ZWJ family, a flag, a skin tone), so
/// that UTF-8, UTF-16 and scalar offsets all differ.
private func mixedDocument(bytes: Int) -> (text: String, middleUTF16: Int) {
    halves(of: "Grüße, wörld! Привет, мир! 你好，世界！ 👨‍👩‍👧‍👦🇫🇷👍🏽 ok\n", bytes: bytes)
}

private func halves(of line: String, bytes: Int) -> (text: String, middleUTF16: Int) {
    var half = ""
    half.reserveCapacity(bytes / 2 + line.utf8.count)
    while half.utf8.count + line.utf8.count <= bytes / 2 { half += line }
    var text = half + half
    text.makeContiguousUTF8()
    return (text, half.utf16.count)
}

/// What a keystroke case works on: a coordinator whose model is a stored
/// String (so the copy a value-typed model forces is counted), the caret.
///
/// Keystrokes alternate typing "x" at the caret and backspacing it, so the
/// document keeps its size however many samples run, and one fixture serves
/// every sample: samples stay short (one keystroke at 1 MB), so a sample is
/// rarely cut by the scheduler on a shared machine.
@MainActor
private final class CoordinatorFixture {
    var model: String
    let coordinator: TextInputCoordinator
    var caret: Int
    var typed = false

    init(document: (text: String, middleUTF16: Int)) {
        model = document.text
        coordinator = TextInputCoordinator(text: document.text)
        // A large document is the point of these cases: no length bound (the
        // default bound would refuse every keystroke past 10,000 scalars).
        coordinator.maximumLength = nil
        caret = document.middleUTF16
        coordinator.writeModel = { [unowned self] in self.model = $0 }
        // The user taps in the middle: the widget reports the new selection.
        try! coordinator.didChangeSelection(to: TextSpan(caret: caret, unit: .utf16))
    }

    /// One keystroke at the caret: event in, model written, and the view
    /// update that follows the binding write (the echo).
    func keystroke() {
        if typed {
            try! coordinator.didReplace([TextSpan(caret - 1, caret, unit: .utf16)], with: "")
            caret -= 1
        } else {
            try! coordinator.didReplace([TextSpan(caret: caret, unit: .utf16)], with: "x")
            caret += 1
        }
        typed.toggle()
        coordinator.modelDidChange(to: model)
    }
}

/// The pattern hand-written wrappers use on every keystroke, modelled without
/// Foundation: bridge the binding's String to UTF-16 (NSString), replace the
/// range (`replacingCharacters(in:with:)`), bridge back and write the binding,
/// then write the whole string back into the widget (a UTF-16 buffer).
private final class HandwrittenFixture {
    var model: String
    var widget: [UInt16]
    var caret: Int
    var typed = false

    init(document: (text: String, middleUTF16: Int)) {
        model = document.text
        widget = Array(document.text.utf16)
        caret = document.middleUTF16
    }

    func keystroke() {
        var units = Array(model.utf16)
        if typed {
            units.removeSubrange((caret - 1)..<caret)
            caret -= 1
        } else {
            units.insert(UInt16(UInt8(ascii: "x")), at: caret)
            caret += 1
        }
        typed.toggle()
        model = String(decoding: units, as: UTF16.self)
        widget.removeAll(keepingCapacity: true)
        widget.append(contentsOf: model.utf16)
    }
}

/// Two buffers of `bytes` bytes for the memmove floor.
private final class MemmoveFixture {
    let source: UnsafeMutableRawPointer
    let destination: UnsafeMutableRawPointer
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
        source = .allocate(byteCount: bytes, alignment: 16)
        destination = .allocate(byteCount: bytes, alignment: 16)
        source.initializeMemory(as: UInt8.self, repeating: 0x61, count: bytes)
        destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    }

    deinit {
        source.deallocate()
        destination.deallocate()
    }
}

/// The echo check `modelDidChange(to:)` relies on: `String ==` on two
/// values sharing storage, against two equal values with separate storage.
private final class EqualityFixture {
    let text: String
    let sameStorage: String
    let copy: String

    init(bytes: Int) {
        text = asciiDocument(bytes: bytes).text
        sameStorage = text
        var copy = String(decoding: Array(text.utf8), as: UTF8.self)
        copy.makeContiguousUTF8()
        self.copy = copy
    }
}

/// A fixture built on first use and shared by every sample of its case.
@MainActor
private func shared<T: AnyObject>(_ make: @escaping @MainActor () -> T) -> @MainActor () -> AnyObject {
    var fixture: T?
    return {
        if let fixture { return fixture }
        let made = make()
        fixture = made
        return made
    }
}

@MainActor
func editingBenchmarks() -> [Benchmark] {
    var cases: [Benchmark] = []
    let batches = ["1KB": 100, "100KB": 16, "1MB": 1]
    for (label, bytes) in sizes {
        cases.append(
            Benchmark(
                name: "keystroke/coordinator/\(label)", batch: batches[label]!,
                setUp: shared { CoordinatorFixture(document: asciiDocument(bytes: bytes)) },
                operation: { fixture, _ in (fixture as! CoordinatorFixture).keystroke() }))
    }
    cases.append(
        Benchmark(
            name: "keystroke/coordinator-mixed/1MB", batch: 1,
            setUp: shared { CoordinatorFixture(document: mixedDocument(bytes: 1 << 20)) },
            operation: { fixture, _ in (fixture as! CoordinatorFixture).keystroke() }))
    for (label, bytes) in sizes {
        cases.append(
            Benchmark(
                name: "keystroke/handwritten/\(label)", batch: 1,
                setUp: shared { HandwrittenFixture(document: asciiDocument(bytes: bytes)) },
                operation: { fixture, _ in (fixture as! HandwrittenFixture).keystroke() }))
    }
    for (label, bytes) in sizes {
        cases.append(
            Benchmark(
                name: "floor/memmove/\(label)", batch: label == "1KB" ? 1_000 : batches[label]!,
                setUp: shared { MemmoveFixture(bytes: bytes) },
                operation: { fixture, _ in
                    let f = fixture as! MemmoveFixture
                    memmove(f.destination, f.source, f.bytes)
                    blackHole(f.destination)
                }))
    }
    cases.append(
        Benchmark(
            name: "check/string-equal-same-storage/1MB", batch: 1_000,
            setUp: shared { EqualityFixture(bytes: 1 << 20) },
            operation: { fixture, _ in
                let f = fixture as! EqualityFixture
                blackHole(f.text == f.sameStorage)
            }))
    cases.append(
        Benchmark(
            name: "check/string-equal-copy/1MB", batch: 1,
            setUp: shared { EqualityFixture(bytes: 1 << 20) },
            operation: { fixture, _ in
                let f = fixture as! EqualityFixture
                blackHole(f.text == f.copy)
            }))
    return cases
}

/// The ratios the editing core's targets are stated in (BENCHMARKS.md).
///
/// A ratio against the memmove floor is measured again in five back-to-back
/// pairs and the median pair is reported, because on a shared machine the
/// load changes between two cases run seconds apart; `remeasure` runs a
/// selected case again (nil when it was not selected).
@MainActor
func ratioLines(_ results: [String: Double], remeasure: (String) -> Double?) -> [String] {
    var lines: [String] = []
    func ratio(_ a: String, _ b: String) -> Double? {
        guard let x = results[a], let y = results[b], y > 0 else { return nil }
        return x / y
    }
    func pairedRatio(_ a: String, _ b: String) -> Double? {
        var ratios: [Double] = []
        for _ in 0..<5 {
            guard let x = remeasure(a), let y = remeasure(b), y > 0 else { return nil }
            ratios.append(x / y)
        }
        return ratios.sorted()[ratios.count / 2]
    }
    func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
    func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
    if let r = pairedRatio("keystroke/coordinator/1MB", "floor/memmove/1MB") {
        lines.append("coordinator / memmove, 1MB ASCII: \(fixed(r))x (target <= 3x: \(verdict(r <= 3)))")
    }
    if let r = pairedRatio("keystroke/coordinator-mixed/1MB", "floor/memmove/1MB") {
        lines.append("coordinator-mixed / memmove, 1MB: \(fixed(r))x (target <= 5x: \(verdict(r <= 5)))")
    }
    if let r = ratio("keystroke/handwritten/1MB", "keystroke/coordinator/1MB") {
        lines.append("handwritten / coordinator, 1MB: \(fixed(r))x (target >= 10x: \(verdict(r >= 10)))")
    }
    if let ns = results["keystroke/coordinator/1KB"] {
        lines.append("coordinator, 1KB: \(fixed(ns / 1000)) us (target < 2 us: \(verdict(ns < 2000)))")
    }
    if let same = results["check/string-equal-same-storage/1MB"],
        let copy = results["check/string-equal-copy/1MB"]
    {
        lines.append("String == on 1MB: \(fixed(same)) ns same storage, \(fixed(copy / 1000)) us equal copy")
    }
    return lines
}
