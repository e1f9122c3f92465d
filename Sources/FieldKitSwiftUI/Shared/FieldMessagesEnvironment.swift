#if canImport(SwiftUI)
    import SwiftUI

    private struct FieldMessageOverrideKey: EnvironmentKey {
        static let defaultValue: MessageCatalog.Override? = nil
    }

    extension EnvironmentValues {
        /// FieldKit's texts (validation messages, the keyboard toolbar's
        /// labels, accessibility labels) in the language of the environment's
        /// `locale`, with the app's overrides set by
        /// ``SwiftUI/View/fieldMessages(_:)``.
        ///
        /// ```swift
        /// struct CardNumberError: View {
        ///     let form: FormModel<String>
        ///     @Environment(\.fieldMessages) private var messages
        ///
        ///     var body: some View {
        ///         if let error = form["card"]?.error { Text(messages.message(for: error)) }
        ///     }
        /// }
        /// ```
        public var fieldMessages: MessageCatalog {
            let catalog = MessageCatalog(locale: LocaleIdentifier(locale.identifier))
            return self[FieldMessageOverrideKey.self].map(catalog.overriding) ?? catalog
        }
    }

    extension View {
        /// Replaces FieldKit's texts for the views below: `override` returns a
        /// template (with the key's placeholders) for a key and language, or
        /// `nil` to keep FieldKit's. Set it once at the root for the whole app.
        public func fieldMessages(_ override: @escaping MessageCatalog.Override) -> some View {
            environment(\.fieldMessageOverrideValue, override)
        }
    }

    extension EnvironmentValues {
        fileprivate var fieldMessageOverrideValue: MessageCatalog.Override? {
            get { self[FieldMessageOverrideKey.self] }
            set { self[FieldMessageOverrideKey.self] = newValue }
        }
    }
#endif
