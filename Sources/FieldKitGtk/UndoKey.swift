import CGtk4

/// The undo and redo keys: Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y.
enum UndoKey: Equatable {
    case undo
    case redo

    /// The command for a key press, or `nil` for any other key.
    init?(keyval: UInt32, state: GdkModifierType) {
        let modifiers =
            state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue)
        let control = GDK_CONTROL_MASK.rawValue
        let shift = GDK_SHIFT_MASK.rawValue
        switch (Int32(keyval), modifiers) {
        case (GDK_KEY_z, control): self = .undo
        case (GDK_KEY_Z, control | shift), (GDK_KEY_z, control | shift), (GDK_KEY_y, control): self = .redo
        default: return nil
        }
    }
}
