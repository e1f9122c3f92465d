/// Which text the coordinator writes into the app's model (the binding).
public enum ModelValueKind: Sendable, Hashable {
    /// The raw value: a card's digits, an IBAN without spaces. The default.
    case raw
    /// The text as displayed, with the format's separators.
    case displayText
}
