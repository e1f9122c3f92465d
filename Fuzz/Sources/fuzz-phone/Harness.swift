import FieldKit
import FuzzSupport

// Drives PhoneNumberFormat's region detection (`region(of:)`,
// `region(of:default:)`) with numbers built from real calling codes, national
// and international call prefixes, separators, digits of other scripts and
// random text, for any supported default region (and a few unsupported ones),
// then types the number into a field whose format is the region found.
//
// Invariants for every number:
// - no trap;
// - `region(of:)` answers only for an international number (a `+` before the
//   first digit), with a supported region whose calling code starts the
//   digits after the `+`; `region(of:default:)` gives the same answer for it;
// - for a national number: no digits gives the default; otherwise the region
//   shares the default's calling code, or the digits start with a call
//   prefix and the region is the one the rest dials (`+` and the digits after
//   a prefix of one to eight digits (Finland dials out with "99555")); an unsupported default gives nil;
// - the answer depends on the digits only: the same for the number's raw
//   value (separators dropped, digits of other scripts read as ASCII, as the
//   formats read them);
// - typed (at once or one character at a time) into a field formatted for
//   the region found, nothing typed is lost (unless a digit is joined into a
//   larger character, which the formats refuse whole and report): the raw value is the typed `+`
//   and digits, or a prefix of them cut at the format's length limit (one
//   more digit typed at the end then changes nothing); an extension mark
//   (`x`, `X`, `#`, `;`, `,`) after a digit ends the number and the raw value
//   goes on with `x` and the digits after it (at most 20), which no region
//   or validity reads; Argentina's mobile `15` written after `+54` and an
//   area code may be written out as the `9` before it (libphonenumber's
//   transform): `+54 11 15 2345 6789` keeps `+5491123456789`; pasted whole,
//   a number valid for the format, spaces or dashes, one to six digits and a
//   `#` at the end (`201-555-0123 123#`) is that number with those digits as
//   its extension (libphonenumber's American style);
// - the display is a fixed point of that format, and its region, with the
//   region found as default, is the region found again (for an international
//   number or one of the default's calling code; a number dialled through
//   the default's call prefix is read with the default's prefix only).

/// Regions for which FieldKit has no metadata, or written in lower case.
let otherRegions: [PhoneRegion] = ["XX", "ZZ", "", "gb", "us"]

/// The ASCII digit of a decimal digit of any script, as the formats read it.
func asciiDigit(of scalar: Unicode.Scalar) -> Character? {
    let properties = scalar.properties
    guard properties.generalCategory == .decimalNumber, let value = properties.numericValue, value >= 0,
        value <= 9
    else { return nil }
    return Character(String(Int(value)))
}

/// The number as the formats read it: a `+` when one comes before the first
/// digit, then the digits (of any script) as ASCII; after an extension mark
/// that follows a digit, `x` and the extension's digits.
func rawNumber(_ text: String) -> String {
    var raw = ""
    var extensionDigits: Int?
    // A mark joined with another scalar into one character (",\u{200D}")
    // is not one byte, so the format drops it.
    for character in text {
        let scalars = character.unicodeScalars
        if extensionDigits == nil, scalars.count == 1, "xX#;,".unicodeScalars.contains(scalars.first!),
            raw.contains(where: \.isWholeNumber)
        {
            raw.append("x")
            extensionDigits = 0
            continue
        }
        for scalar in scalars {
            if let digit = asciiDigit(of: scalar) {
                if let count = extensionDigits {
                    if count < 20 { raw.append(digit) }
                    extensionDigits = count + 1
                } else {
                    raw.append(digit)
                }
            } else if scalar == "+" && raw.isEmpty {
                raw = "+"
            }
        }
    }
    return raw
}

/// The raw value of `text` pasted whole when it ends with an American-style
/// extension, as libphonenumber reads `201-555-0123 123#`: spaces or dashes,
/// one to six digits (characters of one scalar each) and `#`, then only
/// spaces or tabs, after a number with no mark that is valid for `format`;
/// else `nil`.
func americanStyle(_ text: String, format: PhoneNumberFormat) -> String? {
    var characters = Array(text)
    let single = { (c: Character) in c.unicodeScalars.count == 1 }
    let isDigit = { (c: Character) in single(c) && asciiDigit(of: c.unicodeScalars.first!) != nil }
    while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
    guard characters.last == "#" else { return nil }
    characters.removeLast()
    var digits = 0
    while let last = characters.last, isDigit(last) {
        digits += 1
        characters.removeLast()
    }
    guard (1...6).contains(digits) else { return nil }
    let digitsStart = characters.count
    var separated = false
    while let last = characters.last, last == " " || last == "-" {
        separated = true
        characters.removeLast()
    }
    guard separated, let last = characters.last, isDigit(last) else { return nil }
    let number = String(characters)
    // Valid as the format reads it: the digits of any script as ASCII.
    guard !number.contains(where: { single($0) && "xX#;,".contains($0) }),
        format.validity(of: rawNumber(number)) == .valid
    else { return nil }
    let written = Array(text)[digitsStart..<(digitsStart + digits)]
    return rawNumber(number) + "x" + String(written.map { asciiDigit(of: $0.unicodeScalars.first!)! })
}

/// The number and the extension (`nil` without a mark) of a raw value.
func parts(_ raw: String) -> (number: String, extension: String?) {
    guard let mark = raw.firstIndex(of: "x") else { return (raw, nil) }
    return (String(raw[..<mark]), String(raw[raw.index(after: mark)...]))
}

/// Whether `kept` is `typed` with Argentina's mobile token written out:
/// `+54`, area code, `15`, rest kept as `+54 9`, area code, rest.
func writesTokenOut(_ typed: String, _ kept: String) -> Bool {
    guard typed.hasPrefix("+54"), kept.hasPrefix("+549") else { return false }
    let t = Array(typed.dropFirst(3))
    let k = Array(kept.dropFirst(4))
    return (1...5).contains { area in
        t.count >= area + 2 && Array(t[area..<(area + 2)]) == ["1", "5"]
            && Array(t[..<area]) + Array(t[(area + 2)...]) == k
    }
}

/// A number: a calling code's region, call prefixes, national prefixes, digits
/// with separators and other scripts, or random text.
func number(_ input: inout FuzzInput, regions: [PhoneRegion]) -> String {
    var text = ""
    let separators = [" ", "-", "(", ")", ".", "/", "\u{A0}"]
    switch input.byte() % 6 {
    case 0, 1:
        let region = input.pick(regions)
        text = "+" + String(region.countryCode ?? 1)
    case 2:
        // A call prefix (011 in NANP, 00 in most regions, others) and a code.
        text = input.pick(["00", "011", "010", "0011", "810", "001", "8"])
        text += String(input.pick(regions).countryCode ?? 44)
    case 3:
        text = input.pick(["0", "1", "8", ""])
    case 4:
        return input.text(maxScalars: 24)
    default:
        break
    }
    let count = input.int(in: 0...16)
    for _ in 0..<count {
        if input.isExhausted { break }
        let b = input.byte()
        switch b % 16 {
        case 0: text += input.pick(separators)
        case 1: text.unicodeScalars.append(Unicode.Scalar(0x660 + UInt32(b / 16 % 10))!)  // Arabic-Indic
        case 2: text.unicodeScalars.append(Unicode.Scalar(0xFF10 + UInt32(b / 16 % 10))!)  // full width
        case 3: text += "+"
        // An American-style extension's end ("201-555-0123 123#" pasted).
        case 4: text += input.pick([" ", "-", " - "]) + String(b) + "#"
        default: text += String(b % 10)
        }
    }
    return text
}

/// Types `text` into an empty field with `format`: at once (a paste) or one
/// character at a time at the end.
func type(_ text: String, into format: PhoneNumberFormat, oneByOne: Bool) -> TextEditingState {
    var state = TextEditingState()
    let pieces = oneByOne ? text.map { String($0) } : [text]
    for piece in pieces {
        let end = state.text.endIndex
        state = format.apply(TextEdit(range: end..<end, replacement: piece), to: state)
    }
    return state
}

func check(_ text: String, default region: PhoneRegion, oneByOne: Bool) {
    let raw = rawNumber(text)
    let international = raw.hasPrefix("+")
    let digits = parts(raw).number.filter(\.isWholeNumber)
    let context = "number \(text.unicodeScalars.map { String($0.value, radix: 16) }) default \(region)"
    let plain = PhoneNumberFormat.region(of: text)
    let found = PhoneNumberFormat.region(of: text, default: region)
    require(
        PhoneNumberFormat.region(of: raw) == plain
            && PhoneNumberFormat.region(of: raw, default: region) == found,
        "the region differs for the raw value \(raw): \(String(describing: found)), \(context)")
    if international {
        require(found == plain, "region(of:default:) \(String(describing: found)) differs, \(context)")
        if let plain {
            require(plain.isSupported, "unsupported region \(plain), \(context)")
            require(
                digits.hasPrefix(String(plain.countryCode!)),
                "region \(plain) (+\(plain.countryCode!)) for digits \(digits), \(context)")
        }
    } else {
        require(plain == nil, "region(of:) answered \(plain!) for a national number, \(context)")
        if !region.isSupported {
            require(found == nil, "a region for an unsupported default, \(context)")
        } else if digits.isEmpty {
            require(found == region, "no digits gave \(String(describing: found)), \(context)")
        } else if let found, found.countryCode != region.countryCode {
            let dialled = (1...8).contains { k in
                digits.count > k && PhoneNumberFormat.region(of: "+" + digits.dropFirst(k)) == found
            }
            require(dialled, "\(found) is neither the default's code nor dialled, \(context)")
        }
    }
    guard let found else { return }
    require(found.isSupported, "unsupported region \(found), \(context)")
    let format = PhoneNumberFormat(region: found)
    let state = type(text, into: format, oneByOne: oneByOne)
    let display = state.text
    let kept = format.rawValue(for: display)
    // A digit or plus that a mark or modifier joins into one character ("8"
    // and a skin tone, "+" and a variation selector) is refused whole by the formats (and reported to the user as
    // a rejection by the coordinator): the count of typed digits is left out then.
    let joined = text.contains { character in
        character.unicodeScalars.count > 1
            && character.unicodeScalars.contains { $0 == "+" || asciiDigit(of: $0) != nil }
    }
    // Pasted whole, an American-style extension ("201-555-0123 123#") is read as one.
    let typedRaw = oneByOne ? raw : americanStyle(text, format: format) ?? raw
    let (typedNumber, typedExtension) = parts(typedRaw)
    let (keptNumber, keptExtension) = parts(kept)
    if kept != typedRaw && !joined && !writesTokenOut(typedRaw, kept) {
        require(
            typedNumber.hasPrefix(keptNumber) && (keptExtension == nil) == (typedExtension == nil)
                && (keptExtension ?? "") == (typedExtension ?? ""),
            "typed \(typedRaw) kept \(kept) (not a prefix), \(context)")
        if keptExtension == nil {
            let end = display.endIndex
            let more = format.apply(TextEdit(range: end..<end, replacement: "5"), to: state)
            require(
                format.rawValue(for: more.text) == kept,
                "typed \(raw) kept \(kept), short of the format's limit, \(context)")
        }
    }
    require(
        format.displayText(for: display) == display, "display \(display) is not a fixed point, \(context)")
    require(
        format.displayText(for: kept) == display, "display of the raw value \(kept) differs, \(context)")
    // A number dialled through the default's call prefix is left out: the
    // prefix is the default region's, and the region found reads its own. So
    // is a number with a joined digit: the field holds other digits than were read.
    if !keptNumber.filter(\.isWholeNumber).isEmpty && !joined
        && (international || found.countryCode == region.countryCode)
    {
        let again = PhoneNumberFormat.region(of: display, default: found)
        require(
            again == found, "display \(display) is \(String(describing: again)), not \(found), \(context)")
    }
}

let supported = PhoneRegion.supported

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    var numbers = 0
    while !input.isExhausted && numbers < 16 {
        numbers += 1
        let region = input.byte() < 240 ? input.pick(supported) : input.pick(otherRegions)
        let oneByOne = input.bool()
        let text = number(&input, regions: supported)
        trace("default \(region) one by one \(oneByOne) number \(text)")
        check(text, default: region, oneByOne: oneByOne)
    }
    return 0
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
