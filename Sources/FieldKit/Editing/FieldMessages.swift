/// The words FieldKit shows for characters a field left out, produced in
/// one place, from the message catalog.
///
/// The core reports values (``InputRejection`` and its ``InputRejection/Reason``);
/// adapters turn them into text here, at the edge, through a
/// ``MessageCatalog`` (every reason has a text in each ``MessageLanguage``,
/// and an app overrides any of them with ``MessageCatalog/overriding(_:with:)``).
///
/// ```swift
/// coordinator.onReject = { label.text = FieldMessages.text(for: $0) }
/// ```
public enum FieldMessages {
    /// The catalog key of a rejection's reason.
    public static func key(for reason: InputRejection.Reason) -> MessageKey {
        switch reason {
        case .notAccepted: .charactersNotAccepted
        case .tooLong: .charactersCut
        case .refusedByWidget: .charactersRefusedByWidget
        case .noFractionDigits(let currency):
            currency == nil ? .wholeNumbersOnly : .currencyHasNoFractionDigits
        }
    }

    /// What to tell the user about characters a field left out, such as
    /// "Characters left out: 3 (not accepted here)", in `catalog`'s language.
    public static func text(for rejection: InputRejection, in catalog: MessageCatalog = MessageCatalog())
        -> String
    {
        var arguments: [MessageKey.Placeholder: String] = [.count: String(rejection.dropped)]
        switch rejection.reason {
        case .tooLong(let maximumLength): arguments[.maximum] = String(maximumLength)
        case .noFractionDigits(let currency?): arguments[.currency] = currency
        default: break
        }
        return catalog.text(key(for: rejection.reason), arguments)
    }
}
