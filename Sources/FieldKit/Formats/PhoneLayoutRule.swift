/// One way to lay out a national significant number (a class: rules are
/// iterated on every keystroke, and a reference is one retain, not a dozen).
final class PhoneLayoutRule: Sendable {
    let pattern: DigitPattern
    let groups: [(min: Int, max: Int)]
    /// The literal before each group, and after the last.
    let literals: [String]
    /// The national prefix formatting rule around the first group, e.g. ("(0", ")").
    let nationalPrefixRule: (before: String, after: String)?
    /// Leading digits patterns, most general first.
    let leading: [DigitPattern]
    let minimum: Int
    let maximum: Int
    /// Whether the national prefix formatting rule writes no prefix (none,
    /// `$1` or `($1)`): the layout is for numbers typed without it.
    let prefixFreeRule: Bool
    /// Whether the layout fits a number with or without the national prefix
    /// (optional when formatting, or a carrier-code rule).
    let prefixOptional: Bool
    /// Whether the layout leaves out its first group and writes a mobile
    /// token in its literals instead (Argentina's `$2 15-$3-$4` for the
    /// number 9 11 2345 6789): only for a number typed with that token.
    let omitsFirstGroup: Bool
    /// libphonenumber's domestic carrier code formatting rule around the
    /// first group, split at the carrier code and the group: Brazil's
    /// `0 $CC ($1)` is ("0 ", " (", ")").
    let carrierRule: (beforeCarrier: String, beforeGroup: String, afterGroup: String)?

    init(
        pattern: DigitPattern, groups: [(min: Int, max: Int)], literals: [String],
        nationalPrefixRule: (before: String, after: String)?, leading: [DigitPattern], minimum: Int,
        maximum: Int, prefixFreeRule: Bool = true, prefixOptional: Bool = false,
        omitsFirstGroup: Bool = false,
        carrierRule: (beforeCarrier: String, beforeGroup: String, afterGroup: String)? = nil
    ) {
        self.carrierRule = carrierRule
        self.omitsFirstGroup = omitsFirstGroup
        self.pattern = pattern
        self.groups = groups
        self.literals = literals
        self.nationalPrefixRule = nationalPrefixRule
        self.leading = leading
        self.minimum = minimum
        self.maximum = maximum
        self.prefixFreeRule = prefixFreeRule
        self.prefixOptional = prefixOptional
    }

    /// This layout with the domestic carrier code formatting rule `rule`
    /// (`0 $CC ($1)`), or as it is when the rule is not of that form.
    func withCarrierRule(_ rule: String) -> PhoneLayoutRule {
        let parts = rule.split(separator: "$CC", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        let rest = parts[1].split(separator: "$1", omittingEmptySubsequences: false)
        guard rest.count == 2 else { return self }
        return PhoneLayoutRule(
            pattern: pattern, groups: groups, literals: literals, nationalPrefixRule: nationalPrefixRule,
            leading: leading, minimum: minimum, maximum: maximum, prefixFreeRule: prefixFreeRule,
            prefixOptional: prefixOptional, omitsFirstGroup: omitsFirstGroup,
            carrierRule: (String(parts[0]), String(rest[0]), String(rest[1])))
    }

    /// Whether libphonenumber's as-you-type formatter offers this layout for a
    /// national number typed with (or without) its national prefix.
    func fits(typedWithPrefix: Bool) -> Bool {
        prefixOptional || (typedWithPrefix ? !prefixFreeRule : prefixFreeRule)
    }
}
