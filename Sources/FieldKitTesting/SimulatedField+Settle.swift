import FieldKit

extension SimulatedField {
    /// What the UIKit and AppKit adapters do on return and as editing ends:
    /// report the widget's text when the toolkit changed it without a change
    /// event (an autocorrection applied by return or by the loss of focus, a
    /// password manager's fill), and forget any pending announcement.
    func reportWidgetSettled() {
        guard toolkit.announcesEdits else { return announced.forget() }
        let native = shown
        let text = native.text
        announced.widgetDidSettle(
            selection: native.offsets(of: native.selection, in: .utf16),
            markedRange: native.markedRange.map { native.offsets(of: $0, in: .utf16) },
            widgetText: { text }, in: coordinator)
    }
}
