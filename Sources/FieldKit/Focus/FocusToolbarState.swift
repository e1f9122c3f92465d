/// The state of a keyboard toolbar's Previous, Next and Done buttons.
///
/// ``FocusChain/toolbar`` holds one and changes it only when a button's state
/// really changes, so a toolbar observing it redraws only then. One toolbar
/// serves the whole chain (not one per field), which is what keeps toolbars
/// from appearing once per field.
public struct FocusToolbarState: Sendable, Hashable, CustomStringConvertible {
    /// Whether Previous would move focus.
    public var canGoPrevious: Bool
    /// Whether Next would move focus.
    public var canGoNext: Bool
    /// Whether Done would resign focus (some field of the chain has focus).
    public var isDoneEnabled: Bool

    /// A toolbar state; by default every button is off.
    public init(canGoPrevious: Bool = false, canGoNext: Bool = false, isDoneEnabled: Bool = false) {
        self.canGoPrevious = canGoPrevious
        self.canGoNext = canGoNext
        self.isDoneEnabled = isDoneEnabled
    }

    /// Which buttons are on, for logs.
    public var description: String {
        "FocusToolbarState(previous: \(canGoPrevious), next: \(canGoNext), done: \(isDoneEnabled))"
    }
}
