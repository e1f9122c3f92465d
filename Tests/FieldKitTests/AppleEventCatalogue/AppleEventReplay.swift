@testable import FieldKit

/// A UIKit or AppKit widget replayed in memory: it holds its own text,
/// selection and marked range, changes them as the toolkit does, and reaches
/// the coordinator through exactly the calls its adapter makes
/// (`TextFieldAdapter` and `TextViewAdapter` for UIKit and AppKit), in their
/// order: `AnnouncedEdit` for the should-change / did-change pair,
/// `widgetDidChange(recorded: nil, ...)` for `NSTextField`.
///
/// Commands from the coordinator land in the widget as on a device: setting
/// the text moves UIKit's caret to the end, and each selection change calls
/// the selection delegate synchronously, with no change event.
@MainActor
final class AppleEventReplay: TextInputWidget {
    let widget: AppleWidget
    let coordinator: TextInputCoordinator
    /// What the widget shows.
    private(set) var native: TextEditingState
    private var announced = AnnouncedEdit()

    private(set) var model: String
    private(set) var modelWrites: [String] = []
    private(set) var changes: [String] = []
    private(set) var rejections: [InputRejection] = []
    private(set) var modelsAtSubmit: [String] = []
    /// Writes into the widget while it had marked text: each breaks a
    /// composition on a device.
    private(set) var violations: [String] = []

    init(_ field: CatalogueField, widget: AppleWidget) {
        self.widget = widget
        coordinator = TextInputCoordinator(
            text: field.model, format: field.format.format, isSecure: field.isSecure)
        if let maximumLength = field.maximumLength { coordinator.maximumLength = maximumLength }
        model = field.model
        native = coordinator.state
        coordinator.widget = self
        coordinator.writeModel = { [unowned self] value in
            model = value
            modelWrites.append(value)
        }
        coordinator.onChange = { [unowned self] in changes.append($0) }
        coordinator.onReject = { [unowned self] in rejections.append($0) }
        coordinator.onSubmit = { [unowned self] in modelsAtSubmit.append(model) }
        coordinator.didBeginEditing()
    }

    var text: String { native.text }
    var caret: Int { native.offsets(of: native.selection, in: .utf16).upperBound }
    var markedText: String? { native.markedRange.map { String(native.text[$0]) } }
    private var selection: Range<Int> {
        let span = native.offsets(of: native.selection, in: .utf16)
        return span.lowerBound..<span.upperBound
    }
    private var marked: Range<Int>? {
        native.markedRange.map {
            let span = native.offsets(of: $0, in: .utf16)
            return span.lowerBound..<span.upperBound
        }
    }

    // MARK: Replaying

    func replay(_ events: [AppleEvent]) throws {
        for event in events { try replay(event) }
    }

    func replay(_ event: AppleEvent) throws {
        switch event {
        case .type(let string):
            for character in string { try edit(selection, String(character)) }
        case .backspace:
            if !selection.isEmpty { return try edit(selection, "") }
            let caretIndex = native.selection.lowerBound
            guard caretIndex > native.text.startIndex else { return }
            let start = native.text.index(before: caretIndex)
            let span = native.offsets(of: start..<caretIndex, in: .utf16)
            try edit(span.lowerBound..<span.upperBound, "")
        case .paste(let string):
            try edit(selection, string)
        case .mark(let string, let announced):
            let range = marked ?? selection
            let after = range.lowerBound..<(range.lowerBound + string.utf16.count)
            try edit(range, string, marked: after, announced: announced)
        case .commit(let string, let announced):
            try edit(marked ?? selection, string, announced: announced)
        case .unmark:
            try native.setMarkedRange(nil)
            changeCallback()
        case .announce(let range, let replacement):
            _ = shouldChange(range, replacement)
        case .apply(let range, let replacement, let marked):
            try apply(range, replacement, marked: marked)
        case .set(let text, let caret, let marked):
            var state = TextEditingState(text: text)
            try state.select(TextSpan(caret: caret ?? text.utf16.count, unit: .utf16))
            try state.setMarkedRange(marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) })
            native = state
        case .selectionCallback:
            selectionCallback()
        case .changeCallback:
            changeCallback()
        case .moveCaret(let offset):
            try native.select(TextSpan(caret: offset, unit: .utf16))
            selectionCallback()
        case .returnKey:
            // textFieldShouldReturn, control(_:textView:doCommandBy:) with insertNewline:
            _ = coordinator.didPressReturn()
        case .beginEditing:
            coordinator.didBeginEditing()
        case .endEditing:
            if widget != .nsTextField { announced.forget() }
            coordinator.didEndEditing()
        case .undo:
            _ = coordinator.undo()
        case .appSets(let value):
            coordinator.modelDidChange(to: value)
        }
    }

    /// The toolkit's usual order for one edit: should-change; when allowed,
    /// the edit, the selection callback, the change callback.
    private func edit(
        _ range: Range<Int>, _ replacement: String, marked: Range<Int>? = nil, announced: Bool = true
    ) throws {
        if announced, !shouldChange(range, replacement) { return }
        try apply(range, replacement, marked: marked)
        selectionCallback()
        changeCallback()
    }

    private func apply(_ range: Range<Int>, _ replacement: String, marked: Range<Int>?) throws {
        try native.replace([TextSpan(range.lowerBound, range.upperBound, unit: .utf16)], with: replacement)
        try native.select(TextSpan(caret: range.lowerBound + replacement.utf16.count, unit: .utf16))
        try native.setMarkedRange(marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) })
    }

    // MARK: The adapters' calls

    /// `textField(_:shouldChangeCharactersIn:replacementString:)`,
    /// `textView(_:shouldChangeTextIn:replacement…)`. `NSTextField`'s adapter
    /// does not take part in its field editor's should-change.
    private func shouldChange(_ range: Range<Int>, _ replacement: String) -> Bool {
        guard widget != .nsTextField else { return true }
        return announced.widgetWillReplace(
            [TextSpan(range.lowerBound, range.upperBound, unit: .utf16)], with: replacement, in: coordinator)
    }

    /// `textFieldDidChangeSelection`, `textViewDidChangeSelection`; the
    /// `NSTextField` adapter has none.
    private func selectionCallback() {
        guard widget != .nsTextField else { return }
        announced.widgetDidChangeSelection(native.offsets(of: native.selection, in: .utf16), in: coordinator)
    }

    /// `.editingChanged` (`reportChange`), `textViewDidChange`, `textDidChange`,
    /// `controlTextDidChange`.
    private func changeCallback() {
        let text = native.text
        let selection = native.offsets(of: native.selection, in: .utf16)
        let marked = native.markedRange.map { native.offsets(of: $0, in: .utf16) }
        if widget == .nsTextField {
            coordinator.widgetDidChange(
                recorded: nil, widgetLength: text.utf16.count, selection: selection, markedRange: marked,
                widgetText: { text })
        } else {
            announced.widgetDidChange(
                widgetLength: text.utf16.count, selection: selection, markedRange: marked,
                widgetText: { text }, in: coordinator)
        }
    }

    // MARK: TextInputWidget

    func show(_ state: TextEditingState) {
        if native.hasMarkedText { violations.append("show(\(state.text.debugDescription)) while composing") }
        // UIKit replaces its dictation placeholder with the result; a write
        // that removes the placeholder leaves the result nowhere to go.
        if native.text.contains("\u{FFFC}") { violations.append("show while dictating") }
        // Setting `text` puts UIKit's caret at the end and reports it, then
        // the adapter selects the coordinator's selection.
        native = TextEditingState(text: state.text)
        selectionCallback()
        native.select(state.selection)
        selectionCallback()
    }

    func select(_ state: TextEditingState) {
        if native.hasMarkedText { violations.append("select while composing") }
        native.select(state.selection)
        selectionCallback()
    }

    func focus() {}
    func resignFocus() {}
}
