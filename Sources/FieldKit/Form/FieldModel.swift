import Observation

/// One field of a ``FormModel``: its value (raw and as displayed), format,
/// validator, validation result, and whether the user has been there.
///
/// ```swift
/// let card = FieldModel(
///     "card", format: .digits(max: 19), privacy: .cardNumber,
///     validator: .required(.custom("Enter your card number")).and(.length(min: 12)))
/// card.value = "4242424242424242"
/// card.isValid        // true
/// print(card)         // FieldModel(card: •••• 4242, valid, dirty)
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
public final class FieldModel<Field: Hashable & Sendable>: Observable {
    /// The field's name: its key in the form's values and its focus identifier.
    public let name: Field

    // The observed state lives in a non-generic `@Observable` object
    // (``FieldModelState``): the macro's accessors in a generic class build a
    // key path on every access, and a form reads each field's state on every
    // validate and submit. Observers of this field's properties observe it.
    let stored: FieldModelState

    /// How the value is shown and edited. Changing it re-lays out the value.
    public var format: any InputFormat {
        get { stored.format }
        set {
            stored.format = newValue
            formatDidChange()
        }
    }

    /// The rule the value must satisfy.
    public var validator: Validator {
        get { stored.validator }
        set {
            stored.validator = newValue
            revalidate()
        }
    }

    /// The reason for a value the format finds incomplete, when the
    /// validator had nothing to say.
    public var incompleteReason: ValidationReason {
        get { stored.incompleteReason }
        set {
            stored.incompleteReason = newValue
            revalidate()
        }
    }

    /// This field's own texts: consulted before the form's
    /// ``FormModel/messages`` (and so before FieldKit's) by ``errorMessage``.
    public var messageOverride: MessageCatalog.Override? {
        get { stored.messageOverride }
        set { stored.messageOverride = newValue }
    }

    /// How much of the value descriptions may show.
    public let privacy: FieldPrivacy

    /// Whether the field can take focus; the form keeps its focus chain in step.
    /// Disabled and hidden fields are neither validated nor submitted.
    public var availability: FieldAvailability {
        get { stored.availability }
        set {
            let oldValue = stored.untrackedAvailability
            stored.availability = newValue
            guard newValue != oldValue else { return }
            form?.fieldAvailabilityDidChange(self)
        }
    }

    /// The value and display text, redacted in every description.
    private var current: ProtectedText {
        get { stored.current }
        set { stored.current = newValue }
    }
    private var initial: ProtectedText {
        get { stored.initial }
        set { stored.initial = newValue }
    }

    /// The validator's and the format's verdict on the current value.
    public private(set) var validation: ValidationResult {
        get { stored.validation }
        set { stored.validation = newValue }
    }

    /// Whether the user has left the field at least once.
    public private(set) var isTouched: Bool {
        get { stored.isTouched }
        set { stored.isTouched = newValue }
    }

    /// Whether the field has focus in its form's chain.
    public private(set) var isFocused: Bool {
        get { stored.isFocused }
        set { stored.isFocused = newValue }
    }

    /// How many times the user has moved focus out of the field; a failed
    /// submit's move to the first field to correct is not counted (the user
    /// did not leave the field, the form took them away).
    ///
    /// An adapter that applies the field's state on a later turn of its main
    /// loop may find the field unfocused after it gained and lost focus in
    /// between: comparing counts (``wasLeft(since:)``) still sees the leave.
    package private(set) var timesLeft: Int {
        get { stored.timesLeft }
        set { stored.timesLeft = newValue }
    }

    /// Whether the user left the field since ``timesLeft`` was `count`, it
    /// has no focus now, and no other field of the form was left after it:
    /// the "just left" of the announcement rule
    /// (``FieldAccessibility/announcement(after:hasFocus:wasLeft:focusedDescriptionIsSpoken:messages:)``),
    /// for an adapter that last looked at the field when the count was
    /// `count`, whatever focus did in between. A field the user has tabbed
    /// past since is old news: an adapter that holds one announcement at a
    /// time says the error of the field left last, whatever order its
    /// fields refresh in.
    package func wasLeft(since count: Int) -> Bool {
        !isFocused && timesLeft != count && (form.map { $0.lastLeftField == name } ?? true)
    }

    /// Whether the value changed since the field last took focus: the user is
    /// typing, so an incomplete value is not an error yet.
    public private(set) var isTyping: Bool {
        get { stored.isTyping }
        set { stored.isTyping = newValue }
    }

    /// The format's verdict on the current text, kept until the text or the
    /// format changes: it depends on nothing else, and a form validates every
    /// field on each submit.
    private var formatVerdict: FormatValidity?

    /// The form this field belongs to.
    weak var form: FormModel<Field>?

    /// The coordinator bound with ``FormModel/bind(_:to:)``; app writes reach
    /// the widget through it.
    weak var coordinator: TextInputCoordinator?

    /// Whether another field of the form follows this one
    /// (``FormModel/follow(_:from:by:_:)``): only then does a change of the
    /// value reach the form.
    var hasFollowers = false

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
        let privacy = privacy ?? FieldPrivacy.inferred(from: format)
        self.privacy = privacy
        let brand = cardBrand ?? Self.brandNamer(of: format)
        let display = format.displayText(for: value)
        let text = ProtectedText(
            raw: format.rawValue(for: display), display: display, privacy: privacy, cardBrand: brand)
        self.stored = FieldModelState(
            format: format, validator: validator, incompleteReason: incompleteReason,
            availability: availability, text: text)
        stored.validation = computeValidation()
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

    /// ``isSubmittable`` without registering an observation, for the form's
    /// own walks over its fields.
    var isSubmittableUntracked: Bool {
        let availability = stored.untrackedAvailability
        return availability.isEnabled && !availability.isHidden
    }

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

    /// The field's label when the form decides it, or `nil` when the view's
    /// own label stands: a rule the field follows can set it
    /// (``FieldRule/label``), so that a security code is named after the
    /// card brand. Adapters show it, and name the field after it, instead of
    /// the label they were given.
    public var label: String? {
        get { stored.label }
        set { stored.label = newValue }
    }

    /// Whether the field must be filled: its validator refuses an empty
    /// value. Screen readers say "required" for such a field.
    public var isRequired: Bool { !validator.validate("").isValid }

    /// What assistive technology is told about this field: `label`, whether
    /// it is required (said in the form's language), its ``errorMessage``,
    /// `notice` (what the widget left out) and `hint`.
    public func accessibility(label: String, hint: String? = nil, notice: String? = nil) -> FieldAccessibility
    {
        FieldAccessibility(
            label: label, hint: hint, isRequired: isRequired, error: errorMessage, notice: notice,
            requiredNote: (form?.messages ?? MessageCatalog()).text(.requiredField))
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

    /// Returns whether the user left the field (it had focus, and the move
    /// was not a failed submit's).
    @discardableResult
    func didLoseFocus(byUser: Bool) -> Bool {
        let left = isFocused && byUser
        if isFocused { isFocused = false }
        if left { timesLeft &+= 1 }
        if isTyping { isTyping = false }
        if !isTouched { isTouched = true }
        return left
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
        if hasFollowers { form?.leaderDidChange(self) }
    }

    /// Takes the format and validator a followed field's rule gives.
    func take(_ rule: FieldRule) {
        if rule.label != stored.label { stored.label = rule.label }
        stored.validator = rule.validator
        if let reason = rule.incompleteReason { stored.incompleteReason = reason }
        format = rule.format
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
        if result != stored.untrackedValidation { validation = result }
    }

    /// The validator first (its reasons are the app's), then the format's
    /// own verdict; an empty value is only the validator's business, so that
    /// optional fields may stay empty.
    private func computeValidation() -> ValidationResult {
        let current = stored.untrackedCurrent
        let format = stored.untrackedFormat
        return stored.untrackedValidator.validate(
            raw: current.raw, format: format, incompleteReason: stored.untrackedIncompleteReason
        ) {
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
    var protectedValue: ProtectedText { stored.untrackedCurrent }
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
