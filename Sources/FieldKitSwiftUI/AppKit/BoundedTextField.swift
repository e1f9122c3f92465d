#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    /// The plain `NSTextField` of a ``PlatformTextField``: its cell gives it a
    /// field editor of its own (``BoundedFieldEditor``) that asks the
    /// coordinator before AppKit lays an edit out, so that no paste, however
    /// large, reaches the text system uncut.
    ///
    /// An `NSTextField` edits in a field editor whose delegate is the field,
    /// not FieldKit, so the adapter's delegate methods learn of an edit only
    /// after it is laid out. A cell may return its own field editor
    /// (`NSCell.fieldEditor(for:)`); this one's `shouldChangeText(in:replacementString:)`
    /// asks the field's ``TextFieldAdapter`` first. A secure field keeps
    /// AppKit's secure field editor, and with it the cut after the fact.
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

    /// A field editor that lets the field's adapter refuse an edit longer than
    /// the field holds before AppKit lays it out (the adapter then shows the
    /// part that fits).
    final class BoundedFieldEditor: NSTextView {
        override func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool {
            if let replacementString, let field = delegate as? NSTextField,
                let adapter = field.delegate as? TextFieldAdapter,
                adapter.cutsBeforeLayout(affectedCharRange.textRange, with: replacementString)
            {
                return false
            }
            return super.shouldChangeText(in: affectedCharRange, replacementString: replacementString)
        }
    }
#endif
