/// The raw characters found in a display text, each with its place.
///
/// `ends[i]` is the `Character` offset in the display text just after raw
/// character `i`; every raw character occupies exactly one display character.
public struct RawScan: Sendable, Hashable {
    /// The raw characters, in order.
    public var characters: [Character]
    /// For each raw character, the display offset just after it.
    public var ends: [Int]

    /// A scan with the given characters and ends (which must have equal counts).
    public init(characters: [Character] = [], ends: [Int] = []) {
        self.characters = characters
        self.ends = ends
    }

    /// The scan of single-byte text: `keep` returns the raw byte for a display
    /// byte, or `nil` for a separator. `nil` when the text is not single-byte.
    @inline(__always)
    static func singleByte(_ text: String, _ keep: (UInt8) -> UInt8?) -> RawScan? {
        var text = text
        return text.withUTF8 { bytes in
            var result = RawScan()
            result.characters.reserveCapacity(bytes.count)
            result.ends.reserveCapacity(bytes.count)
            guard bytes.areCharacterBytes else { return nil }
            for (i, b) in bytes.enumerated() {
                if let raw = keep(b) { result.append(String.character(ascii: raw), end: i + 1) }
            }
            return result
        }
    }

    /// Adds a raw character that ends at display offset `end`.
    public mutating func append(_ character: Character, end: Int) {
        characters.append(character)
        ends.append(end)
    }
}
