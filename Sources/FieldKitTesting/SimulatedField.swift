import FieldKit

/// A native text field simulated in memory: it drives a
/// ``/FieldKit/TextInputCoordinator`` exactly as a UIKit or GTK widget would,
/// and records what the user would see and what the app received.
///
/// The field keeps its own text, selection, marked text (UIKit, AppKit) and
/// preedit (GTK), applies the user's edits itself, then reports them to the
/// coordinator in the toolkit's order, through the same package-level
/// adapter code the real adapter calls (UIKit and AppKit announce an edit,
/// make it, report the selection, then report the change with the text they
/// show); the coordinator may then correct it. Positions are UTF-16 offsets,
/// as UIKit and AppKit count.
///
/// ```swift
/// let field = SimulatedField(format: .cardNumber)
/// try field.type("4242424242424242")
/// field.text              // "4242 4242 4242 4242"
/// field.modelValue        // "4242424242424242"
/// ```
///
/// No test framework is needed: assert on the properties with whichever
/// framework the app uses.
@MainActor
public final class SimulatedField: TextInputWidget {
    /// The field's name in transfers and descriptions.
    public let name: String
    /// The coordinator this field drives.
    public let coordinator: TextInputCoordinator
    /// The toolkit whose behaviour the field copies.
    public let toolkit: SimulatedToolkit
    /// The kind of native widget the field copies.
    public let widgetKind: SimulatedWidgetKind
    /// The window the field lives in; focus moves within it.
    public let window: SimulatedWindow
    /// Whether the field records what the app received and the commands it
    /// got (``commands``, ``modelWrites``, ``changes``, ...). Without
    /// recording it keeps only what it shows and the model's current value
    /// (``modelValue``), and ``violations``: for measuring the core, not the
    /// recorder, in benchmarks and long soaks.
    public let isRecording: Bool

    // MARK: What the user sees

    /// Text, selection and marked text as the widget shows them.
    public private(set) var shown: TextEditingState
    /// The GTK preedit, shown at the caret outside the text; empty when none.
    public private(set) var preedit = ""
    /// False while the field cannot take focus (not in a window, disabled).
    public var canTakeFocus = true
    /// What the input method commits when focus leaves while it composes;
    /// `nil` commits what it shows (the preedit, or the marked text).
    public var focusLossCommit: String?

    // MARK: What the app received

    /// Every command the coordinator sent to the widget, in order.
    public private(set) var commands: [WidgetCommand] = []
    /// The app's stored value, as the model last had it: what the
    /// coordinator last wrote, or what the model last handed to the
    /// coordinator (``/FieldKit/TextInputCoordinator/modelDidChange(to:)``):
    /// ``appSets(_:)``, a binding's update, and, for a field bound to a
    /// form, the app writing the form's field and ``/FieldKit/FormModel/reset()``.
    public private(set) var modelValue: String
    /// Every value the coordinator wrote into the model, in order.
    public private(set) var modelWrites: [String] = []
    /// Every value ``/FieldKit/TextInputCoordinator/onChange`` reported.
    ///
    /// One rule on every toolkit: a change is reported once per edit the
    /// user made, and an input method's composition reports nothing until
    /// it commits; each commit that ends a composition is one change (a
    /// Korean syllable committed as the next one starts, a Japanese
    /// conversion once; see ``composeHangul(_:)``).
    public private(set) var changes: [String] = []
    /// How many times ``/FieldKit/TextInputCoordinator/onSubmit`` was called.
    public private(set) var submits = 0
    /// How many editing sessions began.
    public private(set) var beginnings = 0
    /// How each editing session ended.
    public private(set) var endings: [EndEditingReason] = []
    /// Every input the format dropped, as reported by ``/FieldKit/TextInputCoordinator/onReject``.
    public private(set) var rejections: [InputRejection] = []
    /// Every content direction the coordinator told the field, in order
    /// (`true`: left to right; ``/FieldKit/TextInputWidget/showContentDirection(leftToRight:)``).
    public private(set) var contentDirections: [Bool] = []
    /// The message about left-out characters the field shows now in its own
    /// place, as the adapters show it by default (`nil`: none, also while
    /// ``onRejectionMessageChange`` shows it for the app).
    public private(set) var rejectionMessage: String?
    /// How often the widget was told to lay out again after an edit it
    /// never laid out (refused as longer than the field holds), as the
    /// adapters tell a growing text view (`onLayoutChange`).
    package internal(set) var relayouts = 0
    /// Every message announced to assistive technology, in order.
    public private(set) var announcements: [String] = []
    /// How many times the UIKit and AppKit adapters would have moved
    /// VoiceOver's cursor to the field: once each time a failed submit gives
    /// it focus (``/FieldKit/FocusChain/lastMoveIsForValidation``), never
    /// for focus the user or the app gives.
    public private(set) var screenReaderFocusMoves = 0
    /// The catalog the field's messages come from.
    public var messages: MessageCatalog {
        get { rejectionRoute.messages }
        set { rejectionRoute.messages = newValue }
    }
    /// Called when the message about left-out characters changes, for an
    /// app that shows it itself (the adapters' `onRejectionMessageChange`):
    /// while set, the field's own place stays empty.
    public var onRejectionMessageChange: ((String?) -> Void)? {
        get { rejectionRoute.onMessageChange }
        set { rejectionRoute.onMessageChange = newValue }
    }
    /// Every set of text-input traits the coordinator gave the widget, in
    /// order (``/FieldKit/TextInputWidget/showTextInputTraits(_:)``).
    public private(set) var textInputTraitChanges: [TextInputTraits] = []
    /// The text-input traits the widget has now: the last ones the
    /// coordinator gave it, `nil` while it has none of FieldKit's (its
    /// toolkit's defaults, or what the app set on it).
    public var textInputTraits: TextInputTraits? { textInputTraitChanges.last }
    /// Model writes that happened while the app was pushing a value in
    /// (``appSets(_:)``): each is a feedback loop on a real device.
    public private(set) var modelWritesDuringAppUpdate = 0
    /// What went wrong on the widget's side: a write while an input method
    /// composed, a selection for a text the widget does not show, a range the
    /// coordinator refused. Empty in a correct integration.
    public private(set) var violations: [String] = []

    // MARK: Hooks

    /// Runs inside every `show` command, after the text is set: GTK emits
    /// change signals synchronously while the app writes, and a test can
    /// reproduce what a handler does then.
    public var onShow: ((SimulatedField, TextEditingState) -> Void)?
    /// Runs inside the `focus` command, before focus moves.
    public var onFocus: (() -> Void)?
    /// Runs inside the `resignFocus` command, before focus moves.
    public var onResignFocus: (() -> Void)?
    /// The bound form field's accessibility, named by the form's rule label
    /// or the given one (``voiceOver``).
    var formAccessibility: ((String, String?) -> FieldAccessibility?)?
    /// Whether the bound form's latest focus move was a failed submit's, to
    /// this field (a tap is reported to the chain only after the widget
    /// took focus, so the chain's last move may still be an older one).
    var formFocusMovedForValidation: (() -> Bool)?

    private var isInAppUpdate = false
    /// The edit UIKit or AppKit announced and has not reported as made, kept
    /// by the adapters' own type.
    let announced = AnnouncedEdit()
    /// GTK's insert / delete signal bookkeeping, kept by the adapters' own type.
    let tracking = InsertDeleteTracking()
    /// The window's undo manager, as AppKit's field registers with it.
    let undoManager = SimulatedUndoManager()
    /// The toolkit's route into the core's history (``undo()``).
    private(set) var undoRoute: HistoryUndoRoute!
    /// Shows and announces the messages about left-out characters, as the
    /// adapters' presenters do, through the core's route.
    private var rejectionRoute: RejectionMessageRoute!

    /// A field driving `coordinator`, which it becomes the widget of.
    ///
    /// The coordinator's callbacks that are already set by the app still
    /// run; the field records each call before passing it on. Model writes
    /// are recorded whoever else hears them, also when the coordinator is
    /// bound to a form (``/FieldKit/FormModel/bind(_:to:)``) after the field
    /// was made. Without `recording` (``isRecording``) the callbacks are
    /// left as they are and only the model's value is kept.
    public init(
        coordinator: TextInputCoordinator, name: String = "field", toolkit: SimulatedToolkit = .uiKit,
        widget: SimulatedWidgetKind = .textField, window: SimulatedWindow = SimulatedWindow(),
        recording: Bool = true
    ) {
        self.name = name
        self.coordinator = coordinator
        self.toolkit = toolkit
        widgetKind = widget
        self.window = window
        isRecording = recording
        shown = coordinator.state
        modelValue = coordinator.modelValue
        coordinator.widget = self
        undoRoute = makeUndoRoute()
        rejectionRoute = RejectionMessageRoute(
            display: { [weak self] in self?.rejectionMessage = $0 },
            announce: { [weak self] spoken in
                guard let self, self.isRecording else { return }
                self.announcements.append(spoken)
            })
        // Every write path on the model's side ends in `modelDidChange`:
        // hearing it keeps `modelValue` (and so `isInSync`) true to the
        // model, whoever wrote it.
        coordinator.modelDidChangeObserver = { [weak self] value in self?.modelValue = value }
        guard recording else {
            coordinator.modelWriteRoute.route(.recorder) { [weak self] value in self?.modelValue = value }
            return
        }
        // Model writes have a recorder's slot of their own, so the app's
        // `writeModel` and a form bound later (`FormModel.bind`) both keep
        // running and neither replaces the recording.
        coordinator.modelWriteRoute.route(.recorder) { [weak self] value in self?.recordModelWrite(value) }
        let app = (
            change: coordinator.onChange, submit: coordinator.onSubmit,
            end: coordinator.onEndEditing, begin: coordinator.onBeginEditing, reject: coordinator.onReject
        )
        coordinator.onChange = { [weak self] value in
            self?.changes.append(value)
            app.change?(value)
        }
        coordinator.onSubmit = { [weak self] in
            self?.submits += 1
            app.submit?()
        }
        coordinator.onEndEditing = { [weak self] reason in
            self?.endings.append(reason)
            app.end?(reason)
        }
        coordinator.onBeginEditing = { [weak self] in
            self?.beginnings += 1
            app.begin?()
        }
        coordinator.onReject = { [weak self] rejection in
            self?.rejections.append(rejection)
            app.reject?(rejection)
        }
    }

    /// A field with its own coordinator showing `text`, laid out by `format`.
    public convenience init(
        _ text: String = "", format: any InputFormat = IdentityFormat(),
        modelValueKind: ModelValueKind = .raw,
        name: String = "field", toolkit: SimulatedToolkit = .uiKit,
        widget: SimulatedWidgetKind = .textField, window: SimulatedWindow = SimulatedWindow()
    ) {
        self.init(
            coordinator: TextInputCoordinator(text: text, format: format, modelValueKind: modelValueKind),
            name: name, toolkit: toolkit, widget: widget, window: window)
    }

    /// A field bound to the form's field `name` (``/FieldKit/FormModel/bind(_:to:)``),
    /// as a form's view does; `nil` when the form has no such field.
    /// The field's name is the form field's, written out (`"card"` for `.card`).
    public convenience init?<Field>(
        binding name: Field, in form: FormModel<Field>, toolkit: SimulatedToolkit = .uiKit,
        widget: SimulatedWidgetKind = .textField, window: SimulatedWindow = SimulatedWindow()
    ) {
        let coordinator = TextInputCoordinator()
        guard form.bind(coordinator, to: name) else { return nil }
        self.init(
            coordinator: coordinator, name: "\(name)", toolkit: toolkit, widget: widget, window: window)
        formAccessibility = { [weak form] label, hint in
            guard let field = form?[name] else { return nil }
            return field.accessibility(label: field.label ?? label, hint: hint)
        }
        formFocusMovedForValidation = { [weak form] in
            guard let focus = form?.focus else { return false }
            return focus.lastMoveIsForValidation && focus.focused == name
        }
    }

    // MARK: Reading

    /// The text the field shows (without a GTK preedit).
    public var text: String { shown.text }
    /// The selection, in UTF-16; empty when it is a caret.
    public var selection: Range<Int> { utf16(shown.selection) }
    /// The caret (the end of the selection), in UTF-16.
    public var caret: Int { selection.upperBound }
    /// The marked (composing) text inline in ``text``, or `nil`.
    public var markedText: String? { shown.markedRange.map { String(shown.text[$0]) } }
    /// Whether an input method is composing in the field.
    public var isComposing: Bool { shown.hasMarkedText || !preedit.isEmpty }
    /// Whether the field has keyboard focus in its window.
    public var hasFocus: Bool { window.focused === self }
    /// The texts of every `show` command, in order.
    public var shownTexts: [String] {
        commands.compactMap { if case .show(let text, _) = $0 { text } else { nil } }
    }

    /// Whether the coordinator, the field and the model agree: same text,
    /// same selection, and the model holds the coordinator's value
    /// (``modelValue``, which follows every write on the model's side). A
    /// model write that waits for a composition to end is out of sync until
    /// it lands.
    public var isInSync: Bool {
        coordinator.state.text == shown.text && utf16(coordinator.state.selection) == selection
            && modelValue == coordinator.modelValue
    }

    // MARK: The app

    /// The app sets its model to `value`, and the view update hands it to the
    /// coordinator, as `updateUIView` or a model observer does.
    public func appSets(_ value: String) {
        modelValue = value
        isInAppUpdate = true
        defer { isInAppUpdate = false }
        coordinator.modelDidChange(to: value)
    }

    /// Forgets every record (commands, model writes, callbacks, violations),
    /// so a test can assert on what one step does.
    public func resetRecording() {
        commands = []
        modelWrites = []
        changes = []
        submits = 0
        beginnings = 0
        endings = []
        rejections = []
        contentDirections = []
        announcements = []
        screenReaderFocusMoves = 0
        modelWritesDuringAppUpdate = 0
        violations = []
    }

    // MARK: TextInputWidget

    /// Shows `state` as the coordinator commands; on GTK, echoes it back as
    /// change signals, and on UIKit and AppKit as a selection callback (set
    /// from code, the text sends no change event), which the coordinator
    /// must ignore.
    public func show(_ state: TextEditingState) {
        if isComposing { violations.append("show(\(state.text.debugDescription)) while composing") }
        let previous = shown
        shown = state
        if isRecording { commands.append(.show(text: state.text, selection: utf16(state.selection))) }
        if toolkit == .gtk {
            // `gtk_editable_set_text`: the old text deleted, the new inserted,
            // the caret moved, each through the adapter's bookkeeping.
            let old = TextSpan(0, previous.length(in: .unicodeScalars), unit: .unicodeScalars)
            tracking.willDelete(old, in: self)
            _ = tracking.didDelete(old, in: self)
            _ = tracking.willInsert(state.text, at: 0, in: self)
            tracking.didInsert(state.text, at: 0, in: self)
            tracking.didMoveSelection(in: self)
        } else {
            announced.widgetDidChangeSelection(
                shown.offsets(of: shown.selection, in: .utf16), in: coordinator)
        }
        onShow?(self, state)
    }

    /// Moves the selection as the coordinator commands.
    public func select(_ state: TextEditingState) {
        if isComposing { violations.append("select while composing") }
        if state.text != shown.text { violations.append("select for a text the field does not show") }
        shown.select(state.selection)
        if isRecording { commands.append(.select(utf16(state.selection))) }
        if toolkit == .gtk {
            tracking.didMoveSelection(in: self)
        } else {
            announced.widgetDidChangeSelection(
                shown.offsets(of: shown.selection, in: .utf16), in: coordinator)
        }
    }

    /// Takes focus in the window, as `becomeFirstResponder` or `gtk_widget_grab_focus` does.
    public func focus() {
        if isRecording { commands.append(.focus) }
        onFocus?()
        if canTakeFocus { window.makeFirstResponder(self) }
    }

    /// Gives up focus in the window.
    public func resignFocus() {
        if isRecording { commands.append(.resignFocus) }
        onResignFocus?()
        if hasFocus { window.makeFirstResponder(nil) }
    }

    /// Shows and announces the message about left-out characters as the
    /// adapters do: through a `RejectionNotice` in
    /// ``messages``' language, recorded in ``rejectionMessage`` and
    /// ``announcements``.
    public func showRejection(_ rejection: InputRejection?) {
        rejectionRoute.show(rejection)
    }

    /// Takes the text-input traits the coordinator decided, as the UIKit and
    /// AppKit adapters do (``textInputTraits``).
    public func showTextInputTraits(_ traits: TextInputTraits) {
        textInputTraitChanges.append(traits)
    }

    /// Records the content direction the coordinator tells the field
    /// (``contentDirections``).
    public func showContentDirection(leftToRight: Bool) {
        if isRecording { contentDirections.append(leftToRight) }
    }

    // MARK: Internals

    func utf16(_ range: Range<String.Index>) -> Range<Int> {
        let r = shown.offsets(of: range, in: .utf16)
        return r.lowerBound..<r.upperBound
    }

    func record(_ error: TextSpanError, _ action: String) {
        violations.append("\(action): the coordinator refused a range (\(error))")
    }

    private func recordModelWrite(_ value: String) {
        if isInAppUpdate { modelWritesDuringAppUpdate += 1 }
        modelWrites.append(value)
        modelValue = value
    }

    /// Sets the widget's own state, as the native widget does before it reports.
    func setShown(_ state: TextEditingState) { shown = state }
    func setPreeditText(_ text: String) { preedit = text }

    /// Called by the window: focus arrived.
    func didTakeFocus() {
        let forValidation = formFocusMovedForValidation?() ?? false
        if FieldSpeech.movesScreenReaderFocus(gainedFocus: true, focusMovedForValidation: forValidation) {
            screenReaderFocusMoves += 1
        }
        coordinator.didBeginEditing()
    }

    /// Called by the window: focus left. The input method finishes its
    /// composition first, as each toolkit does, then the end is reported
    /// (the adapters forget an announced edit then).
    func didLoseFocus() {
        if !preedit.isEmpty {
            // GTK: the input method commits, then empties its preedit.
            try? commitPreedit(focusLossCommit ?? preedit)
        } else if let marked = markedText {
            // UIKit: the marked text stays as ordinary text, or the commit replaces it.
            if let commit = focusLossCommit, commit != marked {
                try? commitMarkedText(commit)
            } else {
                try? unmarkText()
            }
        }
        reportWidgetSettled()
        if toolkit == .appKit, widgetKind == .textField {
            // The AppKit field removes its steps from the window's manager.
            undoManager.removeAllActions()
        }
        coordinator.didEndEditing()
    }
}

extension SimulatedField: @MainActor CustomStringConvertible {
    /// The field's name, text length, selection and composition, never its
    /// text (a secure field's value stays out of test logs).
    public var description: String {
        "SimulatedField(\(name), \(shown.length(in: .utf16)) UTF-16 units, selection \(selection)"
            + (isComposing ? ", composing" : "") + ")"
    }
}
