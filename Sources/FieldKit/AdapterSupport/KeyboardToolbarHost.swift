/// Which of two possible keyboard toolbars shows the focus chain's
/// Previous / Next / Done buttons, so that exactly one ever does.
///
/// A form can mix the toolkit's own fields (SwiftUI `TextField`, which gets
/// SwiftUI's keyboard toolbar) with FieldKit's wrapped native fields (which
/// get the native input accessory view, because SwiftUI's keyboard toolbar
/// does not reach them). Both toolbars exist; the host decides which one has
/// buttons for the focused field.
package enum KeyboardToolbarHost: Sendable, Hashable {
    /// No field of the chain has focus, or the app turned the toolbar off
    /// (``FocusToolbarConfiguration/isShown``): neither toolbar shows buttons.
    case none
    /// The declarative toolkit's keyboard toolbar (a SwiftUI field has focus).
    case declarative
    /// The native input accessory view (a wrapped native field has focus).
    case inputAccessory

    /// The host for the field that has focus.
    ///
    /// - Parameters:
    ///   - focused: the chain's focused field, or `nil`.
    ///   - wrappedFields: the fields that are FieldKit's wrapped native
    ///     widgets; every other field is the declarative toolkit's own.
    ///   - isShown: whether the app shows the chain's toolbar at all.
    package static func host<ID: Hashable>(
        focused: ID?, wrappedFields: Set<ID>, isShown: Bool = true
    ) -> KeyboardToolbarHost {
        guard isShown, let focused else { return .none }
        return wrappedFields.contains(focused) ? .inputAccessory : .declarative
    }
}
