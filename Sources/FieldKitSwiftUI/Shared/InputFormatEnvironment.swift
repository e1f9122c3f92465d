#if canImport(SwiftUI)
    import SwiftUI

    private struct InputFormatKey: EnvironmentKey {
        static let defaultValue: any InputFormat = IdentityFormat()
    }

    extension EnvironmentValues {
        /// The live format of the ``PlatformTextField``s and
        /// ``PlatformTextEditor``s below, set with ``SwiftUI/View/inputFormat(_:)``.
        public var inputFormat: any InputFormat {
            get { self[InputFormatKey.self] }
            set { self[InputFormatKey.self] = newValue }
        }
    }

    extension View {
        /// Formats the text of the FieldKit fields in this view as the user
        /// types: `.inputFormat(.cardNumber)`.
        ///
        /// The format never rejects the native edit; it normalises it after
        /// the fact, so AutoFill, paste and dictation keep working, and the
        /// binding receives the format's raw value (digits of a card).
        public func inputFormat(_ format: some InputFormat) -> some View {
            environment(\.inputFormat, format)
        }
    }
#endif
