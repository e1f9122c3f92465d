import FieldKit
import FieldKitTesting

/// One character typed at the end of a partly filled field.
@MainActor
private func keystroke(_ name: String, _ format: some InputFormat, value: String, typed: String) -> Benchmark
{
    let start = TextEditingState(text: format.displayText(for: value))
    let edit = TextEdit(range: start.text.endIndex..<start.text.endIndex, replacement: typed)
    return Benchmark(
        name: "format/\(name)/keystroke", batch: 1_000,
        setUp: { Box(start) },
        operation: { box, _ in
            let state = (box as! Box<TextEditingState>).value
            blackHole(format.apply(edit, to: state))
        })
}

/// The whole path of a keystroke at the end of a formatted field: the
/// widget's event in, the format, the model written (a stored String, the
/// raw value), the command out to the widget, and the echo of the binding
/// write. Keystrokes alternate typing `typed` at the end and a backspace at
/// the caret the typing left (before a currency suffix, for an amount), so
/// the field keeps its value and one fixture serves every sample. The widget
/// is a `SimulatedField` that records nothing: it keeps what it shows and the
/// model's value, so the case measures the core, not a recorder.
@MainActor
private final class FormatFieldFixture {
    let coordinator: TextInputCoordinator
    let widget: SimulatedField
    let typed: String
    var isTyped = false

    init(format: some InputFormat, value: String, typed: String) {
        coordinator = TextInputCoordinator(text: value, format: format)
        self.typed = typed
        widget = SimulatedField(coordinator: coordinator, recording: false)
    }

    func keystroke() {
        let count = coordinator.state.text.utf16.count
        if isTyped {
            let state = coordinator.state
            let caret = state.offsets(of: state.selection, in: .utf16).upperBound
            let previous = state.text[..<state.caret].last.map { String($0).utf16.count } ?? 0
            try! coordinator.didReplace([TextSpan(caret - previous, caret, unit: .utf16)], with: "")
        } else {
            try! coordinator.didReplace([TextSpan(caret: count, unit: .utf16)], with: typed)
        }
        isTyped.toggle()
        coordinator.modelDidChange(to: widget.modelValue)
    }
}

/// `keystroke/format/<name>`: one keystroke through the coordinator (see
/// ``FormatFieldFixture``), next to `format/<name>/keystroke` (the format alone).
@MainActor
private func fieldKeystroke(_ name: String, _ format: some InputFormat, value: String, typed: String)
    -> Benchmark
{
    Benchmark(
        name: "keystroke/format/\(name)", batch: 1_000,
        setUp: { FormatFieldFixture(format: format, value: value, typed: typed) },
        operation: { fixture, _ in (fixture as! FormatFieldFixture).keystroke() })
}

/// The same keystrokes as ``FormatFieldFixture``, delivered as the UIKit
/// adapter delivers them: the edit announced (`AnnouncedEdit`), made by the
/// widget in its own text, the selection reported, then the change reported
/// with the widget's text, read before the coordinator formats it (a
/// `SimulatedField` on `.uiKit` that records nothing).
@MainActor
private final class AdapterPathFixture {
    let widget: SimulatedField
    let typed: String
    var isTyped = false

    init(format: some InputFormat, value: String, typed: String) {
        widget = SimulatedField(
            coordinator: TextInputCoordinator(text: value, format: format), toolkit: .uiKit, recording: false)
        self.typed = typed
    }

    func keystroke() {
        if isTyped { try! widget.backspace() } else { try! widget.insert(typed) }
        isTyped.toggle()
        widget.coordinator.modelDidChange(to: widget.modelValue)
    }
}

/// `keystroke/uikit/<name>`: one keystroke through the UIKit adapter's event
/// path (see ``AdapterPathFixture``), next to `keystroke/format/<name>`.
@MainActor
private func adapterKeystroke(_ name: String, _ format: some InputFormat, value: String, typed: String)
    -> Benchmark
{
    Benchmark(
        name: "keystroke/uikit/\(name)", batch: 1_000,
        setUp: { AdapterPathFixture(format: format, value: value, typed: typed) },
        operation: { fixture, _ in (fixture as! AdapterPathFixture).keystroke() })
}

/// `text` pasted into a field that already shows `value`, at its end.
@MainActor
private func pasteInto(_ name: String, _ format: some InputFormat, value: String, text: String, label: String)
    -> Benchmark
{
    let start = TextEditingState(text: format.displayText(for: value))
    let edit = TextEdit(range: start.text.endIndex..<start.text.endIndex, replacement: text)
    return Benchmark(
        name: "format/\(name)/\(label)", batch: 1,
        setUp: { Box(start) },
        operation: { box, _ in blackHole(format.apply(edit, to: (box as! Box<TextEditingState>).value)) })
}

/// `count` characters pasted into an empty field.
@MainActor
private func paste(_ name: String, _ format: some InputFormat, text: String) -> Benchmark {
    let edit = TextEdit(range: "".startIndex..<"".startIndex, replacement: text)
    let label = text.count >= 10_000 ? "paste10k" : "paste1k"
    return Benchmark(
        name: "format/\(name)/\(label)", batch: 1,
        setUp: { Box(TextEditingState()) },
        operation: { box, _ in
            blackHole(format.apply(edit, to: (box as! Box<TextEditingState>).value))
        })
}

@MainActor
func formatBenchmarks() -> [Benchmark] {
    let digits1k = String(repeating: "1234567890", count: 100)
    let digits10k = String(repeating: "1234567890", count: 1_000)
    let groups = PatternFormat("####{ ####}")
    let money = DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$")
    let euros = AmountFormat.amount(currency: "EUR", locale: "de_DE")
    // (name, format, value, typed): the same cases for the format alone and the whole path.
    let cases: [(String, any InputFormat, String, String)] = [
        ("pattern", PatternFormat("+1 (###) ###-####"), "555123456", "7"),
        ("cardNumber", CardNumberFormat(), "424242424242424", "2"),
        ("cardSecurityCode", CardSecurityCodeFormat(brand: .visa), "12", "3"),
        ("expiryDate", ExpiryDateFormat(), "122", "8"),
        ("iban", IBANFormat(), "DE8937040044053201300", "0"),
        ("phoneNumber", PhoneNumberFormat(region: "US"), "201555012", "3"),
        ("phoneNumber-intl", PhoneNumberFormat(region: "US"), "+4420794600", "0"),
        ("decimal", money, "1234567", "8"),
        ("amount", euros, "1234567", "8"),
        ("digits", CharacterFormat.digits(max: 20), "123456789", "0"),
        ("chained", CharacterFormat.uppercased.then(.pattern("@@## ####")), "ab1234", "5"),
    ]
    var result: [Benchmark] = []
    for (name, format, value, typed) in cases {
        result.append(keystroke(name, format, value: value, typed: typed))
        result.append(fieldKeystroke(name, format, value: value, typed: typed))
        result.append(adapterKeystroke(name, format, value: value, typed: typed))
    }
    let digits10M = String(repeating: "1234567890", count: 1_000_000)
    return result + [
        paste("pattern", groups, text: digits1k),
        paste("pattern", groups, text: digits10k),
        paste("decimal", money, text: digits1k),
        paste("decimal", money, text: digits10k),
        paste("amount", euros, text: digits1k),
        paste("amount", euros, text: digits10k),
        paste("digits", CharacterFormat.digits, text: digits1k),
        paste("digits", CharacterFormat.digits, text: digits10k),
        paste("cardNumber", CardNumberFormat(), text: digits1k),
        paste("cardNumber", CardNumberFormat(), text: digits10k),
        paste("phoneNumber", PhoneNumberFormat(region: "US"), text: digits1k),
        paste("phoneNumber", PhoneNumberFormat(region: "US"), text: digits10k),
        paste("iban", IBANFormat(), text: "DE" + digits1k),
        paste("iban", IBANFormat(), text: "DE" + digits10k),
        pasteInto(
            "digits-max16", CharacterFormat.digits(max: 16), value: "", text: digits10M, label: "paste10MB"),
        pasteInto(
            "digits-max16", CharacterFormat.digits(max: 16), value: "1234567890123456", text: digits10k,
            label: "paste10k-full"),
        pasteInto(
            "pattern-phone", PatternFormat("+1 (###) ###-####"), value: "", text: digits10M,
            label: "paste10MB"),
        pasteInto("cardNumber", CardNumberFormat(), value: "", text: digits10M, label: "paste10MB"),
        // A complete IBAN's validity: mod 97 only (GB), with a national check
        // (BE), and with Germany's per-bank check (method 13: table lookup and method).
        validity("iban/GB", IBANFormat(), "GB29 NWBK 6016 1331 9268 19"),
        validity("iban/BE", IBANFormat(), "BE68 5390 0754 7034"),
        validity("iban/DE", IBANFormat(), "DE89 3704 0044 0532 0130 00"),
    ]
}

/// The validity of a displayed value.
@MainActor
private func validity(_ name: String, _ format: some InputFormat, _ text: String) -> Benchmark {
    Benchmark(
        name: "validity/\(name)", batch: 1,
        setUp: { Box(text) },
        operation: { box, _ in blackHole(format.validity(of: (box as! Box<String>).value)) })
}
