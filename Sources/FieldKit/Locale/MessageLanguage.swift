/// A language FieldKit ships messages in.
public enum MessageLanguage: String, Sendable, Hashable, CaseIterable {
    /// English, the fallback.
    case english = "en"
    /// German.
    case german = "de"
    /// Italian.
    case italian = "it"
    /// Korean.
    case korean = "ko"
    /// Russian.
    case russian = "ru"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"
    /// Japanese.
    case japanese = "ja"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"
    /// Arabic.
    case arabic = "ar"

    /// The shipped language for `locale`, or `nil` when FieldKit has none
    /// (Chinese in the Traditional script, or written for Taiwan, Hong Kong
    /// or Macao, is not Simplified Chinese).
    public init?(_ locale: LocaleIdentifier) {
        if locale.language == "zh" {
            let traditional =
                locale.script == "Hant"
                || (locale.script == nil && ["TW", "HK", "MO"].contains(locale.region ?? ""))
            if traditional { return nil }
            self = .simplifiedChinese
            return
        }
        guard let language = MessageLanguage(rawValue: locale.language), language != .simplifiedChinese else {
            return nil
        }
        self = language
    }

    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { self == .arabic }
}
