/// The format that changes nothing: plain text fields and editors.
public struct IdentityFormat: InputFormat, Hashable {
    /// The identity format.
    public init() {}

    /// The edit exactly as the user made it.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        state.replacing(edit.range, with: edit.replacement)
    }

    /// The value itself.
    public func displayText(for value: String) -> String { value }

    /// The display text itself.
    public func rawValue(for displayText: String) -> String { displayText }

    /// Always valid.
    public func validity(of displayText: String) -> FormatValidity { .valid }

    /// Always true.
    public var isIdentity: Bool { true }
}

extension InputFormat where Self == IdentityFormat {
    /// Text exactly as typed.
    public static var identity: IdentityFormat { IdentityFormat() }
}
