/// Brings a widget's first-responder status in line with an app's focus
/// binding (an `isFirstResponder`-style `Binding<Bool>`, or SwiftUI's
/// `@FocusState` compared with a field's value).
///
/// The binding is written by the adapter from the widget's begin / end
/// editing events, synchronously; on the next view update this function says
/// whether the widget must still move. Asking only when the two disagree is
/// what keeps a view update from re-focusing a field the user just left.
package enum FocusBindingSync: Sendable, Hashable {
    /// The widget already matches the binding.
    case none
    /// Make the widget first responder.
    case focus
    /// Make the widget give up first responder.
    case resign

    /// The command for a binding that wants `bindingIsFocused` (or has no
    /// opinion, `nil`) and a widget whose focus is `widgetIsFocused`.
    package static func command(bindingIsFocused: Bool?, widgetIsFocused: Bool) -> FocusBindingSync {
        guard let bindingIsFocused, bindingIsFocused != widgetIsFocused else { return .none }
        return bindingIsFocused ? .focus : .resign
    }
}
