import Observation

/// What a declarative field's native widget tells VoiceOver, kept current:
/// the core of the UIKit and AppKit accessibility wiring of
/// `PlatformTextField` and `PlatformTextEditor`, which only assign what it
/// hands them.
///
/// It reads the field's label (a form rule's, else the view's), hint,
/// placeholder, text, secure state, format, error and focus, computes the
/// ``AccessibilityElementValues`` and the announcements (``FieldSpeech``),
/// and runs again when an observed form field or chain changes (an error that
/// appears as the user leaves the field, a failed submit's count) as well as
/// on every view update.
@MainActor
package final class RepresentedFieldSpeech {
    /// The view's label for the field, if it gives one (a form rule's label
    /// wins); without any, the placeholder names the field.
    package var label: String?
    /// How to fill the field, read after its value.
    package var hint: String?
    /// The text the widget shows while empty.
    package var placeholder = ""
    /// The catalog of the required note and error messages of a field bound
    /// to a plain binding (a form field speaks its form's language).
    package var messages = MessageCatalog()

    private let field: RepresentedField
    private let speech = FieldSpeech()
    private let apply: (AccessibilityElementValues) -> Void
    private let announce: (String) -> Void
    private let moveScreenReaderFocus: () -> Void
    private var isStarted = false
    /// Counts refreshes: each registers its own observation, and only the
    /// latest one's change runs a refresh again, so view updates in between
    /// do not pile up refreshes.
    private var generation = 0

    /// Speech for `field`: `apply` assigns element values, `announce` posts
    /// a polite announcement, `moveScreenReaderFocus` moves the screen
    /// reader's cursor to the widget (``FieldSpeech/Update/movesScreenReaderFocus``).
    package init(
        field: RepresentedField, apply: @escaping (AccessibilityElementValues) -> Void,
        announce: @escaping (String) -> Void, moveScreenReaderFocus: @escaping () -> Void = {}
    ) {
        self.field = field
        self.apply = apply
        self.announce = announce
        self.moveScreenReaderFocus = moveScreenReaderFocus
    }

    /// What the last refresh asked the widget to hold.
    package var applied: AccessibilityElementValues? { speech.applied }

    /// The widget was replaced: the next refresh assigns every value again.
    package func widgetDidChange() {
        speech.widgetDidChange()
    }

    /// Computes what the widget holds and says now, assigns what changed and
    /// announces what is new; runs again by itself when an observed form
    /// field or chain changes.
    package func refresh() {
        generation &+= 1
        let current = generation
        let (values, accessibility, hasFocus, chainAnnouncement, catalog, forValidation, timesLeft) =
            withObservationTracking {
                read()
            } onChange: { [weak self] in
                Task { @MainActor in
                    guard let self, self.generation == current else { return }
                    self.refresh()
                }
            }
        // An announcement made before the field was shown is not repeated.
        let isFirst = !isStarted
        isStarted = true
        let update = speech.update(
            accessibility, values: values, hasFocus: hasFocus,
            chainAnnouncement: isFirst ? nil : chainAnnouncement, messages: catalog,
            focusMovedForValidation: forValidation, timesLeft: timesLeft)
        if let assign = update.assign { apply(assign) }
        if update.movesScreenReaderFocus { moveScreenReaderFocus() }
        for sentence in update.announcements { announce(sentence) }
    }

    private func read() -> (
        AccessibilityElementValues, FieldAccessibility, Bool, String?, MessageCatalog, Bool, Int?
    ) {
        let input = field.input
        let view = field.view
        var accessibility: FieldAccessibility
        var hasFocus = input.isEditing
        var catalog = messages
        var chainAnnouncement: String?
        var forValidation = false
        var timesLeft: Int?
        if case .form(let reference) = view.source, let spoken = reference as? any SpokenFormFieldReference {
            accessibility = spoken.accessibility(label: label ?? "", hint: hint)
            hasFocus = hasFocus || spoken.isFocused
            catalog = spoken.messages
            chainAnnouncement = spoken.takeAnnouncement()
            forValidation = spoken.focusMovedForValidation
            timesLeft = spoken.timesLeft
        } else {
            let request = view.validation
            accessibility = FieldAccessibility(
                label: label ?? "", hint: hint,
                isRequired: request.map { !$0.validator.validate("").isValid } ?? false,
                error: request?.readError().map { messages.message(for: $0) },
                requiredNote: messages.text(.requiredField))
        }
        if let context = field.chain?.context {
            if let fromChain = context.takeAnnouncement() { chainAnnouncement = fromChain }
            forValidation = forValidation || context.focusMovedForValidation
        }
        let values = AccessibilityElementValues(
            accessibility, text: input.state.text, placeholder: placeholder, isSecure: field.showsDots,
            format: input.format)
        return (values, accessibility, hasFocus, chainAnnouncement, catalog, forValidation, timesLeft)
    }
}

/// A form field as ``RepresentedFieldSpeech`` reads it, whatever the form's
/// key type.
@MainActor
package protocol SpokenFormFieldReference: FormFieldReference {
    /// The field's accessibility (``FieldModel/accessibility(label:hint:notice:)``),
    /// named by the form's rule label when it has one, else by `label`.
    func accessibility(label: String, hint: String?) -> FieldAccessibility
    /// Whether the field has focus in its form's chain.
    var isFocused: Bool { get }
    /// The form's message catalog.
    var messages: MessageCatalog { get }
    /// The form chain's announcement no adapter has spoken yet
    /// (``FocusChain/takeAnnouncement()``).
    func takeAnnouncement() -> String?
    /// Whether a failed submit made the form chain's latest focus move.
    var focusMovedForValidation: Bool { get }
    /// How many times the user left the field (``FieldModel/timesLeft``).
    var timesLeft: Int { get }
}

extension TypedFormFieldReference: SpokenFormFieldReference {
    package func accessibility(label: String, hint: String?) -> FieldAccessibility {
        guard let model = form[field] else { return FieldAccessibility(label: label, hint: hint) }
        _ = model.value  // observed: the value the widget shows
        return model.accessibility(label: model.label ?? label, hint: hint)
    }
    package var isFocused: Bool { form[field]?.isFocused ?? false }
    package var messages: MessageCatalog { form.messages }
    package func takeAnnouncement() -> String? { form.focus.takeAnnouncement() }
    package var focusMovedForValidation: Bool { form.focus.lastMoveIsForValidation }
    package var timesLeft: Int { form[field]?.timesLeft ?? 0 }
}
