import FieldKit

/// A fake native widget for the issue 18 tests (the bad-input tests moved to FieldKitTesting's SimulatedField): it records
/// the coordinator's commands and, like a toolkit, reports focus changes and
/// input-method commits synchronously while they happen.
@MainActor
final class IntegrityWidget: TextInputWidget {
    /// What the widget shows.
    var shown: TextEditingState
    /// GTK-style preedit; empty when no composition is open.
    var preedit = ""
    weak var coordinator: TextInputCoordinator?
    private(set) var showCount = 0
    private(set) var writesWhileComposing = 0
    /// What the widget's input method commits when focus leaves, if it composes.
    var commitOnFocusLoss: String?

    init(showing state: TextEditingState) { shown = state }

    func show(_ state: TextEditingState) {
        if !preedit.isEmpty || shown.hasMarkedText { writesWhileComposing += 1 }
        showCount += 1
        shown = state
    }

    func select(_ state: TextEditingState) {
        if !preedit.isEmpty || shown.hasMarkedText { writesWhileComposing += 1 }
        shown = state
    }

    func focus() { coordinator?.didBeginEditing() }

    /// GTK order on focus-out: the input method commits its text, the preedit
    /// empties, then the focus controller reports the end.
    func resignFocus() {
        if let commit = commitOnFocusLoss, !preedit.isEmpty {
            let caret = shown.offsets(of: shown.selection, in: .unicodeScalars)
            try? shown.replace([caret], with: commit)
            try? coordinator?.didReplace([caret], with: commit)
            preedit = ""
            coordinator?.didChangePreedit("")
        }
        coordinator?.didEndEditing()
    }

    /// Types `text` at the widget's caret, as a toolkit reports a keystroke.
    func type(_ text: String) throws {
        let caret = shown.offsets(of: shown.selection, in: .utf16)
        try shown.replace([caret], with: text)
        try coordinator?.didReplace([caret], with: text)
    }

    /// The user moves the caret (or selects), as the toolkit reports it.
    func select(_ range: TextRange) throws {
        try shown.select(range)
        try coordinator?.didChangeSelection(to: range)
    }

    /// Opens or changes a GTK-style preedit.
    func setPreedit(_ text: String) {
        preedit = text
        coordinator?.didChangePreedit(text)
    }
}

/// A coordinator wired to a ``IntegrityWidget`` and recording what the app hears.
@MainActor
final class IntegrityField {
    let coordinator: TextInputCoordinator
    let widget: IntegrityWidget
    private(set) var model: String
    private(set) var changes: [String] = []
    private(set) var ends: [EndEditingReason] = []
    private(set) var rejections: [InputRejection] = []
    private(set) var modelWrites = 0

    init(text: String = "", format: any InputFormat, kind: ModelValueKind = .raw) {
        model = text
        coordinator = TextInputCoordinator(text: text, format: format, modelValueKind: kind)
        widget = IntegrityWidget(showing: coordinator.state)
        widget.coordinator = coordinator
        coordinator.widget = widget
        coordinator.writeModel = { [unowned self] in
            model = $0
            modelWrites += 1
        }
        coordinator.onReject = { [unowned self] in rejections.append($0) }
        coordinator.onChange = { [unowned self] in changes.append($0) }
        coordinator.onEndEditing = { [unowned self] in ends.append($0) }
    }

    /// The app writes its model, as a view update would.
    func appWrites(_ value: String) {
        model = value
        coordinator.modelDidChange(to: value)
    }
}
