import FieldKitTesting
import Testing

@testable import FieldKit

/// The coordinator tells its widget whether the format's content reads left
/// to right (the adapters' only input for the direction they set).
@MainActor
@Suite("Content direction")
struct ContentDirectionTests {
    @Test func attachingAndChangingTheFormatTellTheWidget() {
        let field = SimulatedField(format: CardNumberFormat())
        #expect(field.contentDirections == [true], "a card number reads left to right")
        field.coordinator.format = AmountFormat.amount(currency: "EGP", locale: "ar_EG")
        #expect(field.contentDirections == [true, false], "an amount follows the interface")
        field.coordinator.format = IBANFormat()
        field.coordinator.format = PhoneNumberFormat(region: "EG")
        field.coordinator.format = IdentityFormat()
        #expect(field.contentDirections == [true, false, true, true, false])
        let plain = SimulatedField()
        #expect(plain.contentDirections == [false])
    }

    @Test func aFieldThatDoesNotRecordKeepsNoDirections() {
        let coordinator = TextInputCoordinator(format: CardNumberFormat())
        let field = SimulatedField(coordinator: coordinator, recording: false)
        field.coordinator.format = IdentityFormat()
        #expect(field.contentDirections.isEmpty)
    }
}
