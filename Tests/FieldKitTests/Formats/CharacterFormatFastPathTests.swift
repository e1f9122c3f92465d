import Testing

@testable import FieldKit

/// The ASCII fast path of `CharacterFormat.accept` must give exactly what the
/// general path gives, for every format shape and every edit of a sweep.
@Suite("CharacterFormat: ASCII fast path agrees with the general path")
struct CharacterFormatFastPathTests {
    static let formats: [(String, CharacterFormat)] = [
        ("digits", .digits),
        ("digits(max: 4)", .digits(max: 4)),
        ("digits(max: 0)", .digits(max: 0)),
        ("letters.uppercased", .letters.uppercased()),
        ("alphanumeric(max: 6)", .alphanumeric.maxLength(6)),
        ("any(max: 3)", .maxLength(3)),
        ("uppercased", .uppercased),
    ]

    static let texts = ["", "1", "12a3", "ab-9", "A1b2C3", "  x", "9999", "a.b,c"]

    @Test(arguments: formats.indices)
    func everyEditAgrees(_ index: Int) {
        let (name, format) = Self.formats[index]
        var compared = 0
        for base in Self.texts {
            let raw = Array(base)
            for insertion in Self.texts {
                for lower in 0...raw.count {
                    for upper in lower...raw.count {
                        var candidate = Array(raw[..<lower])
                        candidate += Array(insertion)
                        candidate += raw[upper...]
                        let inserted = lower..<(lower + insertion.count)
                        guard let fast = format.acceptSingleScalarASCII(candidate, inserted: inserted) else {
                            Issue.record("\(name): ASCII input took the general path")
                            continue
                        }
                        let general = format.acceptAny(candidate, inserted: inserted)
                        #expect(fast.raw == general.raw, "\(name) \(candidate) \(inserted)")
                        #expect(fast.caret == general.caret, "\(name) \(candidate) \(inserted)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 500)
    }

    @Test func nonASCIIOrCarriageReturnTakesTheGeneralPath() {
        let format = CharacterFormat.digits
        #expect(format.acceptSingleScalarASCII(Array("1\r"), inserted: 1..<2) == nil)
        #expect(format.acceptSingleScalarASCII(Array("1e\u{301}"), inserted: 1..<2) == nil)
        #expect(format.acceptSingleScalarASCII(Array("4\u{FE0F}"), inserted: 0..<1) == nil)
    }
}
