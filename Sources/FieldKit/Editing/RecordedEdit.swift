/// An edit a widget announced before applying it, kept until the widget says
/// its text changed.
///
/// UIKit and AppKit ask their delegate before an edit
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`, iOS 26's
/// multi-range variant, `textView(_:shouldChangeTextIn:replacementString:)`)
/// and report afterwards (`editingChanged`, `textViewDidChange(_:)`). FieldKit
/// answers "yes" to the question, so the native edit always happens (AutoFill,
/// paste and predictive text keep working), records the edit here, and hands
/// it to the coordinator from the after-the-fact event through
/// ``TextInputCoordinator/widgetDidChange(recorded:widgetLength:selection:markedRange:widgetText:)``.
package struct RecordedEdit: Sendable, Hashable {
    /// The ranges the widget said it would replace, in its own unit.
    package var ranges: [TextSpan]
    /// The text the widget said it would put in their place.
    package var replacement: String

    /// An edit replacing `ranges` with `replacement`.
    package init(ranges: [TextSpan], replacement: String) {
        self.ranges = ranges
        self.replacement = replacement
    }
}
