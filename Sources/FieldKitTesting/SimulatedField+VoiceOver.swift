import FieldKit

extension SimulatedField {
    /// What VoiceOver would read for this field as a `PlatformTextField`
    /// with `label`, `hint` and `placeholder`: its accessibility label, value
    /// and hint, computed by the same core rule the UIKit and AppKit adapters
    /// assign (``/FieldKit/AccessibilityElementValues``), from the bound form
    /// field's error and required state, the text the field shows and its
    /// format.
    ///
    /// ```swift
    /// let form = FormModel([FieldModel("iban", format: .iban, validator: .required().and(.iban()))])
    /// let window = SimulatedWindow()
    /// let iban = window.bindFields(of: form)["iban"]!
    /// _ = form.submit()
    /// iban.voiceOver(label: "IBAN").hint  // "Required."
    /// ```
    ///
    /// A field not bound to a form has its label and hint only; a secure
    /// field's value is `nil` (VoiceOver reads the toolkit's own, never the
    /// text).
    public func voiceOver(label: String, hint: String? = nil, placeholder: String? = nil)
        -> AccessibilityElementValues
    {
        let accessibility =
            formAccessibility?(label, hint) ?? FieldAccessibility(label: label, hint: hint)
        return AccessibilityElementValues(
            accessibility, text: text, placeholder: placeholder, isSecure: coordinator.isSecure,
            format: coordinator.format)
    }
}
