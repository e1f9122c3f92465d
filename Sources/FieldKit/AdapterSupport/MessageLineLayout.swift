/// A one-line field with a line under it for the message about left-out
/// characters (AppKit's ``PlatformTextField`` draws it there): the line
/// takes its height only while a message shows, and the field the rest.
package struct MessageLineLayout: Sendable, Equatable {
    /// The line's height: its text's height while a message shows, 0
    /// otherwise.
    package let lineHeight: Double

    /// The layout of a line whose text is `textHeight` high, shown or not.
    package init(textHeight: Double, showsMessage: Bool) {
        lineHeight = showsMessage ? textHeight : 0
    }

    /// The height the field and the line need together, for a field that
    /// needs `fieldHeight`.
    package func contentHeight(fieldHeight: Double) -> Double { fieldHeight + lineHeight }

    /// The field's height in a container `height` high: what the line leaves.
    package func fieldHeight(in height: Double) -> Double { max(0, height - lineHeight) }
}
