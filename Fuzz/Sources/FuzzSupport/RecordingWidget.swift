import FieldKit

/// A fake native widget: it holds its own text, selection, inline marked text
/// and GTK-style preedit, applies the user's edits itself as a toolkit would,
/// and records every command the coordinator sends.
///
/// It fails (through ``require(_:_:file:line:)``) when the coordinator writes
/// text or selection into it while it composes, and echoes every write back as
/// a change event, as GTK's signals do, which the coordinator must ignore.
@MainActor
public final class RecordingWidget: TextInputWidget {
    /// What the widget shows.
    public var shown: TextEditingState
    /// GTK-style preedit, outside the text; empty when not composing that way.
    public var preedit = ""
    /// Whether the widget has keyboard focus.
    public var isFocused = false
    /// The coordinator driving this widget (for echoes and focus callbacks).
    public weak var coordinator: TextInputCoordinator?
    /// How many `show` / `select` commands arrived.
    public private(set) var writes = 0

    /// A widget showing `state`.
    public init(showing state: TextEditingState) { shown = state }

    /// Whether an input method is composing in the widget.
    public var isComposing: Bool { shown.hasMarkedText || !preedit.isEmpty }

    /// Sets text and selection, refusing while composing, then echoes the change.
    public func show(_ state: TextEditingState) {
        require(!isComposing, "show() while the widget composes")
        writes += 1
        shown = state
        try? coordinator?.didChangeText(
            to: state.text, selection: state.offsets(of: state.selection, in: .utf16))
    }

    /// Sets the selection, refusing while composing or when the text differs.
    public func select(_ state: TextEditingState) {
        require(!isComposing, "select() while the widget composes")
        require(state.text == shown.text, "select() sent with a text the widget does not show")
        writes += 1
        shown.select(state.selection)
        try? coordinator?.didChangeSelection(to: state.offsets(of: state.selection, in: .unicodeScalars))
    }

    /// Takes focus and reports it, as a toolkit does synchronously.
    public func focus() {
        guard !isFocused else { return }
        isFocused = true
        coordinator?.didBeginEditing()
    }

    /// Gives up focus: the input method commits what it shows, then the toolkit reports the end.
    public func resignFocus() {
        guard isFocused else { return }
        isFocused = false
        try? shown.setMarkedRange(nil)
        preedit = ""
        coordinator?.didEndEditing()
    }
}
