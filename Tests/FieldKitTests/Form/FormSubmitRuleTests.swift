import FieldKit
import FieldKitTesting
import Testing

/// Every way to submit a form, as a user or an app takes it.
enum SubmitRoute: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Return in the last field (a one-line field whose role is submit).
    case returnOnTheLastField
    /// The platform's submit shortcut (Ctrl+Return, Cmd+Return) in a middle field.
    case submitShortcut
    /// The keyboard toolbar's Done on the last field.
    case toolbarDone
    /// The app's button calling `form.submit()`.
    case formSubmit
    /// The app's button calling the chain's `submit()` (what GTK's FormPanel
    /// and SwiftUI's `.focusChain` containers reach).
    case chainSubmit

    var testDescription: String { rawValue }
}

@MainActor
private struct PaymentForm {
    enum Field: Hashable, Sendable { case name, card, cvc }

    let form = FormModel([
        FieldModel(Field.name, validator: .required()),
        FieldModel(Field.card, format: .cardNumber, validator: .required().and(.cardNumber())),
        FieldModel(Field.cvc, format: .digits(max: 4), validator: .required().and(.length(min: 3))),
    ])
    let window = SimulatedWindow()
    let fields: [Field: SimulatedField]

    init(toolkit: SimulatedToolkit) {
        fields = window.bindFields(of: form, toolkit: toolkit)
    }

    /// Submits by `route`, from the field that has focus or from the last field.
    func submit(by route: SubmitRoute) {
        switch route {
        case .returnOnTheLastField:
            fields[.cvc]!.tap()
            fields[.cvc]!.pressReturn()
        case .submitShortcut:
            fields[.card]!.tap()
            fields[.card]!.pressSubmitShortcut()
        case .toolbarDone:
            fields[.cvc]!.tap()
            form.focus.done()
        case .formSubmit:
            form.submit()
        case .chainSubmit:
            form.focus.submit()
        }
    }
}

@MainActor
@Suite("One submit rule: every route validates, and only a valid form reaches the app")
struct FormSubmitRuleTests {
    /// The reproducer: a form with one required, empty field, and the app's
    /// handler on the chain (what `.focusChain(form.focus) { pay() }` sets).
    @Test func returnOnTheLastFieldDoesNotRunTheChainsHandlerForAnInvalidForm() {
        let form = FormModel([FieldModel("email", validator: .required())])
        var paid = false
        form.focus.onSubmit = { paid = true }
        form.focus.focus("email")
        form.focus.returnKeyPressed(in: "email")
        #expect(!paid)
        #expect(form.focus.focused == "email", "focus on the invalid field")
        #expect(form["email"]?.error == .required)
        form["email"]?.value = "ada@example.com"
        form.focus.returnKeyPressed(in: "email")
        #expect(paid)
    }

    /// `form.submit()` is the same submit: it calls the handlers of a valid form.
    @Test func formSubmitCallsTheHandlersOnlyForAValidForm() {
        let form = FormModel([FieldModel("email", validator: .required())])
        var submissions: [FormSubmission<String>] = []
        var chainSubmits = 0
        var failures: [FormSubmission<String>] = []
        form.onSubmit = { submissions.append($0) }
        form.focus.onSubmit = { chainSubmits += 1 }
        form.onInvalidSubmit = { failures.append($0) }
        let failed = form.submit()
        #expect(!failed.isValid)
        #expect(submissions.isEmpty && chainSubmits == 0)
        #expect(failures.map(\.invalidFields) == [["email"]])
        form["email"]?.value = "ada@example.com"
        let done = form.submit()
        #expect(done.isValid)
        #expect(submissions.map { $0.values.raw("email") } == ["ada@example.com"])
        #expect(chainSubmits == 1)
        #expect(failures.count == 1)
    }

    /// Every route, through simulated widgets of each toolkit: an invalid form
    /// focuses its first invalid field (its widget takes focus, with the
    /// error showing) and reaches no handler; a valid one reaches both once,
    /// with the typed values.
    @Test(arguments: SubmitRoute.allCases, [SimulatedToolkit.uiKit, .gtk])
    func everyRouteGoesThroughTheSameRule(route: SubmitRoute, toolkit: SimulatedToolkit) throws {
        let payment = PaymentForm(toolkit: toolkit)
        var submissions: [FormSubmission<PaymentForm.Field>] = []
        var chainSubmits = 0
        var failures: [[PaymentForm.Field]] = []
        payment.form.onSubmit = { submissions.append($0) }
        payment.form.focus.onSubmit = { chainSubmits += 1 }
        payment.form.onInvalidSubmit = { failures.append($0.invalidFields) }

        let name = try #require(payment.fields[.name])
        name.tap()
        try name.type("Ada")
        try #require(payment.fields[.card]).tap()
        try #require(payment.fields[.card]).type("4242424242424242")
        payment.submit(by: route)
        #expect(submissions.isEmpty, "no handler for an invalid form")
        #expect(chainSubmits == 0, "the chain's handler is gated too")
        #expect(failures == [[.cvc]])
        #expect(payment.form.focus.focused == .cvc)
        #expect(payment.fields[.cvc]?.hasFocus == true, "the invalid field's widget has focus")
        #expect(payment.form[.cvc]?.error == .required, "and shows its error")

        try #require(payment.fields[.cvc]).type("123")
        payment.submit(by: route)
        #expect(submissions.count == 1)
        #expect(submissions.first?.values.raw(.card) == "4242424242424242")
        #expect(submissions.first?.values.raw(.cvc) == "123")
        #expect(chainSubmits == 1)
        #expect(failures.count == 1)
        for field in payment.fields.values { #expect(field.violations.isEmpty) }
    }

    /// A handler that calls `form.submit()` for the values (as apps did when
    /// only return called the handlers) gets them, and is not called again.
    @Test func aSubmitFromInsideAHandlerDoesNotCallTheHandlersAgain() {
        let form = FormModel([FieldModel("email", value: "ada@example.com", validator: .required())])
        var chainSubmits = 0
        var submissions = 0
        var inner: FormSubmission<String>?
        form.focus.onSubmit = { [unowned form] in
            chainSubmits += 1
            inner = form.submit()
        }
        form.onSubmit = { _ in submissions += 1 }
        form.focus.focus("email")
        form.focus.returnKeyPressed(in: "email")
        #expect(chainSubmits == 1)
        #expect(submissions == 1)
        #expect(inner?.isValid == true)
    }

    /// A chain without a form keeps its own rule: its handler runs on every submit.
    @Test func aChainWithoutAFormCallsItsHandlerOnEverySubmit() {
        let chain = FocusChain<String>()
        chain.register("a")
        var submits = 0
        chain.onSubmit = { submits += 1 }
        chain.focus("a")
        chain.returnKeyPressed(in: "a")
        chain.submit()
        #expect(submits == 2)
    }

    /// A chain whose form is gone falls back to a chain's own rule.
    @Test func aChainOutlivingItsFormCallsItsHandler() {
        let chain = FocusChain<String>()
        var submits = 0
        do {
            let form = FormModel([FieldModel("email", validator: .required())], focus: chain)
            form.submit()
        }
        chain.onSubmit = { submits += 1 }
        chain.submit()
        #expect(submits == 1)
    }

    /// A failed submit resigns nothing: focus stays on the invalid field; a
    /// successful key submit gives up focus.
    @Test func aSuccessfulKeySubmitResignsFocus() {
        let form = FormModel([FieldModel("email", value: "ada@example.com", validator: .required())])
        let window = SimulatedWindow()
        let fields = window.bindFields(of: form)
        fields["email"]?.tap()
        fields["email"]?.pressReturn()
        #expect(form.focus.focused == nil)
        #expect(window.focused == nil)
    }
}
