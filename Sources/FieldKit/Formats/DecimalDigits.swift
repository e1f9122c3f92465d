/// Decimal digits of every script read as the ASCII digits `0`–`9`.
///
/// A person types the digits of their keyboard: full-width `４` on a
/// Japanese input method, Arabic-Indic `٤` or Persian `۴` on an Arabic or
/// Persian layout, Devanagari `४`, Bengali `৪`, Thai `๔`. They are the same
/// digits, and a card number, phone number, date or IBAN made of them is the
/// same value; dropping them left the field empty without a word. Every
/// ``RawInputFormat`` reads what the user inserts through this one mapping
/// before its own rules, so the raw value always holds ASCII digits and the
/// format shows them as it shows any digit.
///
/// Which scalars are digits comes from the Unicode Character Database as the
/// Swift standard library carries it: general category `Nd` (decimal
/// number), each in a run of ten from 0 to 9. No table is kept here, so a
/// new Unicode version adds its scripts with the toolchain; the tests check
/// every `Nd` scalar of a table generated from Python's `unicodedata`.
enum DecimalDigits {
    /// The ASCII digit for a decimal digit of any script, or `nil`.
    @inline(__always)
    static func ascii(for scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 {
            return scalar.value >= 48 && scalar.value <= 57 ? UInt8(scalar.value) : nil
        }
        let properties = scalar.properties
        guard properties.generalCategory == .decimalNumber, let value = properties.numericValue,
            value >= 0, value <= 9
        else { return nil }
        return 48 + UInt8(value)
    }

    /// Whether `text` is ASCII, so that it holds no digit of another script
    /// (one pass over contiguous bytes).
    @inline(__always)
    static func isASCII(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// `text` with every decimal digit of another script replaced by its
    /// ASCII digit, except those `keeps` accepts as typed; `text` itself (no
    /// copy) when it is ASCII.
    static func normalized(
        _ text: String, keeping keeps: (Unicode.Scalar) -> Bool = { _ in false }
    ) -> String {
        if isASCII(text) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, let digit = ascii(for: scalar), !keeps(scalar) {
                out.append(Unicode.Scalar(digit))
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
