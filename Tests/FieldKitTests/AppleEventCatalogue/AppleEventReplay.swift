import FieldKit
import FieldKitTesting

/// Replays a catalogued case through a ``SimulatedField`` of the case's
/// toolkit and widget kind, which reaches the coordinator through the
/// adapters' own bookkeeping (`AnnouncedEdit`): what the toolkit announced
/// goes to ``SimulatedField/announce(replacing:with:)``, what it then did to
/// the field's native state, and each callback to the call that reports it.
@MainActor
final class AppleEventReplay {
    let field: SimulatedField
    /// The model's value each time `onSubmit` ran.
    private(set) var modelsAtSubmit: [String] = []
    /// Writes into the widget while it held UIKit's dictation placeholder:
    /// UIKit then has nowhere to put the result.
    private(set) var placeholderWrites: [String] = []
    private var reportedText: String?

    init(_ setup: CatalogueField, widget: AppleWidget) {
        let coordinator = TextInputCoordinator(
            text: setup.model, format: setup.format.format, isSecure: setup.isSecure)
        if let maximumLength = setup.maximumLength { coordinator.maximumLength = maximumLength }
        field = SimulatedField(
            coordinator: coordinator, toolkit: widget.toolkit, widget: widget.kind)
        let recordSubmit = coordinator.onSubmit
        coordinator.onSubmit = { [unowned self] in
            modelsAtSubmit.append(field.modelValue)
            recordSubmit?()
        }
        field.onShow = { [unowned self] _, state in
            if reportedText?.contains("\u{FFFC}") == true { placeholderWrites.append(state.text) }
        }
        field.tap()
    }

    private var selection: Range<Int> { field.selection }
    private var marked: Range<Int>? {
        field.shown.markedRange.map {
            let span = field.shown.offsets(of: $0, in: .utf16)
            return span.lowerBound..<span.upperBound
        }
    }

    func replay(_ events: [AppleEvent]) throws {
        for event in events { try replay(event) }
    }

    func replay(_ event: AppleEvent) throws {
        switch event {
        case .type(let string):
            try field.type(string)
        case .backspace:
            try field.backspace()
        case .paste(let string):
            try field.paste(string)
        case .mark(let string, let announced):
            let range = marked ?? selection
            let after = range.lowerBound..<(range.lowerBound + string.utf16.count)
            if announced {
                try field.replace(range, with: string, marked: after)
            } else {
                try change(range, to: string, marked: after)
            }
        case .commit(let string, let announced):
            if announced {
                try field.replace(marked ?? selection, with: string)
            } else {
                try change(marked ?? selection, to: string, marked: nil)
            }
        case .unmark:
            try field.unmarkText()
        case .announce(let range, let replacement):
            field.announce(replacing: range, with: replacement)
        case .apply(let range, let replacement, let marked):
            field.setNativeState(try state(replacing: range, with: replacement, marked: marked))
        case .set(let text, let caret, let marked):
            var state = TextEditingState(text: text)
            try state.select(TextSpan(caret: caret ?? text.utf16.count, unit: .utf16))
            try state.setMarkedRange(marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) })
            field.setNativeState(state)
        case .selectionCallback:
            try field.select(selection)
        case .changeCallback:
            try reportChange()
        case .moveCaret(let offset):
            try field.moveCaret(to: offset)
        case .returnKey:
            field.pressReturn()
        case .beginEditing:
            field.tap()
        case .endEditing:
            field.tapOutside()
        case .undo:
            // Command-Z, through the toolkit's undo route as FieldKit's adapters set it up.
            field.undo()
        case .appSets(let value):
            field.appSets(value)
        }
    }

    /// The widget replaces `range` with `text` by a route that asks no
    /// delegate (`setMarkedText` on a text field, a candidate chosen from the
    /// bar), then reports the change.
    private func change(_ range: Range<Int>, to text: String, marked: Range<Int>?) throws {
        field.setNativeState(try state(replacing: range, with: text, marked: marked))
        try reportChange()
    }

    /// The change callback, with the text, selection and marked range the widget shows.
    private func reportChange() throws {
        reportedText = field.text
        defer { reportedText = nil }
        try field.changeText(to: field.text, selection: selection, marked: marked)
    }

    private func state(replacing range: Range<Int>, with text: String, marked: Range<Int>?) throws
        -> TextEditingState
    {
        var native = field.shown
        try native.replace([TextSpan(range.lowerBound, range.upperBound, unit: .utf16)], with: text)
        try native.select(TextSpan(caret: range.lowerBound + text.utf16.count, unit: .utf16))
        try native.setMarkedRange(marked.map { TextSpan($0.lowerBound, $0.upperBound, unit: .utf16) })
        return native
    }
}

extension AppleWidget {
    var toolkit: SimulatedToolkit {
        switch self {
        case .uiTextField, .uiTextView: .uiKit
        case .nsTextField, .nsTextView: .appKit
        }
    }

    var kind: SimulatedWidgetKind {
        switch self {
        case .uiTextField, .nsTextField: .textField
        case .uiTextView, .nsTextView: .textView
        }
    }
}
