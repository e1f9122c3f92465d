import FieldKit
import FuzzSupport

// Drives every format in FuzzFormats.all from random reachable states (the
// display of a random app value, then the outcome of earlier edits) through
// random edits: typing, backspace and delete over any scalar-aligned range in
// any unit, and pastes of up to a few hundred scalars.
//
// Invariants on every edit:
// - no trap, and the result passes `checkInvariants`;
// - the display is a fixed point: displayText(for: display) == display, and
//   the display of its own raw value is the display again;
// - applying an empty edit at the caret changes nothing;
// - IdentityFormat gives exactly the native edit;
// - a mask (FuzzFormats.Entry.keepsTypedCharacters) typed or pasted into at
//   its end keeps its raw characters and adds only typed ones, in order;
// - CharacterFormat keeps every character the user typed that it accepts:
//   the raw value is exactly (raw before the edit's range) + (inserted
//   characters that pass the filter, or pass it once their ignorable scalars
//   are shed, transformed, segmented as the display
//   will, cut from their end to the room the maximum length leaves) + (raw
//   after the range), and the caret lands after the last kept inserted
//   character (or the next grapheme boundary when characters merge across
//   the edit's ends).

func checkEdit(
    format: any InputFormat, name: String, keepsTypedCharacters: Bool, before: TextEditingState,
    edit: TextEdit
) -> TextEditingState {
    let result = format.apply(edit, to: before)
    let context = "format \(name)"
    checkInvariants(result, context)
    let display = result.text
    let redisplay = format.displayText(for: display)
    require(
        redisplay == display,
        "display is not a fixed point: \(scalars(display)) became \(scalars(redisplay)), \(context)")
    require(
        format.displayText(for: format.rawValue(for: display)) == display,
        "display of the raw value differs, \(context)")
    _ = format.validity(of: display)
    let caret = result.caret
    let again = format.apply(TextEdit(range: caret..<caret, replacement: ""), to: result)
    require(again.text == display, "an empty edit changed the text, \(context)")
    if format.isIdentity {
        require(result == before.replacing(edit.range, with: edit.replacement), "identity changed the edit")
    }
    if let characterFormat = format as? CharacterFormat {
        checkCharacterFormat(characterFormat, before: before, edit: edit, result: result, context: context)
    } else if keepsTypedCharacters && edit.range.isEmpty && edit.range.lowerBound == before.text.endIndex {
        checkTypingAtTheEnd(format, before: before, edit: edit, result: result, context: context)
    }
    return result
}

/// Typing or pasting at the end of a mask keeps every raw character already
/// there, and adds only characters the user typed, in their order (compared
/// case-insensitively: an IBAN upper-cases what it keeps).
func checkTypingAtTheEnd(
    _ format: any InputFormat, before: TextEditingState, edit: TextEdit, result: TextEditingState,
    context: String
) {
    // Scalars, not characters: a typed selector or mark joins the last character.
    let old = Array(format.rawValue(for: before.text).uppercased().unicodeScalars)
    let new = Array(format.rawValue(for: result.text).uppercased().unicodeScalars)
    require(new.starts(with: old), "typing at the end changed the raw characters before it, \(context)")
    var typed = Array(edit.replacement.uppercased().unicodeScalars)[...]
    for scalar in new.dropFirst(old.count) {
        // A digit of another script may be kept as typed or read as its ASCII digit.
        // A phone number's extension mark is kept as "x" whichever mark was
        // typed; pasted American style ("201-555-0123 123#"), the space or
        // dash before the extension's digits is the mark.
        let mark: Set<Unicode.Scalar> = format is PhoneNumberFormat ? ["#", ";", ",", " ", "-"] : ["#", ";", ","]
        guard
            let found = typed.firstIndex(where: {
                $0 == scalar || asciiDigit($0) == scalar || (scalar == "X" && mark.contains($0))
            })
        else {
            require(
                false, "the format added \(String(scalar.value, radix: 16)) that was not typed, \(context)")
            return
        }
        typed = typed[(found + 1)...]
    }
}

/// `scalar`, or its ASCII digit when it is a decimal digit of another script.
func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.value >= 0x80, scalar.properties.generalCategory == .decimalNumber,
        let value = scalar.properties.numericValue, value >= 0, value <= 9
    else { return scalar }
    return Unicode.Scalar(48 + UInt8(value))
}

/// The exact outcome of a CharacterFormat edit, for edits on character
/// boundaries that are not a lone deletion inside a cluster.
func checkCharacterFormat(
    _ format: CharacterFormat, before: TextEditingState, edit: TextEdit, result: TextEditingState,
    context: String
) {
    // A digit of another script that the filter refuses is read as its ASCII
    // digit, and then settles with the marks around it like any joined
    // character: this exact model does not follow that, so only the general
    // invariants apply (the sweep tests in Tests/ cover the plain cases).
    if edit.replacement.unicodeScalars.contains(where: {
        asciiDigit($0) != $0 && !format.isAllowed(Character($0))
    }) {
        require(
            result.text.allSatisfy(format.isAllowed), "a character the format refuses was kept, \(context)")
        return
    }
    let text = before.text
    guard let low = characterOffset(edit.range.lowerBound, in: text),
        let high = characterOffset(edit.range.upperBound, in: text)
    else { return }
    let characters = Array(text)
    let prefix = Array(characters[..<low])
    let suffix = Array(characters[high...])
    // The typed characters that pass, as the display will segment them
    // once dropped ones no longer separate them.
    let typed = Array(edit.replacement).compactMap { character -> Character? in
        if format.isAllowed(character) { return character }
        // A digit of another script the filter refuses is read as its ASCII digit.
        let ascii = Character(String(String.UnicodeScalarView(character.unicodeScalars.map(asciiDigit))))
        if ascii != character, format.isAllowed(ascii) { return ascii }
        // Ignorable scalars (VS16, ZWJ, bidi marks) attached to an accepted character are shed.
        let bare = String(
            String.UnicodeScalarView(
                character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
        return bare.count == 1 && bare != String(character) && format.isAllowed(bare.first!)
            ? bare.first! : nil
    }
    var head = Array(String(prefix + typed.map(format.transform)))
    if let maximum = format.maximumLength, head.count + suffix.count > maximum {
        head.removeLast(max(0, min(head.count - prefix.count, head.count + suffix.count - maximum)))
    }
    let kept = Array(head[min(prefix.count, head.count)...])
    let expected = String(head + suffix)
    guard Array(expected) == head + suffix, (head + suffix).allSatisfy(format.isAllowed) else {
        // The typed text joined a mark next to it into one character the
        // filter refuses ("5" + a combining mark in an alphanumeric field);
        // the format settles it (keeps its allowed base, sheds the marks),
        // so only the general invariants apply.
        require(
            result.text.allSatisfy(format.isAllowed), "a character the format refuses was kept, \(context)")
        return
    }
    require(
        result.text.unicodeScalars.elementsEqual(expected.unicodeScalars),
        "raw value lost or added typed characters: expected \(scalars(expected)), got \(scalars(result.text)), "
            + "\(context)")
    // Characters that merge or re-pair across the edit's ends (a combining
    // mark after a letter, a regional indicator next to another) move the
    // caret to the next character boundary, which only segmentation knows.
    if Array(expected) == prefix + kept + suffix {
        let caretScalars = String(prefix + kept).unicodeScalars.count
        require(
            result.offsets(of: result.selection, in: .unicodeScalars)
                == TextSpan(caretScalars, caretScalars, unit: .unicodeScalars),
            "caret \(result.offsets(of: result.selection, in: .unicodeScalars)) is not after the last kept "
                + "typed character (\(caretScalars)) in \(result.text.debugDescription), \(context)")
    }
}

/// The scalars of `text` in hex, for messages about invisible characters.
func scalars(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

/// The character offset of `index` when it is on a character boundary.
func characterOffset(_ index: String.Index, in text: String) -> Int? {
    let offset = text.distance(from: text.startIndex, to: index)
    return text.index(text.startIndex, offsetBy: offset) == index ? offset : nil
}

/// libFuzzer's entry point: one input, checked against every invariant above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    guard let entry = FuzzFormats.pick(&input) else { return 0 }
    trace("format \(entry.name)")
    let value = input.text(maxScalars: 24)
    var state = TextEditingState(text: entry.format.displayText(for: value))
    checkInvariants(state, "initial display, format \(entry.name)")
    let redisplay = entry.format.displayText(for: state.text)
    require(
        redisplay == state.text,
        "initial display is not a fixed point: value \(scalars(value)) shows \(scalars(state.text)), "
            + "which shows \(scalars(redisplay)), format \(entry.name)")
    var steps = 0
    while !input.isExhausted && steps < 24 {
        steps += 1
        let unit = input.unit()
        let range = try! state.resolve(input.validRange(in: state.text, unit: unit))
        let replacement: String
        switch input.byte() % 8 {
        case 0: replacement = ""
        case 1:
            // A paste of a pattern repeated, as a long clipboard would be.
            let pattern = input.text(maxScalars: 4)
            replacement = String(repeating: pattern, count: input.int(in: 1...64))
        case 2: replacement = input.text(maxScalars: 40)
        default: replacement = input.text(maxScalars: 1)
        }
        if input.byte() % 4 == 0 {
            // The user's selection before the edit matters to backspace over a separator.
            state.select(range)
        } else {
            state.select(range.upperBound..<range.upperBound)
        }
        trace(
            "edit \(state.offsets(of: range, in: .unicodeScalars)) with \(replacement.debugDescription) in \(state.text.debugDescription)"
        )
        state = checkEdit(
            format: entry.format, name: entry.name, keepsTypedCharacters: entry.keepsTypedCharacters,
            before: state,
            edit: TextEdit(range: range, replacement: replacement))
    }
    return 0
}

@main
enum Main {
    static func main() { runFuzzer(testOneInput) }
}
