import FieldKit

/// Which kind of native widget a ``SimulatedField`` is: a single-line field
/// or a multi-line text view of its ``SimulatedToolkit``.
public enum SimulatedWidgetKind: Sendable, Hashable, CaseIterable {
    /// `UITextField`, `NSTextField`, `GtkEntry`.
    case textField
    /// `UITextView`, `NSTextView`, `GtkTextView`.
    case textView
}
