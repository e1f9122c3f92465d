import FieldKit

/// Low-level hooks: the widget's own state set field by field, without the
/// report a toolkit would send.
///
/// The actions elsewhere (``SimulatedField/type(_:)``,
/// ``SimulatedField/setComposition(_:)``, ``SimulatedField/tap()``) change
/// the widget and report the change as the toolkit does. A test or a fuzz
/// harness that sends the coordinator reports of its own (a range in another
/// form than the native one, a report after the fact, none at all) sets the
/// widget with these, then calls the coordinator itself. The widget commands
/// still arrive and are still checked (``SimulatedField/violations``).
extension SimulatedField {
    /// Sets the text, selection and marked range the widget shows, without
    /// telling the coordinator: the native widget changed, and the test
    /// reports it (or not) itself.
    ///
    /// ```swift
    /// var native = field.shown
    /// try native.replace([TextSpan(0, 1, unit: .utf16)], with: "x")
    /// field.setNativeState(native)
    /// try field.coordinator.didChangeText(to: native.text, selection: nil)   // reported after the fact
    /// ```
    public func setNativeState(_ state: TextEditingState) { setShown(state) }

    /// Sets the GTK preedit shown at the caret without telling the
    /// coordinator: an input method that ends (`""`) or changes its
    /// composition silently.
    public func setNativePreedit(_ text: String) { setPreeditText(text) }

    /// Gives the field keyboard focus in its window (`true`), or leaves its
    /// window without a focused field (`false`), without telling the
    /// coordinator and without ending a composition; the focus transfer is
    /// still recorded in ``SimulatedWindow/transfers``. Nothing happens when
    /// the field already is (or is not) focused.
    public func setNativeFocus(_ focused: Bool) {
        if focused {
            window.setFocused(self)
        } else if hasFocus {
            window.setFocused(nil)
        }
    }
}
