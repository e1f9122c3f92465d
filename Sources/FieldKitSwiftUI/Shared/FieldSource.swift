#if canImport(SwiftUI)
    import SwiftUI

    /// Where a FieldKit field's value lives: a SwiftUI binding, or a field of
    /// a ``/FieldKit/FormModel`` (which then also owns the format, the secure
    /// flag and the focus chain). The core's `FieldModelSource` decides what
    /// a view update does with it.
    typealias FieldSource = FieldModelSource

    extension FieldModelSource {
        /// A SwiftUI binding's getter and setter.
        static func binding(_ text: Binding<String>) -> FieldModelSource {
            .value(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
        }
    }
#endif
