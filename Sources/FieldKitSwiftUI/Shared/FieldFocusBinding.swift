#if canImport(SwiftUI)
    import SwiftUI

    /// A field's focus binding, in whichever form the app holds it; the
    /// core's `FieldFocusBinding` writes only changes, so a widget that
    /// takes focus because the binding asked for it (during a view update)
    /// does not write the binding back during that update.
    ///
    /// SwiftUI's `.focused(_:equals:)` does not move a wrapped UIKit or AppKit
    /// widget's first responder; ``PlatformTextField`` takes the same
    /// `@FocusState` binding itself and drives the widget from it.
    extension FieldFocusBinding {
        init(_ binding: Binding<Bool>) {
            self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
        }

        init(_ binding: FocusState<Bool>.Binding) {
            self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
        }

        init<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) {
            self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }, equals: value)
        }
    }
#endif
