import FieldKit
import Testing

/// The Apple text widget a catalogued case happened in; each one reaches the
/// coordinator by its adapter's own route.
enum AppleWidget: String, Sendable {
    /// `UITextField`: should-change, `textFieldDidChangeSelection`, `.editingChanged`.
    case uiTextField = "UITextField"
    /// `UITextView`: should-change, `textViewDidChangeSelection`, `textViewDidChange`.
    case uiTextView = "UITextView"
    /// `NSTextField`: the field editor edits; the adapter hears `controlTextDidChange` only.
    case nsTextField = "NSTextField"
    /// `NSTextView`: should-change, `textViewDidChangeSelection`, `textDidChange`.
    case nsTextView = "NSTextView"
}

/// The format of a catalogued field, as data so that a case stays `Sendable`.
enum CatalogueFormat: Sendable {
    case identity
    case cardNumber
    case phone(String)
    case pattern(String)
    case digits(max: Int)
    case letters

    var format: any InputFormat {
        switch self {
        case .identity: IdentityFormat()
        case .cardNumber: CardNumberFormat()
        case .phone(let region): PhoneNumberFormat(region: PhoneRegion(region))
        case .pattern(let pattern): PatternFormat(pattern)
        case .digits(let max): CharacterFormat.digits(max: max)
        case .letters: CharacterFormat.letters
        }
    }
}

/// How the field starts: its format, bound, secrecy and the model value it shows.
struct CatalogueField: Sendable {
    var format: CatalogueFormat = .identity
    /// The model value the field starts with.
    var model = ""
    /// The most characters the field holds; `nil` keeps the coordinator's default.
    var maximumLength: Int? = nil
    var isSecure = false
}

/// One thing the toolkit does, at the level of the calls an adapter receives.
///
/// Positions are UTF-16 offsets, as UIKit and AppKit count. The single steps
/// (`announce`, `apply`, `set`, the callbacks) spell out what the toolkit
/// did when it did not do what it announced; the composite ones (`type`,
/// `backspace`, `paste`, marked text) expand to the toolkit's usual order.
enum AppleEvent: Sendable {
    // Composite: a key, a paste, a composition step.
    /// Each character a key: announced at the selection, made, then the
    /// selection and the change are reported.
    case type(String)
    /// Backspace over the selection, or the character before the caret.
    case backspace
    /// A paste over the selection: one announced edit.
    case paste(String)
    /// `setMarkedText`: the marked text (or the selection) becomes `text`,
    /// still marked; `announced` when the toolkit asks its delegate first.
    case mark(String, announced: Bool)
    /// `insertText` while text is marked: `text` replaces the marked text and
    /// the composition ends; `announced` as above.
    case commit(String, announced: Bool)
    /// `unmarkText`: the marked text stays as ordinary text, and the change is reported.
    case unmark

    // Single steps.
    /// The should-change delegate call for `range` and `replacement` (nothing happens yet).
    case announce(Range<Int>, String)
    /// The widget replaces `range` with `replacement`, the caret after it,
    /// `marked` marked; no callback.
    case apply(Range<Int>, String, marked: Range<Int>?)
    /// The widget's text becomes `text` with the caret at `caret` (the end
    /// when `nil`) and `marked` marked; no callback.
    case set(String, caret: Int?, marked: Range<Int>?)
    /// The selection delegate call, with the widget's selection now.
    case selectionCallback
    /// The change callback (`.editingChanged`, `textViewDidChange`, `controlTextDidChange`, `textDidChange`).
    case changeCallback

    // The user and the app.
    /// A tap or an arrow key: the widget's caret moves, and the selection is reported.
    case moveCaret(Int)
    /// Return (`textFieldShouldReturn`, `insertNewline:`).
    case returnKey
    /// The widget took focus.
    case beginEditing
    /// The widget lost focus.
    case endEditing
    /// The platform's Undo (Command-Z, shake, the edit menu), which FieldKit's
    /// undo manager sends to the coordinator.
    case undo
    /// A view update hands the app's model value to the coordinator
    /// (`updateUIView` with the binding's value).
    case appSets(String)
}

/// What a careful user expects once the events are replayed.
struct AppleOutcome: Sendable {
    /// The text the widget shows.
    var text: String
    /// The caret (UTF-16); `nil` for the end of `text`.
    var caret: Int? = nil
    /// The model's value.
    var model: String
    /// How many times the app's `onChange` ran.
    var changes: Int
    /// The marked text still composing, if any.
    var marked: String? = nil
    /// How many reports of left-out characters the app heard.
    var rejections = 0
    /// The model's value each time `onSubmit` ran, when return matters.
    var modelsAtSubmit: [String]? = nil
    /// Text that neither a model write nor an `onChange` may ever carry
    /// (a placeholder, a stale secret).
    var neverInModel: [String] = []
}

/// One documented behaviour of UIKit or AppKit, with where it is documented.
struct AppleEventCase: Sendable, CustomTestStringConvertible {
    /// What happens, as a user would tell it.
    var title: String
    /// The public report or documentation the sequence is modelled on.
    var source: String
    var widget: AppleWidget
    var field = CatalogueField()
    var events: [AppleEvent]
    var expected: AppleOutcome
    /// Why FieldKit does not give the expected outcome yet, when it does not.
    var knownIssue: String? = nil

    var testDescription: String { "\(widget.rawValue): \(title)" }
}
