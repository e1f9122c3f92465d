/// A field's focus binding, in whichever form the app holds it (a
/// `Binding<Bool>`, or a focus state compared with one field's value),
/// reduced to reading "is this field focused" and writing it.
///
/// Writes happen only when the value changes, so a widget that takes focus
/// because the binding asked for it (during a view update) does not write
/// the binding back during that update.
@MainActor
package struct FieldFocusBinding {
    /// Whether the binding wants the field focused.
    package let read: () -> Bool
    /// Tells the binding whether the field is focused; writes only a change.
    package let write: (Bool) -> Void

    /// A `Bool` binding.
    package init(get: @escaping () -> Bool, set: @escaping (Bool) -> Void) {
        read = get
        write = { isFocused in
            guard get() != isFocused else { return }
            set(isFocused)
        }
    }

    /// A focus state holding the focused field's `value`, or `nil`: the
    /// field is focused when the state holds `value`, and losing focus
    /// clears the state only while it still names this field.
    package init<Value: Equatable>(
        get: @escaping () -> Value?, set: @escaping (Value?) -> Void, equals value: Value
    ) {
        read = { get() == value }
        write = { isFocused in
            let holdsValue = get() == value
            guard holdsValue != isFocused else { return }
            set(isFocused ? value : nil)
        }
    }
}
