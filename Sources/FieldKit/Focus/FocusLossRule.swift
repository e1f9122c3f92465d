/// Where focus goes when the focused field is removed, disabled or hidden.
public enum FocusLossRule: Sendable, Hashable {
    /// To the next field that can take focus (the one that took its place),
    /// else the previous one, else nowhere. The default: the keyboard stays up
    /// and the user continues where they were.
    case moveToNeighbour
    /// Nowhere: focus is resigned.
    case resign
}
