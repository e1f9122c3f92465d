/// The field a keyboard toolbar acts on: the focused field, or, while the
/// toolbar holds keyboard focus itself (a keyboard user tabbed into it), the
/// field focus came from.
///
/// Without this, tabbing from the last field onto the toolbar's first button
/// leaves no field focused, every button turns off under the keyboard, and
/// Done cannot be reached with Tab (WCAG 2.2 success criteria 2.1.1 and
/// 2.4.3). An adapter tells it where focus is; the toolbar's buttons use
/// ``target``, and its state comes from ``FocusChain/toolbarState(actingOn:)``.
package struct ToolbarTarget<ID: Hashable & Sendable>: Sendable {
    /// The field that had focus most recently.
    package private(set) var lastField: ID?
    /// Whether the toolbar has keyboard focus.
    package private(set) var toolbarHasFocus = false

    package init() {}

    /// The chain's focused field changed to `field` (`nil`: no field has focus).
    package mutating func chainFocusDidChange(to field: ID?) {
        if let field {
            lastField = field
            toolbarHasFocus = false
        }
    }

    /// Keyboard focus entered (`true`) or left (`false`) the toolbar.
    package mutating func toolbarFocusDidChange(_ hasFocus: Bool) {
        toolbarHasFocus = hasFocus
    }

    /// The field the buttons act on: the focused one, else, while the
    /// toolbar has keyboard focus, the one focus came from; `nil` when the
    /// buttons have nothing to act on.
    package func target(focused: ID?) -> ID? {
        focused ?? (toolbarHasFocus ? lastField : nil)
    }

    /// Whether the toolbar must show the state of ``target(focused:)`` rather
    /// than the chain's own (which has every button off with no field focused).
    package func actsOnLastField(focused: ID?) -> Bool {
        focused == nil && toolbarHasFocus && lastField != nil
    }
}
