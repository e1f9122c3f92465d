import FieldKit
import FieldKitTesting
import Testing

@MainActor
@Suite("FormModel: one field follows another")
struct FormFollowingTests {
    enum Pay: Hashable, Sendable { case card, cvc, currency, amount, country, phone }

    private func securityCodeRule(_ brand: CardBrand?) -> FieldRule {
        let format = CardSecurityCodeFormat.cardSecurityCode(brand: brand)
        return FieldRule(
            format: format,
            validator: .required().and(
                .length(min: format.maximumLength, reason: .tooShort(minimum: format.maximumLength))))
    }

    private func cardForm() -> FormModel<Pay> {
        FormModel([
            FieldModel(Pay.card, format: .cardNumber),
            FieldModel(Pay.cvc, format: .digits(max: 9)),
        ])
    }

    @Test func theSecurityCodeFollowsTheCardBrand() {
        let form = cardForm()
        var rules: [CardBrand?] = []
        form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:)) { brand in
            rules.append(brand)
            return self.securityCodeRule(brand)
        }
        #expect(rules == [nil], "the rule applies at once")
        #expect((form[.cvc]?.format as? CardSecurityCodeFormat)?.maximumLength == 4)
        form[.card]?.value = "3782"
        #expect((form[.cvc]?.format as? CardSecurityCodeFormat)?.brand == .americanExpress)
        form[.cvc]?.value = "1234"
        #expect(form[.cvc]?.isValid == true, "Amex takes four digits")
        form[.card]?.value = "4242"
        #expect((form[.cvc]?.format as? CardSecurityCodeFormat)?.maximumLength == 3)
        #expect(form[.cvc]?.value == "123", "laid out again at Visa's three digits")
        form[.cvc]?.value = "12"
        #expect(form[.cvc]?.isValid == false, "the validator follows too")
        #expect(rules == [nil, .americanExpress, .visa])
    }

    /// Typing the card key by key in its widget: the rule runs once per
    /// brand change, not per digit, and the security code's widget shows its
    /// value laid out again.
    @Test(arguments: [SimulatedToolkit.uiKit, .gtk])
    func typingTheCardRunsTheRuleOncePerBrand(toolkit: SimulatedToolkit) throws {
        let form = cardForm()
        let fields = SimulatedWindow().bindFields(of: form, toolkit: toolkit)
        var rules = 0
        form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:)) { brand in
            rules += 1
            return self.securityCodeRule(brand)
        }
        let cvc = try #require(fields[.cvc])
        let card = try #require(fields[.card])
        cvc.tap()
        try cvc.type("1234")
        card.tap()
        try card.type("4242424242424242")
        #expect(rules == 2, "unknown, then Visa")
        #expect(cvc.text == "123", "the code's widget shows it at Visa's length")
        #expect(form[.cvc]?.value == "123")
        #expect(cvc.isInSync)
        #expect(card.isInSync)
    }

    @Test func theSecurityCodesLabelFollowsTheCardBrand() {
        let form = cardForm()
        #expect(form[.cvc]?.label == nil, "the view's own label stands until a rule names the field")
        form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:)) { brand in
            var rule = self.securityCodeRule(brand)
            rule.label =
                brand == .americanExpress ? "Security code (CID)" : brand.map { _ in "Security code (CVV2)" }
            return rule
        }
        #expect(form[.cvc]?.label == nil, "no brand, no label of the rule's: the view's own stands")
        form[.card]?.value = "3782"
        #expect(form[.cvc]?.label == "Security code (CID)")
        form[.card]?.value = "4242"
        #expect(form[.cvc]?.label == "Security code (CVV2)")
        // When the digits name no brand any more, the brand's name goes too.
        form[.card]?.value = ""
        #expect(form[.cvc]?.label == nil)
        // An app may name the field itself.
        form[.cvc]?.label = "CVV"
        #expect(form[.cvc]?.accessibility(label: form[.cvc]?.label ?? "").label == "CVV")
    }

    @Test func anAmountsCurrencyFollowsACurrencyPicker() {
        let form = FormModel([
            FieldModel(Pay.currency, value: "EUR"),
            FieldModel(Pay.amount, value: "12"),
        ])
        form.follow(.amount, from: .currency) { code in
            FieldRule(format: .amount(currency: code, locale: "en_US"), validator: .required())
        }
        #expect(form[.amount]?.displayText == "€12")
        form[.currency]?.value = "JPY"
        #expect(form[.amount]?.displayText == "¥12")
    }

    @Test func aPhonesRegionFollowsACountryField() {
        let form = FormModel([FieldModel(Pay.country, value: "US"), FieldModel(Pay.phone)])
        let phoneRule: (PhoneRegion) -> FieldRule = { region in
            FieldRule(format: .phoneNumber(region: region), validator: .phoneNumber(region: region))
        }
        form.follow(.phone, from: .country, by: { PhoneRegion($0) }, phoneRule)
        form[.phone]?.value = "030123456"
        let asAmerican = form[.phone]?.isValid
        form[.country]?.value = "DE"
        #expect(asAmerican == false, "not an American number")
        #expect(form[.phone]?.isValid == true, "a Berlin number once the country is Germany")
        #expect((form[.phone]?.format as? PhoneNumberFormat)?.region == PhoneRegion("DE"))
    }

    @Test func resetAndLaterFieldsKeepTheRule() {
        let form = cardForm()
        form.follow(.cvc, from: .card, by: CardNumberFormat.brand(of:), securityCodeRule)
        form[.card]?.value = "3782"
        form.reset()
        #expect((form[.cvc]?.format as? CardSecurityCodeFormat)?.brand == nil, "the reset card has no brand")
        form.add(FieldModel(Pay.cvc, format: .digits(max: 9)))
        #expect(form[.cvc]?.format is CardSecurityCodeFormat, "a follower added later takes the rule")
        form.stopFollowing(.cvc)
        form[.card]?.value = "3782"
        #expect((form[.cvc]?.format as? CardSecurityCodeFormat)?.brand == nil, "no rule after stopFollowing")
    }
}
