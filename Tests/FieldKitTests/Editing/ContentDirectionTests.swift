import Testing

@testable import FieldKit

/// The coordinator tells its widget whether the format's content reads left
/// to right (the adapters' only input for the direction they set).
@MainActor
@Suite("Content direction")
struct ContentDirectionTests {
    final class DirectionWidget: TextInputWidget {
        var directions: [Bool] = []
        var shown = TextEditingState()
        func show(_ state: TextEditingState) { shown = state }
        func select(_ state: TextEditingState) { shown = state }
        func focus() {}
        func resignFocus() {}
        func showContentDirection(leftToRight: Bool) { directions.append(leftToRight) }
    }

    @Test func attachingAndChangingTheFormatTellTheWidget() {
        let coordinator = TextInputCoordinator(format: CardNumberFormat())
        let widget = DirectionWidget()
        coordinator.widget = widget
        #expect(widget.directions == [true], "a card number reads left to right")
        coordinator.format = AmountFormat.amount(currency: "EGP", locale: "ar_EG")
        #expect(widget.directions == [true, false], "an amount follows the interface")
        coordinator.format = IBANFormat()
        coordinator.format = PhoneNumberFormat(region: "EG")
        coordinator.format = IdentityFormat()
        #expect(widget.directions == [true, false, true, true, false])
        let plain = TextInputCoordinator()
        let other = DirectionWidget()
        plain.widget = other
        #expect(other.directions == [false])
    }
}
