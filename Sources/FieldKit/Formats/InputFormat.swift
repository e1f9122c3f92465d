/// A live format: what the text becomes after the user edits it.
///
/// FieldKit never rejects the native edit to format text (that breaks
/// AutoFill, paste, predictive text and dictation). The widget applies the edit,
/// then the coordinator asks the format what the text and caret should be, and
/// writes the result back only if it differs from what the widget shows.
///
/// Most formats adopt ``RawInputFormat``, which implements every requirement
/// here from three small functions (parse, accept, lay out) and gets the caret
/// rules right for free.
public protocol InputFormat: Sendable {
    /// The state after the user made `edit` to `state`: formatted text and caret.
    ///
    /// `state` is what the widget showed before the edit; `edit.range` refers
    /// to its text. The result is a fixed point: formatting its text again
    /// changes nothing.
    func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState

    /// The display text for a value the app supplies (raw or already formatted).
    func displayText(for value: String) -> String

    /// The raw value of a display text: what a form submits (digits of a card,
    /// an IBAN without spaces).
    func rawValue(for displayText: String) -> String

    /// Whether a display text is valid, still incomplete, or invalid.
    func validity(of displayText: String) -> FormatValidity

    /// Whether the format leaves every edit as the user made it.
    ///
    /// The coordinator then skips the format entirely, which keeps a keystroke
    /// in a long document proportional to the edit.
    var isIdentity: Bool { get }

    /// Whether the content reads left to right in every language: card
    /// numbers, IBANs, phone numbers, expiry dates.
    ///
    /// In a right-to-left interface, adapters give such a field a
    /// left-to-right base direction (GTK's widget direction, UIKit's
    /// semantic content attribute), so that `4242 4242` keeps its groups in
    /// order and the caret where the user typed; no invisible direction mark
    /// ever goes into the text or the model value.
    var isLeftToRightContent: Bool { get }

    /// The native text-input traits the content needs: its keyboard, its
    /// AutoFill content type, and the toolkit rewrites (autocorrection,
    /// smart quotes and dashes, ...) turned off where they would fight the
    /// format. The app's own choices win (``TextInputTraits/overridden(by:)``);
    /// the default asks for nothing.
    var textInputTraits: TextInputTraits { get }
}

extension InputFormat {
    /// Formats are not the identity unless they say so.
    public var isIdentity: Bool { false }

    /// Formats follow the interface's direction unless they say so.
    public var isLeftToRightContent: Bool { false }
}
