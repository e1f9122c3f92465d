/// What one field's accessibility element is told, and what is announced
/// about it, on a toolkit whose screen reader does not speak a change of the
/// focused field's hint (VoiceOver): the rule the UIKit and AppKit adapters
/// and FieldKitTesting's simulated fields share.
///
/// Each ``update(_:values:hasFocus:chainAnnouncement:messages:)`` returns the
/// element values to assign only when they differ from the last ones
/// assigned, so an adapter never re-assigns the same strings on every view
/// update, and the sentences to announce, in order: the chain's new status
/// message (a failed submit's count, a card brand), then what
/// ``FieldAccessibility/announcement(after:hasFocus:wasLeft:focusedDescriptionIsSpoken:messages:)``
/// says for this field; and whether the screen reader's cursor moves to the
/// field (``Update/movesScreenReaderFocus``). What a field left out of a paste is announced by the
/// adapter's rejection notice, so it is not said twice.
@MainActor
package final class FieldSpeech {
    /// What the adapter was last asked to assign.
    package private(set) var applied: AccessibilityElementValues?
    private var last: FieldAccessibility?
    private var hadFocus = false
    private var lastTimesLeft: Int?

    package init() {}

    /// What the adapter does after one update.
    package struct Update: Equatable {
        /// The values to assign, or `nil` when they did not change.
        package var assign: AccessibilityElementValues?
        /// The sentences to announce politely, in order.
        package var announcements: [String]
        /// Whether the adapter moves the screen reader's cursor to the field
        /// (UIKit: a layout change naming the widget; AppKit: the focused
        /// element changed): once, when a failed submit gave this field
        /// focus (``FocusCause/validation``), so that VoiceOver reads the
        /// first field to correct instead of staying on the submit button.
        /// A field that had focus already, or got it otherwise, never asks.
        package var movesScreenReaderFocus = false
    }

    /// The field is now described by `field` and its element should hold
    /// `values`; `chainAnnouncement` is the chain's status message not yet
    /// spoken by any field, if any.
    /// `focusMovedForValidation` says that a failed submit moved focus
    /// (``FocusChain/lastMoveIsForValidation``): a field it left was not left
    /// by the user. `timesLeft`, for a form field, is its
    /// ``FieldModel/timesLeft``: updates run later than focus moves, and a
    /// field focused, edited and left between two of them was left although
    /// neither update saw it focused; without it, a field was left when it
    /// had focus at the last update and has none now.
    package func update(
        _ field: FieldAccessibility, values: AccessibilityElementValues, hasFocus: Bool,
        chainAnnouncement: String?, messages: MessageCatalog, focusMovedForValidation: Bool = false,
        timesLeft: Int? = nil
    ) -> Update {
        var announcements: [String] = []
        if let chainAnnouncement { announcements.append(chainAnnouncement) }
        var spoken = field
        spoken.notice = nil
        let wasLeft =
            if let timesLeft, let lastTimesLeft {
                !hasFocus && timesLeft != lastTimesLeft
            } else {
                hadFocus && !hasFocus && !focusMovedForValidation
            }
        lastTimesLeft = timesLeft
        if let last,
            let sentence = spoken.announcement(
                after: last, hasFocus: hasFocus, wasLeft: wasLeft, focusedDescriptionIsSpoken: false,
                messages: messages)
        {
            announcements.append(sentence)
        }
        let gainedFocus = hasFocus && !hadFocus
        last = spoken
        hadFocus = hasFocus
        let assign = values == applied ? nil : values
        applied = values
        return Update(
            assign: assign, announcements: announcements,
            movesScreenReaderFocus: Self.movesScreenReaderFocus(
                gainedFocus: gainedFocus, focusMovedForValidation: focusMovedForValidation))
    }

    /// Whether a field that `gainedFocus` (it had none before) moves the
    /// screen reader's cursor to itself: only when a failed submit made the
    /// move (``FocusChain/lastMoveIsForValidation``).
    package static func movesScreenReaderFocus(gainedFocus: Bool, focusMovedForValidation: Bool) -> Bool {
        gainedFocus && focusMovedForValidation
    }

    /// Forgets what was assigned (a new widget replaced the old one), so the
    /// next update assigns everything again.
    package func widgetDidChange() {
        applied = nil
    }
}
