/// Why an editing session ended, as reported to `onEndEditing`.
public enum EndEditingReason: Sendable, Hashable {
    /// The user pressed return (or its equivalent) in the field.
    case returnKey
    /// Focus moved elsewhere: the user tapped another field, pressed Tab,
    /// used a toolbar button, or the window lost focus.
    case focusMoved
    /// The app asked the field to resign focus.
    case resigned
}
