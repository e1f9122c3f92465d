import FieldKit

/// Turns fuzzer bytes into choices: numbers, units, ranges and text.
///
/// Reading past the end yields zeros, so every byte string is a complete,
/// deterministic program of operations and shrinking an input only shortens it.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads from `data`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Reads from `bytes`.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`, from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        if span <= 0 { return range.lowerBound }
        let raw = span < 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    /// A coin toss.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `options`.
    public mutating func pick<T>(_ options: [T]) -> T { options[int(in: 0...options.count - 1)] }

    /// One of the three units toolkits count in.
    public mutating func unit() -> TextUnit { pick(TextUnit.allCases) }

    /// An offset as a toolkit might send it: mostly near the text (including
    /// one or two past either end), sometimes a value no text can have.
    public mutating func offset(length: Int) -> Int {
        switch byte() % 16 {
        case 0: return pick([Int.min, -1, Int.max, Int.max - 1, length + 100, Int(Int32.max)])
        case 1: return length
        default: return int(in: -2...(length + 2))
        }
    }

    /// A range in `unit` for a text whose length in that unit is `length`.
    public mutating func range(length: Int, unit: TextUnit) -> TextSpan {
        if byte() % 8 == 0 {
            return TextSpan(location: offset(length: length), length: offset(length: length), unit: unit)
        }
        return TextSpan(offset(length: length), offset(length: length), unit: unit)
    }

    /// Text of up to `maxScalars` scalars, mostly from ``FuzzAlphabet/scalars``
    /// (digits, letters, separators, control and format characters, combining
    /// marks, emoji parts, other scripts' digits), sometimes any scalar at all.
    public mutating func text(maxScalars: Int) -> String {
        let count = int(in: 0...maxScalars)
        var result = String.UnicodeScalarView()
        for _ in 0..<count {
            if isExhausted { break }
            let b = Int(byte())
            if b < FuzzAlphabet.scalars.count {
                result.append(FuzzAlphabet.scalars[b])
            } else {
                let value = (UInt32(b & 0x1F) << 16) | (UInt32(byte()) << 8) | UInt32(byte())
                result.append(Unicode.Scalar(value % 0x11_0000) ?? "\u{FFFD}")
            }
        }
        return String(result)
    }
}

/// The characters fuzzed text is mostly made of: each is here because some
/// format or position conversion treats it specially.
public enum FuzzAlphabet {
    /// The scalars, indexed by one fuzzer byte.
    public static let scalars: [Unicode.Scalar] = {
        let ascii = "0123456789 0123456789 abcXYZ -/.,+()#*_:"
        let special: [Unicode.Scalar] = [
            "\u{0}", "\t", "\n", "\r", "\u{7F}", "\u{1B}",  // controls and NUL
            "\u{E9}", "e", "\u{301}", "\u{DF}", "\u{FB01}",  // é, e + combining acute, ß, ﬁ ligature
            "\u{D55C}", "\u{1100}", "\u{1161}", "\u{3042}", "\u{6F22}",  // Hangul, jamo, kana, kanji
            // Emoji parts: faces, a skin tone, ZWJ, variation selectors.
            "\u{1F600}", "\u{1F44D}", "\u{1F3FD}", "\u{200D}", "\u{1F468}", "\u{FE0F}", "\u{FE0E}",
            "\u{1F1E9}", "\u{1F1EA}",  // regional indicators
            "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",  // bidi marks
            "\u{200B}", "\u{200C}", "\u{FEFF}", "\u{00AD}", "\u{FFFD}",  // zero-width, BOM, soft hyphen
            "\u{663}", "\u{FF13}", "\u{B2}", "\u{BD}", "\u{96B}", "\u{2167}",  // other digits and numbers
            // The last scalar, private use, line and space separators.
            "\u{10FFFF}", "\u{E000}", "\u{2028}", "\u{A0}", "\u{3000}",
        ]
        return Array(ascii.unicodeScalars) + special
    }()
}

extension FuzzInput {
    /// A range that fits `text`: scalar boundaries, lower before upper, in `unit`.
    public mutating func validRange(in text: String, unit: TextUnit) -> TextSpan {
        let oracle = PositionOracle(text)
        let count = oracle.scalars.count
        let a = int(in: 0...count)
        let b = bool() ? a : int(in: 0...count)
        return TextSpan(
            oracle.offset(ofScalar: min(a, b), in: unit), oracle.offset(ofScalar: max(a, b), in: unit),
            unit: unit)
    }
}
