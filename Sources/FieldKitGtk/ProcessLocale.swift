import CGtk4
import FieldKit
import Glibc

/// The locale a GTK app's FieldKit texts follow: the process locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`) unless the app sets another.
///
/// ```swift
/// ProcessLocale.set("de_DE")            // or leave it to LANG
/// form.messages = ProcessLocale.messages
/// let toolbar = FocusToolbar(chain: form.focus)   // "Zurück", "Weiter", "Fertig"
/// ```
///
/// ``set(_:)`` also sets GTK's default widget direction from the language
/// (right to left for Arabic), so widgets made afterwards lay out mirrored.
/// ``messages`` carries the app's global overrides (``overrides``).
@MainActor
public enum ProcessLocale {
    /// The locale FieldKit's GTK widgets use; by default the process locale.
    public private(set) static var current: LocaleIdentifier = .posix { name in
        getenv(name).map { String(cString: $0) }
    }

    /// The app's own texts, consulted for every field before FieldKit's.
    public static var overrides: MessageCatalog.Override?

    /// FieldKit's texts in ``current``'s language, with the app's ``overrides``.
    public static var messages: MessageCatalog {
        let catalog = MessageCatalog(locale: current)
        return overrides.map(catalog.overriding) ?? catalog
    }

    /// Whether ``current`` is written right to left.
    public static var isRightToLeft: Bool { messages.language.isRightToLeft }

    /// Makes `locale` the one FieldKit's GTK widgets use, and sets GTK's
    /// default widget direction to match it. Call it before building widgets.
    public static func set(_ locale: LocaleIdentifier) {
        current = locale
        gtk_widget_set_default_direction(isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }
}
