/// What libphonenumber's parser reads before a national number beyond the
/// national prefix, from its national prefix for parsing and transform rule:
/// carrier and service codes (Korea's `081`, China's `17951`, Colombia's
/// `03`), a second prefix (Great Britain's `180020`), Gabon's `0` before the
/// numbers that drop it, Japan's `000[2569]...` numbers, which keep their
/// prefix, and local numbers read whole (Antigua's `460 1234`).
struct PhonePrefixRule: Sendable {
    /// One alternative of the national prefix for parsing, tried in order.
    struct Alternative: Sendable {
        /// What is removed (its longest match), or `nil` for an anchored one.
        let strip: DigitPattern?
        /// What must follow the removed digits (then `insert` goes before
        /// them), or, anchored, the whole number.
        let keep: DigitPattern?
        let insert: [UInt8]
        let anchored: Bool
    }

    let alternatives: [Alternative]
    /// The region's general number pattern: a number that matches it is
    /// kept as it is when what the rule leaves would not.
    let general: DigitPattern
    /// The lengths libphonenumber calls possible only locally.
    let localOnlyLengths: [Int]
    /// The most digits any alternative removes.
    let longestStrip: Int

    /// What libphonenumber's parser reads from the national number `digits`
    /// (its national prefix included, as typed): `nil` when no alternative
    /// matches; `digits` as they are when one does but what it leaves is no
    /// longer a number the original was, or has a length no number has and
    /// can no longer grow (`declined`), or is shorter than any number
    /// (`tooShort`: being typed); else the number it leaves, with its insert.
    func read(_ digits: ArraySlice<UInt8>, lengths: [Int])
        -> (number: [UInt8], declined: Bool, tooShort: Bool)?
    {
        var candidate: [UInt8]?
        for alternative in alternatives {
            if alternative.anchored {
                if alternative.keep?.matches(digits) ?? false {
                    candidate = alternative.insert + digits
                    break
                }
                continue
            }
            guard let strip = alternative.strip, let length = strip.longestPrefixMatch(digits.prefix(8)),
                length > 0
            else { continue }
            let rest = digits.dropFirst(length)
            if let keep = alternative.keep {
                guard keep.matchesPrefix(rest) else { continue }
                candidate = alternative.insert + rest
            } else {
                candidate = Array(rest)
            }
            break
        }
        guard let candidate else { return nil }
        if general.matches(digits) && !general.matches(candidate[...]) {
            return (Array(digits), true, false)
        }
        // libphonenumber's length test: too short, local only or between
        // the possible lengths keeps the digits as typed; too long does not.
        // Of a number that more digits could still complete, FieldKit calls
        // that too short: it is being typed.
        let n = candidate.count
        let shortest = lengths.min() ?? 0
        let longest = lengths.max() ?? 0
        if localOnlyLengths.contains(n) || n < shortest {
            return (Array(digits), false, true)
        }
        if n <= longest && !lengths.contains(n) {
            let growing = n < longest && general.couldMatch(afterMore: candidate[...])
            return (Array(digits), !growing, growing)
        }
        return (candidate, false, false)
    }
}
