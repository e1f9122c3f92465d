#if canImport(SwiftUI)
    import SwiftUI

    /// A field's focus binding, in whichever form the app holds it.
    ///
    /// Writes happen only when the value changes, so a widget that takes
    /// focus because the binding asked for it (during a view update) does not
    /// write the binding back during that update.
    ///
    /// SwiftUI's `.focused(_:equals:)` does not move a wrapped UIKit or AppKit
    /// widget's first responder; ``PlatformTextField`` takes the same
    /// `@FocusState` binding itself and drives the widget from it.
    @MainActor
    struct FieldFocusBinding {
        let read: () -> Bool
        let write: (Bool) -> Void

        init(_ binding: Binding<Bool>) {
            read = { binding.wrappedValue }
            write = { isFocused in
                if binding.wrappedValue != isFocused { binding.wrappedValue = isFocused }
            }
        }

        init(_ binding: FocusState<Bool>.Binding) {
            read = { binding.wrappedValue }
            write = { isFocused in
                if binding.wrappedValue != isFocused { binding.wrappedValue = isFocused }
            }
        }

        init<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) {
            read = { binding.wrappedValue == value }
            write = { isFocused in
                if isFocused {
                    if binding.wrappedValue != value { binding.wrappedValue = value }
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            }
        }
    }
#endif
