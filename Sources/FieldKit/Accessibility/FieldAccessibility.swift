/// What assistive technology is told about one field: its name, whether it
/// must be filled, a hint, what is wrong with it and what it left out.
///
/// One value, the same rules on every toolkit: each adapter copies it into
/// its own accessibility API (GTK's accessible description and required
/// property; UIKit's and AppKit's accessibility label, hint and value).
///
/// ```swift
/// let field = FieldAccessibility(
///     label: "IBAN", hint: "e.g. DE89 3704 0044 0532 0130 00", isRequired: true,
///     error: "Check the IBAN: its check digits do not match")
/// field.description  // "Check the IBAN: its check digits do not match. e.g. DE89 3704 0044 0532 0130 00."
/// ```
///
/// The placeholder is not the hint: a placeholder with sample data ("Jane
/// Appleseed") sounds like a value when a screen reader reads an empty
/// field, so FieldKit's own examples write placeholders as hints ("e.g. …",
/// `MM/YY`) and an app can give a separate ``hint``.
public struct FieldAccessibility: Sendable, Hashable {
    /// The field's name: its visible label.
    public var label: String
    /// How to fill the field, read after its value.
    public var hint: String?
    /// Whether the field must be filled before the form submits.
    public var isRequired: Bool
    /// The message of the error the field shows, if any.
    public var error: String?
    /// The message about characters the field left out, if any.
    public var notice: String?
    /// What to say of a required field that shows no error ("Required
    /// field"): screen readers do not all say a text field's required state
    /// (Orca 43 does not for GTK 4's text role), so it is said in words.
    public var requiredNote: String?
    /// A status message addressed to the user while this field has focus
    /// (the count after a failed submit, a card brand that became known):
    /// said first, until focus leaves the field.
    public var status: String?

    /// A field's accessibility.
    public init(
        label: String, hint: String? = nil, isRequired: Bool = false, error: String? = nil,
        notice: String? = nil,
        requiredNote: String? = nil, status: String? = nil
    ) {
        self.label = label
        self.hint = hint
        self.isRequired = isRequired
        self.error = error
        self.notice = notice
        self.requiredNote = requiredNote
        self.status = status
    }

    /// The accessible description: a status message addressed to the field,
    /// the error (what the listener must act on) or else, for a required
    /// field, ``requiredNote``, then the hint, then what the field left out;
    /// `nil` when there is none of them. Each part ends a sentence, so a
    /// screen reader pauses between them.
    public var description: String? {
        let parts = [status, error ?? (isRequired ? requiredNote : nil), hint, notice].compactMap { $0 }
            .filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        return parts.map(Self.sentence).joined(separator: " ")
    }

    private static func sentence(_ text: String) -> String {
        guard let last = text.last, !".!?。！？".contains(last) else { return text }
        return text + "."
    }

    /// What to announce when the field's state goes from `old` to this one,
    /// or `nil` for nothing.
    ///
    /// An error is announced when it appears on a field the user has just
    /// left (`wasLeft`: the field became touched without focus), naming the
    /// field, since the screen reader is already reading the next one. On the
    /// focused field the description carries the error, and a toolkit whose
    /// screen readers speak a focused field's new description
    /// (`focusedDescriptionIsSpoken`: GTK with Orca) needs no announcement;
    /// on other toolkits (VoiceOver does not read a changed hint) the error
    /// and a new notice are announced. Errors that appear because a submit
    /// failed are not announced one by one: the form announces how many
    /// fields need attention (``FormModel/submit()``).
    ///
    /// - Parameters:
    ///   - old: the state before.
    ///   - hasFocus: whether the field has keyboard focus now.
    ///   - wasLeft: whether the user left the field in this change.
    ///   - focusedDescriptionIsSpoken: whether the toolkit's screen readers
    ///     speak a change of the focused field's description.
    ///   - messages: the catalog for the sentence that names the field.
    public func announcement(
        after old: FieldAccessibility, hasFocus: Bool, wasLeft: Bool, focusedDescriptionIsSpoken: Bool,
        messages: MessageCatalog
    ) -> String? {
        let speaksItself = hasFocus && focusedDescriptionIsSpoken
        if let error, error != old.error, !speaksItself, hasFocus || wasLeft {
            return hasFocus ? error : messages.text(.fieldMessage, [.field: label, .message: error])
        }
        if let notice, notice != old.notice, !speaksItself, hasFocus {
            return notice
        }
        return nil
    }
}
