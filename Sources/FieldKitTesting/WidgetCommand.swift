import FieldKit

/// A command a ``/FieldKit/TextInputCoordinator`` sent to the simulated widget, as the
/// widget received it (positions in UTF-16, as UIKit and AppKit count).
///
/// A test asserts on these to prove which writes happened and, as often,
/// which did not: a coordinator that writes into a widget while an input
/// method composes breaks the composition on a real device.
public enum WidgetCommand: Sendable, Hashable {
    /// The coordinator set the text and the selection.
    case show(text: String, selection: Range<Int>)
    /// The coordinator moved the selection without changing the text.
    case select(Range<Int>)
    /// The coordinator asked the widget to take keyboard focus.
    case focus
    /// The coordinator asked the widget to give up keyboard focus.
    case resignFocus
}
