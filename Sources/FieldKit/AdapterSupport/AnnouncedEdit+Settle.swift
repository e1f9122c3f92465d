extension AnnouncedEdit {
    /// Return was pressed, or editing is ending: forgets the pending
    /// announcement and reports the widget's text when it is not the
    /// coordinator's.
    ///
    /// UIKit and AppKit change the text then without a change event: the
    /// autocorrection Return applies (chrismiles/EZForm#70,
    /// tidev/titanium-sdk#6562), the one made as a text view loses focus
    /// (ReactiveX/RxSwift#333), a password manager filling a secure field
    /// (beeware/toga#2737). Without this the model keeps the text before it.
    /// Nothing is read while marked text composes: the change events carried
    /// it. Reads the widget's text once per return or end of editing.
    package func widgetDidSettle(
        selection: TextSpan?, markedRange: TextSpan?, widgetText: () -> String,
        in coordinator: TextInputCoordinator
    ) {
        forget()
        guard markedRange == nil else { return }
        let text = widgetText()
        guard !text.utf8.elementsEqual(coordinator.state.text.utf8) else { return }
        let unit = selection?.unit ?? .utf16
        coordinator.widgetDidChange(
            recorded: nil, widgetLength: TextOffsets(of: text)[unit], selection: selection, markedRange: nil,
            widgetText: { text })
    }
}
