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
/// try coordinator.didReplace([TextRange(4, 4, unit: .utf16)], with: "4")
/// ```
@MainActor
public final class TextInputCoordinator {
    /// What the widget shows, as far as the coordinator knows.
    public private(set) var state: TextEditingState

    /// The live format. Changing it shows the model's value through the new
    /// format now, or when the composition in progress ends; the model is not
    /// written.
    public var format: any InputFormat {
        didSet {
            rawReporter = format as? any RawValueReporting
            rawOfState = nil
            widget?.showContentDirection(leftToRight: format.isLeftToRightContent)
            reformatAfterFormatChange()
        }
    }

    /// `format`, when it hands back the raw value of an edit's result (looked
    /// up once per format, not per keystroke).
    private var rawReporter: (any RawValueReporting)?
    /// The raw value of a text the format laid out, kept from the last edit
    /// so that the next keystroke's rejection check needs no format pass for
    /// the state before it (see `drops(of:before:result:resultRaw:counted:)`).
    private var rawOfState: (text: String, raw: String)?

    /// Which value the coordinator writes into the model.
    public var modelValueKind: ModelValueKind

    /// Whether the field holds a secret (password, CVC): its text never appears
    /// in ``description``.
    public var isSecure: Bool

    /// The widget this coordinator drives. Attaching one tells it the
    /// format's content direction (``TextInputWidget/showContentDirection(leftToRight:)``).
    public weak var widget: (any TextInputWidget)? {
        didSet { widget?.showContentDirection(leftToRight: format.isLeftToRightContent) }
    }

    /// Writes the model (the binding's setter). Called only for user edits.
    public var writeModel: ((String) -> Void)?

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
    private var undeliveredScalars = 0

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
    public var maximumLength: Int? = TextInputCoordinator.defaultMaximumLength

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
    public var showsRejections = true

    /// The last report of left-out characters, until an edit keeps all it
    /// was given; what the widget shows as a message.
    public private(set) var lastRejection: InputRejection?

    /// The field's undo history: one step per user edit, from what the user
    /// saw before it to what the format made of it.
    package private(set) var history = EditHistory()

    /// Called when a user edit started a new step in the field's undo history
    /// (typing that joins the last step does not call it). Adapters whose platform keeps
    /// one undo stack per window (UIKit's and AppKit's `UndoManager`)
    /// register an action here that calls ``undo()``, so that the platform's
    /// Undo returns to what the user saw instead of replaying the toolkit's
    /// own record of the format's rewrites.
    public var onUndoableEdit: (() -> Void)?

    /// Whether the widget has focus and is being edited.
    public private(set) var isEditing = false

    /// The composition in progress, if any.
    private var composition: Composition?

    /// The model value last written to or read from the model.
    private var lastSynced: String

    /// An app write that arrived during a composition, applied when it ends.
    private var pendingModelValue: String?

    /// The format changed during the composition in progress: the text is
    /// shown through it when the composition ends.
    private var reformatsAfterComposition = false

    /// True while a command to the widget runs; events it causes are echoes.
    private var isCommandingWidget = false

    /// Commands decided while another command ran, sent when it returns.
    private var queuedCommands: [(any TextInputWidget) -> Void] = []

    /// The reason the current editing session is ending, when the core knows it.
    private var endingReason: EndEditingReason?

    private struct Composition {
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
        self.format = format
        self.rawReporter = format as? any RawValueReporting
        self.modelValueKind = modelValueKind
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

    private func modelValue(for displayText: String) -> String {
        if format.isIdentity || modelValueKind == .displayText { return displayText }
        return format.rawValue(for: displayText)
    }

    // MARK: Events from the widget

    /// The widget replaced `ranges` of its text with `replacement` (typing,
    /// backspace, paste, cut, an IME update). Positions refer to the text
    /// before the change.
    ///
    /// - Parameters:
    ///   - ranges: one range, or several for iOS 26's multi-range edits.
    ///   - replacement: the text that took the place of `ranges`.
    ///   - markedRange: the widget's marked range after the change, if any.
    /// - Throws: ``TextRangeError`` for a range the text cannot have; nothing
    ///   changes then, and the adapter should resynchronise with
    ///   ``didChangeText(to:selection:markedRange:)``.
    public func didReplace(_ ranges: [TextRange], with replacement: String, markedRange: TextRange? = nil)
        throws(TextRangeError)
    {
        guard !isCommandingWidget else { return }
        let before = state
        var native = state
        let edit: TextEdit
        // Whether the widget's text changed, decided without `String ==` on
        // the whole text (which normalises text not known to be NFC: O(n) per
        // keystroke on a mixed-script document).
        let textChanged: Bool
        if ranges.count == 1 {
            var range = try before.resolve(ranges[0])
            if let marked = before.markedRange, range.isEmpty,
                marked.contains(range.lowerBound)
                    || marked.upperBound == range.lowerBound,
                replacesMarkedText(marked, with: replacement, markedAfter: markedRange)
            {
                range = marked
            }
            edit = TextEdit(range: range, replacement: replacement)
            if markedRange == nil, composition == nil, !before.hasMarkedText, let maximumLength,
                let cut = fitting(edit, in: before, maximumLength)
            {
                // Cut before anything walks the whole replacement: a 10 MB
                // paste costs the part that fits plus one count of the rest.
                return commitCut(edit, to: cut, before: before, maximumLength: maximumLength)
            }
            native.replace(range, with: replacement)
            textChanged = Self.changesText(edit, in: before.text, to: native.text)
        } else {
            try native.replace(ranges, with: replacement)
            edit = Self.edit(from: before, to: native)
            textChanged = !native.text.utf8.elementsEqual(before.text.utf8)
        }
        if let markedRange { try native.setMarkedRange(markedRange) }
        if !textChanged && native.markedUTF8 == before.markedUTF8 {
            // Nothing changed but the caret (backspace at the start, a word
            // replaced by itself): the same outcome as the after-the-fact
            // report of this state, a selection change.
            state.setSelectionUTF8(native.selectionUTF8)
            return
        }
        handleUserChange(before: before, native: native, edit: edit)
    }

    /// Whether a caret edit inside or at the end of `marked` replaces the
    /// marked text rather than inserting next to it.
    ///
    /// Marked text is provisional: setting new marked text or committing
    /// replaces it (`UITextInput.setMarkedText(_:selectedRange:)`). UIKit
    /// usually reports that with the marked range as the edited range, but
    /// iOS 26 reports a Zhuyin commit as a caret at the end of the marked text
    /// (ranges [{2, 0}] with "王" for marked "ㄨㄤ", Apple developer forums
    /// thread 801013). A commit (no marked text after) therefore always
    /// replaces; an update replaces when the marked range after it is exactly
    /// the replacement, which an insertion next to marked text cannot give.
    private func replacesMarkedText(
        _ marked: Range<String.Index>, with replacement: String, markedAfter: TextRange?
    ) -> Bool {
        guard let markedAfter else { return true }
        let start = state.offsets(of: marked.lowerBound..<marked.lowerBound, in: markedAfter.unit).lowerBound
        let length = TextOffsets(of: replacement)[markedAfter.unit]
        return markedAfter == TextRange(start, start + length, unit: markedAfter.unit)
    }

    /// The widget's text changed to `text` by a route that did not report the
    /// edit (AutoFill, autocorrect, dictation, a committed composition, or a
    /// resynchronisation). The edit is found by comparing with the old text.
    ///
    /// - Parameters:
    ///   - text: the widget's whole text after the change.
    ///   - selection: the widget's selection after the change; when `nil`
    ///     the caret goes after the changed region.
    ///   - markedRange: the widget's marked range after the change, if any.
    /// - Throws: ``TextRangeError`` if `selection` or `markedRange` does not fit
    ///   `text`; nothing changes then.
    public func didChangeText(to text: String, selection: TextRange? = nil, markedRange: TextRange? = nil)
        throws(TextRangeError)
    {
        guard !isCommandingWidget else { return }
        let before = state
        var native = TextEditingState(text: text)
        if let selection { try native.select(selection) }
        if let markedRange { try native.setMarkedRange(markedRange) }
        let caret = selection == nil ? nil : native.selectionUTF8.upperBound
        let diff = TextDiff(old: before.text, new: native.text, newCaret: caret)
        if selection == nil { native.setSelectionUTF8(diff.newEnd..<diff.newEnd) }
        if diff.isEmpty && native.markedUTF8 == before.markedUTF8 {
            state.setSelectionUTF8(native.selectionUTF8)
            return
        }
        let edit = TextEdit(
            range: before.index(diff.start)..<before.index(diff.oldEnd),
            replacement: String(native.text.utf8[native.index(diff.start)..<native.index(diff.newEnd)])!
        )
        handleUserChange(before: before, native: native, edit: edit)
    }

    /// GTK-style composition: the widget's preedit string changed. The preedit
    /// is not part of the text; a non-empty one means an input method is
    /// composing, and an empty one means the composition ended. The committed
    /// text arrives as an ordinary edit, before or after the preedit empties.
    public func didChangePreedit(_ preedit: String) {
        if !preedit.isEmpty {
            if composition == nil { composition = Composition(base: state, isPreedit: true) }
        } else if let current = composition, current.isPreedit {
            finishComposition(current)
        }
    }

    /// The widget's selection moved without the text changing.
    ///
    /// - Throws: ``TextRangeError``; the selection is then unchanged.
    public func didChangeSelection(to selection: TextRange) throws(TextRangeError) {
        guard !isCommandingWidget else { return }
        let before = state.selectionUTF8
        try state.select(selection)
        if state.selectionUTF8 != before { history.breakCoalescing() }
    }

    /// Whether replacing `range` with `replacement` would exceed
    /// ``maximumLength``, so that ``didReplace(_:with:markedRange:)`` would cut it.
    ///
    /// For adapters that see an insertion before their toolkit applies it
    /// (GTK's `insert-text`): when this is true, they stop the toolkit's
    /// insertion and report the edit directly, and the coordinator shows the
    /// part that fits, so that a 10 MB paste is never laid out. Constant time
    /// unless the text is close to the bound.
    public func wouldCut(replacing range: TextRange, with replacement: String) -> Bool {
        // The echo of the coordinator's own command is never cut.
        guard let maximumLength, !isCommandingWidget, !isComposing, let resolved = try? state.resolve(range)
        else {
            return false
        }
        return fitting(TextEdit(range: resolved, replacement: replacement), in: state, maximumLength) != nil
    }

    /// The widget kept only part of an edit it was given (GTK's `GtkEntry`
    /// refuses text past 65,535 bytes): `refused` Unicode scalars of an
    /// insertion of `offered` never reached it. The adapter reports what the
    /// widget did keep as the edit; this tells the user about the rest.
    public func widgetDidRefuse(_ refused: Int, of offered: Int) {
        guard refused > 0 else { return }
        reject(
            InputRejection(source: .user, offered: offered, kept: offered - refused, reason: .refusedByWidget)
        )
    }

    // MARK: Undo

    /// Whether ``undo()`` would change anything.
    public var canUndo: Bool { composition == nil && history.canUndo }
    /// Whether ``redo()`` would change anything.
    public var canRedo: Bool { composition == nil && history.canRedo }

    /// Returns the field to what the user saw before their last edit (text
    /// and caret), writes the model, and calls ``onChange``.
    ///
    /// Adapters bind this to the platform's undo key (Ctrl+Z on GTK) with the
    /// toolkit's own history off, since that one also records the format's
    /// rewrites. Nothing happens during a composition.
    ///
    /// - Returns: whether there was a step to undo.
    @discardableResult
    public func undo() -> Bool {
        guard composition == nil, let target = history.undo() else { return false }
        restore(target)
        return true
    }

    /// Shows again what the user's last undone edit made (text and caret),
    /// writes the model, and calls ``onChange``.
    ///
    /// - Returns: whether there was a step to redo.
    @discardableResult
    public func redo() -> Bool {
        guard composition == nil, let target = history.redo() else { return false }
        restore(target)
        return true
    }

    private func restore(_ target: TextEditingState) {
        let changed = target.text != state.text
        state = target
        command { $0.show(target) }
        if changed { writeAndNotify(target) }
        clearRejection()
    }

    /// The widget took focus.
    public func didBeginEditing() {
        guard !isEditing else { return }
        isEditing = true
        focusObserver?.textInputDidBeginEditing(self)
        onBeginEditing?()
    }

    /// The widget lost focus. A composition still open is finished first.
    public func didEndEditing() {
        if let current = composition { finishComposition(current) }
        guard isEditing else { return }
        isEditing = false
        let reason = endingReason ?? .focusMoved
        endingReason = nil
        focusObserver?.textInputDidEndEditing(self, reason: reason)
        onEndEditing?(reason)
    }

    /// The user pressed return. Calls ``onSubmit`` then ``returnKeyAction``.
    ///
    /// - Returns: `false` when the key belongs to an input method that is
    ///   composing (it confirms the composition) and nothing was called.
    @discardableResult
    public func didPressReturn() -> Bool {
        guard composition == nil else { return false }
        endingReason = .returnKey
        defer { endingReason = nil }
        onSubmit?()
        returnKeyAction?()
        return true
    }

    /// The user pressed the platform's submit shortcut in the field: Ctrl+Return
    /// on GTK, Cmd+Return on macOS, the keyboard's Done / Submit key on iOS
    /// when return inserts a newline. Calls ``onSubmit`` then
    /// ``submitShortcutAction``, whatever return does in the field, so a
    /// form whose last field is a multi-line editor (where return inserts a
    /// newline) can still be submitted from the keyboard.
    ///
    /// - Returns: `false` when an input method is composing (the key is
    ///   left to it) and nothing was called; the adapter then lets the key
    ///   through.
    @discardableResult
    public func didPressSubmitShortcut() -> Bool {
        guard composition == nil else { return false }
        endingReason = .returnKey
        defer { endingReason = nil }
        onSubmit?()
        submitShortcutAction?()
        return true
    }

    /// The user pressed Tab (Shift-Tab when `backward`) in the field: runs
    /// `move`, such as a focus chain's ``FocusChain/next(cause:)``, unless an
    /// input method is composing.
    ///
    /// While marked text exists, Tab and the other keys that move focus or
    /// submit belong to the input method: Japanese input methods convert with
    /// Tab, and moving focus mid-composition makes them discard the
    /// unconverted text. Adapters that receive these keys as commands (AppKit's
    /// `insertTab:` / `insertBacktab:`) call this instead of moving focus
    /// themselves, as they call ``didPressReturn()`` for return.
    ///
    /// ```swift
    /// case .tab: return coordinator.didPressTab { _ in chain.next(cause: .keyboard) }
    /// ```
    ///
    /// - Parameters:
    ///   - backward: whether Shift was held (Shift-Tab, "insert backtab").
    ///   - move: moves focus; it gets `backward` and returns whether focus moved.
    /// - Returns: what `move` returned, or `false` without calling it while an
    ///   input method composes, so the adapter leaves the key to the toolkit
    ///   and the input method.
    @discardableResult
    public func didPressTab(backward: Bool = false, move: (_ backward: Bool) -> Bool) -> Bool {
        guard composition == nil else { return false }
        return move(backward)
    }

    // MARK: Events from the app

    /// The model changed (called from a view update, or by a model observer).
    ///
    /// Does nothing when `value` is what was last synchronised, so the echo of
    /// the coordinator's own write costs nothing and moves no caret. Otherwise
    /// the widget shows the value formatted, with the caret kept where it was
    /// relative to the text around it. Never writes the model. During a
    /// composition the value waits for the composition to end.
    public func modelDidChange(to value: String) {
        if composition != nil {
            // A write back to the synchronised value cancels an earlier pending one.
            pendingModelValue = value == lastSynced ? nil : value
            return
        }
        guard value != lastSynced else { return }
        lastSynced = value
        history.removeAll()
        let display = format.displayText(for: value)
        reportDrops(ofModelValue: value, display: display)
        guard display != state.text else { return }
        var next = TextEditingState(text: display)
        if state.selectionUTF8 != state.end.utf8..<state.end.utf8 {
            // Keep the caret next to the text around it; a caret at the end
            // (the common case) stays at the end, which the new state already has.
            let diff = TextDiff(old: state.text, new: display)
            next.setSelectionUTF8(
                diff.map(state.selectionUTF8.lowerBound)..<diff.map(state.selectionUTF8.upperBound))
        }
        state = next
        command { $0.show(next) }
    }

    /// Asks the widget to take focus.
    ///
    /// Not sent as an echo-suppressing command: what the toolkit reports while
    /// focus moves (begin, end, an input method committing) is real and must
    /// be handled, including the widget writes it leads to.
    public func focus() { widget?.focus() }

    /// Asks the widget to take focus after a focus move with `cause`, with
    /// the selection the cause calls for (``FocusCause/focusSelection``): a
    /// failed submit puts the caret at the end of the text, nothing selected.
    ///
    /// While an input method composes, the selection belongs to it, so the
    /// widget only takes focus. Like ``focus()``, the events the toolkit
    /// reports meanwhile are handled as real ones.
    public func focus(cause: FocusCause) {
        guard cause.focusSelection == .caretAtEnd, composition == nil, let widget else {
            return focus()
        }
        var caretAtEnd = state
        caretAtEnd.setSelectionUTF8(caretAtEnd.end.utf8..<caretAtEnd.end.utf8)
        state = caretAtEnd
        widget.focus(selecting: caretAtEnd)
    }

    /// Asks the widget to give up focus; ``onEndEditing`` reports `.resigned`.
    ///
    /// The toolkit ends a composition when focus leaves; that commit is
    /// formatted and shown like any other (see ``focus()``).
    ///
    /// When the resignation is the return key's doing (the last field's return
    /// submits and the chain then resigns), the session still ends with
    /// `.returnKey`: the user pressed return, the app only followed.
    public func resignFocus() {
        let outer = endingReason
        endingReason = outer ?? .resigned
        defer { endingReason = outer }
        widget?.resignFocus()
    }

    // MARK: Decisions

    private func handleUserChange(before: TextEditingState, native: TextEditingState, edit: TextEdit) {
        if native.hasMarkedText {
            if composition == nil { composition = Composition(base: before, isPreedit: false) }
            state = native
            return
        }
        if let current = composition {
            state = native
            if !current.isPreedit { finishComposition(current) }
            return
        }
        if let maximumLength, let cut = fitting(edit, in: before, maximumLength) {
            return commitCut(edit, to: cut, before: before, maximumLength: maximumLength)
        }
        _ = commit(before: before, native: native, edit: edit)
    }

    /// Replaces `range` with `replacement`, the kept start of a paste of
    /// which `droppedBeyond` more Unicode scalars never reached the adapter
    /// (``BoundedPasteReader``): the cut and its report are those of the
    /// whole paste.
    package func didReplace(_ range: TextRange, with replacement: String, droppedBeyond: Int)
        throws(TextRangeError)
    {
        undeliveredScalars = max(droppedBeyond, 0)
        defer { undeliveredScalars = 0 }
        try didReplace([range], with: replacement)
    }

    /// Commits the part `cut` of the user's `edit` that fits the bound; the
    /// widget, which shows the whole edit (or nothing, when the adapter
    /// stopped it), is corrected, and one rejection reports the whole edit.
    private func commitCut(_ edit: TextEdit, to cut: String, before: TextEditingState, maximumLength: Int) {
        let formatDrops = commit(
            before: before, native: before.replacing(edit.range, with: cut),
            edit: TextEdit(range: edit.range, replacement: cut), forceShow: true, reports: false)
        // What was cut counts as offered and left out; the format's own
        // verdict on the rest, if it left out more, is the reason.
        let cutCount = cut.unicodeScalars.count
        let beyond = Self.scalarCount(edit.replacement) - cutCount + undeliveredScalars
        let offered = (formatDrops?.offered ?? cutCount) + beyond
        let kept = formatDrops?.kept ?? cutCount
        let formatRefused = formatDrops.map { $0.kept < $0.offered } ?? false
        reject(
            InputRejection(
                source: .user, offered: offered, kept: kept,
                reason: formatRefused ? .notAccepted : .tooLong(maximumLength: maximumLength)))
    }

    /// The number of Unicode scalars of `text`: its UTF-8 bytes that are not
    /// continuation bytes (10xxxxxx), in one pass over the bytes rather than
    /// by decoding scalars.
    static func scalarCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes -> Int in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// The part of `edit`'s replacement that fits in `maximumLength` scalars
    /// when it replaces its range of `state`, or `nil` when all of it fits.
    ///
    /// Constant time while the byte counts fit (a scalar is at least one
    /// byte); otherwise proportional to the part that fits, never to the rest
    /// of a large paste. The cut falls on a character boundary.
    private func fitting(_ edit: TextEdit, in state: TextEditingState, _ maximumLength: Int) -> String? {
        let text = state.text
        let removedBytes = text.utf8.distance(from: edit.range.lowerBound, to: edit.range.upperBound)
        if text.utf8.count - removedBytes + edit.replacement.utf8.count <= maximumLength { return nil }
        let removed = text.unicodeScalars[edit.range].count
        let room = max(maximumLength - (state.length(in: .unicodeScalars) - removed), 0)
        let scalars = edit.replacement.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: room, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return nil }
        // Round down to a character boundary: a cut never leaves half a cluster.
        let replacement = edit.replacement
        let boundary =
            end > replacement.startIndex ? replacement.index(before: replacement.index(after: end)) : end
        return String(replacement.unicodeScalars[..<boundary])
    }

    /// Ends `current`: the net edit of the composition goes through the format
    /// and into the model, rebased onto an app write that arrived meanwhile.
    private func finishComposition(_ current: Composition) {
        composition = nil
        defer {
            if reformatsAfterComposition {
                reformatsAfterComposition = false
                reformatAfterFormatChange()
            }
        }
        var native = state
        native.setMarkedUTF8(nil)
        let base = current.base
        var net = TextDiff(old: base.text, new: native.text, newCaret: native.selectionUTF8.upperBound)
        if net.isEmpty {
            // Nothing committed yet (GTK empties the preedit before its commit
            // arrives): the edit point is the user's caret, not the end of the text.
            let caret = native.selectionUTF8.upperBound
            net = TextDiff(start: caret, oldEnd: caret, newEnd: caret)
        }
        let replacement = String(native.text.utf8[native.index(net.start)..<native.index(net.newEnd)])!
        guard let appValue = pendingModelValue else {
            let edit = TextEdit(
                range: base.index(net.start)..<base.index(net.oldEnd), replacement: replacement)
            if net.isEmpty {
                state = native
            } else {
                _ = commit(before: base, native: native, edit: edit, kind: .other)
            }
            return
        }
        pendingModelValue = nil
        // Rebase the user's committed text onto the app's value, which is
        // reported as if it had been written now.
        lastSynced = appValue
        var rebased = TextEditingState(text: format.displayText(for: appValue))
        reportDrops(ofModelValue: appValue, display: rebased.text)
        let appDiff = TextDiff(old: base.text, new: rebased.text)
        let start = appDiff.map(net.start)
        let end = max(start, appDiff.map(net.oldEnd))
        rebased.setSelectionUTF8(start..<start)
        let edit = TextEdit(range: rebased.index(start)..<rebased.index(end), replacement: replacement)
        let edited = rebased.replacing(edit.range, with: replacement)
        let result =
            format.isIdentity
            ? edited
            : format.apply(Self.characterAligned(edit, old: rebased.text, new: edited.text), to: rebased)
        state = result
        command { $0.show(result) }
        guard !net.isEmpty else { return }
        writeAndNotify(result)
        history.record(before: rebased, after: result, kind: .other)
        onUndoableEdit?()
        // What the format left out of the rebased commit (the identity format
        // leaves nothing out, as in `commit`).
        if !format.isIdentity, let drops = drops(of: edit, before: rebased, result: result),
            drops.kept < drops.offered
        {
            reject(drops)
        }
    }

    /// Formats the user's `edit` of `before`, which the widget applied as
    /// `native` (or which it must be shown again, `forceShow`, after a cut),
    /// writes the model and records the step in the history.
    private func commit(
        before: TextEditingState, native: TextEditingState, edit: TextEdit, forceShow: Bool = false,
        kind: EditHistory.Kind? = nil, reports: Bool = true
    ) -> InputRejection? {
        let shown = native
        let result: TextEditingState
        var rawValue: String?
        if format.isIdentity {
            result = native
        } else {
            let aligned = Self.characterAligned(edit, old: before.text, new: native.text)
            if let rawReporter {
                (result, rawValue) = rawReporter.applyReportingRawValue(aligned, to: before)
            } else {
                result = format.apply(aligned, to: before)
                if modelValueKind == .raw { rawValue = format.rawValue(for: result.text) }
            }
        }
        state = result
        if forceShow || result.text != shown.text {
            command { $0.show(result) }
        } else if result.selectionUTF8 != shown.selectionUTF8 {
            command { $0.select(result) }
        }
        // An edit that changes nothing (GTK deletes the empty range 0..<0 as
        // a preedit starts) is no change: no model write, no onChange, no step.
        // The identity format decides it from the edit: `String ==` on text
        // not known to be NFC normalises both sides, O(n) per keystroke (13x
        // slower on a 1 MB mixed-script document).
        let changed =
            format.isIdentity
            ? Self.changesText(edit, in: before.text, to: result.text) : result.text != before.text
        if changed {
            writeAndNotify(result, value: modelValueKind == .raw ? rawValue : nil)
            let isNewStep = history.record(
                before: before, after: result, kind: kind ?? Self.kind(of: edit, in: before),
                typed: edit.replacement)
            if isNewStep { onUndoableEdit?() }
        }
        let drops =
            format.isIdentity
            ? nil
            : self.drops(of: edit, before: before, result: result, resultRaw: rawValue, counted: !reports)
        guard reports else { return drops }
        if let drops, drops.kept < drops.offered { reject(drops) } else { clearRejection() }
        return nil
    }

    /// Whether `edit`, which turned `old` into `new`, changed the text: a
    /// different length in UTF-8 (O(1)), or replaced bytes that differ from the
    /// replacement (O(edit)), never a scan of the whole text.
    private static func changesText(_ edit: TextEdit, in old: String, to new: String) -> Bool {
        old.utf8.count != new.utf8.count || !old.utf8[edit.range].elementsEqual(edit.replacement.utf8)
    }

    /// The number of `Character`s of `text`: its byte count when every byte
    /// is ASCII and none is `\r` (which joins a following `\n`), without
    /// grapheme breaking; otherwise `count`.
    static func characterCount(_ text: some StringProtocol) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return bytes.count
        }
        return (ascii ?? nil) ?? text.count
    }

    /// How the user made `edit` of `before`, for the history's coalescing.
    private static func kind(of edit: TextEdit, in before: TextEditingState) -> EditHistory.Kind {
        guard before.selection.isEmpty else { return .other }
        let text = before.text
        if edit.range.lowerBound == before.caret, characterCount(edit.replacement) == 1,
            edit.range.isEmpty || characterCount(text[edit.range]) == 1
        {
            // Typed at the caret, or over the next character (overwrite mode).
            return .typing
        }
        if edit.replacement.isEmpty, !edit.range.isEmpty,
            edit.range.lowerBound == before.caret || edit.range.upperBound == before.caret,
            characterCount(text[edit.range]) == 1
        {
            return .deleting
        }
        return .other
    }

    /// Tells ``onReject`` and, when ``showsRejections`` is on, the widget.
    private func reject(_ rejection: InputRejection) {
        onReject?(rejection)
        lastRejection = rejection
        if showsRejections { widget?.showRejection(rejection) }
    }

    /// An edit kept everything it was given: the message goes.
    private func clearRejection() {
        guard lastRejection != nil else { return }
        lastRejection = nil
        if showsRejections { widget?.showRejection(nil) }
    }

    /// What the format kept of the characters `edit` offered, when anyone
    /// listens (the measure costs a pass of the format); `nil` otherwise.
    ///
    /// `resultRaw` is the raw value of `result` when the caller has it. The
    /// raw value of the state before a pure insertion is the one kept from
    /// the last edit when that edit's result is the state now edited (a
    /// keystroke after a keystroke), so typing costs no second format pass;
    /// and when as many characters were kept as were typed, nothing was left
    /// out and the answer is `nil` without counting what was offered, unless
    /// the caller needs the counts (`counted`).
    private func drops(
        of edit: TextEdit, before: TextEditingState, result: TextEditingState, resultRaw: String? = nil,
        counted: Bool = false
    ) -> InputRejection? {
        let raw = resultRaw ?? format.rawValue(for: result.text)
        defer { rawOfState = (result.text, raw) }
        guard onReject != nil || (showsRejections && widget != nil), !edit.replacement.isEmpty else {
            return nil
        }
        // The same edit without its text: what the raw value would have been.
        // A selected range keeps the separator-backspace rule out of it. An
        // insertion removes nothing: the raw value of the state before it,
        // which the format laid out (`FormatSpeedPathTests` checks that an
        // empty edit of a laid-out state keeps its raw value).
        let rawWithout: String
        if edit.range.isEmpty, let known = rawOfState, known.text == before.text {
            rawWithout = known.raw
        } else {
            var selected = before
            selected.select(edit.range)
            let removed = format.apply(TextEdit(range: edit.range, replacement: ""), to: selected)
            rawWithout = format.rawValue(for: removed.text)
        }
        let kept = Self.characterCount(raw) - Self.characterCount(rawWithout)
        // Offered characters are at most the typed ones, and the report
        // keeps at most the offered: kept them all.
        if !counted, kept >= Self.characterCount(edit.replacement) { return nil }
        let offered = InputRejection.offered(in: edit.replacement, display: result.text, raw: raw)
        return InputRejection(source: .user, offered: offered, kept: kept)
    }

    /// Reports the characters of an app value that the format did not keep.
    private func reportDrops(ofModelValue value: String, display: String) {
        guard let onReject, !format.isIdentity else { return }
        let raw = format.rawValue(for: display)
        let offered = InputRejection.offered(in: value, display: display, raw: raw)
        // The app's own value: the app hears it, the user is not told off for it.
        if raw.count < offered { onReject(InputRejection(source: .model, offered: offered, kept: raw.count)) }
    }

    /// Writes the model value of `result` (`value` when the format already
    /// handed it back) and tells ``onChange``.
    private func writeAndNotify(_ result: TextEditingState, value known: String? = nil) {
        let value = known ?? modelValue(for: result.text)
        lastSynced = value
        writeModel?(value)
        onChange?(value)
    }

    /// Shows the model's value (the last one synchronised, which is what the
    /// model holds) through the current format. Deriving it from the old
    /// display instead would lose what the old format did not show: an app
    /// value "12345" in a four-digit field, shown "1234", is "12345" again
    /// when the limit goes.
    private func reformatAfterFormatChange() {
        history.removeAll()
        guard composition == nil else {
            reformatsAfterComposition = true
            return
        }
        let display = format.displayText(for: lastSynced)
        guard display != state.text else { return }
        let next = TextEditingState(text: display)
        state = next
        command { $0.show(next) }
    }

    /// Sends a command to the widget. A command decided while another one
    /// runs (the widget ended editing inside `resignFocus`, and ending a
    /// composition must show its result) runs right after it, in order,
    /// instead of being lost or re-entering the widget.
    private func command(_ body: @escaping (any TextInputWidget) -> Void) {
        guard let widget else { return }
        guard !isCommandingWidget else {
            queuedCommands.append(body)
            return
        }
        isCommandingWidget = true
        defer { isCommandingWidget = false }
        body(widget)
        while !queuedCommands.isEmpty { queuedCommands.removeFirst()(widget) }
    }

    /// `edit`, which turns `old` into `new`, widened until both of its ends are
    /// character boundaries in both texts, when it splits a character of `old`.
    ///
    /// Formats work on characters, but a toolkit may edit part of a grapheme
    /// cluster: GTK's backspace deletes only the vowel sign of "कि" where Pango
    /// sets `backspace_deletes_character`, leaving "क", and deleting "मस" from
    /// "नमस्ते" joins "न" with what follows into one cluster. Handing the
    /// format the scalar range made it drop whole characters; the widened edit
    /// replaces whole characters with what the user's edit left of them. Only
    /// the clusters at the two ends are looked at.
    static func characterAligned(_ edit: TextEdit, old: String, new: String) -> TextEdit {
        let start = old.utf8.distance(from: old.startIndex, to: edit.range.lowerBound)
        let end = old.utf8.distance(from: edit.range.upperBound, to: old.endIndex)
        // Both ends between two ASCII bytes (neither a `\r` before a `\n`) are
        // character boundaries in both texts: no grapheme breaking needed.
        if isASCIIBoundary(start, in: old), isASCIIBoundary(old.utf8.count - end, in: old),
            isASCIIBoundary(start, in: new), isASCIIBoundary(new.utf8.count - end, in: new)
        {
            return edit
        }
        // An edit between whole characters stays as the user made it, even when
        // what it inserts attaches to a neighbour (a lone joiner after "a"): the
        // format judges what was typed.
        guard
            roundedDown(start, in: old) != start
                || roundedUp(old.utf8.count - end, in: old) != old.utf8.count - end
        else { return edit }
        var prefix = start
        var suffix = end
        while true {
            let p = min(roundedDown(prefix, in: old), roundedDown(prefix, in: new))
            let s = min(
                old.utf8.count - roundedUp(old.utf8.count - suffix, in: old),
                new.utf8.count - roundedUp(new.utf8.count - suffix, in: new))
            if p == prefix && s == suffix { break }
            prefix = p
            suffix = s
        }
        guard prefix != start || suffix != end else { return edit }
        let range =
            old.utf8.index(old.startIndex, offsetBy: prefix)..<old.utf8.index(old.endIndex, offsetBy: -suffix)
        let replaced =
            new.utf8.index(new.startIndex, offsetBy: prefix)..<new.utf8.index(new.endIndex, offsetBy: -suffix)
        return TextEdit(range: range, replacement: String(new.unicodeScalars[replaced]))
    }

    /// Whether `offset` lies between two ASCII bytes of `text` (or at an end
    /// next to one) that are not `\r` and `\n`: a character boundary.
    @inline(__always)
    private static func isASCIIBoundary(_ offset: Int, in text: String) -> Bool {
        let utf8 = text.utf8
        let count = utf8.count
        guard offset >= 0, offset <= count else { return false }
        let before: UInt8 = offset > 0 ? utf8[utf8.index(utf8.startIndex, offsetBy: offset - 1)] : 0
        let after: UInt8 = offset < count ? utf8[utf8.index(utf8.startIndex, offsetBy: offset)] : 0
        return before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
    }

    /// The UTF-8 offset of the character boundary at or before `offset` (a scalar boundary).
    private static func roundedDown(_ offset: Int, in text: String) -> Int {
        let i = text.utf8.index(text.startIndex, offsetBy: offset)
        guard i < text.endIndex else { return offset }
        // Character operations round an index down to a character boundary first.
        return text.utf8.distance(from: text.startIndex, to: text.index(before: text.index(after: i)))
    }

    /// The UTF-8 offset of the character boundary at or after `offset` (a scalar boundary).
    private static func roundedUp(_ offset: Int, in text: String) -> Int {
        let down = roundedDown(offset, in: text)
        guard down < offset else { return offset }
        let next = text.index(after: text.utf8.index(text.startIndex, offsetBy: down))
        return text.utf8.distance(from: text.startIndex, to: next)
    }

    static func edit(from before: TextEditingState, to after: TextEditingState) -> TextEdit {
        let diff = TextDiff(old: before.text, new: after.text, newCaret: after.selectionUTF8.upperBound)
        return TextEdit(
            range: before.index(diff.start)..<before.index(diff.oldEnd),
            replacement: String(after.text.utf8[after.index(diff.start)..<after.index(diff.newEnd)])!
        )
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
