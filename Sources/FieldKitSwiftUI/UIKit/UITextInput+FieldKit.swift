#if canImport(UIKit)
    import UIKit

    extension UITextInput {
        /// `range` as UTF-16 offsets from the start of the document.
        func utf16Range(of range: UITextRange?) -> TextSpan? {
            guard let range else { return nil }
            let start = offset(from: beginningOfDocument, to: range.start)
            let end = offset(from: beginningOfDocument, to: range.end)
            return TextSpan(start, end, unit: .utf16)
        }

        /// Selects `state.selection`, converted to UTF-16 offsets.
        func select(_ state: TextEditingState) {
            let range = state.offsets(of: state.selection, in: .utf16)
            guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
                let end = position(from: start, offset: range.length)
            else { return }
            selectedTextRange = textRange(from: start, to: end)
        }

        /// Reports a finished change of the widget's text to `coordinator`:
        /// the edit `announced` recorded when UIKit announced it, and the
        /// selection and marked range UIKit shows now that it is done.
        func reportChange(
            of text: String, to coordinator: TextInputCoordinator, announced: AnnouncedEdit
        ) {
            announced.widgetDidChange(
                widgetLength: text.utf16.count,
                selection: utf16Range(of: selectedTextRange),
                markedRange: utf16Range(of: markedTextRange),
                widgetText: { text }, in: coordinator)
        }

        /// A key the widget reports as a command (return in a text field):
        /// the core decides what it means (`AnnouncedEdit.widgetDidPress`),
        /// with the selection and marked range UIKit shows.
        @discardableResult
        func reportKey(
            _ command: WidgetKeyCommand, isMultiLine: Bool, text: String,
            to coordinator: TextInputCoordinator,
            announced: AnnouncedEdit
        ) -> WidgetKeyOutcome {
            announced.widgetDidPress(
                command, isMultiLine: isMultiLine, selection: utf16Range(of: selectedTextRange),
                markedRange: utf16Range(of: markedTextRange), widgetText: { text }, in: coordinator)
        }

        /// Return or the end of editing: reports `text` when UIKit changed it
        /// without a change event (`AnnouncedEdit.widgetDidSettle`).
        func reportSettled(text: String, to coordinator: TextInputCoordinator, announced: AnnouncedEdit) {
            announced.widgetDidSettle(
                selection: utf16Range(of: selectedTextRange), markedRange: utf16Range(of: markedTextRange),
                widgetText: { text }, in: coordinator)
        }
    }
#endif
