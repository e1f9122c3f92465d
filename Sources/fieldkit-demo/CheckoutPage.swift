import CGtk4
import FieldKitGtk

/// The checkout page: a long form in focus order, with live formats, a card
/// brand badge, messages under the fields, and the Previous / Next / Done bar.
/// Submitting prints one JSON line on stdout (the contract tests read).
@MainActor
final class CheckoutPage: DemoPage {
    let title: String
    private let strings: DemoStrings
    let widget: UnsafeMutablePointer<GtkWidget>
    let form: FormModel<CheckoutField>
    private var rows: [FormRow<CheckoutField>] = []
    private let toolbar: FocusToolbar<CheckoutField>
    private var keyboard: FocusKeyboardNavigation<CheckoutField>?
    private let brandBadge: UnsafeMutablePointer<GtkWidget>
    private var brandObservation: ObservationLoop?
    /// The brand the badge shows, to announce a change once.
    private var shownBrand: CardBrand?
    /// The demo's own signal handlers (the `--log-changes` preedit log).
    private let logConnections: SignalConnections

    /// - Parameters:
    ///   - phoneRegion: the region of phone numbers typed without `+`.
    ///   - currency: the amount's ISO 4217 currency.
    ///   - logsChanges: print a JSON line for each field's `onChange` call and preedit change.
    ///   - amount: the amount to start with, as the model holds it.
    init(phoneRegion: String, currency: String, logsChanges: Bool = false, amount: String? = nil) {
        strings = DemoStrings.forLanguage(ProcessLocale.messages.language)
        form = CheckoutForm.make(
            phoneRegion: phoneRegion, currency: currency,
            securityCodeLabel: strings.labels["cvc"] ?? "Security code")
        if let amount { form[.amount]?.value = amount }
        form.messages = ProcessLocale.messages
        title = strings.checkout
        let content = Layout.vertical(spacing: 14)
        Layout.append(Layout.label(strings.checkout, classes: ["fieldkit-title"]), to: content)
        Layout.append(Layout.label(strings.hint, classes: ["dim-label"], wrap: true), to: content)

        brandBadge = Layout.label(strings.card, classes: ["fieldkit-badge"])
        gtk_widget_set_valign(brandBadge, GTK_ALIGN_CENTER)

        let specs:
            [(name: CheckoutField, label: String, placeholder: String, multiline: Bool, secure: Bool)] = [
                (.name, "Full name", "e.g. Jane Appleseed", false, false),
                (.email, "E-mail", "e.g. jane@example.com", false, false),
                (.phone, "Phone", "e.g. +1 415 555 2671", false, false),
                (.address, "Delivery address", "Street, city, postcode", true, false),
                (.card, "Card number", "e.g. 4242 4242 4242 4242", false, false),
                (.expiry, "Expiry", "MM/YY", false, false),
                (.cvc, "Security code", "3 or 4 digits", false, true),
                (.iban, "IBAN", "e.g. DE89 3704 0044 0532 0130 00", false, false),
                (.amount, "Amount", "", false, false),
            ]
        let log = SignalConnections()
        for spec in specs {
            let coordinator = TextInputCoordinator(isSecure: spec.secure)
            // The formats ask for their own traits (a card number's digits, a
            // phone number's); the fields without a format say what they hold.
            coordinator.appTextInputTraits = Self.traits[spec.name] ?? TextInputTraits()
            let placeholder = strings.hints[spec.name.rawValue] ?? spec.placeholder
            let input: any FormInput =
                spec.multiline
                ? TextEditor(coordinator: coordinator, placeholder: placeholder)
                : TextField(coordinator: coordinator, placeholder: placeholder)
            let row = FormRow(
                form: form, name: spec.name, label: strings.labels[spec.name.rawValue] ?? spec.label,
                input: input,
                accessory: spec.name == .card ? brandBadge : nil)
            // The editor shows no placeholder to screen readers, and a
            // secure field's is not read: both get their hint in the
            // accessible description.
            if spec.multiline || spec.secure { row.accessibleHint = placeholder }
            if logsChanges { Self.logInput(of: input, name: spec.name, to: log) }
            rows.append(row)
            Layout.append(row.widget, to: content)
        }

        logConnections = log
        toolbar = FocusToolbar(chain: form.focus)
        let root = Layout.vertical(spacing: 0)
        Layout.append(Layout.page(content), to: root)
        Layout.append(toolbar.widget, to: root)
        widget = root

        // Every route (return on the last field, Ctrl+Return, Done, the
        // primary action) ends in the form's one submit, which prints a
        // valid form's values only from `onSubmit`.
        toolbar.onDone = { [weak self] in self?.submit() }
        form.onSubmit = { [weak self] result in self?.emitSubmitted(result) }
        form.onInvalidSubmit = { [weak self] result in self?.emitFailed(result) }
        brandObservation = ObservationLoop { [weak self] in self?.showBrand() }
    }

    /// The traits of the fields whose format does not say what they hold,
    /// for on-screen keyboards and input methods.
    private static let traits: [CheckoutField: TextInputTraits] = [
        .name: TextInputTraits(content: .name, capitalization: .words),
        .email: TextInputTraits(
            keyboard: .email, content: .email, capitalization: .never, autocorrection: false),
        .address: TextInputTraits(content: .streetAddress, capitalization: .words),
    ]

    /// Logs `input` (`--log-changes`); the card number and the security
    /// code stay out of the log.
    private static func logInput(
        of input: any FormInput, name: CheckoutField, to connections: SignalConnections
    ) {
        let redacted = name == .card || name == .cvc
        InputLog.changes(of: input.coordinator, name: name.rawValue, redacted: redacted)
        let editing = (input as? TextField)?.editingWidget ?? input.focusWidget
        InputLog.preedit(of: editing, name: name.rawValue, redacted: redacted, connections: connections)
    }

    func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        keyboard = FocusKeyboardNavigation(chain: form.focus, window: window)
        form.focus.focus(.name)
    }

    func performPrimaryAction() { submit() }

    /// Submits the form: it validates, shows the messages and focuses the
    /// first invalid field; the outcome is printed by the form's handlers.
    func submit() { form.submit() }

    /// Prints a valid submit's values.
    private func emitSubmitted(_ result: FormSubmission<CheckoutField>) {
        emit(.object([("submitted", .bool(result.isValid)), ("values", .object(values(result)))]))
    }

    /// Prints a failed submit's errors, in focus order.
    private func emitFailed(_ result: FormSubmission<CheckoutField>) {
        let errors = result.invalidFields.map {
            ($0.rawValue, JSONValue.string(result.errors[$0].map(form.messages.message(for:)) ?? ""))
        }
        emit(.object([("submitted", .bool(false)), ("errors", .object(errors))]))
    }

    private func values(_ result: FormSubmission<CheckoutField>) -> [(String, JSONValue)] {
        CheckoutField.allCases.map { name in
            let raw = result.values.raw(name) ?? ""
            switch name {
            case .card:
                return (
                    name.rawValue,
                    .object([
                        ("brand", .string(cardBrand(raw) ?? "unknown")),
                        ("last4", .string(String(raw.suffix(4)))),
                        ("valid", .bool(form[name]?.isValid ?? false)),
                    ])
                )
            case .cvc: return (name.rawValue, .string("redacted"))
            default: return (name.rawValue, .string(raw))
            }
        }
    }

    private func cardBrand(_ raw: String) -> String? {
        CardNumberFormat.brand(of: raw)?.rawValue
    }

    /// Shows the brand of the digits typed so far (the security code
    /// follows the brand through the form's rule, ``CheckoutForm/make``).
    private func showBrand() {
        let brand = CardNumberFormat.brand(of: form[.card]?.value ?? "")
        Layout.setText(brandBadge, brand?.description ?? strings.card)
        let messages = form.messages
        let badge = brand.map { messages.text(.cardBrand, [.brand: $0.description]) }
        fieldkit_accessible_set_label(brandBadge, badge ?? messages.text(.cardBrandUnknown))
        // Said once when the digits first name a brand (or another one), not
        // on every key: a screen reader user cannot see the badge change.
        if brand != shownBrand, let badge { form.focus.announce(badge) }
        shownBrand = brand
    }
}
