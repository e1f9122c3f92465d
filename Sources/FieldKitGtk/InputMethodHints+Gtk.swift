import CGtk4

extension InputMethodHints {
    /// The traits the coordinator handed a field, as GTK's purpose and
    /// hints (the core decides them: ``/FieldKit/TextInputTraits`` and
    /// whether the coordinator hides its text).
    @MainActor
    init(for coordinator: TextInputCoordinator, traits: TextInputTraits) {
        self.init(traits: traits, isSecure: coordinator.isSecure)
    }

    /// GTK's constant for ``purpose``.
    var gtkPurpose: GtkInputPurpose {
        switch purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .alpha: GTK_INPUT_PURPOSE_ALPHA
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        case .terminal: GTK_INPUT_PURPOSE_TERMINAL
        }
    }

    /// GTK's flags for ``flags``.
    var gtkHints: GtkInputHints {
        GtkInputHints(
            rawValue: Self.gtkFlags.reduce(GTK_INPUT_HINT_NONE.rawValue) { hints, pair in
                flags.contains(pair.flag) ? hints | pair.gtk.rawValue : hints
            })
    }

    /// Each flag with GTK's constant for it.
    private static let gtkFlags: [(flag: Flags, gtk: GtkInputHints)] = [
        (.spellCheck, GTK_INPUT_HINT_SPELLCHECK), (.noSpellCheck, GTK_INPUT_HINT_NO_SPELLCHECK),
        (.wordCompletion, GTK_INPUT_HINT_WORD_COMPLETION), (.lowercase, GTK_INPUT_HINT_LOWERCASE),
        (.uppercaseCharacters, GTK_INPUT_HINT_UPPERCASE_CHARS),
        (.uppercaseWords, GTK_INPUT_HINT_UPPERCASE_WORDS),
        (.uppercaseSentences, GTK_INPUT_HINT_UPPERCASE_SENTENCES),
        (.inhibitOnScreenKeyboard, GTK_INPUT_HINT_INHIBIT_OSK),
        (.verticalWriting, GTK_INPUT_HINT_VERTICAL_WRITING), (.emoji, GTK_INPUT_HINT_EMOJI),
        (.noEmoji, GTK_INPUT_HINT_NO_EMOJI), (.private, GTK_INPUT_HINT_PRIVATE),
    ]
}
