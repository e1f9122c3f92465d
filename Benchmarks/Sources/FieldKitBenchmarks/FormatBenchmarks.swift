import FieldKit

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
    return [
        keystroke("pattern", .pattern("+1 (###) ###-####"), value: "555123456", typed: "7"),
        keystroke("cardNumber", .cardNumber, value: "424242424242424", typed: "2"),
        keystroke("cardSecurityCode", .cardSecurityCode(brand: .visa), value: "12", typed: "3"),
        keystroke("expiryDate", .expiryDate, value: "122", typed: "8"),
        keystroke("iban", .iban, value: "DE8937040044053201300", typed: "0"),
        keystroke("phoneNumber", .phoneNumber(region: "US"), value: "201555012", typed: "3"),
        keystroke("phoneNumber-intl", .phoneNumber(region: "US"), value: "+4420794600", typed: "0"),
        keystroke("decimal", money, value: "1234567", typed: "8"),
        keystroke("amount", euros, value: "1234567", typed: "8"),
        keystroke("digits", .digits(max: 20), value: "123456789", typed: "0"),
        keystroke(
            "chained", CharacterFormat.uppercased.then(.pattern("@@## ####")), value: "ab1234", typed: "5"),
        paste("pattern", groups, text: digits1k),
        paste("pattern", groups, text: digits10k),
        paste("decimal", money, text: digits1k),
        paste("decimal", money, text: digits10k),
        paste("amount", euros, text: digits1k),
        paste("amount", euros, text: digits10k),
    ]
}
