import Testing

@testable import FieldKit

/// A stand-in for a native text widget: it keeps its own text, selection
/// (in UTF-16, as UIKit and AppKit count) and marked range, applies what the
/// coordinator commands, and records every command so tests can prove which
/// writes happened and which did not.
@MainActor
final class FakeWidget: TextInputWidget {
    enum Command: Equatable {
        case show(text: String, selection: Range<Int>)
        case select(Range<Int>)
        case focus
        case resignFocus
    }

    var text = ""
    var selection = 0..<0
    var commands: [Command] = []
    /// Runs inside `show`, as GTK's `gtk_editable_set_text` emits
    /// `delete-text` and `insert-text` synchronously while the app writes.
    var echoDuringShow: ((FakeWidget, TextEditingState) -> Void)?
    /// Runs inside `resignFocus`, as `resignFirstResponder` calls
    /// `textFieldDidEndEditing(_:)` before it returns.
    var onResign: (() -> Void)?
    /// Runs inside `focus`, as `becomeFirstResponder` calls
    /// `textFieldDidBeginEditing(_:)` before it returns.
    var onFocus: (() -> Void)?

    var shows: [String] {
        commands.compactMap { if case .show(let text, _) = $0 { text } else { nil } }
    }

    func show(_ state: TextEditingState) {
        let range = state.offsets(of: state.selection, in: .utf16)
        text = state.text
        selection = range.lowerBound..<range.upperBound
        commands.append(.show(text: text, selection: selection))
        echoDuringShow?(self, state)
    }

    func select(_ state: TextEditingState) {
        let range = state.offsets(of: state.selection, in: .utf16)
        selection = range.lowerBound..<range.upperBound
        commands.append(.select(selection))
    }

    func focus() {
        commands.append(.focus)
        onFocus?()
    }

    func resignFocus() {
        commands.append(.resignFocus)
        onResign?()
    }
}

/// The app's model: a stored value the coordinator's `writeModel` sets, and a
/// flag that is up while the app pushes its value into the coordinator (a view
/// update), so a write made during an update is caught.
@MainActor
final class FakeModel {
    var value: String
    var writes: [String] = []
    var isInViewUpdate = false
    var writesDuringViewUpdate = 0

    init(_ value: String = "") { self.value = value }

    func write(_ newValue: String) {
        if isInViewUpdate { writesDuringViewUpdate += 1 }
        writes.append(newValue)
        value = newValue
    }

    /// The app sets its value and the view update hands it to the coordinator.
    func appSets(_ newValue: String, through coordinator: TextInputCoordinator) {
        value = newValue
        viewUpdate(coordinator)
    }

    /// A view update: passes the model's current value to the coordinator.
    func viewUpdate(_ coordinator: TextInputCoordinator) {
        isInViewUpdate = true
        defer { isInViewUpdate = false }
        coordinator.modelDidChange(to: value)
    }
}

/// A coordinator wired to a fake widget and model, with callback logs.
@MainActor
struct Field {
    let coordinator: TextInputCoordinator
    let widget: FakeWidget
    let model: FakeModel
    let log: CallbackLog

    init(
        _ text: String = "",
        format: any InputFormat = IdentityFormat(),
        modelValueKind: ModelValueKind = .raw
    ) {
        coordinator = TextInputCoordinator(text: text, format: format, modelValueKind: modelValueKind)
        widget = FakeWidget()
        model = FakeModel(text)
        log = CallbackLog()
        widget.text = coordinator.state.text
        let end = coordinator.state.length(in: .utf16)
        widget.selection = end..<end
        coordinator.widget = widget
        let model = model
        let log = log
        coordinator.writeModel = { model.write($0) }
        coordinator.onChange = { log.changes.append($0) }
        coordinator.onSubmit = { log.submits += 1 }
        coordinator.onEndEditing = { log.endings.append($0) }
        coordinator.onBeginEditing = { log.beginnings += 1 }
    }

    /// The user types or pastes `string` over the widget's selection, delivered
    /// as UIKit does: `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// with the selection as an `NSRange` in UTF-16 code units (Apple docs:
    /// "During typing, this parameter normally contains only the single new
    /// character that was typed, but it may contain more characters if the
    /// user is pasting text").
    func type(_ string: String) throws {
        let range = TextRange(widget.selection.lowerBound, widget.selection.upperBound, unit: .utf16)
        try replace(range, with: string)
    }

    /// A native replacement of `range` (UTF-16): the widget applies it, then
    /// reports it (GTK's `insert-text` / `delete-text` handlers connected
    /// after the default one, UIKit's `.editingChanged` with the range the
    /// delegate saw); the coordinator may then correct the widget.
    func replace(_ range: TextRange, with string: String, marked: TextRange? = nil) throws {
        var units = Array(widget.text.utf16)
        units.replaceSubrange(range.lowerBound..<range.upperBound, with: Array(string.utf16))
        let caret = range.lowerBound + string.utf16.count
        widget.text = String(decoding: units, as: UTF16.self)
        widget.selection = caret..<caret
        try coordinator.didReplace([range], with: string, markedRange: marked)
    }

    /// Backspace: UIKit deletes the whole grapheme cluster before the caret.
    func backspace() throws {
        let sel = widget.selection
        if !sel.isEmpty {
            return try replace(TextRange(sel.lowerBound, sel.upperBound, unit: .utf16), with: "")
        }
        let prefix = utf16Prefix(widget.text, sel.lowerBound)
        guard let last = prefix.last else { return }
        let start = sel.lowerBound - String(last).utf16.count
        try replace(TextRange(start, sel.lowerBound, unit: .utf16), with: "")
    }

    /// Moves the widget's caret and tells the coordinator.
    func moveCaret(toUTF16 offset: Int) throws {
        widget.selection = offset..<offset
        try coordinator.didChangeSelection(to: TextRange(caret: offset, unit: .utf16))
    }

    func selectUTF16(_ range: Range<Int>) throws {
        widget.selection = range
        try coordinator.didChangeSelection(to: TextRange(range.lowerBound, range.upperBound, unit: .utf16))
    }

    /// The coordinator, the widget and the model all agree (unless composing).
    func expectInSync(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(coordinator.state.text == text, sourceLocation: sourceLocation)
        #expect(widget.text == text, sourceLocation: sourceLocation)
        #expect(model.value == coordinator.modelValue, sourceLocation: sourceLocation)
        let caret = coordinator.state.offsets(of: coordinator.state.selection, in: .utf16)
        #expect(caret.lowerBound..<caret.upperBound == widget.selection, sourceLocation: sourceLocation)
    }
}

@MainActor
final class CallbackLog {
    var changes: [String] = []
    var submits = 0
    var endings: [EndEditingReason] = []
    var beginnings = 0
}

/// The characters of `text` before UTF-16 offset `offset`.
func utf16Prefix(_ text: String, _ offset: Int) -> String {
    String(decoding: Array(text.utf16)[..<offset], as: UTF16.self)
}

/// Offsets of `prefix` (a prefix of some text) in each unit, counted independently of the engine.
func count(_ prefix: some StringProtocol, in unit: TextUnit) -> Int {
    switch unit {
    case .utf16: prefix.utf16.count
    case .unicodeScalars: prefix.unicodeScalars.count
    case .utf8: prefix.utf8.count
    }
}
