// The app around FieldKit's doc-comment examples: the names they take as
// given, declared with the types an app would have. Scripts/doc-comment-code.py
// puts this file before the examples; see it for how they are checked.

/// An app's own field identifiers.
enum Field: Hashable, Sendable { case name, card, cvc, notes }

/// A label of the app's toolkit.
@MainActor final class Label { var text: String? }
@MainActor let label = Label()

/// The app's model, written by a coordinator.
@MainActor final class Order { var card = "" }
@MainActor let model = Order()

/// An adapter's widget: what the coordinator commands.
@MainActor final class MyWidgetAdapter: TextInputWidget {
    func show(_ state: TextEditingState) {}
    func select(_ state: TextEditingState) {}
    func focus() {}
    func resignFocus() {}
}
@MainActor let myWidgetAdapter = MyWidgetAdapter()

@MainActor let coordinator = TextInputCoordinator(format: .cardNumber)
@MainActor let cardCoordinator = TextInputCoordinator(format: .cardNumber)
@MainActor var notice = RejectionNotice()
let rejection: InputRejection? = nil
let messages = MessageCatalog(locale: "fr_FR")

@MainActor func pay(_ card: String) {}
@MainActor func announce(_ text: String) {}
