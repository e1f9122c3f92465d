import Observation

/// One field of a ``FormModel``: its value (raw and as displayed), format,
/// validator, validation result, and whether the user has been there.
///
/// ```swift
/// let card = FieldModel(
///     "card", format: .digits(max: 19), privacy: .cardNumber,
///     validator: .required("Enter your card number").and(.length(min: 12)))
/// card.value = "4242424242424242"
/// card.isValid        // true
/// print(card)         // FieldModel(card: •••• 4242, valid)
/// ```
///
/// ## When errors show
///
/// ``validation`` is always current; ``error`` is what a UI shows, and it
/// waits until showing it is fair:
/// - an ``FormatValidity/incomplete`` value (typing more can make it valid)
///   shows its message only after the user left the field (``isTouched``) or
///   tried to submit, and never while the user is typing in the field;
/// - an ``FormatValidity/invalid(_:)`` value shows at once once the user has
///   typed in the field, left it, or tried to submit.
///
/// ## Privacy
///
/// ``privacy`` decides what ``description``, `dump` and mirrors show: a secure
/// value never appears, a card number at most as brand and last four.
@MainActor
@Observable
public final class FieldModel<Field: Hashable & Sendable> {
    /// The field's name: its key in the form's values and its focus identifier.
    public let name: Field

    /// How the value is shown and edited. Changing it re-lays out the value.
    public var format: any InputFormat {
        didSet { formatDidChange() }
    }

    /// The rule the value must satisfy.
    public var validator: Validator {
        didSet { revalidate() }
    }

    /// The reason for a value the format finds incomplete, when the
    /// validator had nothing to say.
    public var incompleteReason: ValidationReason {
        didSet { revalidate() }
    }

    /// This field's own texts: consulted before the form's
    /// ``FormModel/messages`` (and so before FieldKit's) by ``errorMessage``.
    public var messageOverride: MessageCatalog.Override?

    /// How much of the value descriptions may show.
    public let privacy: FieldPrivacy

    /// Whether the field can take focus; the form keeps its focus chain in step.
    /// Disabled and hidden fields are neither validated nor submitted.
    public var availability: FieldAvailability {
        didSet {
            guard availability != oldValue else { return }
            form?.fieldAvailabilityDidChange(self)
        }
    }

    /// The value and display text, redacted in every description.
    private var current: ProtectedText
    private var initial: ProtectedText

    /// The validator's and the format's verdict on the current value.
    public private(set) var validation: ValidationResult = .valid

    /// Whether the user has left the field at least once.
    public private(set) var isTouched = false

    /// Whether the field has focus in its form's chain.
    public private(set) var isFocused = false

    /// Whether the value changed since the field last took focus: the user is
    /// typing, so an incomplete value is not an error yet.
    public private(set) var isTyping = false

    /// The format's verdict on the current text, kept until the text or the
    /// format changes: it depends on nothing else, and a form validates every
    /// field on each submit.
    @ObservationIgnored private var formatVerdict: FormatValidity?

    /// The form this field belongs to.
    @ObservationIgnored weak var form: FormModel<Field>?

    /// The coordinator bound with ``FormModel/bind(_:to:)``; app writes reach
    /// the widget through it.
    @ObservationIgnored weak var coordinator: TextInputCoordinator?

    /// A field named `name` holding `value` (a raw value, laid out by `format`).
    ///
    /// - Parameters:
    ///   - name: the field's key in the form's values and its focus identifier.
    ///   - value: the initial raw value (formatted text is accepted too).
    ///   - format: how the value is shown and edited.
    ///   - privacy: what descriptions may show; by default inferred from the
    ///     format (``FieldPrivacy/inferred(from:)``): card numbers redacted to
    ///     brand and last four, security codes secure, anything else visible.
    ///   - validator: the rule the value must satisfy.
    ///   - incompleteReason: the reason when the format finds the value
    ///     incomplete and the validator had nothing to say.
    ///   - availability: whether the field can take focus, and whether it is
    ///     validated and submitted (not when disabled or hidden).
    ///   - cardBrand: names the brand of a card number for descriptions; by
    ///     default the format's, when it adopts ``CardBrandProviding``.
    public init(
        _ name: Field,
        value: String = "",
        format: any InputFormat = IdentityFormat(),
        privacy: FieldPrivacy? = nil,
        validator: Validator = .always,
        incompleteReason: ValidationReason = .incomplete,
        availability: FieldAvailability = .available,
        cardBrand: (@Sendable (String) -> String?)? = nil
    ) {
        self.name = name
        self.format = format
        self.validator = validator
        self.incompleteReason = incompleteReason
        let privacy = privacy ?? FieldPrivacy.inferred(from: format)
        self.privacy = privacy
        self.availability = availability
        let brand = cardBrand ?? Self.brandNamer(of: format)
        let display = format.displayText(for: value)
        let text = ProtectedText(
            raw: format.rawValue(for: display), display: display, privacy: privacy, cardBrand: brand)
        self.current = text
        self.initial = text
        self.validation = computeValidation()
    }

    // MARK: Value

    /// The raw value (a card's digits, an IBAN without spaces): what the form
    /// submits. Setting it lays it out with ``format``.
    public var value: String {
        get { current.raw }
        set {
            let display = format.displayText(for: newValue)
            store(raw: format.rawValue(for: display), display: display, fromWidget: false)
        }
    }

    /// The value as displayed. Setting it reformats it with ``format``.
    public var displayText: String {
        get { current.display }
        set { value = format.rawValue(for: newValue) }
    }

    /// The value the field started with (or was last reset to).
    public var initialValue: String { initial.raw }

    /// Whether the value differs from ``initialValue``.
    public var isDirty: Bool { current.raw != initial.raw }

    /// Whether the value is valid.
    public var isValid: Bool { validation.isValid }

    /// Whether the form validates and submits this field: disabled and hidden
    /// fields are left out.
    public var isSubmittable: Bool { availability.isEnabled && !availability.isHidden }

    /// The reason to show now, or `nil`; see "When errors show" above.
    public var error: ValidationReason? {
        FieldErrorState.error(
            for: validation, isTouched: isTouched, isTyping: isTyping,
            hasAttemptedSubmit: form?.hasAttemptedSubmit ?? false)
    }

    /// The sentence for ``error`` in the form's locale: this field's
    /// ``messageOverride``, then the form's ``FormModel/messages``.
    public var errorMessage: String? {
        guard let error else { return nil }
        var messages = form?.messages ?? MessageCatalog()
        if let messageOverride { messages = messages.overriding(messageOverride) }
        return messages.message(for: error)
    }

    /// Validates the value again (a validator may depend on the date) and
    /// returns the result.
    @discardableResult
    public func validate() -> ValidationResult {
        revalidate()
        return validation
    }

    /// Puts back `value` (by default the initial value), which becomes the new
    /// initial value, and forgets that the user was here.
    public func reset(to value: String? = nil) {
        if let value { self.value = value } else { store(initial, fromWidget: false) }
        initial = current
        if isTouched { isTouched = false }
        if isTyping { isTyping = false }
    }

    /// Marks the field as left by the user, as if focus had moved away.
    public func markTouched() {
        if !isTouched { isTouched = true }
    }

    // MARK: Form and widget events

    /// The user edited the text in the bound widget; the widget shows `display`.
    func widgetDidWrite(raw: String, display: String) {
        store(raw: raw, display: display, fromWidget: true)
    }

    func didTakeFocus() {
        if !isFocused { isFocused = true }
        if isTyping { isTyping = false }
    }

    func didLoseFocus() {
        if isFocused { isFocused = false }
        if isTyping { isTyping = false }
        if !isTouched { isTouched = true }
    }

    // MARK: Internals

    private func store(raw: String, display: String, fromWidget: Bool) {
        var text = current
        text.raw = raw
        text.display = display
        store(text, fromWidget: fromWidget)
    }

    private func store(_ text: ProtectedText, fromWidget: Bool) {
        guard text != current else { return }
        current = text
        formatVerdict = nil
        if isFocused && !isTyping { isTyping = true }
        revalidate()
        if !fromWidget { coordinator?.modelDidChange(to: text.raw) }
    }

    private func formatDidChange() {
        formatVerdict = nil
        current.cardBrand = current.cardBrand ?? Self.brandNamer(of: format)
        coordinator?.format = format
        let display = format.displayText(for: current.raw)
        store(raw: format.rawValue(for: display), display: display, fromWidget: false)
        revalidate()
    }

    func revalidate() {
        let result = computeValidation()
        if result != validation { validation = result }
    }

    /// The validator first (its reasons are the app's), then the format's
    /// own verdict; an empty value is only the validator's business, so that
    /// optional fields may stay empty.
    private func computeValidation() -> ValidationResult {
        validator.validate(raw: current.raw, format: format, incompleteReason: incompleteReason) {
            let verdict = formatVerdict ?? format.validity(of: current.display)
            formatVerdict = verdict
            return verdict
        }
    }

    private static func brandNamer(of format: any InputFormat) -> (@Sendable (String) -> String?)? {
        guard let provider = format as? any CardBrandProviding else { return nil }
        return { provider.cardBrand(forRawValue: $0) }
    }

    /// The redacted value, for descriptions.
    var protectedValue: ProtectedText { current }
}

extension FieldModel: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// Name, value as far as ``privacy`` allows, and state.
    public var description: String {
        var parts = ["\(name): \(current.description)", validation.description]
        if isTouched { parts.append("touched") }
        if isDirty { parts.append("dirty") }
        return "FieldModel(\(parts.joined(separator: ", ")))"
    }

    /// The same as ``description``: nothing more is shown to a debugger.
    public var debugDescription: String { description }
}

extension FieldModel: @MainActor CustomReflectable {
    /// The field's state with its value redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name,
                "value": current.description,
                "validation": validation.description,
                "isTouched": isTouched,
                "isDirty": isDirty,
                "isFocused": isFocused,
            ],
            displayStyle: .class
        )
    }
}
