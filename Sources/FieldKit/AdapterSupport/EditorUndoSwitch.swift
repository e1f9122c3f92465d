/// The text system's own undo switch on the editor a field edits in
/// (`NSTextView.allowsUndo` on AppKit's field editor, which every field of a
/// window shares): off while the field edits, so that the core's history is
/// the only undo, and given back as it was when editing ends or the field
/// edits in another editor.
@MainActor
package struct EditorUndoSwitch<Editor: AnyObject> {
    private weak var editor: Editor?
    private var allowedBefore = true
    private let allowsUndo: ReferenceWritableKeyPath<Editor, Bool>

    /// A switch turning `allowsUndo` of the editors it is given.
    package init(_ allowsUndo: ReferenceWritableKeyPath<Editor, Bool>) {
        self.allowsUndo = allowsUndo
    }

    /// The editor whose undo is off now.
    package var turnedOff: Editor? { editor }

    /// Editing began in `editor` (`nil`: the field reports none): its undo
    /// goes off, and an editor turned off before gets its undo back. The
    /// same editor again changes nothing (its undo stays off, and what it
    /// allowed before is kept).
    package mutating func editingBegan(in editor: Editor?) {
        guard let editor, editor !== self.editor else { return }
        giveBack()
        allowedBefore = editor[keyPath: allowsUndo]
        editor[keyPath: allowsUndo] = false
        self.editor = editor
    }

    /// Editing ended: the editor gets its undo back as it was.
    package mutating func editingEnded() {
        giveBack()
        editor = nil
    }

    private func giveBack() {
        editor?[keyPath: allowsUndo] = allowedBefore
    }
}
