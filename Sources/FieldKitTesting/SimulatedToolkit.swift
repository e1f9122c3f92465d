import FieldKit

/// Which toolkit a ``SimulatedField`` behaves like, where toolkits differ.
///
/// Each toolkit drives the coordinator through the same package-level
/// adapter code its real adapter calls, in the order the toolkit calls it.
public enum SimulatedToolkit: Sendable, Hashable, CaseIterable {
    /// UIKit (`UITextField`, `UITextView`): the delegate is asked before an
    /// edit (`shouldChangeCharactersIn`), UIKit applies its own edit, reports
    /// the selection, then the change (`.editingChanged`,
    /// `textViewDidChange`) with the text it shows. Input methods compose
    /// inline as marked text; the widget reports nothing but its selection
    /// while the app writes into it.
    case uiKit
    /// AppKit (`NSTextField` through its field editor, `NSTextView`): the
    /// editor asks before an edit (`shouldChangeText(in:replacementString:)`),
    /// applies it, reports the selection, then the change
    /// (`controlTextDidChange`, `textDidChange`). Composes inline as UIKit does.
    case appKit
    /// GTK 4: input methods compose in a preedit outside the text, committed
    /// as an ordinary insertion; writing the text emits change signals
    /// synchronously, which the coordinator must ignore; leaving the field
    /// commits the preedit before focus-out is reported.
    case gtk

    /// Whether the toolkit announces an edit before making it and reports
    /// the change afterwards with the text it shows (UIKit, AppKit).
    public var announcesEdits: Bool { self != .gtk }
}
