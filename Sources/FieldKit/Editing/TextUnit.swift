/// The unit a toolkit counts text positions in.
///
/// UIKit and AppKit count UTF-16 code units (`NSRange`), GTK counts Unicode
/// scalars ("characters") in `GtkEditable` and UTF-8 bytes in some buffer APIs.
/// FieldKit accepts positions in any of these units and converts them once.
public enum TextUnit: Sendable, Hashable, CaseIterable {
    /// UTF-16 code units, as in `NSRange` and `NSString.length`.
    case utf16
    /// Unicode scalars, as in GTK's character offsets.
    case unicodeScalars
    /// UTF-8 code units (bytes), as in GTK's byte offsets.
    case utf8
}
