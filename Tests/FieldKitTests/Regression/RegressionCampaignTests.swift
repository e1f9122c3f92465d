import Testing

@testable import FieldKit

/// Reproducers found by the recorded fuzzing campaign (RELIABILITY.md, "Runs").
@Suite("Regression: findings of the long campaign")
struct RegressionCampaignTests {
    /// fuzz-formats (campaign, `.phoneNumber(region: "US")`): a "+" and 19
    /// digits (more than E.164's 15, kept because deletions keep every
    /// character) lost the "+" to any edit at the very start, even an empty
    /// one: the plus, moved before the edit point, was counted as typed and
    /// cut to the length limit. What was there before the edit is never cut now.
    @Test(arguments: ["", "x", "+", "5"])
    func anEditBeforeALongInternationalNumberKeepsItsPlus(typed: String) {
        let format = PhoneNumberFormat(region: "US")
        let display = format.displayText(for: "+0000000000000000000")
        var state = TextEditingState(text: display)
        state.select(display.startIndex..<display.startIndex)
        let result = format.apply(TextEdit(range: state.selection, replacement: typed), to: state)
        #expect(result.text == display)
        #expect(format.displayText(for: result.text) == result.text)
    }

    /// Within the limit, a digit typed before the digits of an international
    /// number still goes after the plus.
    @Test func aDigitTypedBeforeAShortInternationalNumberGoesAfterThePlus() {
        let format = PhoneNumberFormat(region: "US")
        let display = format.displayText(for: "+4420")
        var state = TextEditingState(text: display)
        state.select(display.startIndex..<display.startIndex)
        let result = format.apply(TextEdit(range: state.selection, replacement: "1"), to: state)
        #expect(format.rawValue(for: result.text) == "+14420")
    }
}
