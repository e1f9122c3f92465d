import CGtk4

/// A FieldKit text input that a form row can hold: a ``TextField`` or a
/// ``TextEditor``.
@MainActor
public protocol FormInput: AnyObject {
    /// The coordinator the input drives.
    var coordinator: TextInputCoordinator { get }
    /// The widget to put in a container.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The widget that takes keyboard focus and carries the accessible name.
    var focusWidget: UnsafeMutablePointer<GtkWidget> { get }
    /// The name a screen reader announces.
    var accessibleLabel: String? { get set }
    /// The text a screen reader reads after the name (a validation message).
    var accessibleDescription: String? { get set }
    /// The message about characters the field left out, if one is showing.
    var rejectionMessage: String? { get }
    /// Called when ``rejectionMessage`` changes.
    var onRejectionMessageChange: ((String?) -> Void)? { get set }
}

extension TextField: FormInput {
    /// The entry itself: GTK forwards its focus to the inner text.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { widget }
}

extension TextEditor: FormInput {
    /// The text view inside the editor's frame.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { textView }
}
