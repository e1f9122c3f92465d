import FieldKitTesting
import Testing

@testable import FieldKit

/// The locale's grouping key (`.` in `de_DE`, `,` in `en_US`) typed where the
/// user means a decimal separator: never a hundred times the amount.
@MainActor
@Suite("AmountGroupingKey")
struct AmountGroupingKeyTests {
    /// Typed key by key: the grouping key is the decimal separator while the
    /// amount has none, and grouping again when the keys after it say so.
    @Test(arguments: [
        ("EUR", "de_DE", "12.50", "12.50"), ("USD", "en_US", "12,50", "12.50"),
        ("EUR", "de_DE", "1.234,50", "1234.50"), ("EUR", "de_DE", "1.234.567,89", "1234567.89"),
        ("USD", "en_US", "1,234,567.89", "1234567.89"), ("EUR", "de_DE", "1.234", "1234"),
        ("INR", "en_IN", "1,23,456.50", "123456.50"), ("EUR", "de_DE", "0.5", "0.5"),
        ("BHD", "en_US", "1,234.500", "1234.500"), ("BHD", "en_US", "12,5", "12.5"),
        ("EGP", "ar_EG", "12,50", "12.50"), ("EUR", "id_ID", "7.25", "7.25"),
        // Zero-digit currencies: the grouping key groups.
        ("IDR", "id_ID", "12.50", "1250"), ("JPY", "ja_JP", "1,000", "1000"),
    ])
    func theGroupingKeyTypedIsTheDecimalSeparatorUntilAGroupFollows(
        _ currency: String, _ locale: String, _ text: String, _ value: String
    ) throws {
        let format = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        let field = SimulatedField(format: format)
        try field.type(text)
        #expect(field.modelValue == value, "\(field.text.debugDescription)")
        // Where the currency has no minor units the grouping key typed before
        // grouping shows is left out, as before: only the others say nothing.
        if format.maximumFractionDigits > 0 {
            #expect(field.rejections.isEmpty, "\(field.rejections)")
        }
    }

    /// The display shows the locale's decimal separator for the key.
    @Test func theDisplayShowsTheLocalesDecimalSeparator() throws {
        let field = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try field.type("12.5")
        #expect(field.text == "12,5\u{A0}€")
    }

    /// Typing and pasting the same text agree where the text holds both
    /// separators or a group of three after the key; a single key followed by
    /// fewer digits is the decimal separator typed and grouping pasted.
    @Test(arguments: [
        ("EUR", "de_DE", "1.234,50", "1234.50", "1234.50"), ("EUR", "de_DE", "1.234", "1234", "1234"),
        ("USD", "en_US", "1,234,567.89", "1234567.89", "1234567.89"),
        ("EUR", "de_DE", "12.50", "12.50", "1250"), ("USD", "en_US", "1,5", "1.5", "15"),
        ("BHD", "en_US", "1,000", "1.000", "1000"),
    ])
    func typingAndPastingTheSameText(
        _ currency: String, _ locale: String, _ text: String, _ typedValue: String, _ pastedValue: String
    ) throws {
        let format = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        let typed = SimulatedField(format: format)
        try typed.type(text)
        let pasted = SimulatedField(format: format)
        try pasted.paste(text)
        #expect(typed.modelValue == typedValue)
        #expect(pasted.modelValue == pastedValue)
    }

    /// With a decimal separator in the amount, the grouping key is refused
    /// with a notice, unless grouping puts a separator where it is typed.
    @Test func theGroupingKeyAfterADecimalSeparatorIsRefusedWithANotice() throws {
        let field = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try field.type("12,5")
        try field.type(".")
        #expect(field.modelValue == "12.5")
        #expect(field.rejections.last?.reason == .notAccepted)
        #expect(field.rejections.last?.dropped == 1)
        #expect(field.rejectionMessage != nil)
        // "1.234,5 €": a "." between "1" and "234" is where grouping puts one.
        let grouped = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try grouped.type("1234,5")
        try grouped.moveCaret(to: 1)
        try grouped.type(".")
        #expect(grouped.modelValue == "1234.5")
        #expect(grouped.rejections.isEmpty)
        try grouped.moveCaret(to: 3)
        try grouped.type(".")
        #expect(grouped.modelValue == "1234.5")
        #expect(grouped.rejections.last?.reason == .notAccepted)
        // Without a decimal separator: before a group of three integer digits
        // the key groups; before two digits it is the decimal separator.
        let whole = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try whole.type("1234")
        try whole.moveCaret(to: 1)
        try whole.type(".")
        #expect(whole.modelValue == "1234")
        try whole.moveCaret(to: 3)
        try whole.type(".")
        #expect(whole.modelValue == "12.34")
        #expect(whole.text == "12,34\u{A0}€")
        // A digit beyond the fraction after the locale's own decimal key is
        // refused, never read as grouping.
        let decimal = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try decimal.type("1,234")
        #expect(decimal.modelValue == "1.23")
        #expect(decimal.rejections.count == 1)
        // The grouping key read as decimal, then the caret moved: no regrouping.
        let moved = SimulatedField(format: AmountFormat.amount(currency: "EUR", locale: "de_DE"))
        try moved.type("1.23")
        try moved.moveCaret(to: 0)
        try moved.moveCaret(to: 4)
        try moved.type("4")
        #expect(moved.modelValue == "1.23")
    }

    /// Property, over every golden locale: typing the locale's grouping key
    /// right after one to three digits and then two digits gives the decimal
    /// reading, never a hundred times it, in a currency with two fraction
    /// digits, one with three and a plain decimal number.
    @Test func theGroupingKeyNeverMultipliesTheAmount() throws {
        let rows = try goldenRows("amount_currencies.tsv")
        let locales = Set(rows.map { $0[0] } + ["de_CH", "fr_CH", "it_CH", "mr_IN"]).sorted()
        var random = SplitMix64(state: 0x6E0_0B5)
        var failures: [String] = []
        var checked = 0
        var keyless: [String] = []
        for locale in locales {
            let formats = [
                AmountFormat.amount(currency: "EUR", locale: LocaleIdentifier(locale)),
                AmountFormat.amount(currency: "KWD", locale: LocaleIdentifier(locale)),
                AmountFormat.decimal(locale: LocaleIdentifier(locale)),
            ]
            let numbers = formats[0].numberLocale
            let keys = [numbers.groupingSeparator, numbers.latinGroupingSeparator].filter {
                formats[0].isGroupingKey($0)
            }
            guard let key = keys.first else {
                keyless.append(locale)
                continue
            }
            for format in formats {
                for wholeDigits in 1...3 {
                    let whole = String(UInt64.random(in: 1...999, using: &random) % pow10(wholeDigits))
                    let fraction = String((0..<2).map { _ in "0123456789".randomElement(using: &random)! })
                    let field = SimulatedField(format: format)
                    try field.type(whole + String(key) + fraction)
                    checked += 1
                    let expected = Double(whole + "." + fraction)!
                    if Double(field.modelValue) != expected {
                        failures.append(
                            "\(locale) \(format.currency ?? "-") \(whole)\(key)\(fraction): \(field.modelValue)"
                        )
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(checked >= 300)
        // Locales that group with a space or an apostrophe have no grouping key.
        #expect(keyless.contains("fr_FR") && keyless.contains("de_CH"))
        #expect(!keyless.contains("de_DE") && !keyless.contains("en_US") && !keyless.contains("ar_EG"))
    }

    private func pow10(_ n: Int) -> UInt64 { (0..<n).reduce(1) { r, _ in r * 10 } }
}
