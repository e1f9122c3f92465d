/// The national check digits some countries put inside the BBAN, checked on
/// top of the IBAN's own mod-97 check.
///
/// The IBAN check digits catch a mistyped character anywhere; the national
/// ones were computed by the bank from its own fields, so an IBAN built by
/// hand from a wrong account number (with correct IBAN check digits) still
/// fails them. The countries and the place of each field come from the
/// generated `ibanNationalCheckTable` (every country whose national check
/// schwifty validates); the algorithms are the countries' published ones.
struct IBANNationalCheck: Sendable {
    /// A country's algorithm.
    enum Algorithm: String, Sendable {
        /// ISO 7064 MOD 97-10 over the fields, check = 98 − remainder
        /// (Bosnia, Montenegro, North Macedonia, Portugal, Serbia, Slovenia, Timor-Leste).
        case mod97 = "iso7064_mod97_10"
        /// The same with check = 97 − remainder (Mauritania, Tunisia).
        case mod97Complement = "iso7064_mod97_10_variant"
        /// Bank and account number mod 97, 97 for 0.
        case belgium
        /// Branch and account numbers each weigh to 0 mod 11 (Czechia, Slovakia).
        case czechRepublic = "czech_republic"
        /// Weights 7, 3, 1 from the right, mod 10.
        case estonia
        /// Luhn over bank and account.
        case finland
        /// The RIB key: 89 × bank + 15 × branch + 3 × account, 97 − mod 97 (France, Monaco).
        case france
        /// The check digit of the account holder's kennitala, weights 3 2 7 6 5 4 3 2 mod 11.
        case iceland
        /// The CIN letter: odd and even positions weighted by two tables, mod 26 (Italy, San Marino).
        case italy
        /// Weights 5 4 3 2 7 6 5 4 3 2 mod 11.
        case norway
        /// The bank's sort code, weights 3 9 7 1 3 9 7 mod 10.
        case poland
        /// The two "DC" digits, each weights 1 2 4 8 5 10 9 7 3 6 mod 11.
        case spain
    }

    let algorithm: Algorithm
    /// The BBAN ranges of the fields the algorithm reads, in its order.
    let components: [Range<Int>]
    /// The BBAN range of the check digits (empty for ``Algorithm/czechRepublic``
    /// and ``Algorithm/iceland``, whose check sits inside a field).
    let check: Range<Int>

    /// The countries with national check digits, by country code.
    static let byCountry: [String: IBANNationalCheck] = {
        var result: [String: IBANNationalCheck] = [:]
        for (code, name, components, check) in ibanNationalCheckTable {
            if let algorithm = Algorithm(rawValue: name) {
                result[code] = IBANNationalCheck(algorithm: algorithm, components: components, check: check)
            }
        }
        return result
    }()

    /// Whether the BBAN `bban` (upper-case ASCII, of the country's length)
    /// passes the national check.
    func isValid(bban: ArraySlice<UInt8>) -> Bool {
        let base = bban.startIndex
        func field(_ i: Int) -> ArraySlice<UInt8> {
            let r = components[i]
            return bban[(base + r.lowerBound)..<(base + r.upperBound)]
        }
        var joined: [UInt8] = []
        for i in components.indices { joined += field(i) }
        let expected = bban[(base + check.lowerBound)..<(base + check.upperBound)]
        switch algorithm {
        case .mod97:
            return Self.twoDigits(98 - Self.mod97(joined) * 100 % 97, equal: expected)
        case .mod97Complement:
            return Self.twoDigits(97 - Self.mod97(joined) * 100 % 97, equal: expected)
        case .belgium:
            let r = Self.mod97(joined)
            return Self.twoDigits(r == 0 ? 97 : r, equal: expected)
        case .czechRepublic:
            guard components.count == 2 else { return false }
            return Self.weighted(field(0), [10, 5, 8, 4, 2, 1], 11) == 0
                && Self.weighted(field(1), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1], 11) == 0
        case .estonia:
            var sum = 0
            for (i, b) in joined.reversed().enumerated() { sum += [7, 3, 1][i % 3] * Int(b &- 48) }
            let d = sum % 10
            return Self.digit(d == 0 ? 0 : 10 - d, equal: expected)
        case .finland:
            var sum = 0
            for (i, b) in joined.reversed().enumerated() {
                let v = Int(b &- 48) * (i % 2 == 0 ? 2 : 1)
                sum += v / 10 + v % 10
            }
            return Self.digit((10 - sum % 10) % 10, equal: expected)
        case .france:
            guard components.count == 3 else { return false }
            let n =
                89 * Self.ribNumber(field(0)) + 15 * Self.ribNumber(field(1)) + 3 * Self.ribNumber(field(2))
            return Self.twoDigits(97 - n % 97, equal: expected)
        case .iceland:
            guard joined.count >= 9 else { return false }
            let r = Self.weighted(joined[...], [3, 2, 7, 6, 5, 4, 3, 2], 11)
            return Self.digit(r == 0 ? 0 : 11 - r, equal: joined[8...8])
        case .italy:
            var sum = 0
            for (i, b) in joined.enumerated() {
                let index = b >= 65 ? Int(b - 65) : Int(b &- 48)
                sum += i % 2 == 1 ? index : Self.italianOdd[index]
            }
            return expected.count == 1 && expected.first == UInt8(65 + sum % 26)
        case .norway:
            guard components.count == 2 else { return false }
            let account = field(1)
            let value = account.starts(with: [48, 48]) ? Array(account.dropFirst(2)) : joined
            let c = 11 - Self.weighted(value[...], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 11)
            return c != 10 && Self.digit(c % 11, equal: expected)
        case .poland:
            let d = Self.weighted(joined[...], [3, 9, 7, 1, 3, 9, 7], 10)
            return Self.digit(d == 0 ? 0 : 10 - d, equal: expected)
        case .spain:
            guard components.count == 3, expected.count == 2 else { return false }
            func reconcile(_ n: Int) -> Int { n == 11 ? 0 : n == 10 ? 1 : n }
            let office = Array(field(0) + field(1))
            let d1 = reconcile(11 - Self.weighted(office[...], [4, 8, 5, 10, 9, 7, 3, 6], 11))
            let d2 = reconcile(11 - Self.weighted(field(2), [1, 2, 4, 8, 5, 10, 9, 7, 3, 6], 11))
            return Self.twoDigits(d1 * 10 + d2, equal: expected)
        }
    }

    /// The value of the fields read as one number, letters counted as 10–35, mod 97.
    static func mod97(_ bytes: [UInt8]) -> Int {
        var r = 0
        for b in bytes {
            r = b <= 57 ? (r * 10 + Int(b &- 48)) % 97 : (r * 100 + Int(b) - 55) % 97
        }
        return r
    }

    /// The sum of each digit times its weight (weights from the first digit on), mod `modulus`.
    static func weighted(_ digits: ArraySlice<UInt8>, _ weights: [Int], _ modulus: Int) -> Int {
        var sum = 0
        for (w, b) in zip(weights, digits) { sum += w * Int(b &- 48) }
        return sum % modulus
    }

    /// A French RIB field as a number, its letters replaced by digits the
    /// banks' way (A–I 1–9, J–R 1–9, S–Z 2–9).
    static func ribNumber(_ field: ArraySlice<UInt8>) -> Int {
        var n = 0
        for b in field {
            let d: Int
            if b <= 57 {
                d = Int(b &- 48)
            } else if b <= 73 {
                d = Int(b) - 64
            } else if b <= 82 {
                d = Int(b) - 73
            } else {
                d = Int(b) - 81
            }
            n = n * 10 + d
        }
        return n
    }

    /// The values of the characters at odd positions (first, third ...) of an Italian CIN.
    static let italianOdd = [
        1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
    ]

    static func twoDigits(_ value: Int, equal expected: ArraySlice<UInt8>) -> Bool {
        guard expected.count == 2, value >= 0, value < 100 else { return false }
        return expected.first == UInt8(48 + value / 10) && expected.last == UInt8(48 + value % 10)
    }

    static func digit(_ value: Int, equal expected: ArraySlice<UInt8>) -> Bool {
        expected.count == 1 && value >= 0 && value < 10 && expected.first == UInt8(48 + value)
    }
}
