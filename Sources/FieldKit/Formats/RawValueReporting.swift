/// A format that hands back the raw value of the state it returns, so that
/// the coordinator writes the model without scanning the display again.
///
/// The raw value comes from the same pass that laid the display out: on the
/// single-byte path it is the accepted raw bytes, which the display's own
/// scan gives back (every format's display is a fixed point).
protocol RawValueReporting: InputFormat {
    /// ``InputFormat/apply(_:to:)`` and the raw value of its result.
    func applyReportingRawValue(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, rawValue: String
    )
}

extension RawValueReporting where Self: SingleByteRules {
    func applyReportingRawValue(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, rawValue: String
    ) {
        if let (result, raw) = applySingleByteKeepingRaw(edit, to: state) {
            return (result, String(decoding: raw, as: UTF8.self))
        }
        let result = applyGeneral(edit, to: state)
        return (result, rawValue(for: result.text))
    }
}

extension CardNumberFormat: RawValueReporting {}
extension CardSecurityCodeFormat: RawValueReporting {}
extension IBANFormat: RawValueReporting {}
extension PhoneNumberFormat: RawValueReporting {}

extension PatternFormat: RawValueReporting {
    func applyReportingRawValue(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, rawValue: String
    ) {
        if tables.flatBytes != nil, let (result, raw) = applySingleByteKeepingRaw(edit, to: state) {
            return (result, String(decoding: raw, as: UTF8.self))
        }
        let result = applyGeneral(edit, to: state)
        return (result, rawValue(for: result.text))
    }
}

extension AmountFormat: RawValueReporting {
    func applyReportingRawValue(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, rawValue: String
    ) {
        let (result, raw) = applyKeepingRaw(edit, to: state)
        return (result, String(raw))
    }
}

extension CharacterFormat: RawValueReporting {
    /// A character format's display is its raw value: its scan reads every
    /// character of the display and its layout joins the raw characters, so
    /// the raw value of a result is the result's text, with no second pass.
    func applyReportingRawValue(_ edit: TextEdit, to state: TextEditingState) -> (
        state: TextEditingState, rawValue: String
    ) {
        let result = apply(edit, to: state)
        return (result, result.text)
    }
}
