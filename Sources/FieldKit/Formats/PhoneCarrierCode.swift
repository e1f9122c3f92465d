/// A carrier code some regions dial after the national prefix, which is no
/// part of the number: Brazil's `0 15 11 91234 5678` is 11 91234 5678
/// (libphonenumber's national prefix for parsing `(?:0|90)(?:(carrier)(\d{10,11}))?`
/// with the transform rule `\2`).
struct PhoneCarrierCode: Sendable {
    /// The prefixes dialled before the carrier code (`0`, `90`).
    let prefixes: [[UInt8]]
    /// The carrier codes.
    let carrier: DigitPattern
    /// The fewest digits the number after the carrier code has.
    let minimum: Int

    /// Where the number after the carrier code starts in `digits` (a national
    /// number as typed, its prefix included), and whether it has its
    /// `minimum` digits yet; `nil` when `digits` do not start with a prefix
    /// and a carrier code.
    func numberStart(in digits: ArraySlice<UInt8>) -> (start: Int, complete: Bool)? {
        for prefix in prefixes where digits.starts(with: prefix) {
            let rest = digits.dropFirst(prefix.count)
            for length in 1...3 where length < rest.count && carrier.matches(rest.prefix(length)) {
                return (prefix.count + length, rest.count - length >= minimum)
            }
        }
        return nil
    }
}
