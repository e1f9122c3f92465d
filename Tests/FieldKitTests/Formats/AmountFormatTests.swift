import Testing

@testable import FieldKit

@Suite("AmountFormat")
struct AmountFormatTests {
    /// babel's display of values in 50 locales, as the field shows, types and pastes them.
    @Test func goldenFromBabel() throws {
        let rows = try goldenRows("amount.tsv")
        #expect(rows.count >= 2000)
        var locales = Set<String>()
        var failures: [String] = []
        for row in rows {
            let (locale, currency, value, babel) = (row[0], row[1], row[2], row[3])
            locales.insert(locale)
            let f =
                currency == "-"
                ? AmountFormat.decimal(locale: LocaleIdentifier(locale))
                : AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
            let expected = withMinimumGrouping(babel, value: value, f.numberLocale)
            let context = "\(locale) \(currency) \(value)"
            // The model's value, laid out.
            let shown = f.displayText(for: value)
            if shown != expected {
                failures.append(
                    "\(context): shows \(shown.debugDescription), babel \(expected.debugDescription)")
            }
            if f.rawValue(for: shown) != value {
                failures.append("\(context): raw \(f.rawValue(for: shown))")
            }
            // Typed key by key with the locale's decimal key.
            var typist = Typist(f)
            typist.type(String(value.map { $0 == "." ? f.numberLocale.decimalSeparator : $0 }))
            if typist.text != expected {
                failures.append("\(context): typed \(typist.text.debugDescription)")
            }
            // babel's display pasted into an empty field.
            var paster = Typist(f)
            paster.paste(babel)
            if f.rawValue(for: paster.text) != value {
                failures.append(
                    "\(context): pasting \(babel.debugDescription) gives \(f.rawValue(for: paster.text))")
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(locales.count >= 40)
    }

    /// CLDR's minimum grouping digits, as ICU applies them (babel does not).
    @Test func minimumGroupingFromICU() throws {
        let rows = try goldenRows("amount_grouping.tsv")
        #expect(rows.count >= 120)
        for row in rows {
            let f = AmountFormat.decimal(locale: LocaleIdentifier(row[0]), fractionDigits: 3)
            let shown = f.displayText(for: row[1])
            #expect(
                groupingShape(shown) == groupingShape(row[2]),
                "\(row[0]) \(row[1]): \(shown) vs ICU \(row[2])")
        }
    }

    /// ar_EG writes Arabic-Indic digits and separators (CLDR's `arab`
    /// numbering system); ASCII and Arabic-Indic digits are both read, and
    /// the model holds ASCII digits. fa_IR writes extended Arabic-Indic ones;
    /// ar_MA and en_US keep ASCII digits.
    @Test func arabicIndicDigitsWhereTheLocaleWritesThem() {
        let egp = AmountFormat.amount(currency: "EGP", locale: "ar_EG")
        var ascii = Typist(egp)
        ascii.type("1234.5")
        var native = Typist(egp)
        native.type("١٢٣٤٫٥")
        #expect(ascii.text == native.text)
        #expect(ascii.text.contains("١٬٢٣٤٫٥"), "\(ascii.text.debugDescription)")
        #expect(egp.rawValue(for: ascii.text) == "1234.5")
        #expect(egp.displayText(for: "1234.5") == ascii.text)
        #expect(AmountFormat.decimal(locale: "fa_IR").displayText(for: "12") == "۱۲")
        #expect(AmountFormat.decimal(locale: "ar_MA").displayText(for: "12") == "12")
        #expect(AmountFormat.decimal(locale: "en_US").displayText(for: "12") == "12")
        // Pasting ASCII digits with the Latin separators into ar_EG.
        var paster = Typist(egp)
        paster.paste("1,234.50")
        #expect(egp.rawValue(for: paster.text) == "1234.50")
    }

    @Test func theIssuesExamples() {
        let euro = AmountFormat.amount(currency: "EUR", locale: "de_DE")
        var t = Typist(euro)
        t.type("-1234,50")
        #expect(t.text == "-1.234,50\u{A0}€")
        #expect(euro.rawValue(for: t.text) == "-1234.50")
        #expect(t.caret == "-1.234,50".count, "the caret stays before the currency suffix")
        #expect(AmountFormat.decimal(locale: "en_IN").displayText(for: "1234567.5") == "12,34,567.5")
        #expect(
            AmountFormat.decimal(locale: "de_CH").displayText(for: "1234567.5") == "1’234’567.5"
                || AmountFormat.decimal(locale: "de_CH").displayText(for: "1234567.5") == "1'234'567.5")
        #expect(AmountFormat.decimal(locale: "es_ES").displayText(for: "1234") == "1234")
        #expect(AmountFormat.decimal(locale: "es_ES").displayText(for: "12345") == "12.345")
        #expect(AmountFormat.amount(currency: "JPY", locale: "ja_JP").maximumFractionDigits == 0)
        #expect(AmountFormat.amount(currency: "KRW", locale: "ko_KR").maximumFractionDigits == 0)
        #expect(AmountFormat.amount(currency: "BHD", locale: "ar_BH").maximumFractionDigits == 3)
    }

    @Test(arguments: [
        // locale, key typed after "12", expected raw (the grouping key is
        // the decimal separator while there is none)
        ("de_DE", ",", "12."), ("de_DE", ".", "12."), ("en_US", ".", "12."), ("en_US", ",", "12."),
        ("fr_FR", ",", "12."), ("fr_FR", ".", "12."), ("de_CH", ".", "12."), ("de_CH", "'", "12"),
        ("ar_EG", ".", "12."), ("ar_EG", "٫", "12."),
    ])
    func theDecimalKeyFollowsTheLocale(_ locale: String, _ key: String, _ raw: String) {
        let f = AmountFormat.decimal(locale: LocaleIdentifier(locale))
        var t = Typist(f)
        t.type("12" + key)
        #expect(f.rawValue(for: t.text) == raw)
    }

    @Test(arguments: [
        // locale, pasted, raw: the documented reading of contradicting separators
        ("de_DE", "1.234,50", "1234.50"), ("de_DE", "1,234.50", "1234.50"), ("de_DE", "1.234", "1234"),
        ("de_DE", "1,234,567", "1234567"), ("de_DE", "1,5", "1.5"), ("en_US", "1.234,50", "1234.50"),
        ("en_US", "1,5", "15"), ("en_US", "1.234.567", "1234567"), ("fr_FR", "1 234,5", "1234.5"),
        ("fr_FR", "1234.5", "1234.5"), ("de_CH", "1'234.50", "1234.50"), ("de_CH", "1.234,50", "1234.50"),
        ("en_US", "$-1,234.5", "-1234.5"), ("en_US", "USD 12", "12"), ("de_DE", "−7,5", "-7.5"),
        ("en_US", "12-3", "123"), ("ar_EG", "\u{200F}-5.00\u{A0}ج.م.\u{200F}", "-5.00"),
    ])
    func pastes(_ locale: String, _ pasted: String, _ raw: String) {
        let f = AmountFormat.amount(currency: "EUR", locale: LocaleIdentifier(locale))
        var t = Typist(f)
        t.paste(pasted)
        #expect(f.rawValue(for: t.text) == raw, "\(t.text.debugDescription)")
    }

    @Test func fractionDigitsStopAtTheCurrencys() {
        let yen = AmountFormat.amount(currency: "JPY", locale: "ja_JP")
        var t = Typist(yen)
        t.paste("1234.5")
        #expect(yen.rawValue(for: t.text) == "1234", "the separator and the fraction are refused")
        #expect(t.text == "￥1,234")
        var odd = Typist(yen)
        odd.paste("1235.5")
        #expect(yen.rawValue(for: odd.text) == "1235", "not rounded: typing 1235.5 gives 1235 too")
        let euro = AmountFormat.amount(currency: "EUR", locale: "it_IT")
        var e = Typist(euro)
        e.type("3,14159")
        #expect(euro.rawValue(for: e.text) == "3.14")
    }

    /// A paste with more fraction digits than the currency's, rounded
    /// half-even as babel (CLDR, ICU) rounds it, in 55 locales and up to
    /// three currencies (2 and 3 fraction digits; a currency without minor
    /// units refuses the fraction instead, see `AmountMagnitudeTests`).
    @Test func pastedExcessDigitsRoundHalfEvenAsBabel() throws {
        let rows = try goldenRows("amount_rounding.tsv")
        #expect(rows.count >= 800)
        var failures: [String] = []
        var changed = 0
        for row in rows {
            let (locale, currency, pasted, value, babel) = (row[0], row[1], row[2], row[3], row[4])
            let f = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
            var t = Typist(f)
            t.paste(pasted)
            let expected = withMinimumGrouping(babel, value: value, f.numberLocale)
            if t.text != expected || f.rawValue(for: t.text) != value {
                failures.append(
                    "\(locale) \(currency) \(pasted.debugDescription): \(t.text.debugDescription) raw \(f.rawValue(for: t.text)), babel \(expected.debugDescription) \(value)"
                )
            }
            // The model value with the excess digits, laid out, rounds the same way.
            let unrounded = String(
                pasted.compactMap { c -> Character? in
                    if let d = AmountFormat.digit(c) { return d }
                    if c == f.numberLocale.decimalSeparator { return "." }
                    return AmountFormat.isMinus(c) ? "-" : nil
                })
            if f.displayText(for: unrounded) != expected {
                failures.append(
                    "\(locale) \(currency) value \(unrounded): \(f.displayText(for: unrounded).debugDescription)"
                )
            }
            if !unrounded.hasPrefix(value) { changed += 1 }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(changed > rows.count / 3, "many rows round up (not only cut)")
    }

    @Test func roundingRules() {
        let euro = AmountFormat.amount(currency: "EUR", locale: "en_US")
        for (pasted, raw) in [
            ("12.345", "12.34"), ("12.355", "12.36"), ("12.3451", "12.35"), ("9.995", "10.00"),
            ("-0.125", "-0.12"), ("999.999", "1000.00"),
        ] {
            var t = Typist(euro)
            t.paste(pasted)
            #expect(euro.rawValue(for: t.text) == raw, "\(pasted)")
        }
        // Typed, the third fraction digit is refused, not rounded.
        var typed = Typist(euro)
        typed.type("12.349")
        #expect(euro.rawValue(for: typed.text) == "12.34")
        // Rounding that would need one integer digit too many keeps the digits that fit.
        let short = AmountFormat(currency: "EUR", locale: "en_US", integerDigits: 2)
        var s = Typist(short)
        s.paste("99.999")
        #expect(short.rawValue(for: s.text) == "99.99")
        // A paste in the middle of the fraction keeps what fits, as typing does.
        var middle = Typist(euro, text: "1.5")
        middle.moveCaret(to: middle.text.count - 1)
        middle.paste("99")
        #expect(euro.rawValue(for: middle.text) == "1.95")
        #expect(euro.displayText(for: "0.005") == "€0.00", "half-even: 0.005 to the even 0.00")
        #expect(euro.displayText(for: "0.015") == "€0.02")
    }

    /// CLDR's currency spacing: a no-break space where a symbol's letter touches the digits.
    @Test func currencySpacing() {
        #expect(
            AmountFormat.amount(currency: "CHF", locale: "en_US").displayText(for: "12.50")
                == "CHF\u{A0}12.50")
        #expect(
            AmountFormat.amount(currency: "CHF", locale: "en_US").displayText(for: "-12.50")
                == "-CHF\u{A0}12.50")
        #expect(AmountFormat.amount(currency: "EUR", locale: "en_US").displayText(for: "12.50") == "€12.50")
        #expect(AmountFormat.amount(currency: "USD", locale: "es_AR").displayText(for: "12.50") == "US$12,50")
        #expect(
            AmountFormat.amount(currency: "CHF", locale: "de_CH").displayText(for: "-12.50") == "CHF-12.50")
        #expect(
            AmountFormat.amount(currency: "MYR", locale: "ms_MY").displayText(for: "12.50") == "RM\u{A0}12.50"
        )
        let chf = AmountFormat.amount(currency: "CHF", locale: "en_US")
        var t = Typist(chf)
        t.type("1234.5")
        #expect(t.text == "CHF\u{A0}1,234.5")
        #expect(chf.rawValue(for: t.text) == "1234.5")
        var p = Typist(chf)
        p.paste("CHF 12.50")
        #expect(chf.rawValue(for: p.text) == "12.50")
    }

    /// babel's accounting displays (CLDR's accounting pattern) in 55 locales.
    @Test func accountingGoldenFromBabel() throws {
        let rows = try goldenRows("amount_accounting.tsv")
        #expect(rows.count >= 400)
        var failures: [String] = []
        var parentheses = Set<String>()
        for row in rows {
            let (locale, currency, value, babel) = (row[0], row[1], row[2], row[3])
            let f = AmountFormat.amount(
                currency: currency, locale: LocaleIdentifier(locale), accounting: true)
            let expected = withMinimumGrouping(babel, value: value, f.numberLocale)
            let context = "\(locale) \(currency) \(value)"
            if expected.hasPrefix("(") || expected.contains("(") { parentheses.insert(locale) }
            let shown = f.displayText(for: value)
            if shown != expected {
                failures.append(
                    "\(context): shows \(shown.debugDescription), babel \(expected.debugDescription)")
            }
            if f.rawValue(for: shown) != value {
                failures.append("\(context): raw \(f.rawValue(for: shown))")
            }
            var typist = Typist(f)
            typist.type(String(value.map { $0 == "." ? f.numberLocale.decimalSeparator : $0 }))
            if typist.text != expected {
                failures.append("\(context): typed \(typist.text.debugDescription)")
            }
            var paster = Typist(f)
            paster.paste(babel)
            if f.rawValue(for: paster.text) != value {
                failures.append(
                    "\(context): pasting \(babel.debugDescription) gives \(f.rawValue(for: paster.text))")
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(8).joined(separator: "\n"))")
        #expect(
            parentheses.contains("en_US") && parentheses.contains("nl_NL") && !parentheses.contains("de_DE"))
    }

    @Test func accountingEditing() {
        let f = AmountFormat.amount(currency: "USD", locale: "en_US", accounting: true)
        var t = Typist(f)
        t.type("-1234.5")
        #expect(t.text == "($1,234.5)")
        #expect(f.rawValue(for: t.text) == "-1234.5")
        #expect(t.caret == "($1,234.5".count, "the caret stays before the closing parenthesis")
        t.moveCaret(to: 1)
        t.backspace()
        #expect(f.rawValue(for: t.text) == "1234.5", "backspace after the parenthesis removes the sign")
        #expect(t.text == "$1,234.5")
        var p = Typist(f)
        p.paste("(12.50)")
        #expect(f.rawValue(for: p.text) == "-12.50")
        let standard = AmountFormat.amount(currency: "USD", locale: "en_US")
        #expect(standard.displayText(for: "-5.00") == "-$5.00")
        #expect(AmountFormat.decimal(locale: "en_US").accounting == false)
    }

    /// Locales whose CLDR default numbering system is Devanagari, Bengali or
    /// Myanmar show their digits; typing ASCII or native digits gives the same
    /// display and an ASCII model value.
    @Test(arguments: [
        ("mr_IN", "INR", "१,२३४.५"), ("ne_NP", "NPR", "१,२३४.५"), ("bn_BD", "BDT", "১,২৩৪.৫"),
        ("my_MM", "MMK", "၁,၂၃၄"), ("hi_IN", "INR", "1,234.5"), ("bn_IN", "INR", "1,234.5"),
    ])
    func nativeDigitsOfOtherScripts(_ locale: String, _ currency: String, _ digits: String) {
        let f = AmountFormat.amount(currency: currency, locale: LocaleIdentifier(locale))
        let value = f.maximumFractionDigits == 0 ? "1234" : "1234.5"
        var ascii = Typist(f)
        ascii.type(value)
        #expect(ascii.text.contains(digits), "\(ascii.text.debugDescription)")
        var typed = Typist(f)
        typed.type(String(digits.filter { $0 != "," }))
        #expect(typed.text == ascii.text)
        let raw = f.rawValue(for: ascii.text)
        #expect(raw == value)
        #expect(raw.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func theMinusSignMovesWithThePattern() {
        let swiss = AmountFormat.amount(currency: "CHF", locale: "de_CH")
        var t = Typist(swiss)
        t.type("-12.5")
        #expect(swiss.rawValue(for: t.text) == "-12.5")
        #expect(t.text.hasPrefix("CHF-"))
        t.moveCaret(to: 4)
        t.backspace()
        #expect(swiss.rawValue(for: t.text) == "12.5", "backspace after the sign removes it")
        let positive = AmountFormat(currency: "EUR", locale: "de_DE", allowsNegative: false)
        var p = Typist(positive)
        p.type("-5")
        #expect(positive.rawValue(for: p.text) == "5")
    }

    @Test func rightToLeftMarksStayOutOfTheValue() {
        let f = AmountFormat.amount(currency: "EGP", locale: "ar_EG")
        var t = Typist(f)
        t.type("-1234.5")
        #expect(t.text.unicodeScalars.contains("\u{200F}"), "the display has CLDR's right-to-left mark")
        let raw = f.rawValue(for: t.text)
        #expect(raw == "-1234.5")
        #expect(raw.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func sweep() {
        for locale in ["de_DE", "en_US", "hi_IN", "ar_EG", "de_CH"] as [LocaleIdentifier] {
            let f = AmountFormat.amount(currency: "EUR", locale: locale)
            var sweep = FormatSweep(
                format: f, typed: ["7", "x"], pastes: ["12"], insertion: { _, _, _ in nil })
            // A digit typed after a lone leading zero replaces it ("0,05" -> "7,05").
            sweep.existing = { raw in
                let sign = raw.first == "-" ? 1 : 0
                guard raw.count > sign + 1, raw[sign] == "0" else { return raw }
                return Array(raw[..<sign] + raw[(sign + 1)...])
            }
            // Deleting keeps the other characters; a value left starting with
            // the separator gets its zero, leading zeros go.
            sweep.deletion = { raw, removed in
                var out = Array(raw[..<removed.lowerBound] + raw[removed.upperBound...])
                let sign = out.first == "-" ? 1 : 0
                while out.count > sign + 1, out[sign] == "0", out[sign + 1].asciiDigit != nil {
                    out.remove(at: sign)
                }
                if out.count > sign, out[sign] == "." { out.insert("0", at: sign) }
                return out
            }
            let failures = sweep.run(displays: [
                f.displayText(for: "1234567.89"), f.displayText(for: "-12.5"), f.displayText(for: "0.05"),
            ])
            #expect(failures.isEmpty, "\(locale): \(failures.prefix(5))")
        }
    }

    @Test func aPasteIsLinear() {
        let f = AmountFormat.decimal(locale: "de_DE")
        var t = Typist(f)
        t.paste(String(repeating: "1234567890", count: 1000))
        #expect(f.rawValue(for: t.text).count == 10000)
    }
}

/// babel's display with CLDR's minimum grouping digits applied, which babel
/// ignores: a locale that needs two digits beyond the first group writes a
/// four-digit integer part without a separator (`amount_grouping.tsv` checks
/// this rule against ICU).
private func withMinimumGrouping(_ display: String, value: String, _ locale: NumberLocale) -> String {
    let integerDigits = value.drop { $0 == "-" }.prefix { $0 != "." }.count
    guard locale.minimumGroupingDigits > 1,
        integerDigits < locale.primaryGroupSize + locale.minimumGroupingDigits,
        integerDigits > locale.primaryGroupSize
    else { return display }
    var out = display
    if let index = out.firstIndex(of: locale.groupingSeparator) { out.remove(at: index) }
    return out
}

/// Digits kept, every other run of characters one `,`: the shape of the grouping.
private func groupingShape(_ text: String) -> String {
    var out = ""
    for c in text {
        // Digits of any script (ICU's rows are in ASCII digits, ar_EG shows Arabic-Indic ones).
        if let digit = AmountFormat.digit(c) {
            out.append(digit)
        } else if out.last != "," {
            out.append(",")
        }
    }
    return out
}
