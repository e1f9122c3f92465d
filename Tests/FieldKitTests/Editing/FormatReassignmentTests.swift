import FieldKit
import FieldKitTesting
import Testing

/// A SwiftUI view update hands the coordinator the format again on every
/// keystroke (the representable's update re-assigns it, then passes the
/// binding's value): an equal format changes nothing, so the undo history
/// survives the update.
@Suite("Re-assigning an equal format")
@MainActor
struct FormatReassignmentTests {
    /// The formats of a SwiftUI field, each with what the user types.
    nonisolated static let formats: [(any InputFormat & Sendable, String)] = [
        (.cardNumber, "4242424242"),
        (.expiryDate, "1230"),
        (.phoneNumber(region: "US"), "4155552671"),
        (.iban, "DE8937040044"),
        (.decimal(), "1234.5"),
        (.amount(currency: "EUR", locale: "en_US"), "1234"),
        (IdentityFormat(), "hello"),
        (CardSecurityCodeFormat(brand: nil), "123"),
        (.digits(max: 4), "1234"),
        (CharacterFormat.alphanumeric.uppercased().maxLength(9), "ab12"),
        (CharacterFormat.uppercased.then(.pattern("@@## ####")), "ab12"),
        (.maxLength(5), "hello"),
    ]

    @Test(arguments: 0..<formats.count)
    func undoSurvivesAViewUpdateAfterEveryKey(_ index: Int) throws {
        let (format, typed) = Self.formats[index]
        let field = SimulatedField(format: format)
        for key in typed {
            try field.type(String(key))
            // What the SwiftUI field's update does with a binding: the
            // environment's format, then the binding's value.
            field.coordinator.format = format
            field.appSets(field.modelValue)
            #expect(field.coordinator.canUndo)
        }
        #expect(field.coordinator.undo())
    }

    @Test func anotherFormatStillClearsTheHistoryAndShowsTheValueThroughIt() throws {
        let field = SimulatedField(format: .cardNumber)
        try field.type("42424242")
        field.coordinator.format = .pattern("####-####")
        #expect(!field.coordinator.canUndo)
        #expect(field.text == "4242-4242")
    }

    /// A character format holding the app's own closure cannot be compared:
    /// assigning it counts as a change, and so does a different limit.
    @Test func aCharacterFormatWithTheAppsClosureOrAnotherLimitIsAnotherFormat() throws {
        let field = SimulatedField(format: CharacterFormat.digits(max: 4))
        try field.type("12")
        field.coordinator.format = CharacterFormat.digits(max: 6)
        #expect(!field.coordinator.canUndo)
        try field.type("3")
        field.coordinator.format = CharacterFormat.filter { $0.isNumber }
        #expect(!field.coordinator.canUndo)
        try field.type("4")
        field.coordinator.format = CharacterFormat.letters
        #expect(!field.coordinator.canUndo)
    }

    /// A format built from the building blocks and then given a closure of
    /// the app's is no longer the building blocks' format.
    @Test func replacingTheFilterOfABuiltFormatMakesItAnotherFormat() throws {
        var custom = CharacterFormat.digits
        custom.isAllowed = { $0 == "1" }
        let field = SimulatedField(format: CharacterFormat.digits)
        try field.type("11")
        field.coordinator.format = custom
        #expect(!field.coordinator.canUndo)
        #expect(field.text == "11")
    }

    @Test func expiryFormatsWithAClockAreNeverTheSame() throws {
        let field = SimulatedField(format: ExpiryDateFormat(now: { YearMonth(year: 2026, month: 12) }))
        try field.type("12")
        field.coordinator.format = ExpiryDateFormat(now: { YearMonth(year: 2026, month: 12) })
        #expect(!field.coordinator.canUndo)
    }
}
