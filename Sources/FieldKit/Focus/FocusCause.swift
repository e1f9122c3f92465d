/// Why focus moved: every ``FocusMove`` carries one.
///
/// Adapters and apps react differently to different causes: scroll the newly
/// focused field into view after a toolbar or return-key move, but not after
/// the user tapped it (it is already where their finger is).
public enum FocusCause: Sendable, Hashable, CustomStringConvertible {
    /// The user put focus into a field directly (tap, click); the widget
    /// reported it through ``TextInputCoordinator/didBeginEditing()``.
    case userTap
    /// The user moved focus with the keyboard (Tab, Shift-Tab), not return.
    case keyboard
    /// The user pressed return and the field's return-key role moved focus.
    case returnKey
    /// The user pressed Previous, Next or Done on the keyboard toolbar.
    case toolbar
    /// The app asked for the move.
    case app
    /// A form's submit attempt moved focus to its first invalid field.
    case validation
    /// The focused field was removed, disabled or hidden, and the chain moved
    /// focus by its documented rule (see ``FocusChain``).
    case fieldUnavailable
    /// The widget lost focus by itself (tap outside any field, window
    /// deactivated, keyboard dismissed by the system).
    case focusLost

    /// The case name, for logs.
    public var description: String {
        switch self {
        case .userTap: "userTap"
        case .keyboard: "keyboard"
        case .returnKey: "returnKey"
        case .toolbar: "toolbar"
        case .app: "app"
        case .validation: "validation"
        case .fieldUnavailable: "fieldUnavailable"
        case .focusLost: "focusLost"
        }
    }
}
