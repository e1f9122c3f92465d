/// The toolkit-neutral coordinator between one native text widget and the
/// app's model. Every adapter (SwiftUI over UIKit or AppKit, GTK) drives one
/// per field; all decisions about text, caret and composition are made here.
///
/// Events go in as they happen in the widget (``didReplace(_:with:markedRange:)``,
/// ``didChangeText(to:selection:markedRange:)``, ``didChangePreedit(_:)``,
/// ``didBeginEditing()``, ``didEndEditing()``, ``didPressReturn()``) and from the
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

    /// The live format. Changing it reformats the text now (unless composing).
    public var format: any InputFormat {
        didSet { reformatAfterFormatChange() }
    }

    /// Which value the coordinator writes into the model.
    public var modelValueKind: ModelValueKind

    /// Whether the field holds a secret (password, CVC): its text never appears
    /// in ``description``.
    public var isSecure: Bool

    /// The widget this coordinator drives.
    public weak var widget: (any TextInputWidget)?

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

    /// Called once at the end of each editing session, with why it ended.
    public var onEndEditing: ((EndEditingReason) -> Void)?

    /// Called when editing begins (the widget took focus).
    public var onBeginEditing: (() -> Void)?

    /// Whether the widget has focus and is being edited.
    public private(set) var isEditing = false

    /// The composition in progress, if any.
    private var composition: Composition?

    /// The model value last written to or read from the model.
    private var lastSynced: String

    /// An app write that arrived during a composition, applied when it ends.
    private var pendingModelValue: String?

    /// True while a command to the widget runs; events it causes are echoes.
    private var isCommandingWidget = false

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
        if ranges.count == 1 {
            let range = try before.resolve(ranges[0])
            edit = TextEdit(range: range, replacement: replacement)
            native.replace(range, with: replacement)
        } else {
            try native.replace(ranges, with: replacement)
            edit = Self.edit(from: before, to: native)
        }
        if let markedRange { try native.setMarkedRange(markedRange) }
        handleUserChange(before: before, native: native, edit: edit)
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
        try state.select(selection)
    }

    /// The widget took focus.
    public func didBeginEditing() {
        guard !isEditing else { return }
        isEditing = true
        onBeginEditing?()
    }

    /// The widget lost focus. A composition still open is finished first.
    public func didEndEditing() {
        if let current = composition { finishComposition(current) }
        guard isEditing else { return }
        isEditing = false
        let reason = endingReason ?? .focusMoved
        endingReason = nil
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

    // MARK: Events from the app

    /// The model changed (called from a view update, or by a model observer).
    ///
    /// Does nothing when `value` is what was last synchronised, so the echo of
    /// the coordinator's own write costs nothing and moves no caret. Otherwise
    /// the widget shows the value formatted, with the caret kept where it was
    /// relative to the text around it. Never writes the model. During a
    /// composition the value waits for the composition to end.
    public func modelDidChange(to value: String) {
        guard value != lastSynced else { return }
        if composition != nil {
            pendingModelValue = value
            return
        }
        lastSynced = value
        let display = format.displayText(for: value)
        guard display != state.text else { return }
        let diff = TextDiff(old: state.text, new: display)
        var next = TextEditingState(text: display)
        next.setSelectionUTF8(
            diff.map(state.selectionUTF8.lowerBound)..<diff.map(state.selectionUTF8.upperBound))
        state = next
        command { $0.show(next) }
    }

    /// Asks the widget to take focus.
    public func focus() { command { $0.focus() } }

    /// Asks the widget to give up focus; ``onEndEditing`` reports `.resigned`.
    public func resignFocus() {
        endingReason = .resigned
        defer { endingReason = nil }
        command { $0.resignFocus() }
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
        commit(before: before, native: native, edit: edit)
    }

    /// Ends `current`: the net edit of the composition goes through the format
    /// and into the model, rebased onto an app write that arrived meanwhile.
    private func finishComposition(_ current: Composition) {
        composition = nil
        var native = state
        native.setMarkedUTF8(nil)
        let base = current.base
        let net = TextDiff(old: base.text, new: native.text, newCaret: native.selectionUTF8.upperBound)
        let replacement = String(native.text.utf8[native.index(net.start)..<native.index(net.newEnd)])!
        guard let appValue = pendingModelValue else {
            let edit = TextEdit(
                range: base.index(net.start)..<base.index(net.oldEnd), replacement: replacement)
            if net.isEmpty {
                state = native
            } else {
                commit(before: base, native: native, edit: edit)
            }
            return
        }
        pendingModelValue = nil
        // Rebase the user's committed text onto the app's value.
        lastSynced = appValue
        var rebased = TextEditingState(text: format.displayText(for: appValue))
        let appDiff = TextDiff(old: base.text, new: rebased.text)
        let start = appDiff.map(net.start)
        let end = max(start, appDiff.map(net.oldEnd))
        rebased.setSelectionUTF8(start..<start)
        let edit = TextEdit(range: rebased.index(start)..<rebased.index(end), replacement: replacement)
        let result =
            format.isIdentity
            ? rebased.replacing(edit.range, with: replacement) : format.apply(edit, to: rebased)
        state = result
        command { $0.show(result) }
        if !net.isEmpty { writeAndNotify(result) }
    }

    private func commit(before: TextEditingState, native: TextEditingState, edit: TextEdit) {
        if format.isIdentity {
            state = native
            writeAndNotify(native)
            return
        }
        let result = format.apply(edit, to: before)
        state = result
        if result.text != native.text {
            command { $0.show(result) }
        } else if result.selectionUTF8 != native.selectionUTF8 {
            command { $0.select(result) }
        }
        if result.text != before.text { writeAndNotify(result) }
    }

    private func writeAndNotify(_ result: TextEditingState) {
        let value = modelValue(for: result.text)
        lastSynced = value
        writeModel?(value)
        onChange?(value)
    }

    private func reformatAfterFormatChange() {
        guard composition == nil else { return }
        let display = format.displayText(for: modelValue(for: state.text))
        guard display != state.text else { return }
        let next = TextEditingState(text: display)
        state = next
        command { $0.show(next) }
    }

    private func command(_ body: (any TextInputWidget) -> Void) {
        guard let widget, !isCommandingWidget else { return }
        isCommandingWidget = true
        defer { isCommandingWidget = false }
        body(widget)
    }

    static func edit(from before: TextEditingState, to after: TextEditingState) -> TextEdit {
        let diff = TextDiff(old: before.text, new: after.text, newCaret: after.selectionUTF8.upperBound)
        return TextEdit(
            range: before.index(diff.start)..<before.index(diff.oldEnd),
            replacement: String(after.text.utf8[after.index(diff.start)..<after.index(diff.newEnd)])!
        )
    }
}

extension TextInputCoordinator: CustomStringConvertible {
    /// Lengths and state only; the text itself never appears, so a coordinator
    /// of a secure field can be logged.
    public nonisolated var description: String {
        "TextInputCoordinator"
    }
}
