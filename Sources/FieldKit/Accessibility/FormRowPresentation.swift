/// What a form row shows and says for one field: its visible label, a
/// required mark, the lines under the field, whether the field is drawn as
/// in error, and what assistive technology is told (``accessibility``).
///
/// Every toolkit's `FormRow` (GTK's, SwiftUI's) shows this value and nothing
/// it decides itself, so a field reads and sounds the same everywhere. The
/// visible texts are for sighted users only: the field itself carries its
/// name, required state, error and hint for screen readers (``accessibility``),
/// and a row hides its label and message from them so nothing is heard
/// twice.
///
/// ```swift
/// let row = FormRowPresentation(
///     label: "IBAN", hint: "e.g. DE89 3704 0044 0532 0130 00", isRequired: true,
///     error: .incomplete, messages: MessageCatalog())
/// row.message            // "Incomplete"
/// row.showsRequiredMark  // true
/// ```
public struct FormRowPresentation: Sendable, Hashable {
    /// What assistive technology is told about the field.
    public var accessibility: FieldAccessibility

    /// The row of `accessibility`: everything else follows from it.
    public init(accessibility: FieldAccessibility) {
        self.accessibility = accessibility
    }

    /// The row of a field bound to a plain value: `error` is the reason to
    /// show now (as the field's validation decides it), said in `messages`'
    /// language.
    ///
    /// - Parameters:
    ///   - label: the field's name, shown above it.
    ///   - hint: how to fill the field, read after its value; never shown.
    ///   - isRequired: whether the field must be filled.
    ///   - error: the reason to show now, or `nil`.
    ///   - notice: what the field left out, when the row shows it.
    ///   - messages: the catalog for the error and the required note.
    public init(
        label: String, hint: String? = nil, isRequired: Bool, error: ValidationReason?,
        notice: String? = nil, messages: MessageCatalog
    ) {
        accessibility = FieldAccessibility(
            label: label, hint: hint, isRequired: isRequired, error: error.map(messages.message(for:)),
            notice: notice, requiredNote: messages.text(.requiredField))
    }

    /// The name shown above the field, the same as its accessible name.
    public var label: String { accessibility.label }

    /// Whether the label carries a required mark. Screen readers hear
    /// "required" from the field (``FieldAccessibility/requiredNote``), not
    /// the mark.
    public var showsRequiredMark: Bool { accessibility.isRequired }

    /// The mark itself: an asterisk, the convention forms explain once
    /// ("* required") and sighted users know.
    public static let requiredMark = "*"

    /// The label as one line of text, with the required mark after it when
    /// it has one ("Card number *"), for a toolkit that draws the label as
    /// a single text. Screen readers are given ``label`` instead.
    public var markedLabel: String {
        showsRequiredMark ? "\(label) \(Self.requiredMark)" : label
    }

    /// Whether the field is drawn as in error (a red outline or similar).
    public var isInvalid: Bool { accessibility.error != nil }

    /// The lines under the field: its error, then what it left out.
    public var messageLines: [String] {
        [accessibility.error, accessibility.notice].compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// ``messageLines`` as one text, one line each, or `nil` when there is
    /// nothing to show.
    public var message: String? {
        let lines = messageLines
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}

extension FieldModel {
    /// The row of this field: `label` unless the form names the field
    /// (``label``), its required state, its ``error`` in `messages` (by
    /// default the form's, with this field's ``messageOverride``), `hint`,
    /// and `notice` when the row shows what the field left out.
    public func rowPresentation(
        label: String, hint: String? = nil, notice: String? = nil, messages: MessageCatalog? = nil
    ) -> FormRowPresentation {
        var catalog = messages ?? form?.messages ?? MessageCatalog()
        if let messageOverride { catalog = catalog.overriding(messageOverride) }
        return FormRowPresentation(
            label: self.label ?? label, hint: hint, isRequired: isRequired, error: error, notice: notice,
            messages: catalog)
    }
}
