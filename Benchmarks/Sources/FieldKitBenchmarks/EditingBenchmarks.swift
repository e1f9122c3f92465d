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
@MainActor
private final class CoordinatorFixture {
    var model: String
    let coordinator: TextInputCoordinator
    var caret: Int

    init(document: (text: String, middleUTF16: Int)) {
        model = document.text
        coordinator = TextInputCoordinator(text: document.text)
        caret = document.middleUTF16
        coordinator.writeModel = { [unowned self] in self.model = $0 }
        // The user taps in the middle: the widget reports the new selection.
        try! coordinator.didChangeSelection(to: TextRange(caret: caret, unit: .utf16))
    }

    /// One keystroke at the caret: event in, model written, caret moved.
    func keystroke() {
        try! coordinator.didReplace([TextRange(caret: caret, unit: .utf16)], with: "x")
        caret += 1
        // The view update that follows the binding write: the echo.
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

    init(document: (text: String, middleUTF16: Int)) {
        model = document.text
        widget = Array(document.text.utf16)
        caret = document.middleUTF16
    }

    func keystroke() {
        var units = Array(model.utf16)
        units.replaceSubrange(caret..<caret, with: CollectionOfOne(UInt16(UInt8(ascii: "x"))))
        model = String(decoding: units, as: UTF16.self)
        widget.removeAll(keepingCapacity: true)
        widget.append(contentsOf: model.utf16)
        caret += 1
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

@MainActor
func editingBenchmarks() -> [Benchmark] {
    var cases: [Benchmark] = []
    let batches = ["1KB": 2_000, "100KB": 64, "1MB": 64]
    for (label, bytes) in sizes {
        let document = asciiDocument(bytes: bytes)
        cases.append(
            Benchmark(
                name: "keystroke/coordinator/\(label)", batch: batches[label]!,
                setUp: { CoordinatorFixture(document: document) },
                operation: { fixture, _ in (fixture as! CoordinatorFixture).keystroke() }))
    }
    let mixed = mixedDocument(bytes: 1 << 20)
    cases.append(
        Benchmark(
            name: "keystroke/coordinator-mixed/1MB", batch: 8,
            setUp: { CoordinatorFixture(document: mixed) },
            operation: { fixture, _ in (fixture as! CoordinatorFixture).keystroke() }))
    for (label, bytes) in sizes {
        let document = asciiDocument(bytes: bytes)
        cases.append(
            Benchmark(
                name: "keystroke/handwritten/\(label)", batch: label == "1KB" ? 200 : 4,
                setUp: { HandwrittenFixture(document: document) },
                operation: { fixture, _ in (fixture as! HandwrittenFixture).keystroke() }))
    }
    for (label, bytes) in sizes {
        cases.append(
            Benchmark(
                name: "floor/memmove/\(label)", batch: batches[label]!,
                setUp: { MemmoveFixture(bytes: bytes) },
                operation: { fixture, _ in
                    let f = fixture as! MemmoveFixture
                    memmove(f.destination, f.source, f.bytes)
                    blackHole(f.destination)
                }))
    }
    cases.append(
        Benchmark(
            name: "check/string-equal-same-storage/1MB", batch: 10_000,
            setUp: { EqualityFixture(bytes: 1 << 20) },
            operation: { fixture, _ in
                let f = fixture as! EqualityFixture
                blackHole(f.text == f.sameStorage)
            }))
    cases.append(
        Benchmark(
            name: "check/string-equal-copy/1MB", batch: 8,
            setUp: { EqualityFixture(bytes: 1 << 20) },
            operation: { fixture, _ in
                let f = fixture as! EqualityFixture
                blackHole(f.text == f.copy)
            }))
    return cases
}

/// The ratios issue 2's targets are stated in.
func ratioLines(_ results: [String: Double]) -> [String] {
    var lines: [String] = []
    func ratio(_ a: String, _ b: String) -> Double? {
        guard let x = results[a], let y = results[b], y > 0 else { return nil }
        return x / y
    }
    func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
    func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
    if let r = ratio("keystroke/coordinator/1MB", "floor/memmove/1MB") {
        lines.append("coordinator / memmove, 1MB ASCII: \(fixed(r))x (target <= 3x: \(verdict(r <= 3)))")
    }
    if let r = ratio("keystroke/coordinator-mixed/1MB", "floor/memmove/1MB") {
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
