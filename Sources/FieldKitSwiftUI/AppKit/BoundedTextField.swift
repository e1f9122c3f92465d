#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// The plain `NSTextField` of a ``PlatformTextField``: its cell gives it a
    /// field editor of its own (``BoundedFieldEditor``) that announces each
    /// edit to the field's adapter before AppKit lays it out, so that the
    /// change is reported as the edit it was (no diff of the whole text) and
    /// no paste, however large, reaches the text system uncut.
    ///
    /// An `NSTextField` edits in a field editor whose delegate is the field,
    /// not FieldKit, so the adapter's delegate methods learn of an edit only
    /// after it is laid out. A cell may return its own field editor
    /// (`NSCell.fieldEditor(for:)`); this one's `shouldChangeText(in:replacementString:)`
    /// tells the field's ``TextFieldAdapter`` first. A secure field keeps
    /// AppKit's secure field editor, and with it the report after the fact.
    final class BoundedTextField: NSTextField {
        override class var cellClass: AnyClass? {
            get { BoundedTextFieldCell.self }
            set { super.cellClass = newValue }
        }
    }

    /// The cell of a ``BoundedTextField``: one ``BoundedFieldEditor`` per field.
    final class BoundedTextFieldCell: NSTextFieldCell {
        private var editor: BoundedFieldEditor?

        override func fieldEditor(for controlView: NSView) -> NSTextView? {
            if let editor { return editor }
            let made = BoundedFieldEditor(frame: .zero)
            made.isFieldEditor = true
            editor = made
            return made
        }
    }

    /// A field editor that announces each edit to the field's adapter before
    /// AppKit makes it; the adapter refuses an edit longer than the field
    /// holds (and shows the part that fits).
    final class BoundedFieldEditor: NSTextView {
        override func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool {
            let adapter = (delegate as? NSTextField)?.delegate as? TextFieldAdapter
            return adapter?.editorWillReplace(affectedCharRange, with: replacementString) ?? true
                && super.shouldChangeText(in: affectedCharRange, replacementString: replacementString)
        }
    }
#endif
