#if canImport(SwiftUI)
    /// The native traits of a ``PlatformTextField`` or ``PlatformTextEditor``
    /// as FieldKit's modifiers set them; `nil` where no modifier asked.
    struct TextFieldOptions {
        var keyboard: TextFieldKeyboard?
        var content: TextFieldContent?
        var capitalization: TextFieldCapitalization?
        var autocorrection: Bool?
        var isSecure = false
        var returnKey = ReturnKeyLabel.automatic

        /// The text-input traits the app chose: each one wins over the format's.
        var textInputTraits: TextInputTraits {
            TextInputTraits(
                keyboard: keyboard, content: content, capitalization: capitalization,
                autocorrection: autocorrection)
        }
    }
#endif
