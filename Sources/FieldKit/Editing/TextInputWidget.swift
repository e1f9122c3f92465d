/// The commands a ``TextInputCoordinator`` sends to the native widget it drives.
///
/// An adapter implements this on a small object that holds its widget and
/// translates each call into native calls, converting positions with
/// ``TextEditingState/offsets(of:in:)``. The coordinator ignores the widget's
/// own change events while one of these calls runs, so the adapter needs no
/// signal blocking of its own.
@MainActor
public protocol TextInputWidget: AnyObject {
    /// Shows `state`: set the text, then the selection.
    func show(_ state: TextEditingState)
    /// Moves the selection to `state.selection`; the text is already right.
    func select(_ state: TextEditingState)
    /// Makes the widget first responder (takes keyboard focus).
    func focus()
    /// Takes keyboard focus and shows `state.selection` instead of the
    /// selection the toolkit would choose on focus (GTK and AppKit select all).
    /// The text is already right. The default calls ``focus()`` then
    /// ``select(_:)``; an adapter whose toolkit can take focus without
    /// selecting overrides it so the select-all never appears.
    func focus(selecting state: TextEditingState)
    /// Gives up first responder.
    func resignFocus()
    /// Tells the user that characters were left out (`rejection`), or that
    /// the last such message no longer applies (`nil`). Adapters show it
    /// visibly and to assistive technology, with the words of
    /// ``FieldMessages/text(for:in:)``; the default does nothing.
    func showRejection(_ rejection: InputRejection?)
    /// Lays the widget out left to right whatever the interface's direction
    /// when `leftToRight` is true (the format's content reads left to right
    /// in every language: card numbers, IBANs, phone numbers; see
    /// ``InputFormat/isLeftToRightContent``), and in the interface's natural
    /// direction otherwise. The coordinator calls it when the widget is
    /// attached (``TextInputCoordinator/widget``) and whenever its
    /// ``TextInputCoordinator/format`` changes. Adapters set the toolkit's
    /// direction only: no mark goes into the text. The default does nothing.
    func showContentDirection(leftToRight: Bool)
    /// Gives the widget the text-input traits `traits` (keyboard, AutoFill
    /// content type, autocorrection, smart punctuation ...); a trait that is
    /// `nil` goes back to the toolkit's default. The coordinator calls it
    /// only when the traits change (``TextInputCoordinator/textInputTraits``),
    /// never while an input method composes (a new keyboard or a new
    /// autocorrection setting would end the composition; they wait for it to
    /// end), and not at all for a field that nobody asked any trait of, so
    /// a widget the app configured itself keeps its settings. The default
    /// does nothing.
    func showTextInputTraits(_ traits: TextInputTraits)
}

extension TextInputWidget {
    /// Does nothing: a widget without text-input traits.
    public func showTextInputTraits(_ traits: TextInputTraits) {}
}

extension TextInputWidget {
    /// Does nothing: a widget that lays out in the interface's direction only.
    public func showContentDirection(leftToRight: Bool) {}
}

extension TextInputWidget {
    /// Shows nothing: a widget that has no place for a message.
    public func showRejection(_ rejection: InputRejection?) {}
}

extension TextInputWidget {
    /// Calls ``focus()``, then ``select(_:)`` with `state`.
    public func focus(selecting state: TextEditingState) {
        focus()
        select(state)
    }
}
