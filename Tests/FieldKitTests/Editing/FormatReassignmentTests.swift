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

    @Test func expiryFormatsWithAClockAreNeverTheSame() throws {
        let field = SimulatedField(format: ExpiryDateFormat(now: { YearMonth(year: 2026, month: 12) }))
        try field.type("12")
        field.coordinator.format = ExpiryDateFormat(now: { YearMonth(year: 2026, month: 12) })
        #expect(!field.coordinator.canUndo)
    }
}
