/// A token some regions write nationally between the area code and the
/// subscriber number, standing for digits the number itself has before the
/// area code: Argentina's mobile `15` (`011 15-2345-6789` is the number
/// 9 11 2345 6789, written `+54 9 11 2345-6789` internationally), from
/// libphonenumber's national prefix for parsing and its transform rule.
struct PhoneMobileToken: Sendable {
    /// The area codes the token may follow.
    let area: DigitPattern
    /// The token as written (`15`).
    let token: [UInt8]
    /// The digits the number has before the area code instead (`9`).
    let insert: [UInt8]

    /// The area code's length when `digits` (a national number after its
    /// prefix) start with an area code and the token; the longest area first.
    func areaLength(in digits: ArraySlice<UInt8>) -> Int? {
        for length in stride(from: min(5, digits.count - token.count), through: 1, by: -1)
        where area.matches(digits.prefix(length)) && digits.dropFirst(length).starts(with: token) {
            return length
        }
        return nil
    }
}
