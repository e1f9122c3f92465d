import FieldKitTesting
import Testing

@testable import FieldKit

/// No typed or pasted text changes an amount's magnitude: a decimal
/// separator where the currency has no minor units is refused with the
/// digits after it, typing and pasting the same text give the same value,
/// and a number in Latin digits is read with the locale's Latin symbols.
@MainActor
@Suite("AmountMagnitude")
struct AmountMagnitudeTests {
    /// Currencies without minor units (CLDR digits 0) in locales that write
    /// them: the separator and the digits after it are refused, typed or
    /// pasted, and the user is told why.
    @Test(arguments: [
        ("JPY", "ja_JP", "1.5", "1"), ("KRW", "ko_KR", "12.00", "12"), ("HUF", "hu_HU", "1,00", "1"),
        ("IDR", "id_ID", "12,00", "12"), ("HUF", "hu_HU", "7,50", "7"), ("ISK", "is_IS", "3,5", "3"),
        ("CLP", "es_CL", "4,5", "4"), ("VND", "vi_VN", "9,99", "9"), ("JPY", "ja_JP", "１．５", "1"),
        ("XOF", "fr_SN", "12.5", "12"), ("KRW", "ko_KR", "1,234.56", "1234"),
    ])
    func aSeparatorWithoutMinorUnitsIsRefusedWithWhatFollows(
        _ currency: String, _ locale: String, _ text: String, _ value: String
    ) throws {
        let format = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        #expect(format.maximumFractionDigits == 0)
        let typed = SimulatedField(format: format)
        try typed.type(text)
        #expect(typed.modelValue == value, "\(typed.text.debugDescription)")
        #expect(typed.rejections.last?.reason == .noFractionDigits(currency: currency))
        #expect(typed.rejectionMessage?.contains(currency) == true, "\(typed.rejectionMessage ?? "none")")
        #expect(!typed.announcements.isEmpty, "the refusal is announced")
        let pasted = SimulatedField(format: format)
        try pasted.paste(text)
        #expect(
            pasted.modelValue == value, "typing and pasting \(text) agree: \(pasted.text.debugDescription)")
        #expect(pasted.rejections.last?.reason == .noFractionDigits(currency: currency))
        #expect(pasted.rejections.last.map { $0.dropped > 0 } == true)
    }

    /// The refusal holds while the caret stays where the separator was
    /// refused; deleting, or moving the caret, ends it.
    @Test func theRefusalEndsWhenTheUserEditsOrMovesOn() throws {
        let yen = AmountFormat.amount(currency: "JPY", locale: "ja_JP")
        let field = SimulatedField(format: yen)
        try field.type("12.")
        try field.type("5")
        try field.type("0")
        #expect(field.modelValue == "12")
        #expect(field.rejections.count == 3)
        try field.backspace()
        #expect(field.modelValue == "1")
        try field.type("3")
        #expect(field.modelValue == "13", "after a deletion digits are whole digits again")
        try field.type(".")
        try field.moveCaret(to: field.text.count - 1)
        try field.type("4")
        #expect(field.modelValue == "143", "the caret moved: a whole digit where it was typed")
        // A digit typed in another field's currency after the format changed is not refused.
        try field.type("5")
        field.coordinator.format = AmountFormat.amount(currency: "EUR", locale: "en_US")
        try field.type("6")
        #expect(field.modelValue.hasSuffix("6"))
    }

    @Test func aFieldOfWholeNumbersSaysSo() throws {
        let whole = AmountFormat.decimal(locale: "en_US", fractionDigits: 0)
        let field = SimulatedField(format: whole)
        try field.type("1.5")
        #expect(field.modelValue == "1")
        #expect(field.rejections.last?.reason == .noFractionDigits(currency: nil))
        #expect(field.rejectionMessage == "Characters left out: 1 (whole numbers only)")
        // A currency with minor units given no fraction digits is not said to have none.
        let euros = SimulatedField(format: AmountFormat(currency: "EUR", locale: "de_DE", fractionDigits: 0))
        try euros.type("3,5")
        #expect(euros.modelValue == "3")
        #expect(euros.rejections.last?.reason == .noFractionDigits(currency: nil))
    }

    /// `.decimal(grouping:decimal:fractionDigits: 0)` follows the same rule.
    @Test(arguments: ["1.5", "12.00", "3.999"])
    func explicitSeparatorsWithoutFractionDigitsToo(_ text: String) throws {
        let format = DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 0, prefix: "$")
        let whole = text.prefix { $0 != "." }
        for paste in [false, true] {
            let field = SimulatedField(format: format)
            if paste { try field.paste(text) } else { try field.type(text) }
            #expect(format.rawValue(for: field.text) == String(whole), "\(paste ? "pasted" : "typed")")
            #expect(field.rejections.last?.reason == .noFractionDigits(currency: nil))
        }
    }

    @Test func theReasonIsWordedInEveryShippedLanguage() {
        let rejection = InputRejection(
            source: .user, offered: 2, kept: 0, reason: .noFractionDigits(currency: "KRW"))
        for language in MessageLanguage.allCases {
            let text = FieldMessages.text(
                for: rejection, in: MessageCatalog(locale: LocaleIdentifier(language.rawValue)))
            #expect(text.contains("KRW") && text.contains("2"), "\(language): \(text)")
            #expect(!text.contains("{"), "\(language): \(text)")
        }
        let whole = InputRejection(
            source: .user, offered: 1, kept: 0, reason: .noFractionDigits(currency: nil))
        #expect(
            Set(
                MessageLanguage.allCases.map {
                    FieldMessages.text(for: whole, in: MessageCatalog(locale: LocaleIdentifier($0.rawValue)))
                }
            )
            .count == MessageLanguage.allCases.count)
    }

    /// A number in Latin digits pasted where the locale writes native ones
    /// is read with the locale's Latin symbols (CLDR `latn`): `,` groups in
    /// ar_EG, ar_SA and fa_IR.
    @Test(arguments: [
        ("EGP", "ar_EG", "1,000", "1000"), ("SAR", "ar_SA", "123,456", "123456"),
        ("IRR", "fa_IR", "1,234", "1234"), ("EGP", "ar_EG", "1,234.50", "1234.50"),
        ("EGP", "ar_EG", "12.5", "12.5"), ("EGP", "ar_EG", "١٢٫٥", "12.5"), ("EGP", "ar_EG", "١٬٠٠٠", "1000"),
        ("BDT", "bn_BD", "1,000", "1000"), ("INR", "mr_IN", "12,34,567.5", "1234567.5"),
    ])
    func latinDigitsAreReadWithTheLatinSymbols(
        _ currency: String, _ locale: String, _ text: String, _ value: String
    ) throws {
        let format = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        let pasted = SimulatedField(format: format)
        try pasted.paste(text)
        #expect(pasted.modelValue == value, "\(pasted.text.debugDescription)")
        let typed = SimulatedField(format: format)
        try typed.type(text)
        #expect(typed.modelValue == value, "typed: \(typed.text.debugDescription)")
    }

    /// The documented reading of a text with one separator: the locale's
    /// (native or Latin) meaning of that separator, the same typed and
    /// pasted. Where `,` is the decimal separator, `1,000` is one.
    @Test(arguments: [
        ("EUR", "de_DE", "1,000", "1.00"), ("USD", "en_US", "1,000", "1000"),
        ("EUR", "fr_FR", "1,000", "1.00"),
        ("HUF", "hu_HU", "1,000", "1"), ("IDR", "id_ID", "1.000", "1000"), ("IDR", "id_ID", "1,000", "1"),
        ("JPY", "ja_JP", "1,000", "1000"), ("JPY", "ja_JP", "1.000", "1"),
        ("USD", "en_US", "1.000", "1.00"), ("EUR", "de_DE", "1.000", "1000"), ("HUF", "hu_HU", "1.000", "1"),
    ])
    func aSeparatorIsReadAsTheLocaleMeansIt(
        _ currency: String, _ locale: String, _ text: String, _ value: String
    ) throws {
        let format = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        let pasted = SimulatedField(format: format)
        try pasted.paste(text)
        #expect(pasted.modelValue == value, "pasted: \(pasted.text.debugDescription)")
        let typed = SimulatedField(format: format)
        try typed.type(text)
        #expect(typed.modelValue == value, "typed: \(typed.text.debugDescription)")
    }

    /// Property, over every CLDR currency: for random amounts in random
    /// golden locales, typing the display key by key and pasting it give the
    /// intended value; and typing a whole number, the decimal separator and
    /// digits into a currency without minor units never gives more than the
    /// whole number typed before the separator.
    @Test func noTypedOrPastedTextChangesTheMagnitude() throws {
        let rows = try goldenRows("amount_currencies.tsv")
        var digitsOf: [String: Int] = [:]
        var locales = Set<String>()
        for row in rows {
            digitsOf[row[1]] = Int(row[2])
            locales.insert(row[0])
        }
        let localeList = locales.sorted()
        var random = SplitMix64(state: 0x5EED_A40)
        var failures: [String] = []
        var zeroDigitCases = 0
        for currency in digitsOf.keys.sorted() {
            let digits = digitsOf[currency]!
            for _ in 0..<3 {
                let locale = localeList.randomElement(using: &random)!
                let f = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
                let whole = String(UInt64.random(in: 0...9_999_999_999, using: &random))
                var value = whole
                if digits > 0 {
                    value +=
                        "." + String((0..<digits).map { _ in "0123456789".randomElement(using: &random)! })
                }
                if Bool.random(using: &random) { value = "-" + value }
                let display = f.displayText(for: value)
                let context = "\(locale) \(currency) \(value) \(display.debugDescription)"
                let field = SimulatedField(format: f)
                try field.type(display.replacing(f.numberLocale.currencySymbol(currency), with: ""))
                let pasted = SimulatedField(format: f)
                try pasted.paste(display)
                if field.modelValue != value || pasted.modelValue != value {
                    failures.append("\(context): typed \(field.modelValue), pasted \(pasted.modelValue)")
                }
                guard digits == 0 else { continue }
                zeroDigitCases += 1
                // The whole part, the locale's decimal key (or `.` where it does
                // not group digits: a keypad's key) and fraction digits.
                let numbers = f.numberLocale
                let dotGroups = numbers.groupingSeparator == "." || numbers.latinGroupingSeparator == "."
                let decimalKey =
                    Bool.random(using: &random) || dotGroups ? String(numbers.decimalSeparator) : "."
                let fraction = String((1...3).map { _ in "0123456789".randomElement(using: &random)! })
                let text = whole + decimalKey + fraction
                let typed = SimulatedField(format: f)
                try typed.type(text)
                let pastedText = SimulatedField(format: f)
                try pastedText.paste(text)
                for (how, result) in [("typed", typed.modelValue), ("pasted", pastedText.modelValue)]
                where UInt64(result).map({ $0 >= 10 * max(UInt64(whole)!, 1) }) ?? true || result != whole {
                    failures.append("\(locale) \(currency) \(how) \(text.debugDescription): \(result)")
                }
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(digitsOf.count >= 300)
        #expect(zeroDigitCases >= 100)
    }
}

/// Every CLDR currency's golden display, outside the main actor so that it
/// runs beside the other suites.
@Suite("AmountCurrencies")
struct AmountCurrencyGoldenTests {
    /// Two-digit currencies typed key by key in every golden locale.
    let typedTwoDigitCurrencies: Set<String> = [
        "EUR", "USD", "GBP", "CHF", "INR", "EGP", "SAR", "XCG", "PEN",
    ]

    /// Every CLDR currency in 51 locales (babel's display of a value with
    /// the currency's fraction digits): the digits are CLDR's, the value is
    /// shown as babel shows it, and typing that display key by key, pasting
    /// it, and pasting it in Latin digits all give the value back.
    @Test func everyCurrencyGoldenFromBabel() throws {
        let rows = try goldenRows("amount_currencies.tsv")
        var currencies = Set<String>()
        var locales = Set<String>()
        var failures: [String] = []
        for row in rows {
            let (locale, currency, digits, value, display, latin) = (
                row[0], row[1], row[2], row[3], row[4], row[5]
            )
            currencies.insert(currency)
            locales.insert(locale)
            let f = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
            let context = "\(locale) \(currency) \(value)"
            if String(f.maximumFractionDigits) != digits {
                failures.append("\(context): \(f.maximumFractionDigits) fraction digits, CLDR \(digits)")
            }
            let shown = f.displayText(for: value)
            if shown != display {
                failures.append(
                    "\(context): shows \(shown.debugDescription), babel \(display.debugDescription)")
            }
            for text in latin == "-" ? [display] : [display, latin] {
                var paster = Typist(f)
                paster.paste(text)
                if f.rawValue(for: paster.text) != value {
                    failures.append(
                        "\(context): pasting \(text.debugDescription) gives \(paster.text.debugDescription)")
                }
            }
            // The user types the number; the currency symbol is the field's
            // ("Cg." and "kr." hold a "." that would be a decimal key). Typed
            // for the currencies whose digits are not 2 and a few with 2 (the
            // others type the same keys; the property test below types
            // random amounts of every currency, in AmountMagnitude).
            guard digits != "2" || typedTwoDigitCurrencies.contains(currency) else { continue }
            var typist = Typist(f)
            let keys = display.replacing(f.numberLocale.currencySymbol(currency), with: "")
            typist.type(keys)
            if f.rawValue(for: typist.text) != value {
                failures.append(
                    "\(context): typing \(keys.debugDescription) gives \(typist.text.debugDescription)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(currencies.count >= 300)
        #expect(locales.count >= 50)
    }
}
