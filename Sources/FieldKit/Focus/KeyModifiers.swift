/// Modifier keys held with a key, as an adapter reads them from its
/// toolkit's event (`NSEvent.modifierFlags`, `UIKeyModifierFlags`,
/// `GdkModifierType`). Lock keys (Caps Lock, Num Lock) are not modifiers here.
package struct KeyModifiers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    package static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    package static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option on Apple keyboards, Alt elsewhere.
    package static let option = KeyModifiers(rawValue: 1 << 2)
    /// Command on Apple keyboards; Super (the logo key) elsewhere.
    package static let command = KeyModifiers(rawValue: 1 << 3)
}

extension KeyModifiers {
    /// Each modifier and its flag in a toolkit's flag set, in one order.
    private static func pairs<Flags>(shift: Flags, control: Flags, option: Flags, command: Flags)
        -> [(KeyModifiers, Flags)]
    {
        [(.shift, shift), (.control, control), (.option, option), (.command, command)]
    }

    /// The modifiers held in a toolkit's `flags`, given each modifier's flag
    /// there (AppKit's `.option` is UIKit's `.alternate` and GDK's Alt
    /// mask). Any other flag (Caps Lock, the keypad, a function key) is no
    /// modifier here.
    ///
    /// ```swift
    /// let held: Set<String> = ["shift", "caps lock"]
    /// let modifiers = KeyModifiers(
    ///     held, shift: ["shift"], control: ["ctrl"], option: ["alt"], command: ["super"])
    /// // modifiers == .shift
    /// ```
    package init<Flags: SetAlgebra>(
        _ flags: Flags, shift: Flags, control: Flags, option: Flags, command: Flags
    ) {
        self = []
        for (modifier, flag) in Self.pairs(shift: shift, control: control, option: option, command: command)
        where flags.isSuperset(of: flag) {
            insert(modifier)
        }
    }

    /// These modifiers as a toolkit's flag set, given each modifier's flag
    /// there (the inverse of ``init(_:shift:control:option:command:)``).
    package func flags<Flags: SetAlgebra>(shift: Flags, control: Flags, option: Flags, command: Flags)
        -> Flags
    {
        var flags = Flags()
        for (modifier, flag) in Self.pairs(shift: shift, control: control, option: option, command: command)
        where contains(modifier) {
            flags.formUnion(flag)
        }
        return flags
    }
}
