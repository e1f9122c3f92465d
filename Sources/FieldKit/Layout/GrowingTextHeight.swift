/// The height of a multi-line editor that grows with its content up to a
/// line limit and scrolls beyond it.
///
/// Adapters measure the content (`sizeThatFits` on `UITextView`, the layout
/// manager's used rect on `NSTextView`) and ask this type what height to
/// report and whether the native view should scroll, so that every toolkit
/// grows and stops growing at the same point.
package struct GrowingTextHeight: Sendable, Hashable {
    /// The height the editor should take.
    package var height: Double
    /// Whether the content is taller than the limit, so the editor scrolls.
    package var scrolls: Bool

    /// The height for the measured content of an editor.
    ///
    /// - Parameters:
    ///   - contentHeight: the height of the text alone, without insets.
    ///   - lineHeight: the height of one line of text.
    ///   - verticalInsets: the top and bottom insets added together.
    ///   - minLines: the editor is never shorter than this many lines (at
    ///     least one).
    ///   - maxLines: the editor stops growing at this many lines; `nil` means
    ///     it grows without limit.
    /// Values that are negative or not finite count as zero, so a layout pass
    /// that reports garbage gives a one-line editor rather than a crash.
    package init(
        contentHeight: Double, lineHeight: Double, verticalInsets: Double, minLines: Int = 1,
        maxLines: Int? = nil
    ) {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let content = clean(contentHeight)
        let line = clean(lineHeight)
        let insets = clean(verticalInsets)
        let lowest = max(minLines, 1)
        let minimum = Double(lowest) * line
        let maximum = maxLines.map { Double(max($0, lowest)) * line } ?? .infinity
        let text = min(max(content, minimum), maximum)
        height = text + insets
        scrolls = content > maximum
    }
}
