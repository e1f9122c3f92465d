/// The toolkit-neutral coordinator between one native text widget and the
/// app's model. Every adapter (SwiftUI over UIKit or AppKit, GTK) drives one
/// per field; all decisions about text, caret and composition are made here.
///
/// Events go in as they happen in the widget (``didReplace(_:with:markedRange:)``,
/// ``didChangeText(to:selection:markedRange:)``, ``didChangePreedit(_:)``,
/// ``didBeginEditing()``, ``didEndEditing()``, ``didPressReturn()``,
/// ``didPressTab(backward:move:)``) and from the
/// model (``modelDidChange(to:)``); commands go out to the ``widget``; the app
/// hears ``onChange``, ``onSubmit`` and ``onEndEditing``.
///
/// The rules it keeps:
/// - The model never writes into the widget what the widget already shows, so
///   the caret never jumps (``modelDidChange(to:)`` compares with the last
///   synchronised value, which shares storage with the model's copy).
/// - Nothing is written into the widget or the model while an input method
///   composes; an app write made meanwhile is rebased onto the committed text
///   when the composition ends, so nothing is lost or doubled.
/// - The widget's edit is applied first and formatted afterwards; the widget is
///   corrected only when the format changed the outcome.
/// - The model is written synchronously inside the widget's event, never from
///   ``modelDidChange(to:)`` (which runs during a view update), and never
///   through a deferred hop that could reorder keystrokes.
/// - A keystroke costs the length of the edit plus, at most, the one copy of
///   the text the model's value type forces.
///
/// ```swift
/// let coordinator = TextInputCoordinator(format: .cardNumber)
/// coordinator.writeModel = { model.card = $0 }
/// coordinator.widget = myWidgetAdapter
/// // from the widget's "text inserted" event:
/// try coordinator.didReplace([TextSpan(4, 4, unit: .utf16)], with: "4")
/// ```
@MainActor
public final class TextInputCoordinator {
    // The properties a keystroke reads and writes keep Swift's dynamic
    // exclusivity checks (about 8% of a formatted keystroke, measured):
    // widgets call back into the coordinator synchronously (GTK's signals,
    // UIKit's delegate), so a re-entrant modify must trap, not be undefined.

    /// What the widget shows, as far as the coordinator knows.
    public internal(set) var state: TextEditingState

    /// The live format. Changing it shows the model's value through the new
    /// format now, or when the composition in progress ends, and clears the
    /// undo history (its steps were laid out by the old format); the model is
    /// not written.
    ///
    /// Assigning a format equal to the live one (the same `Equatable` value,
    /// as a SwiftUI view update hands back on every keystroke) changes
    /// nothing: the history stays.
    public var format: any InputFormat {
        get { settings.format }
        set {
            guard !Self.isSameFormat(settings.format, newValue) else { return }
            settings.setFormat(newValue)
            rawOfState = nil
            refusalInEffect = nil
            groupingKeyAsDecimal = nil
            widget?.showContentDirection(leftToRight: newValue.isLeftToRightContent)
            reformatAfterFormatChange()
            showTextInputTraits()
        }
    }

    /// The settings every keystroke reads, in one stored property: each read
    /// of a stored property of this class is a dynamic exclusivity check
    /// (`swift_beginAccess`), so an event reads this once instead of the
    /// format, its raw-value reporter, the model value kind, the bound and
    /// the flags one by one.
    struct KeystrokeSettings {
        /// The live format and what is derived from it once per format, in
        /// a class so that a copy of these settings is one retain, not a
        /// copy of two existentials.
        final class Format {
            /// The live format (``TextInputCoordinator/format``).
            let format: any InputFormat
            /// `format`'s ``RawValueReporting/applyReportingRawValue(_:to:)``,
            /// when it hands back the raw value of an edit's result (looked
            /// up once per format, not per keystroke). A closure, not the
            /// existential, which was copied out of this class on every
            /// keystroke.
            let applyReportingRaw: ReportingRaw?
            /// `format.isIdentity`, asked once per format.
            let isIdentity: Bool
            /// `format`'s ``RefusalReasoning/refusalReason(of:on:)``, when it has one.
            let refusalReason: ((TextEdit, TextEditingState) -> InputRejection.Reason?)?
            /// `format` when it is an ``AmountFormat``, whose grouping key
            /// the keystroke path reads: cast once per format, since a
            /// dynamic cast of the existential on every keystroke cost about
            /// a tenth of a card number's keystroke.
            let amount: AmountFormat?

            init(_ format: any InputFormat) {
                self.format = format
                if let reasoning = format as? any RefusalReasoning {
                    refusalReason = Self.reasoning(reasoning)
                } else {
                    refusalReason = nil
                }
                if let reporter = format as? any RawValueReporting {
                    applyReportingRaw = Self.reportingRaw(reporter)
                } else {
                    applyReportingRaw = nil
                }
                isIdentity = format.isIdentity
                amount = format as? AmountFormat
            }

            /// An edit's result and its raw value.
            typealias ReportingRaw = (TextEdit, TextEditingState) -> (
                state: TextEditingState, rawValue: String
            )

            private static func reportingRaw(_ format: some RawValueReporting) -> ReportingRaw {
                { format.applyReportingRawValue($0, to: $1) }
            }

            private static func reasoning(_ format: some RefusalReasoning) -> (TextEdit, TextEditingState) ->
                InputRejection.Reason?
            {
                { format.refusalReason(of: $0, on: $1) }
            }

            /// `format` applied to `edit` of `state`, and the raw value of
            /// the result when the format hands it back or when `wantsRaw`.
            func apply(_ edit: TextEdit, to state: TextEditingState, wantsRaw: Bool) -> (
                state: TextEditingState, rawValue: String?
            ) {
                if let applyReportingRaw {
                    let (result, raw) = applyReportingRaw(edit, state)
                    return (result, raw)
                }
                let result = format.apply(edit, to: state)
                return (result, wantsRaw ? format.rawValue(for: result.text) : nil)
            }
        }

        /// The live format, its raw-value reporter and whether it is the identity.
        private(set) var live: Format
        /// ``TextInputCoordinator/modelValueKind``.
        var modelValueKind: ModelValueKind
        /// ``TextInputCoordinator/maximumLength``.
        var maximumLength: Int?
        /// ``TextInputCoordinator/showsRejections``.
        var showsRejections = true
        /// Whether a plain edit of a formatted field is formatted without
        /// building the widget's text first (``commitInPlace(_:before:settings:)``);
        /// tests turn it off to check that both paths give the same outcome.
        var commitsInPlace = true

        /// The live format.
        var format: any InputFormat { live.format }
        /// Whether the live format is the identity.
        var isIdentity: Bool { live.isIdentity }

        init(format: any InputFormat, modelValueKind: ModelValueKind, maximumLength: Int?) {
            live = Format(format)
            self.modelValueKind = modelValueKind
            self.maximumLength = maximumLength
        }

        /// Makes `format` the live format.
        mutating func setFormat(_ format: any InputFormat) { live = Format(format) }
    }

    /// What every keystroke reads (see ``KeystrokeSettings``).
    var settings: KeystrokeSettings

    /// The raw value of a text the format laid out, kept from the last edit
    /// so that the next keystroke's rejection check needs no format pass for
    /// the state before it (see `drops(of:before:result:resultRaw:counted:)`).
    var rawOfState: (text: String, raw: String)?

    /// Whether a plain edit of a formatted field is formatted without
    /// building the widget's text first; tests turn it off.
    var commitsInPlace: Bool {
        get { settings.commitsInPlace }
        set { settings.commitsInPlace = newValue }
    }

    /// Which value the coordinator writes into the model.
    public var modelValueKind: ModelValueKind {
        get { settings.modelValueKind }
        set { settings.modelValueKind = newValue }
    }

    /// Whether the field holds a secret (password, CVC): its text never appears
    /// in ``description``.
    public var isSecure: Bool

    /// The widget this coordinator drives. Attaching one tells it the
    /// format's content direction (``TextInputWidget/showContentDirection(leftToRight:)``)
    /// and its text-input traits (``TextInputWidget/showTextInputTraits(_:)``).
    public weak var widget: (any TextInputWidget)? {
        didSet {
            widget?.showContentDirection(leftToRight: format.isLeftToRightContent)
            shownTextInputTraits = nil
            showTextInputTraits()
        }
    }

    /// The text-input traits the app chose for the field (FieldKit's
    /// `keyboard`, `contentType`, `capitalization` and `autocorrection`
    /// modifiers set them); each one set wins over the format's
    /// (``textInputTraits``).
    public var appTextInputTraits = TextInputTraits() {
        didSet { showTextInputTraits() }
    }

    /// The traits last handed to the widget; `nil` before any.
    var shownTextInputTraits: TextInputTraits?

    /// Writes the model (the binding's setter). Called only for user edits.
    ///
    /// This is the app's own writer: a form that binds the coordinator
    /// (``FormModel/bind(_:to:)``) writes its field besides it, not instead
    /// of it, and unbinding leaves it in place.
    public var writeModel: ((String) -> Void)? {
        get { modelWriteRoute.app }
        set { modelWriteRoute.route(.app, to: newValue) }
    }

    /// Everyone who hears the model writes: the app (``writeModel``), a bound
    /// form field, a test recorder.
    package var modelWriteRoute = ModelWriteRoute()

    /// Hears every value the model hands in through ``modelDidChange(to:)``
    /// (an app write, a form's reset, a binding's update), before the
    /// coordinator acts on it: a simulated widget keeps its copy of the
    /// model's value with it.
    package var modelDidChangeObserver: ((String) -> Void)?

    /// Called once per change the user made, with the new model value, after
    /// the model was written.
    public var onChange: ((String) -> Void)?

    /// Called when the user presses return in the field (and only then).
    public var onSubmit: (() -> Void)?

    /// Called after ``onSubmit`` by whatever owns the return key's role, such
    /// as a focus chain moving to the next field.
    public var returnKeyAction: (() -> Void)?

    /// Called after ``onSubmit`` when the user presses the platform's submit
    /// shortcut (``didPressSubmitShortcut()``), by whatever owns submitting,
    /// such as a focus chain submitting its form.
    public var submitShortcutAction: (() -> Void)?

    /// Called once at the end of each editing session, with why it ended.
    public var onEndEditing: ((EndEditingReason) -> Void)?

    /// Called when editing begins (the widget took focus).
    public var onBeginEditing: (() -> Void)?

    /// The focus chain's observer of this field, told about focus before the app's
    /// callbacks; held weakly.
    package weak var focusObserver: (any TextInputFocusObserver)?

    /// Called when the format left out characters the user typed or pasted,
    /// or that the app wrote into the model, after ``onChange``.
    ///
    /// Measuring costs one more pass of the format over the field, so it is
    /// done only while this is set. Called from ``modelDidChange(to:)`` too,
    /// which runs during a view update: do not write state synchronously there.
    public var onReject: ((InputRejection) -> Void)?

    /// Scalars of a paste the adapter counted but did not hand over (see
    /// ``didReplace(_:with:droppedBeyond:)``), while that call runs.
    var undeliveredScalars = 0

    /// The most Unicode scalars the field holds, or `nil` for no bound.
    ///
    /// Enforced before formatting, on every edit from the widget: the part
    /// of an insertion that does not fit is cut (at a character boundary),
    /// the widget is corrected, and ``onReject`` and the widget hear a
    /// ``InputRejection/Reason/tooLong(maximumLength:)``. An adapter that can
    /// stop an insertion before its toolkit lays it out asks
    /// ``wouldCut(replacing:with:)`` first, so that no paste, however large,
    /// reaches the toolkit's layout. The bound applies to the text an edit
    /// leaves before formatting: a format may lay out separators beyond it,
    /// and keeps its own, usually far smaller, maximum. Defaults to
    /// ``defaultMaximumLength``.
    public var maximumLength: Int? {
        get { settings.maximumLength }
        set { settings.maximumLength = newValue }
    }

    /// The bound every new coordinator starts with: 10,000 Unicode scalars.
    ///
    /// Long enough for any form field (a postal address, a comment); short
    /// enough that GTK lays the text out in milliseconds and that a
    /// `GtkEntry` (at most 65,535 bytes, 4 bytes a scalar at worst) never
    /// refuses text on its own. Set ``maximumLength`` to `nil` for a
    /// document editor.
    public static let defaultMaximumLength = 10_000

    /// Whether the widget is told about left-out characters
    /// (``TextInputWidget/showRejection(_:)``), which the adapters show as a
    /// visible, accessible message. On by default; an app that tells the user
    /// itself (through ``onReject``) turns it off.
    public var showsRejections: Bool {
        get { settings.showsRejections }
        set { settings.showsRejections = newValue }
    }

    /// The last report of left-out characters, until an edit keeps all it
    /// was given; what the widget shows as a message.
    public internal(set) var lastRejection: InputRejection?

    /// A refusal that holds for what is typed next at the same caret: a
    /// decimal separator refused where the amount has no fraction digits
    /// refuses the digits typed after it too, until the text or the caret
    /// changes (see ``RefusalReasoning``).
    var refusalInEffect: RefusalInEffect?

    /// The state an amount was left in after the grouping key typed alone
    /// became its decimal separator, kept while the user types on at its
    /// caret: the keys that follow may read the separator as grouping
    /// again (``AmountFormat/groupingReading(of:on:)``).
    var groupingKeyAsDecimal: TypedState?

    /// A text and caret (a UTF-8 offset) that an edit left.
    struct TypedState {
        var text: String
        var caret: Int
    }

    /// The state a refusal left, and its reason.
    struct RefusalInEffect {
        /// The text the refusal left.
        var text: String
        /// The caret it left, as a UTF-8 offset.
        var caret: Int
        /// Why the characters were refused.
        var reason: InputRejection.Reason
    }

    /// The field's undo history: one step per user edit, from what the user
    /// saw before it to what the format made of it.
    package internal(set) var history = EditHistory()

    /// Called when a user edit started a new step in the field's undo history
    /// (typing that joins the last step does not call it). Adapters whose platform keeps
    /// one undo stack per window (UIKit's and AppKit's `UndoManager`)
    /// register an action here that calls ``undo()``, so that the platform's
    /// Undo returns to what the user saw instead of replaying the toolkit's
    /// own record of the format's rewrites.
    public var onUndoableEdit: (() -> Void)?

    /// Whether the widget has focus and is being edited.
    public internal(set) var isEditing = false

    /// Whether the widget accepts input (SwiftUI's `.disabled`, a
    /// control's enabled state). A disabled field is skipped by its focus
    /// chain and the chain's toolbar; one that has focus when it is
    /// disabled gives it up (``FocusChain/focusLossRule`` picks where focus
    /// goes). Setting the value it already has does nothing.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            enabledDidChange()
        }
    }

    /// The composition in progress, if any.
    var composition: Composition?

    /// The model value last written to or read from the model.
    var lastSynced: String

    /// An app write that arrived during a composition, applied when it ends.
    var pendingModelValue: String?

    /// The format changed during the composition in progress: the text is
    /// shown through it when the composition ends.
    var reformatsAfterComposition = false

    /// True while a command to the widget runs; events it causes are echoes.
    /// Adapters whose toolkit reports the coordinator's own commands as
    /// edits (GTK) skip their edit bookkeeping meanwhile.
    package internal(set) var isCommandingWidget = false

    /// How many widget events arrived while a command to the widget ran and
    /// were ignored as its echoes: what an adapter's bookkeeping costs for
    /// nothing, measured by its tests.
    package internal(set) var ignoredEchoes = 0

    /// Commands decided while another command ran, sent when it returns.
    var queuedCommands: [(any TextInputWidget) -> Void] = []

    /// The reason the current editing session is ending, when the core knows it.
    var endingReason: EndEditingReason?

    struct Composition {
        /// What the widget showed before the composition began.
        var base: TextEditingState
        /// True for GTK-style preedit, which lives outside the text.
        var isPreedit: Bool
    }

    /// A coordinator showing `text` (a model value) through `format`.
    public init(
        text: String = "",
        format: any InputFormat = IdentityFormat(),
        modelValueKind: ModelValueKind = .raw,
        isSecure: Bool = false
    ) {
        self.settings = KeystrokeSettings(
            format: format, modelValueKind: modelValueKind, maximumLength: Self.defaultMaximumLength)
        self.isSecure = isSecure
        self.lastSynced = text
        self.state = TextEditingState(text: format.displayText(for: text))
    }

    // MARK: Derived values

    /// The value the model holds for the current text.
    public var modelValue: String { modelValue(for: state.text) }

    /// The raw value of the current text.
    public var rawValue: String { format.rawValue(for: state.text) }

    /// The format's verdict on the current text.
    public var validity: FormatValidity { format.validity(of: state.text) }

    /// Whether an input method is composing text in the widget.
    public var isComposing: Bool { composition != nil }

    /// Whether a placeholder should show: the widget shows no text at all,
    /// counting text an input method is still composing (which lives in the
    /// text while it is marked).
    public var showsPlaceholder: Bool { state.text.isEmpty }

    func modelValue(for displayText: String) -> String {
        let settings = self.settings
        if settings.isIdentity || settings.modelValueKind == .displayText { return displayText }
        return settings.format.rawValue(for: displayText)
    }
}

extension TextInputCoordinator: @MainActor CustomStringConvertible {
    /// Lengths and state only; the text itself never appears, so a coordinator
    /// of a secure field can be logged:
    /// `TextInputCoordinator(12 UTF-16 units, selection 12..<12, editing, composing)`.
    public var description: String {
        let selection = state.offsets(of: state.selection, in: .utf16)
        var parts = [
            "\(state.length(in: .utf16)) UTF-16 units",
            "selection \(selection.lowerBound)..<\(selection.upperBound)",
        ]
        if isSecure { parts.append("secure") }
        if isEditing { parts.append("editing") }
        if isComposing { parts.append("composing") }
        return "TextInputCoordinator(\(parts.joined(separator: ", ")))"
    }
}
