/// One position in a text, counted in all three units at once.
///
/// The editing state keeps a few of these (the start, the end, and the last
/// edit's caret) so that converting a toolkit's offset walks only from the
/// nearest known position: a keystroke next to the previous one costs the
/// distance between them, not the length of the document.
package struct TextOffsets: Sendable, Hashable {
    package var utf8: Int
    package var utf16: Int
    package var scalars: Int

    package static let zero = TextOffsets(utf8: 0, utf16: 0, scalars: 0)

    package init(utf8: Int, utf16: Int, scalars: Int) {
        self.utf8 = utf8
        self.utf16 = utf16
        self.scalars = scalars
    }

    /// The counts of a whole string: one pass over its bytes (scalars are
    /// the bytes that are not continuation bytes; a 4-byte scalar is two
    /// UTF-16 units), or over its scalars when the bytes are not contiguous.
    package init(of string: some StringProtocol) {
        let counts = string.utf8.withContiguousStorageIfAvailable { bytes -> (scalars: Int, astral: Int) in
            var scalars = 0
            var astral = 0
            for byte in bytes {
                scalars &+= byte & 0xC0 != 0x80 ? 1 : 0
                astral &+= byte >= 0xF0 ? 1 : 0
            }
            return (scalars, astral)
        }
        if let counts {
            self.init(utf8: string.utf8.count, utf16: counts.scalars + counts.astral, scalars: counts.scalars)
            return
        }
        var utf16 = 0
        var scalars = 0
        for scalar in string.unicodeScalars {
            scalars += 1
            utf16 += scalar.value > 0xFFFF ? 2 : 1
        }
        self.init(utf8: string.utf8.count, utf16: utf16, scalars: scalars)
    }

    package subscript(unit: TextUnit) -> Int {
        switch unit {
        case .utf8: utf8
        case .utf16: utf16
        case .unicodeScalars: scalars
        }
    }

    package static func + (a: TextOffsets, b: TextOffsets) -> TextOffsets {
        TextOffsets(utf8: a.utf8 + b.utf8, utf16: a.utf16 + b.utf16, scalars: a.scalars + b.scalars)
    }

    package static func - (a: TextOffsets, b: TextOffsets) -> TextOffsets {
        TextOffsets(utf8: a.utf8 - b.utf8, utf16: a.utf16 - b.utf16, scalars: a.scalars - b.scalars)
    }
}
