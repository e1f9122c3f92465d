/// Everything one view update of a declarative field says: the model source,
/// the format, the traits that decide behaviour, the focus binding, the app's
/// callbacks and the field's place in a focus chain.
///
/// The declarative layer fills it from its environment with no decision of
/// its own; ``RepresentedField`` decides what the update changes.
@MainActor
package struct FieldViewValues {
    package var source: FieldModelSource
    /// The format of a field bound to a plain binding (a form field brings
    /// its own).
    package var format: any InputFormat
    /// Secure entry asked by the view (a form field may also be secure).
    package var isSecure = false
    /// The user asked to see a secure field's text.
    package var isRevealed = false
    package var returnKey = ReturnKeyLabel.automatic
    package var focus: FieldFocusBinding?
    package var changeActions: [(String) -> Void] = []
    package var submitActions = SubmitActions()
    package var endEditingActions: [(EndEditingReason) -> Void] = []
    package var validation: FieldValidationRequest?
    package var chain: ChainSlot?
    package var isEnabled = true
    /// The text-input traits the app set on the field (FieldKit's
    /// `keyboard`, `contentType`, ... modifiers), over the format's.
    package var textInputTraits = TextInputTraits()

    package init(source: FieldModelSource, format: any InputFormat) {
        self.source = source
        self.format = format
    }
}
