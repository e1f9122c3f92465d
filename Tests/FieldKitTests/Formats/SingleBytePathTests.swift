import Testing

@testable import FieldKit

/// Card, security code, IBAN, expiry and phone formats edit ASCII text on
/// bytes and everything else on `Character`s; both paths must agree.
@Suite("Single-byte and general paths agree")
struct SingleBytePathTests {
    static let cases: [(any InputFormat, [String])] = [
        (CardNumberFormat(), ["", "4242", "4242 4242 4242 4242", "3782 822463 1"]),
        (CardSecurityCodeFormat(brand: .visa), ["", "12"]),
        (IBANFormat(), ["", "DE89 3704", "GB82 WEST 1234 5698 7654 32"]),
        (ExpiryDateFormat(), ["", "1", "04/", "12/2"]),
        (PhoneNumberFormat(region: "US"), ["", "(201) 555-01", "+44 20 7946"]),
        (PhoneNumberFormat(region: "DE"), ["030 123", "+49 30"]),
        (PatternFormat("+1 (###) ###-####"), ["", "555", "5551234567"]),
        (PatternFormat("####{ ####}"), ["", "12345"]),
        (
            DecimalFormat(grouping: ",", decimal: ".", fractionDigits: 2, prefix: "$"),
            ["", "1234", "1234567.8"]
        ),
        (DecimalFormat(grouping: ".", decimal: ",", fractionDigits: 2, suffix: " EUR"), ["", "1234,5"]),
    ]

    @Test func everyEditAgrees() {
        for (format, displays) in Self.cases {
            for display in displays {
                let text = format.displayText(for: display)
                for lower in 0...text.count {
                    for upper in lower...min(text.count, lower + 3) {
                        for typed in ["7", "", "12", "a/b", "+3"] {
                            let state = TextEditingState.at(text, lower, upper)
                            let fast = format.apply(state.edit(lower, upper, typed), to: state)
                            // "é" is kept by none of these formats and forces the general path.
                            let general = format.apply(state.edit(lower, upper, typed + "é"), to: state)
                            #expect(
                                fast == general,
                                "\(format) \(text.debugDescription) \(lower)..<\(upper) + \(typed)")
                            // Backspace and forward delete with a collapsed selection, on both paths.
                            if typed.isEmpty && upper > lower, let rules = format as? any SingleByteRules {
                                for caret in [lower, upper] {
                                    let collapsed = TextEditingState.at(text, caret)
                                    let edit = collapsed.edit(lower, upper, "")
                                    #expect(
                                        rules.applySingleByte(edit, to: collapsed)
                                            == rules.applyGeneral(edit, to: collapsed),
                                        "\(format) \(text.debugDescription) delete \(lower)..<\(upper) caret \(caret)"
                                    )
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
