/// A locale named the way platforms name it: `"de_DE"`, `"de-DE"`,
/// `"zh-Hans-CN"`, or a POSIX `LANG` value such as `"de_DE.UTF-8"`.
///
/// The core has no Foundation, so it carries a locale as its identifier,
/// split into language, script and region. Adapters make one from the
/// platform's locale (SwiftUI's `\.locale`, GTK's `LANG` / `LC_MESSAGES`);
/// messages (``MessageCatalog``) and amounts (``AmountFormat``) read it.
///
/// ```swift
/// let locale = LocaleIdentifier("de_DE.UTF-8")
/// locale.language   // "de"
/// locale.region     // "DE"
/// ```
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The lowercase language code, such as `"de"`; `"en"` for `C` and `POSIX`.
    public let language: String
    /// The title-case script code, such as `"Hans"`, when the identifier names one.
    public let script: String?
    /// The uppercase region code, such as `"DE"`, when the identifier names one.
    public let region: String?

    /// Parses `identifier`; the encoding (`.UTF-8`) and modifier (`@euro`)
    /// of a POSIX name are ignored. An empty, `C` or `POSIX` name is English.
    public init(_ identifier: String) {
        var name = Substring(identifier)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        let first = parts.first.map { $0.lowercased() } ?? ""
        if first.isEmpty || first == "c" || first == "posix" {
            language = "en"
            script = nil
            region = nil
            return
        }
        language = first
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, script == nil, region == nil, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, part.count == 2 || part.count == 3 {
                region = part.uppercased()
            }
        }
        self.script = script
        self.region = region
    }

    /// A locale from a string literal, such as `"ar_EG"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The identifier with underscores: `"zh_Hans_CN"`, `"de_DE"`, `"en"`.
    public var identifier: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "_")
    }

    /// The identifier with underscores, as ``identifier``.
    public var description: String { identifier }

    /// English (no region): the language FieldKit falls back to.
    public static let english = LocaleIdentifier("en")

    /// The locale of a POSIX process environment: the first non-empty of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG`, as C's `setlocale` reads them for
    /// messages; English when none is set.
    ///
    /// - Parameter environment: looks up one variable (GTK's adapter passes `getenv`).
    public static func posix(_ environment: (String) -> String?) -> LocaleIdentifier {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment(name), !value.isEmpty { return LocaleIdentifier(value) }
        }
        return .english
    }
}
