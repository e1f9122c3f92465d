import CGtk4
import FieldKit
import Glibc

/// The locale a GTK app's FieldKit texts follow: the process locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`) unless the app sets another.
///
/// ```swift
/// ProcessLocale.set("de_DE")            // or leave it to LANG
/// let row = FormRow(form: form, name: "card", label: "Kartennummer", input: card)
/// // form.messages: German
/// let toolbar = FocusToolbar(chain: form.focus)   // "Zurück", "Weiter", "Fertig"
/// ```
///
/// ``set(_:)`` also sets GTK's default widget direction from the language
/// (right to left for Arabic), so widgets made afterwards lay out mirrored.
/// ``messages`` carries the app's global overrides (``overrides``).
///
/// A ``FormRow`` gives its form ``messages`` (the form's
/// `FormModel.messages`, which every field's error message is written in),
/// and a ``FocusToolbar`` its labels; both follow a later ``set(_:)`` or a
/// change of ``overrides``: the form's messages are set again and the
/// toolbar's buttons relabelled. On GTK the process locale is the one source
/// of the form's language: an app's own texts go into ``overrides`` (or a
/// field's `messageOverride`), not into `form.messages`, which a row
/// replaces.
@MainActor
public enum ProcessLocale {
    /// The locale FieldKit's GTK widgets use; by default the process locale.
    public private(set) static var current: LocaleIdentifier = .posix { name in
        getenv(name).map { String(cString: $0) }
    }

    /// The app's own texts, consulted for every field before FieldKit's.
    public static var overrides: MessageCatalog.Override? {
        didSet { notifyFollowers() }
    }

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
        notifyFollowers()
    }

    /// What follows the locale: an owner held weakly and what to do now and
    /// after every change. Keyed by owner, so following twice applies once.
    private static var followers: [ObjectIdentifier: Follower] = [:]

    private struct Follower {
        weak var owner: AnyObject?
        let apply: @MainActor () -> Void
    }

    /// Runs `apply` now and after every ``set(_:)`` or change of
    /// ``overrides``, as long as `owner` lives; a second call for the same
    /// owner replaces the first.
    static func follow(_ owner: AnyObject, _ apply: @escaping @MainActor () -> Void) {
        followers = followers.filter { $0.value.owner != nil }
        followers[ObjectIdentifier(owner)] = Follower(owner: owner, apply: apply)
        apply()
    }

    private static func notifyFollowers() {
        followers = followers.filter { $0.value.owner != nil }
        for follower in followers.values { follower.apply() }
    }
}
