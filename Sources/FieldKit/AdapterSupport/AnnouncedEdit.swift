/// The edit a widget with a should-change / did-change pair (UIKit's text
/// field and text view, AppKit's text view) announced and has not yet
/// reported: the one place where such an adapter decides whether the toolkit
/// may make an edit, records it, hands it to the coordinator once it is made,
/// and ignores selection moves meanwhile.
///
/// <!-- typecheck: fragment -->
/// ```swift
/// // should-change:
/// return announced.widgetWillReplace([range], with: text, in: coordinator)
/// // did-change:
/// announced.widgetDidChange(widgetLength: ..., selection: ..., markedRange: ...,
///                           widgetText: { ... }, in: coordinator)
/// ```
///
/// A class, not a value: the coordinator's commands make the toolkit call
/// the selection delegate (``widgetDidChangeSelection(_:in:)``) while
/// ``widgetDidChange(widgetLength:selection:markedRange:widgetText:in:)`` or
/// ``widgetWillReplace(_:with:in:)`` runs, which would be an overlapping
/// access to a value held in the adapter (a runtime trap).
@MainActor
package final class AnnouncedEdit {
    /// The announced edit the widget has not reported as made yet.
    package private(set) var pending: RecordedEdit?

    package init() {}

    /// The widget asks whether it may replace `ranges` with `replacement`.
    ///
    /// - Returns: `true` when it may (the edit is recorded until the widget
    ///   reports its text changed); `false` when the replacement of a single
    ///   range is longer than the field holds: the coordinator has then taken
    ///   the edit itself (``TextInputCoordinator/tookOversizedEdit(_:with:)``)
    ///   and the toolkit must not lay it out.
    package func widgetWillReplace(
        _ ranges: [TextSpan], with replacement: String, in coordinator: TextInputCoordinator
    ) -> Bool {
        if ranges.count == 1, coordinator.tookOversizedEdit(ranges[0], with: replacement) {
            pending = nil
            return false
        }
        pending = RecordedEdit(ranges: ranges, replacement: replacement)
        return true
    }

    /// The widget asks whether it may replace `range` with `replacement`,
    /// where a `nil` replacement is a change of attributes only (AppKit's
    /// `shouldChangeText(in:replacementString:)`): that is no edit of the
    /// text, and any pending edit is forgotten; otherwise as
    /// ``widgetWillReplace(_:with:in:)``.
    package func widgetWillReplace(
        _ range: TextSpan, with replacement: String?, in coordinator: TextInputCoordinator
    ) -> Bool {
        guard let replacement else {
            forget()
            return true
        }
        return widgetWillReplace([range], with: replacement, in: coordinator)
    }

    /// ``widgetWillReplace(_:with:in:)``, for a view that sizes itself to
    /// its text (a growing multi-line editor): a refused edit was never laid
    /// out by the toolkit, so the view's size no longer follows from one of
    /// its own changes and `layoutChanged` runs.
    package func widgetWillReplace(
        _ ranges: [TextSpan], with replacement: String, in coordinator: TextInputCoordinator,
        layoutChanged: () -> Void
    ) -> Bool {
        let allowed = widgetWillReplace(ranges, with: replacement, in: coordinator)
        if !allowed { layoutChanged() }
        return allowed
    }

    /// ``widgetWillReplace(_:with:in:)`` with an optional replacement (AppKit's
    /// `shouldChangeText(in:replacementString:)`), running `layoutChanged`
    /// when the edit is refused, as
    /// ``widgetWillReplace(_:with:in:layoutChanged:)``.
    package func widgetWillReplace(
        _ range: TextSpan, with replacement: String?, in coordinator: TextInputCoordinator,
        layoutChanged: () -> Void
    ) -> Bool {
        let allowed = widgetWillReplace(range, with: replacement, in: coordinator)
        if !allowed { layoutChanged() }
        return allowed
    }

    /// The widget's text changed: reports the pending edit when the widget
    /// made it, or else the widget's text, to `coordinator`, and forgets it
    /// (``TextInputCoordinator/widgetDidChange(recorded:widgetLength:selection:markedRange:widgetText:)``).
    ///
    /// - Returns: whether the announced edit explained the change.
    @discardableResult
    package func widgetDidChange(
        widgetLength: Int, selection: TextSpan?, markedRange: TextSpan?, widgetText: () -> String,
        in coordinator: TextInputCoordinator
    ) -> Bool {
        let edit = pending
        pending = nil
        return coordinator.widgetDidChange(
            recorded: edit, widgetLength: widgetLength, selection: selection, markedRange: markedRange,
            widgetText: widgetText)
    }

    /// The widget's selection moved: `coordinator` takes it unless an
    /// announced edit is pending (the toolkit reports the new selection
    /// before the text it belongs to).
    package func widgetDidChangeSelection(_ selection: TextSpan, in coordinator: TextInputCoordinator) {
        coordinator.widgetDidChangeSelection(selection, pendingEdit: pending)
    }

    /// Forgets the pending edit: editing ended, or the widget announced a
    /// change that is no edit of the text (an attribute change).
    package func forget() {
        pending = nil
    }
}

extension TextInputCoordinator {
    /// Takes an edit the widget has not made yet when it is longer than the
    /// field holds (``wouldCut(replacing:with:)``): shows the part that fits
    /// and says what was cut, so that the toolkit never lays out a paste,
    /// however large.
    ///
    /// - Returns: whether the coordinator took the edit (the widget must then
    ///   not make it).
    package func tookOversizedEdit(_ range: TextSpan, with replacement: String) -> Bool {
        guard wouldCut(replacing: range, with: replacement) else { return false }
        // `wouldCut` resolved the range against the current text, so it fits.
        try? didReplace([range], with: replacement)
        return true
    }
}
