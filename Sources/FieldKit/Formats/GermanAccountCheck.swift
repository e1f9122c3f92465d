/// Germany's national check: the check digit inside a German account number,
/// computed with the method the account's bank registered with the Deutsche
/// Bundesbank.
///
/// A German BBAN is the 8-digit bank code (Bankleitzahl) and the 10-digit
/// account number. Each bank code names one of the Bundesbank's check methods
/// (`00` … `E4`); the table bank code → method is generated from schwifty's
/// copy of the Bundesbank's bank code registry (`germanBankMethods`). The
/// methods below are written here from the Bundesbank's published method
/// descriptions ("Prüfzifferberechnungsmethoden"): every method schwifty
/// implements (44 methods, proven against schwifty by golden tests) and six
/// more that several banks use (methods `27`, `44`, `50`, `56`, `A7`, `D8`,
/// tested on the Bundesbank's published test account numbers): together
/// 98.2% of the registry's bank codes.
/// An account at a bank whose method is not among them, or at a bank code the
/// registry does not list, is not checked (never reported invalid).
///
/// Positions are the Bundesbank's: 1 to 10 from the left of the 10-digit
/// account number; weights are applied from the rightmost position of a range
/// leftwards, repeating.
enum GermanAccountCheck {
    /// What the national check says about one German BBAN.
    enum Verdict: Equatable {
        /// The account number's check digit is right for its bank's method
        /// (or the method defines no check, as `09`).
        case valid
        /// The check digit is wrong for the bank's method.
        case invalid
        /// The bank code is not in the registry, or its method is not implemented.
        case notChecked
    }

    /// The verdict for a German BBAN (18 ASCII digits: bank code, account number).
    static func verdict(bban: ArraySlice<UInt8>) -> Verdict {
        guard bban.count == 18, bban.allSatisfy(\.isASCIIDigit) else { return .notChecked }
        let digits = bban.map { Int($0 &- 48) }
        var bankCode = 0
        for d in digits[0..<8] { bankCode = bankCode * 10 + d }
        guard let method = method(ofBank: bankCode) else { return .notChecked }
        guard let ok = isValid(method: method, bank: Array(digits[0..<8]), account: Array(digits[8..<18]))
        else {
            return .notChecked
        }
        return ok ? .valid : .invalid
    }

    /// A method id (`"00"` … `"E9"`) as a number: the first character's value
    /// (0–9, A–E as 10–14) times ten plus the second digit.
    static func methodNumber(_ id: String) -> Int? {
        let bytes = Array(id.utf8)
        guard bytes.count == 2, bytes[1].isASCIIDigit else { return nil }
        let first: Int
        switch bytes[0] {
        case 48...57: first = Int(bytes[0] - 48)
        case 65...69: first = Int(bytes[0] - 55)
        default: return nil
        }
        return first * 10 + Int(bytes[1] - 48)
    }

    /// The method id of a number from ``methodNumber(_:)``.
    static func methodID(_ number: Int) -> String {
        let first = number / 10
        let lead = first < 10 ? Character(String(first)) : Character(UnicodeScalar(UInt8(55 + first)))
        return String(lead) + String(number % 10)
    }

    /// Every bank code of the registry, ascending, and its method number.
    static let banks: (codes: [UInt32], methods: [UInt8]) = {
        var codes: [UInt32] = []
        var methods: [UInt8] = []
        codes.reserveCapacity(germanBankMethods.utf8.count / 10)
        methods.reserveCapacity(germanBankMethods.utf8.count / 10)
        var record: [UInt8] = []
        for b in germanBankMethods.utf8 where b != 10 && b != 32 {
            record.append(b)
            guard record.count == 10 else { continue }
            var code: UInt32 = 0
            for d in record[0..<8] { code = code * 10 + UInt32(d &- 48) }
            if let m = methodNumber(String(decoding: record[8..<10], as: UTF8.self)) {
                codes.append(code)
                methods.append(UInt8(m))
            }
            record.removeAll(keepingCapacity: true)
        }
        return (codes, methods)
    }()

    /// Whether accounts at the bank with this code are checked: the registry
    /// lists it, its method is implemented, and the method has a check digit
    /// (method `09` has none).
    static func hasCheckDigit(bank code: Int) -> Bool {
        guard let m = method(ofBank: code), m != 9 else { return false }
        return implementedSet.contains(m)
    }

    /// The method number of a bank code, or `nil` for a code the registry does not list.
    static func method(ofBank code: Int) -> Int? {
        let (codes, methods) = banks
        guard code >= 0, code <= 99_999_999 else { return nil }
        let key = UInt32(code)
        var low = 0
        var high = codes.count
        while low < high {
            let mid = (low + high) / 2
            if codes[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < codes.count && codes[low] == key ? Int(methods[low]) : nil
    }

    /// Whether the 10-digit `account` (digits as numbers) passes `method`
    /// (a ``methodNumber(_:)``) at the bank with the 8-digit code `bank`;
    /// `nil` when the method is not implemented.
    static func isValid(method: Int, bank: [Int], account a: [Int]) -> Bool? {
        guard a.count == 10, bank.count == 8 else { return nil }
        switch method {
        case 0: return Self.luhnStyle(a, 1...9, check: 10)
        case 1: return Self.mod10(a, 1...9, [3, 7, 1], check: 10)
        case 2: return Self.mod11Strict(a, 1...9, Self.upTo(9), check: 10)
        case 3: return Self.mod10(a, 1...9, [2, 1], check: 10)
        case 4: return Self.mod11Strict(a, 1...9, Self.upTo(7), check: 10)
        case 5: return Self.mod10(a, 1...9, [7, 3, 1], check: 10)
        case 6: return Self.mod11(a, 1...9, Self.upTo(7), check: 10)
        case 7: return Self.mod11Strict(a, 1...9, Self.upTo(10), check: 10)
        case 8: return Self.number(a) < 60_000 || Self.luhnStyle(a, 1...9, check: 10)
        case 9: return true
        case 10: return Self.mod11(a, 1...9, Self.upTo(10), check: 10)
        case 11:
            let r = Self.sum(a, 1...9, Self.upTo(10)) % 11
            return a[9] == (r == 0 ? 0 : r == 1 ? 9 : 11 - r)
        case 13:
            // Positions 2–7, check digit 8, sub-account 9–10 left out. The
            // sub-account `00` is sometimes not written: then the number is
            // checked again shifted two places to the left.
            return Self.luhnStyle(a, 2...7, check: 8)
                || (a[0] == 0 && a[1] == 0 && Self.luhnStyle(Self.shifted(a), 2...7, check: 8))
        case 14: return Self.mod11Strict(a, 4...9, Self.upTo(7), check: 10)
        case 15: return Self.mod11(a, 6...9, Self.upTo(5), check: 10)
        case 16: return Self.mod11OrDoubled(a, 1...9, check: 10)
        case 17: return Self.method17(a, 2...7, check: 8)
        case 18: return Self.mod10(a, 1...9, [3, 9, 7, 1], check: 10)
        case 19: return Self.mod11(a, 1...9, [2, 3, 4, 5, 6, 7, 8, 9, 1], check: 10)
        case 20: return Self.mod11(a, 1...9, [2, 3, 4, 5, 6, 7, 8, 9, 3], check: 10)
        case 21:
            // Method 00's sum, reduced to one digit by repeated digit sums.
            var s = Self.sum(a, 1...9, [2, 1], digitSum: true)
            while s >= 10 { s = Self.digitSum(s) }
            return a[9] == (10 - s) % 10
        case 22:
            // Only the units digit of each product counts.
            var s = 0
            for (i, p) in (1...9).reversed().enumerated() { s += a[p - 1] * [3, 1][i % 2] % 10 }
            return a[9] == (10 - s % 10) % 10
        case 23: return Self.mod11OrDoubled(a, 1...6, check: 7)
        case 24: return Self.method24(a)
        case 25:
            // Remainder 1 gives check digit 0, allowed only for the work numbers
            // 8 and 9 in position 2.
            let r = Self.sum(a, 2...9, Self.upTo(9)) % 11
            if r == 1 && a[1] != 8 && a[1] != 9 { return false }
            return a[9] == (r <= 1 ? 0 : 11 - r)
        case 26:
            let b = a[0] == 0 && a[1] == 0 ? Self.shifted(a) : a
            return Self.mod11(b, 1...7, Self.upTo(7), check: 8)
        case 28: return Self.mod11(a, 1...7, Self.upTo(8), check: 8)
        case 32: return Self.mod11(a, 4...9, Self.upTo(7), check: 10)
        case 33: return Self.mod11(a, 5...9, Self.upTo(6), check: 10)
        case 34: return Self.mod11(a, 1...7, [2, 4, 8, 5, 10, 9, 7], check: 8)
        case 38: return Self.mod11(a, 4...9, [2, 4, 8, 5, 10, 9], check: 10)
        case 27:
            // Method 00 up to 999 999 999; from 1 000 000 000 on the iterated
            // transformation M10H.
            return a[0] == 0 ? Self.luhnStyle(a, 1...9, check: 10) : Self.m10h(a)
        case 44: return Self.mod11(a, 5...9, [2, 4, 8, 5, 10], check: 10)
        case 50:
            // Base number 1–6, check digit 7, sub-number 8–10; a sub-number
            // 000 may be left out: then the number is checked again shifted
            // three places to the left.
            let weights = upTo(7)
            return Self.mod11(a, 1...6, weights, check: 7)
                || (a[0] == 0 && a[1] == 0 && a[2] == 0
                    && Self.mod11(Array(a[3...]) + [0, 0, 0], 1...6, weights, check: 7))
        case 56:
            // 11 − remainder; 10 and 11 make the number invalid, except for a
            // ten-digit number starting with 9, whose check digit is then 7 or 8.
            let c = 11 - Self.sum(a, 1...9, [2, 3, 4, 5, 6, 7]) % 11
            if c < 10 { return a[9] == c }
            return a[0] == 9 && a[9] == (c == 10 ? 7 : 8)
        case 60: return Self.luhnStyle(a, 3...9, check: 10)
        case 61:
            // Positions 1–7, check digit 8; with an 8 in position 9 (the
            // account type), positions 9 and 10 are weighed in as well.
            var s = a[8] == 8 ? Self.digitSum(a[9] * 2) + a[8] : 0
            s += Self.sum(a, 1...7, [2, 1], digitSum: true)
            return a[7] == (10 - s % 10) % 10
        case 63:
            // Position 1 must be 0; customer number 2–7, check digit 8, or the
            // same shifted two places when the sub-account `00` is left out.
            guard a[0] == 0 else { return false }
            return Self.luhnStyle(a, 2...7, check: 8)
                || (a[1] == 0 && a[2] == 0 && Self.luhnStyle(Self.shifted(a), 2...7, check: 8))
        case 68: return Self.method68(a)
        case 76: return Self.method76(a)
        case 88:
            return a[2] == 9
                ? Self.mod11(a, 3...9, Self.upTo(8), check: 10)
                : Self.mod11(a, 4...9, Self.upTo(7), check: 10)
        case 91: return Self.method91(a)
        case 95:
            let n = Self.number(a)
            let unchecked =
                (1...1_999_999).contains(n) || (9_000_000...25_999_999).contains(n)
                || (396_000_000...499_999_999).contains(n) || (700_000_000...799_999_999).contains(n)
                || (910_000_000...989_999_999).contains(n)
            return unchecked || Self.mod11(a, 1...9, Self.upTo(7), check: 10)
        case 99:
            return (396_000_000...499_999_999).contains(Self.number(a))
                || Self.mod11(a, 1...9, Self.upTo(7), check: 10)
        case 102:  // A2: method 00, else method 04.
            return Self.luhnStyle(a, 1...9, check: 10) || Self.mod11Strict(a, 1...9, Self.upTo(7), check: 10)
        case 103:  // A3: method 00, else method 10.
            return Self.luhnStyle(a, 1...9, check: 10) || Self.mod11(a, 1...9, Self.upTo(10), check: 10)
        case 107:  // A7: method 00, else method 03.
            return Self.luhnStyle(a, 1...9, check: 10) || Self.mod10(a, 1...9, [2, 1], check: 10)
        case 120: return Self.methodC0(bank: bank, a)
        case 121:  // C1: method 17, over positions 1–9 for accounts starting with 5.
            return a[0] == 5 ? Self.method17(a, 1...9, check: 10) : Self.method17(a, 2...7, check: 8)
        case 138:
            // D8: 1 000 000 000 and up with method 00; 0 010 000 000 to
            // 0 099 999 999 have no check digit; any other number is invalid.
            if a[0] != 0 { return Self.luhnStyle(a, 1...9, check: 10) }
            return a[1] == 0 && a[2] != 0
        default: return nil
        }
    }

    /// Method 27's iterated transformation (M10H): each of positions 1–9 is
    /// replaced by its value in one of four rows, rows 1, 2, 3, 4, 1 … from
    /// position 9 leftwards; check digit = 10 − the sum's units digit (0 for 10).
    static func m10h(_ a: [Int]) -> Bool {
        let rows = [
            [0, 1, 5, 9, 3, 7, 4, 8, 2, 6],
            [0, 1, 7, 6, 9, 8, 3, 2, 5, 4],
            [0, 1, 8, 4, 6, 2, 9, 5, 7, 3],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        ]
        var s = 0
        for (i, p) in (1...9).reversed().enumerated() { s += rows[i % 4][a[p - 1]] }
        return a[9] == (10 - s % 10) % 10
    }

    /// The method numbers ``isValid(method:bank:account:)`` implements.
    static let implemented: [Int] = (0..<150).filter {
        isValid(method: $0, bank: Array(repeating: 0, count: 8), account: Array(repeating: 0, count: 10))
            != nil
    }

    static let implementedSet = Set(implemented)

    /// The implemented methods schwifty does not implement, so its golden
    /// file cannot prove them: tested on the Bundesbank's test account numbers.
    static let beyondSchwifty: Set<Int> = Set(["27", "44", "50", "56", "A7", "D8"].compactMap(methodNumber))

    // MARK: - Building blocks

    /// Weights 2, 3, … `last`.
    static func upTo(_ last: Int) -> [Int] { Array(2...last) }

    static func digitSum(_ n: Int) -> Int {
        var n = n
        var s = 0
        while n > 0 {
            s += n % 10
            n /= 10
        }
        return s
    }

    /// The account number's value.
    static func number(_ a: [Int]) -> Int { a.reduce(0) { $0 * 10 + $1 } }

    /// The account shifted two places to the left, `00` appended (the omitted sub-account).
    static func shifted(_ a: [Int]) -> [Int] { Array(a[2...]) + [0, 0] }

    /// The digits at `positions` times `weights`, the weights running from
    /// the rightmost position leftwards and repeating; with `digitSum`, each
    /// product counts by its digit sum.
    static func sum(_ a: [Int], _ positions: ClosedRange<Int>, _ weights: [Int], digitSum: Bool = false)
        -> Int
    {
        var s = 0
        for (i, p) in positions.reversed().enumerated() {
            let product = a[p - 1] * weights[i % weights.count]
            s += digitSum ? Self.digitSum(product) : product
        }
        return s
    }

    /// Modulus 10: check digit = 10 − sum mod 10 (0 for 10).
    static func mod10(_ a: [Int], _ positions: ClosedRange<Int>, _ weights: [Int], check: Int) -> Bool {
        a[check - 1] == (10 - sum(a, positions, weights) % 10) % 10
    }

    /// Method 00's rule: weights 2, 1 and digit sums of the products, modulus 10.
    static func luhnStyle(_ a: [Int], _ positions: ClosedRange<Int>, check: Int) -> Bool {
        a[check - 1] == (10 - sum(a, positions, [2, 1], digitSum: true) % 10) % 10
    }

    /// Modulus 11: check digit = 11 − remainder, 0 for remainders 0 and 1 (method 06's rule).
    static func mod11(_ a: [Int], _ positions: ClosedRange<Int>, _ weights: [Int], check: Int) -> Bool {
        let r = sum(a, positions, weights) % 11
        return a[check - 1] == (r <= 1 ? 0 : 11 - r)
    }

    /// Modulus 11 where remainder 1 (check digit 10) means the number cannot
    /// be valid (method 02's rule).
    static func mod11Strict(_ a: [Int], _ positions: ClosedRange<Int>, _ weights: [Int], check: Int) -> Bool {
        let r = sum(a, positions, weights) % 11
        if r == 1 { return false }
        return a[check - 1] == (r == 0 ? 0 : 11 - r)
    }

    /// Method 06's rule with weights 2–7, except that remainder 1 makes the
    /// check two digits: then the number is valid when positions 9 and 10 are equal.
    static func mod11OrDoubled(_ a: [Int], _ positions: ClosedRange<Int>, check: Int) -> Bool {
        if sum(a, positions, upTo(7)) % 11 == 1 && a[8] == a[9] { return true }
        return mod11(a, positions, upTo(7), check: check)
    }

    /// Method 17: weights 1, 2 from the left of the range, digit sums of the
    /// products, the sum less 1 mod 11, check digit = 10 − remainder (0 for 10).
    static func method17(_ a: [Int], _ positions: ClosedRange<Int>, check: Int) -> Bool {
        var s = 0
        for (i, p) in positions.enumerated() { s += digitSum(a[p - 1] * (i % 2 == 0 ? 1 : 2)) }
        let r = (s + 10) % 11  // (s − 1) mod 11, never negative
        return a[check - 1] == (r == 0 ? 0 : 10 - r)
    }

    /// Method 24: positions 1–9 from the left, a leading account type (3–6,
    /// or 9 with two further digits) and then leading zeros skipped; weights
    /// 1, 2, 3 from the first digit left, each term (digit × weight + weight)
    /// mod 11; the check digit is the sum mod 10.
    static func method24(_ a: [Int]) -> Bool {
        var digits = Array(a[0..<9])
        if (3...6).contains(digits[0]) {
            digits.removeFirst()
        } else if digits[0] == 9 {
            digits.removeFirst(3)
        }
        let significant = digits.drop { $0 == 0 }
        var s = 0
        for (i, d) in significant.enumerated() {
            let w = i % 3 + 1
            s += (d * w + w) % 11
        }
        return a[9] == s % 10
    }

    /// Method 68: accounts 0400000000–0499999999 are not checked; a 10-digit
    /// account needs a 9 in position 4 and is checked over positions 4–9;
    /// shorter ones over positions 1–9, or, failing that, with positions 3
    /// and 4 left out. Weights 2, 1 with digit sums, modulus 10.
    static func method68(_ a: [Int]) -> Bool {
        if (400_000_000...499_999_999).contains(number(a)) { return true }
        if a[0] != 0 {
            return a[3] == 9 && luhnStyle(a, 4...9, check: 10)
        }
        if luhnStyle(a, 1...9, check: 10) { return true }
        var b = a
        b[2] = 0
        b[3] = 0
        return luhnStyle(b, 1...9, check: 10)
    }

    /// Method 76: position 1 is the account type (0, 4, 6, 7, 8 or 9),
    /// positions 2–7 the customer number weighted 2–7, check digit in 8 =
    /// the remainder mod 11 (10 read as 0); or the same shifted two places
    /// when the sub-account `00` is left out.
    static func method76(_ a: [Int]) -> Bool {
        func check(_ b: [Int]) -> Bool {
            guard [0, 4, 6, 7, 8, 9].contains(b[0]) else { return false }
            return b[7] == sum(b, 2...7, upTo(8)) % 11 % 10
        }
        return check(a) || (a[0] == 0 && a[1] == 0 && check(shifted(a)))
    }

    /// Method 91: check digit in position 7, four variants tried in turn
    /// (modulus 11, method 06's rule): weights 2–7 over positions 1–6; 7–2
    /// over positions 1–6; 2, 3, 4, 0, 5 … 10 over positions 10 down to 1;
    /// 2, 4, 8, 5, 10, 9 over positions 1–6.
    static func method91(_ a: [Int]) -> Bool {
        mod11(a, 1...6, upTo(7), check: 7)
            || mod11(a, 1...6, [7, 6, 5, 4, 3, 2], check: 7)
            || mod11(a, 1...10, [2, 3, 4, 0, 5, 6, 7, 8, 9, 10], check: 7)
            || mod11(a, 1...6, [2, 4, 8, 5, 10, 9], check: 7)
    }

    /// Method C0: an account with exactly two leading zeros is first checked
    /// with method 52 (the former ESER account number, built from digits 5–8
    /// of the bank code), any account with method 20.
    static func methodC0(bank: [Int], _ a: [Int]) -> Bool {
        if a[0] == 0 && a[1] == 0 && a[2] != 0 && method52(bank: bank, a) { return true }
        return mod11(a, 1...9, [2, 3, 4, 5, 6, 7, 8, 9, 3], check: 10)
    }

    /// Method 52: the ESER number is bank code digits 5–8, account digit 3,
    /// the check digit (account position 4) and account positions 5–10 without
    /// their leading zeros. Weights 2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4 from
    /// the right; the check digit must make the sum 10 mod 11.
    static func method52(bank: [Int], _ a: [Int]) -> Bool {
        let weights = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4]
        let tail = Array(a[4...].drop { $0 == 0 })
        let eser = Array(bank[4..<8]) + [a[2], 0] + tail
        guard eser.count <= weights.count else { return false }
        var s = 0
        for (i, d) in eser.reversed().enumerated() { s += d * weights[i] }
        let w = weights[tail.count]
        for c in 0...9 where (s + c * w) % 11 == 10 {
            return a[3] == c
        }
        return false
    }
}
