import Testing

@testable import FieldKit

@Suite("German account check (IBAN national check for DE)")
struct GermanAccountCheckTests {
    let f = IBANFormat()

    /// `iban` with its IBAN check digits recomputed, so that only the
    /// national check can catch a changed account digit.
    static func withIBANCheck(_ iban: String) -> String {
        var bytes = Array(iban.utf8)
        bytes[2] = 48
        bytes[3] = 48
        let check = 98 - IBANFormat.mod97(bytes)
        bytes[2] = UInt8(48 + check / 10)
        bytes[3] = UInt8(48 + check % 10)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func digits(_ s: Substring) -> [Int] { s.utf8.map { Int($0) - 48 } }

    /// Per method (every one schwifty implements, and a few IBANs of every
    /// other method and of unknown bank codes): valid accounts and the same
    /// with each account digit changed in turn, IBAN check digits recomputed,
    /// with schwifty's verdict. Rows at a bank of the row's method go through
    /// `IBANFormat.validity`; every row also through the method directly.
    @Test func everyMethodAgreesWithSchwifty() throws {
        let rows = try goldenRows("iban_de.tsv")
        #expect(rows.count > 2000)
        var checkedMethods = Set<String>()
        var throughRegistry = Set<String>()
        var mismatches: [String] = []
        var invalidRows = 0
        for row in rows {
            let (method, iban, verdict) = (row[0], row[1], row[2])
            let bankCode = iban.dropFirst(4).prefix(8)
            let account = iban.dropFirst(12)
            let registered = GermanAccountCheck.method(ofBank: Int(bankCode) ?? -1).map(
                GermanAccountCheck.methodID)
            let atItsBank = registered == (method == "-" ? nil : method)
            let validity = f.validity(of: iban)
            if verdict == "unchecked", let m = GermanAccountCheck.methodNumber(method),
                GermanAccountCheck.beyondSchwifty.contains(m)
            {
                // A method schwifty does not check but FieldKit does: proven by
                // the Bundesbank's test accounts (bundesbankTestAccounts), not here.
                continue
            }
            if verdict == "unchecked" {
                // A method FieldKit does not implement, or a bank code the
                // registry does not list: never invalid, and said to be unchecked.
                if validity != .valid {
                    mismatches.append("\(iban) (\(method)): \(validity), expected unchecked")
                }
                if atItsBank { #expect(!IBANFormat.checksNationalDigits(ofIBAN: iban), "\(iban)") }
                if let m = GermanAccountCheck.methodNumber(method) {
                    #expect(
                        GermanAccountCheck.isValid(
                            method: m, bank: Self.digits(bankCode), account: Self.digits(account))
                            == nil, "\(method) is not implemented here either")
                }
                continue
            }
            checkedMethods.insert(method)
            let m = try #require(GermanAccountCheck.methodNumber(method))
            let expectedValid = verdict != "national"
            if verdict == "national" { invalidRows += 1 }
            let direct = GermanAccountCheck.isValid(
                method: m, bank: Self.digits(bankCode), account: Self.digits(account))
            if direct != expectedValid {
                mismatches.append("\(method) \(account): \(String(describing: direct)), schwifty \(verdict)")
            }
            if atItsBank {
                throughRegistry.insert(method)
                let expected: FormatValidity =
                    expectedValid ? .valid : .invalid(.ibanNationalCheckFailed(country: "DE"))
                if validity != expected {
                    mismatches.append("\(iban) (\(method)): \(validity), schwifty \(verdict)")
                }
                #expect(IBANFormat.checksNationalDigits(ofIBAN: iban) == (method != "09"), "\(iban)")
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(20))")
        // Every implemented method is proven on valid and invalid accounts,
        // and every method some bank uses is proven through the registry.
        let implemented = Set(GermanAccountCheck.implemented.map(GermanAccountCheck.methodID))
        let beyond = Set(GermanAccountCheck.beyondSchwifty.map(GermanAccountCheck.methodID))
        #expect(checkedMethods == implemented.subtracting(beyond))
        #expect(checkedMethods.isDisjoint(with: beyond))
        let usedAndImplemented = Set(
            GermanAccountCheck.banks.methods.map { GermanAccountCheck.methodID(Int($0)) }
        )
        .intersection(implemented)
        #expect(throughRegistry == usedAndImplemented.subtracting(beyond))
        #expect(invalidRows > rows.count / 2)
    }

    @Test func theBankTableIsSortedAndComplete() throws {
        let (codes, methods) = GermanAccountCheck.banks
        #expect(codes.count == methods.count)
        #expect(zip(codes, codes.dropFirst()).allSatisfy { $0 < $1 }, "ascending, one record per bank code")
        // Every record of the generated string was parsed.
        let records = germanBankMethods.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(records.count == codes.count)
        for record in records.prefix(50) {
            let code = try #require(Int(record.prefix(8)))
            #expect(
                GermanAccountCheck.method(ofBank: code).map(GermanAccountCheck.methodID)
                    == String(record.suffix(2)))
        }
        #expect(GermanAccountCheck.method(ofBank: 99_999_999) == nil)
        #expect(GermanAccountCheck.method(ofBank: -1) == nil)
        #expect(GermanAccountCheck.method(ofBank: 100_000_000) == nil)
    }

    @Test func methodIDsRoundTrip() {
        for id in ["00", "09", "63", "99", "A2", "C0", "E4"] {
            #expect(GermanAccountCheck.methodNumber(id).map(GermanAccountCheck.methodID) == id)
        }
        #expect(GermanAccountCheck.methodNumber("F1") == nil)
        #expect(GermanAccountCheck.methodNumber("0") == nil)
        #expect(GermanAccountCheck.methodNumber("0A") == nil)
    }

    /// The share of bank codes whose method is implemented; the Guide states it.
    @Test func coverageOfTheRegistry() {
        let methods = GermanAccountCheck.banks.methods
        let implemented = Set(GermanAccountCheck.implemented)
        let covered = methods.filter { implemented.contains(Int($0)) }.count
        #expect(Double(covered) / Double(methods.count) > 0.98)
        #expect(implemented.count == 50)
    }

    @Test func aWrongGermanAccountIsInvalidWithTheNationalReason() {
        // Commerzbank Köln (method 13): check digit in position 8 of the account.
        let good = "DE89370400440532013000"
        #expect(f.validity(of: good) == .valid)
        #expect(IBANFormat.checksNationalDigits(ofIBAN: "de89 3704 0044 0532 0130 00"))
        let wrong = Self.withIBANCheck("DE00370400440532013100")
        #expect(IBANFormat.mod97(Array(wrong.utf8)) == 1)
        #expect(f.validity(of: wrong) == .invalid(.ibanNationalCheckFailed(country: "DE")))
        #expect(wrong == "DE08370400440532013100", "the Guide's example")
        #expect(
            f.validity(of: "DE08 3704 0044 0532 0131 00") == .invalid(.ibanNationalCheckFailed(country: "DE"))
        )
        // The sub-account (positions 9–10) is not part of method 13.
        #expect(f.validity(of: Self.withIBANCheck("DE00370400440532013001")) == .valid)
        // Incomplete and too long stay what they were.
        #expect(f.validity(of: "DE8937040044053201300") == .incomplete)
        #expect(IBANFormat.checksNationalDigits(of: "de"))
    }

    /// The methods schwifty does not implement, on the test account numbers
    /// and worked examples of the Bundesbank's method descriptions.
    @Test(arguments: [
        ("27", ["2847169488"], [String]()),
        ("44", ["889006", "2618040504"], []),
        ("50", ["4000005001", "4444442001", "4000005"], []),
        ("56", ["0290545005", "9718304037"], []),
        ("A7", ["19010008", "19010438", "19010660", "19010876", "209010892"], ["209010893"]),
        (
            "D8", ["1403414848", "6800000439", "6899999954", "0010000000", "0099999999"],
            ["3012084101", "1062813622", "0000260986", "0100000000"]
        ),
    ])
    func bundesbankTestAccounts(method: String, valid: [String], invalid: [String]) throws {
        let m = try #require(GermanAccountCheck.methodNumber(method))
        #expect(GermanAccountCheck.beyondSchwifty.contains(m))
        func check(_ account: String) -> Bool? {
            let padded = String(repeating: "0", count: 10 - account.count) + account
            return GermanAccountCheck.isValid(
                method: m, bank: [1, 0, 0, 0, 0, 0, 0, 0], account: Self.digits(padded[...]))
        }
        for account in valid { #expect(check(account) == true, "\(method) \(account)") }
        for account in invalid { #expect(check(account) == false, "\(method) \(account)") }
        // Each of them has a check digit somewhere: some one-digit change is caught.
        let first = try #require(valid.first)
        let padded = Array(String(repeating: "0", count: 10 - first.count) + first)
        var caught = false
        for i in 0..<10 {
            var changed = padded
            changed[i] = Character(String((Int(String(padded[i]))! + 1) % 10))
            if check(String(changed)) == false { caught = true }
        }
        #expect(caught, "\(method): a changed digit of \(first) is caught")
    }

    @Test func methodNineHasNoCheckDigit() throws {
        // Method 09 defines no check digit: every account is valid, and the
        // account is not reported as checked.
        let (codes, methods) = GermanAccountCheck.banks
        let index = try #require(methods.firstIndex(of: 9))
        let bank = String(codes[index])
        #expect(bank.count == 8)
        for account in ["0000000001", "1234567890", "9999999999"] {
            let iban = Self.withIBANCheck("DE00" + bank + account)
            #expect(f.validity(of: iban) == .valid)
            #expect(!IBANFormat.checksNationalDigits(ofIBAN: iban))
        }
    }

    @Test func anUnknownBankCodeIsNotInvalid() {
        // 99999999 is no German bank code: nothing says which method its
        // accounts use, so only the IBAN's own check digits are checked.
        #expect(GermanAccountCheck.method(ofBank: 99_999_999) == nil)
        let iban = Self.withIBANCheck("DE00999999990532013100")
        #expect(f.validity(of: iban) == .valid)
        #expect(!IBANFormat.checksNationalDigits(ofIBAN: iban))
        #expect(!IBANFormat.checksNationalDigits(ofIBAN: "DE89"), "incomplete: no bank code yet")
    }

    @Test func malformedBBANsAreNotChecked() {
        #expect(GermanAccountCheck.verdict(bban: Array("3704004405320130".utf8)[...]) == .notChecked)
        #expect(GermanAccountCheck.verdict(bban: Array("37040044053201300X".utf8)[...]) == .notChecked)
    }
}
