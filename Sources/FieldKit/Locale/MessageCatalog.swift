/// The text a user reads for a ``ValidationReason``, a toolbar button or an
/// accessibility label, in a locale's language, with the app's overrides.
///
/// FieldKit ships every ``MessageKey`` in every ``MessageLanguage``; a locale
/// whose language is not shipped reads English. An app replaces any text,
/// for every field (the adapters' global catalog) or for one field
/// (``FieldModel/messageOverride``), with a template that may use the key's
/// placeholders:
///
/// ```swift
/// let messages = MessageCatalog(locale: "de_DE").overriding { key, language in
///     key == .required && language == .german ? "Bitte ausfüllen" : nil
/// }
/// messages.message(for: .required)               // "Bitte ausfüllen"
/// messages.message(for: .tooShort(minimum: 3))   // "Mindestens 3 Zeichen eingeben"
/// ```
///
/// In a right-to-left language each filled placeholder is wrapped in Unicode
/// isolates (U+2068 … U+2069), so that a Latin code such as `DE` or `Visa`
/// does not reorder the sentence around it. Messages are display text; no
/// model value ever holds such characters.
public struct MessageCatalog: Sendable {
    /// A replacement template for `key` in `language`, or `nil` to keep FieldKit's.
    public typealias Override = @Sendable (_ key: MessageKey, _ language: MessageLanguage) -> String?

    /// The locale the catalog was made for.
    public let locale: LocaleIdentifier
    /// The language its texts are in: the locale's, or English when FieldKit does not ship it.
    public let language: MessageLanguage
    private var overrides: [Override] = []

    /// FieldKit's texts for `locale`.
    public init(locale: LocaleIdentifier = .english) {
        self.locale = locale
        language = MessageLanguage(locale) ?? .english
    }

    /// This catalog with `override` consulted first (before earlier overrides).
    public func overriding(_ override: @escaping Override) -> MessageCatalog {
        var copy = self
        copy.overrides.insert(override, at: 0)
        return copy
    }

    /// This catalog with `template` for `key` in every language.
    public func overriding(_ key: MessageKey, with template: String) -> MessageCatalog {
        overriding { candidate, _ in candidate == key ? template : nil }
    }

    /// The message for `reason`: the app's text of a ``ValidationReason/custom(_:)``
    /// as it is, otherwise the (overridden) template with its placeholders filled.
    public func message(for reason: ValidationReason) -> String {
        guard let key = reason.key else {
            if case .custom(let text) = reason { return text }
            return ""
        }
        return text(key, reason.arguments)
    }

    /// The text of `key` with `arguments` in its placeholders. A key with a
    /// count (``MessageKey/pluralPlaceholder``) takes the form of the count's
    /// CLDR plural category in the catalog's language ("Enter at least 1
    /// character", "... 2 characters"); an app's override is used for every count.
    public func text(_ key: MessageKey, _ arguments: [MessageKey.Placeholder: String] = [:]) -> String {
        var template: String?
        for override in overrides {
            template = override(key, language)
            if template != nil { break }
        }
        if template == nil, let placeholder = key.pluralPlaceholder,
            let count = arguments[placeholder].flatMap(Int.init)
        {
            template = MessageTable.pluralTemplate(
                key, in: language, category: language.pluralCategory(of: count))
        }
        let chosen =
            template ?? MessageTable.template(key, in: language) ?? MessageTable.template(key, in: .english)
            ?? ""
        return Self.fill(chosen, arguments, isolate: language.isRightToLeft)
    }

    /// `template` with each `{name}` of `arguments` replaced; other braces stay.
    static func fill(_ template: String, _ arguments: [MessageKey.Placeholder: String], isolate: Bool)
        -> String
    {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"),
                let name = MessageKey.Placeholder(rawValue: String(after[..<close])),
                let value = arguments[name]
            {
                out += isolate ? "\u{2068}\(value)\u{2069}" : value
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        out += rest
        return out
    }
}
