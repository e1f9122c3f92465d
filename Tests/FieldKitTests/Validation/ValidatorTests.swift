import Testing

@testable import FieldKit

@Suite("Validators")
struct ValidatorTests {
    @Test func required() {
        let v = Validator.required()
        #expect(v.validate("") == .incomplete(.required))
        #expect(v.validate("  ") == .incomplete(.required))
        #expect(v.validate("Ada").isValid)
        let custom = Validator.required(.custom("Enter your name"))
        #expect(custom.validate("").reason == .custom("Enter your name"))
        #expect(custom.validate("").message(MessageCatalog(locale: "de_DE")) == "Enter your name")
        #expect(v.validate("").message(MessageCatalog(locale: "de_DE")) == "Pflichtfeld")
    }

    @Test func length() {
        let v = Validator.length(min: 2, max: 4)
        #expect(v.validate("").isValid, "empty passes; combine with required")
        #expect(v.validate("a").isIncomplete)
        #expect(v.validate("abcd").isValid)
        #expect(v.validate("abcde").isInvalid)
        #expect(v.validate("a").reason == .tooShort(minimum: 2))
        #expect(v.validate("abcde").reason == .tooLong(maximum: 4))
    }

    @Test func chainingReportsTheFirstProblem() {
        let v = Validator.required().and(.length(min: 3)).and(.custom { $0 == "bad" ? .custom("No") : nil })
        #expect(v.validate("") == .incomplete(.required))
        #expect(v.validate("ab").isIncomplete)
        #expect(v.validate("bad") == .invalid(.custom("No")))
        #expect(v.validate("good").isValid)
        let all = Validator.all([.required(), .email()])
        #expect(all.validate("a@b.co").isValid)
        #expect(Validator.always.validate("").isValid)
    }

    @Test func formatComplete() {
        let v = Validator.formatComplete(PatternFormat("###-###"), incomplete: .tooShort(minimum: 6))
        #expect(v.validate("123") == .incomplete(.tooShort(minimum: 6)))
        #expect(v.validate("123-456").isValid)
        #expect(v.validate("123456").isValid, "a raw value is laid out first")
    }

    @Test(arguments: [
        ("4242424242424242", "valid"), ("4242 4242 4242 4242", "valid"), ("4242-4242-4242-4241", "invalid"),
        ("4242", "incomplete"), ("4242x", "invalid"), ("", "valid"),
    ])
    func luhn(_ value: String, _ expected: String) {
        #expect(Validator.luhn().validate(value).validity.kind == expected)
    }

    @Test func cardIbanExpiry() {
        #expect(Validator.cardNumber().validate("378282246310005").isValid)
        #expect(Validator.cardNumber().validate("3782 8224").validity == .incomplete)
        #expect(Validator.cardNumber().validate("4242424242424241") == .invalid(.checksumFailed))
        #expect(
            Validator.cardNumber(invalid: .custom("Typo?")).validate("4242424242424241")
                == .invalid(.custom("Typo?")))
        #expect(Validator.cardNumber().validate("3782 8224").reason == .cardNumberIncomplete)
        #expect(Validator.iban().validate("DE89370400440532013000").isValid)
        #expect(Validator.iban().validate("de89 3704").isIncomplete)
        #expect(Validator.iban().validate("DE88370400440532013000") == .invalid(.ibanChecksumFailed))
        let expiry = Validator.expiryDate(now: { YearMonth(year: 2026, month: 11) })
        #expect(expiry.validate("12/26").isValid)
        #expect(expiry.validate("1226").isValid)
        #expect(expiry.validate("10/26") == .invalid(.expired))
        let custom = Validator.expiryDate(
            now: { YearMonth(year: 2026, month: 11) }, expired: .custom("Old card"))
        #expect(custom.validate("10/26") == .invalid(.custom("Old card")), "the expired reason is replaced")
        #expect(custom.validate("1") == .incomplete(.expiryDateIncomplete), "other reasons stay")
        #expect(expiry.validate("1") == .incomplete(.expiryDateIncomplete))
        #expect(expiry.validate("1").isIncomplete)
    }

    @Test func phone() {
        let valid = Validator.phoneNumber(region: "GB")
        #expect(valid.validate("020 7946 0000").isValid)
        #expect(valid.validate("020 7946").isIncomplete)
        #expect(valid.validate("+1 201-555-0123").isValid)
        #expect(valid.validate("+44 20 7946 0000 12345").isInvalid)
        let possible = Validator.phoneNumber(region: "US", requireValid: false)
        #expect(possible.validate("(201) 055-0123").isValid, "a possible length is enough")
        #expect(
            Validator.phoneNumber(region: "US").validate("(201) 055-0123").isInvalid,
            "exchanges start with 2-9")
    }

    @Test(arguments: [
        ("ada@example.com", "valid"), ("ada.lovelace+tag@mail.example.co.uk", "valid"),
        ("Δ@παράδειγμα.ελ", "valid"),
        ("ada", "incomplete"), ("ada@", "incomplete"), ("ada@example", "incomplete"),
        ("ada@example.", "incomplete"),
        ("ada@example.c", "incomplete"), ("ada lovelace@example.com", "invalid"), ("a@b@c.com", "invalid"),
        ("ada..l@example.com", "invalid"), (".ada@example.com", "invalid"), ("ada.@example.com", "invalid"),
        ("@example.com", "invalid"), ("ada@-example.com", "invalid"), ("ada@example..com", "invalid"),
        ("ada@1.23", "invalid"), ("", "valid"),
    ])
    func email(_ value: String, _ expected: String) {
        #expect(Validator.email().validate(value).validity.kind == expected, "\(value)")
    }

    @Test func resultDescriptionHidesTheValue() {
        let result = Validator.luhn().validate("4242424242424241")
        #expect(!result.description.contains("4242"))
    }
}

extension FormatValidity {
    var kind: String {
        switch self {
        case .valid: "valid"
        case .incomplete: "incomplete"
        case .invalid: "invalid"
        }
    }
}
