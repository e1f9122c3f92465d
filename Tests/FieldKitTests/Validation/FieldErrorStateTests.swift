import Testing

@testable import FieldKit

/// A field bound to a plain binding shows its error at the same moments as a
/// form model's field: the same events, fed to a ``FieldErrorState`` and to a
/// ``FieldModel`` in a ``FormModel``, give the same error after every step.
@Suite("FieldErrorState: errors at the same moments as FormModel's")
@MainActor
struct FieldErrorStateTests {
    enum Step: CaseIterable {
        case focus, leave, submit, typeEmpty, typeShort, typeComplete, typeInvalid
    }

    static let validator = Validator.required(.custom("Enter the card"))
    static let format = CardNumberFormat()

    /// Runs `steps` on both and compares the error after each.
    func compare(_ steps: [Step]) {
        let form = FormModel([
            FieldModel("other"),
            FieldModel("card", format: Self.format, validator: Self.validator),
        ])
        let field = form["card"]!
        var state = FieldErrorState(
            validation: Self.validator.validate(raw: "", display: "", format: Self.format))
        for (index, step) in steps.enumerated() {
            switch step {
            case .focus:
                form.focus.focus("card", cause: .userTap)
                // A widget that already has focus does not begin editing again.
                if !state.isFocused { state.didTakeFocus() }
            case .leave:
                form.focus.focus("other", cause: .userTap)
                if state.isFocused { state.didLoseFocus() }
            case .submit:
                let result = form.submit()
                // A failed submit focuses the first invalid field, this one.
                let wasFocused = state.isFocused
                state.didAttemptSubmit(with: field.validation)
                if !result.isValid && !wasFocused { state.didTakeFocus() }
            case .typeEmpty, .typeShort, .typeComplete, .typeInvalid:
                let raw =
                    switch step {
                    case .typeEmpty: ""
                    case .typeShort: "4242"
                    case .typeComplete: "4242424242424242"
                    default: "4242424242424241"
                    }
                guard field.value != raw else { continue }
                field.value = raw
                let display = Self.format.displayText(for: raw)
                state.valueDidChange(
                    to: Self.validator.validate(raw: raw, display: display, format: Self.format))
            }
            #expect(state.validation == field.validation, "step \(index) \(step) of \(steps)")
            #expect(state.error == field.error, "step \(index) \(step) of \(steps)")
        }
    }

    /// Every sequence of three steps.
    @Test(arguments: Step.allCases)
    func everyShortSequence(first: Step) {
        for second in Step.allCases {
            for third in Step.allCases { compare([first, second, third]) }
        }
    }

    /// Longer random sequences.
    @Test func longRandomSequences() {
        var random = SplitMix64(state: 13)
        for _ in 0..<300 {
            compare((0..<12).map { _ in Step.allCases.randomElement(using: &random)! })
        }
    }

    @Test func anIncompleteValueWaitsUntilTheUserLeaves() {
        var state = FieldErrorState()
        state.didTakeFocus()
        state.valueDidChange(to: .incomplete(.incomplete))
        #expect(state.error == nil)
        state.didLoseFocus()
        #expect(state.error == .incomplete)
        state.reset(validation: .incomplete(.incomplete))
        #expect(state.error == nil)
    }

    /// The shared validation: the validator first, then the format's own
    /// verdict; an empty value is the validator's business only.
    @Test func validationOfARawValueWithItsFormat() {
        let format = CardNumberFormat()
        let optional = Validator.always
        #expect(optional.validate(raw: "", display: "", format: format) == .valid)
        #expect(
            optional.validate(
                raw: "4242", display: "4242", format: format, incompleteReason: .cardNumberIncomplete)
                == .incomplete(.cardNumberIncomplete))
        #expect(
            optional.validate(
                raw: "4242424242424241", display: format.displayText(for: "4242424242424241"), format: format
            ).isInvalid)
        #expect(Validator.required().validate(raw: "", display: "", format: format) == .incomplete(.required))
    }
}

@Suite("FormValues: raw and display values by name")
@MainActor
struct FormValuesNamingTests {
    @Test func rawAndDisplayAreReadByExplicitName() {
        let form = FormModel([FieldModel("card", format: CardNumberFormat(), validator: .required())])
        form["card"]!.value = "4242424242424242"
        let values = form.submit().values
        #expect(values.raw("card") == "4242424242424242")
        #expect(values["card"] == values.raw("card"))
        #expect(values.display("card") == "4242 4242 4242 4242")
        #expect(values.raw("missing") == nil)
        #expect(values.display("missing") == nil)
    }
}

/// A form keyed by the app's own enum: values, errors and focus are typed by
/// it (a misspelt key does not compile: Tools/AppleStubs/MustFail/46).
@Suite("FormModel keyed by an enum")
@MainActor
struct TypedFormTests {
    enum Checkout: Hashable, Sendable, CaseIterable {
        case name, card, cvc
    }

    @Test func valuesErrorsAndFocusAreTypedByTheAppsKeys() {
        let form = FormModel([
            FieldModel(Checkout.name, validator: .required()),
            FieldModel(Checkout.card, format: CardNumberFormat(), validator: .required()),
            FieldModel(Checkout.cvc, format: .digits(max: 4), validator: .required()),
        ])
        #expect(form.fields.map(\.name) == Checkout.allCases)
        #expect(form.focus.fields == Checkout.allCases, "the chain is keyed by the same type")
        form[.name]!.value = "Ada"
        form[.card]!.value = "4242"
        let failed = form.submit()
        #expect(failed.invalidFields == [.card, .cvc])
        #expect(failed.errors[.card] == .incomplete)
        #expect(failed.focusedField == .card)
        #expect(form.focus.focused == .card)
        #expect(form[.card]!.error == .incomplete)
        form[.card]!.value = "4242424242424242"
        form[.cvc]!.value = "123"
        let paid = form.submit()
        #expect(paid.isValid)
        #expect(paid.values.names == Checkout.allCases)
        #expect(paid.values.raw(.card) == "4242424242424242")
        #expect(paid.values.display(.card) == "4242 4242 4242 4242")
        #expect(paid.values.dictionary[.name] == "Ada")
        #expect("\(paid.values)".contains("card: "), "descriptions name the key")
    }
}
