/// How a locale writes numbers and amounts, from CLDR: decimal and grouping
/// separators, group sizes, the minimum grouping digits, and the decimal and
/// currency patterns (where the minus sign and the currency symbol go).
///
/// The data is generated from CLDR by `Scripts/gen_locale.py` (PyPI `babel`)
/// into a compact table in the core. A locale the table does not name falls
/// back as CLDR does: `de_LI` to `de`, `zh_Hans_SG` to `zh_Hans`, then `zh`,
/// and finally CLDR's root.
///
/// ```swift
/// let swiss = NumberLocale("de_CH")
/// swiss.groupingSeparator    // "'"
/// NumberLocale("hi_IN").secondaryGroupSize   // 2 (12,34,567)
/// NumberLocale("es_ES").minimumGroupingDigits  // 2 (1234 but 12.345)
/// ```
///
/// Digits follow the locale's default numbering system: Latin for most,
/// Arabic-Indic in Egypt (`١٢٣`), extended Arabic-Indic in Iran, Devanagari
/// in `mr_IN` and `ne_NP`, Bengali in `bn_BD`, Myanmar in `my_MM`, and the
/// other systems CLDR names as a locale's default.
public struct NumberLocale: Sendable, Hashable {
    /// The locale this data was looked up for.
    public let locale: LocaleIdentifier
    /// The character before the fraction digits.
    public let decimalSeparator: Character
    /// The character between groups of integer digits.
    public let groupingSeparator: Character
    /// Digits in the group next to the decimal separator (3).
    public let primaryGroupSize: Int
    /// Digits in every further group (3, or 2 for Indian grouping).
    public let secondaryGroupSize: Int
    /// Integer digits needed beyond the first group before grouping starts:
    /// 1 groups `1,234`; 2 writes `1234` and groups from `12.345`.
    public let minimumGroupingDigits: Int
    /// The plain number's affixes, for non-negative and negative values.
    let decimalAffixes: Affixes
    /// The currency amount's affixes (`¤` for the symbol), for non-negative and negative values.
    let currencyAffixes: Affixes
    /// CLDR's accounting currency pattern's affixes: negative amounts in
    /// parentheses where the locale writes them so (`(€1,234.50)` in en_US).
    let accountingAffixes: Affixes
    /// The digit zero of the locale's digits when its default numbering
    /// system is not Latin (`٠` in ar_EG, `۰` in fa_IR, `०` in mr_IN, `০` in
    /// bn_BD, `၀` in my_MM); `nil` for ASCII digits. The other nine follow it
    /// in Unicode.
    let nativeZero: Unicode.Scalar?
    /// The decimal separator of the locale's Latin digits (CLDR's `latn`
    /// number symbols): the same as ``decimalSeparator`` unless the locale
    /// writes native digits (`.` in ar_EG, whose own is `٫`). A paste in
    /// Latin digits is read with it.
    let latinDecimalSeparator: Character
    /// The grouping separator of the locale's Latin digits (`,` in ar_EG).
    let latinGroupingSeparator: Character

    /// The prefix and suffix of a pattern, for non-negative and negative numbers.
    struct Affixes: Sendable, Hashable {
        var positivePrefix: String
        var positiveSuffix: String
        var negativePrefix: String
        var negativeSuffix: String
    }

    /// The data of `locale`, or of the nearest locale it falls back to.
    public init(_ locale: LocaleIdentifier) {
        let table = NumberLocaleTable.shared
        var record = table.locales["root"]!
        for candidate in NumberLocaleTable.chain(locale) {
            if let found = table.locales[candidate] {
                record = found
                break
            }
        }
        self.locale = locale
        primaryGroupSize = record.primary
        secondaryGroupSize = record.secondary
        minimumGroupingDigits = record.minimumGrouping
        decimalAffixes = record.decimalAffixes
        currencyAffixes = record.currencyAffixes
        var accounting = record.currencyAffixes
        for candidate in NumberLocaleTable.chain(locale) + ["root"] {
            if let found = table.accounting[candidate] {
                accounting = found
                break
            }
        }
        accountingAffixes = accounting
        var native: NumberLocaleTable.Numbering?
        for candidate in NumberLocaleTable.chain(locale) + ["root"] {
            if let found = table.numbering[candidate] {
                native = found
                break
            }
        }
        nativeZero = native?.zero
        latinDecimalSeparator = record.decimal
        latinGroupingSeparator = record.group
        if let native {
            decimalSeparator = native.decimal
            groupingSeparator = native.group
        } else {
            decimalSeparator = record.decimal
            groupingSeparator = record.group
        }
    }

    /// The symbol `locale` writes for the ISO 4217 `currency`, such as `€` or
    /// `US$`; the code itself for a currency outside FieldKit's table.
    public func currencySymbol(_ currency: String) -> String {
        let code = currency.uppercased()
        guard let symbols = NumberLocaleTable.shared.symbols[code] else { return code }
        for candidate in NumberLocaleTable.chain(locale) {
            if let symbol = symbols[candidate] { return symbol }
        }
        return symbols["*"] ?? code
    }

    /// The fraction digits of the ISO 4217 `currency` (0 for JPY and KRW, 3 for BHD, 2 otherwise).
    public static func fractionDigits(of currency: String) -> Int {
        NumberLocaleTable.shared.digits[currency.uppercased()] ?? 2
    }
}
