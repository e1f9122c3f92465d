/// The locale's grouping key typed where the user means a decimal separator.
///
/// Many numeric keypads type `.` whatever the locale, and a user of `de_DE`
/// who types `12.50` means twelve and a half, not 1.250. So a `.` or `,`
/// typed alone that the locale uses to group digits is read as follows
/// (see "Typing the grouping key" in `Guides/Amount.md`):
///
/// - With no decimal separator in the amount, where the currency has
///   fraction digits, it is the decimal separator, unless it is typed
///   before integer digits at a place where grouping puts a separator anyway.
/// - With a decimal separator in the amount, it is refused with a notice,
///   unless grouping puts a separator at that place in the integer digits.
/// - Typed key by key, a grouping key read as the decimal separator is read
///   as grouping again when the keys after it say so: three digits after it
///   (one more than the fraction holds), the locale's decimal key after a
///   full group, or the grouping key again after one. The coordinator keeps
///   track of the keys (``TextInputCoordinator``).
///
/// Where the amount has no fraction digits, the grouping key groups, as before.
extension AmountFormat {
    /// Whether `character`, typed alone, is the locale's grouping key: a `.`
    /// or `,` (half- or full-width) that groups digits in the locale, in its
    /// own digits or its Latin ones, and is not its decimal separator.
    func isGroupingKey(_ character: Character) -> Bool {
        let c = Self.halfWidth(character)
        guard c == "." || c == ",", c != numberLocale.decimalSeparator,
            c != numberLocale.latinDecimalSeparator
        else { return false }
        return c == numberLocale.groupingSeparator || c == numberLocale.latinGroupingSeparator
    }

    /// Whether grouping puts a separator between `before` integer digits and
    /// the `after` integer digits that follow them.
    func groupsBetween(before: Int, after: Int) -> Bool {
        let primary = max(numberLocale.primaryGroupSize, 1)
        let secondary = max(numberLocale.secondaryGroupSize, 1)
        guard before > 0, before + after >= primary + numberLocale.minimumGroupingDigits else { return false }
        return after == primary || (after > primary && (after - primary) % secondary == 0)
    }

    /// The index of the grouping key inserted alone at `inserted` when it is
    /// the decimal separator: the amount has fraction digits and no decimal
    /// separator yet, and the key is not typed at a place where grouping
    /// puts a separator anyway.
    func groupingKeyAsDecimal(
        in raw: [Character], _ inserted: Range<Int>, head: ArraySlice<Character>, tail: ArraySlice<Character>
    ) -> Int? {
        guard inserted.count == 1, maximumFractionDigits > 0, isGroupingKey(raw[inserted.lowerBound]),
            !head.contains("."), !tail.contains(".")
        else { return nil }
        let after = tail.count { $0.asciiDigit != nil }
        let before = head.count { $0.asciiDigit != nil }
        if after > 0, groupsBetween(before: before, after: after) { return nil }
        return inserted.lowerBound
    }

    /// ``InputRejection/Reason/notAccepted`` when `edit` types the grouping
    /// key alone into `before`, an amount that already has a decimal
    /// separator, at a place where grouping puts no separator: the key is
    /// refused with a notice rather than dropped without one.
    func groupingKeyRefusal(of edit: TextEdit, on before: TextEditingState) -> InputRejection.Reason? {
        guard maximumFractionDigits > 0, edit.replacement.count == 1, let key = edit.replacement.first,
            isGroupingKey(key)
        else { return nil }
        let scan = scan(before.text)
        guard let dot = scan.characters.firstIndex(of: ".") else { return nil }
        let offset = before.text.distance(from: before.text.startIndex, to: edit.range.lowerBound)
        let at = scan.ends.lazy.filter { $0 <= offset }.count
        guard at <= dot else { return .notAccepted }
        let digits = scan.characters[..<dot]
        let before = digits[..<at].lazy.filter { $0.asciiDigit != nil }.count
        let after = digits[at...].lazy.filter { $0.asciiDigit != nil }.count
        return groupsBetween(before: before, after: after) ? nil : .notAccepted
    }

    /// Whether `edit` of `before`, which gave `result`, typed the grouping key
    /// alone and made it the decimal separator: the keys typed next at the
    /// caret may read it as grouping again (``groupingReading(of:on:)``).
    func madeGroupingKeyDecimal(_ edit: TextEdit, before: TextEditingState, result: TextEditingState) -> Bool
    {
        guard maximumFractionDigits > 0, edit.replacement.count == 1, let key = edit.replacement.first,
            isGroupingKey(key)
        else { return false }
        return scan(result.text).characters.contains(".") && !scan(before.text).characters.contains(".")
    }

    /// Whether `edit` types the grouping key alone into `before`, an amount
    /// with a decimal separator, where grouping puts a separator anyway: it
    /// is neither kept nor refused.
    func groupsWhereTyped(_ edit: TextEdit, on before: TextEditingState) -> Bool {
        guard maximumFractionDigits > 0, edit.replacement.count == 1, let key = edit.replacement.first,
            isGroupingKey(key), groupingKeyRefusal(of: edit, on: before) == nil
        else { return false }
        return scan(before.text).characters.contains(".")
    }

    /// The state and edit that read the decimal separator of `before` as
    /// grouping again, when `edit` types a key that says so; `nil` otherwise.
    ///
    /// `before` is the amount as typed key by key since the grouping key
    /// became its decimal separator, with the caret after its last digit
    /// (the coordinator checks that). The keys that say so: a digit when the
    /// fraction is full and the digits after the separator would then make a
    /// group (`1.23` then `4` in `de_DE`: 1234, as `1.234` pasted); the
    /// locale's decimal key after a full group (`1.234` then `,` where the
    /// currency has three fraction digits); the grouping key after a full
    /// group (`1,23` then `,` in `hi_IN`, whose groups are of two). The grouping key
    /// then stands where grouping puts it, and the edit returned inserts
    /// nothing.
    func groupingReading(of edit: TextEdit, on before: TextEditingState) -> (
        state: TextEditingState, edit: TextEdit
    )? {
        guard maximumFractionDigits > 0, edit.replacement.count == 1, let key = edit.replacement.first
        else { return nil }
        let raw = scan(before.text).characters
        guard let dot = raw.firstIndex(of: ".") else { return nil }
        let fraction = raw.count - dot - 1
        let primary = max(numberLocale.primaryGroupSize, 1)
        let secondary = max(numberLocale.secondaryGroupSize, 1)
        let c = Self.halfWidth(key)
        let isDecimalKey = c == numberLocale.decimalSeparator || c == numberLocale.latinDecimalSeparator
        let regroups: Bool
        if Self.digit(key) != nil {
            regroups = fraction == maximumFractionDigits && fraction + 1 <= primary
        } else if isDecimalKey {
            regroups = fraction == primary
        } else if isGroupingKey(key) {
            regroups = fraction == secondary
        } else {
            regroups = false
        }
        guard regroups else { return nil }
        var whole = raw
        whole.remove(at: dot)
        let regrouped = apply(
            TextEdit(range: "".startIndex..<"".startIndex, replacement: String(whole)), to: TextEditingState()
        )
        let caret = regrouped.caret
        return (
            regrouped, TextEdit(range: caret..<caret, replacement: isGroupingKey(key) ? "" : edit.replacement)
        )
    }
}
