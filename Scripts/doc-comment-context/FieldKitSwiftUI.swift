// The app around FieldKitSwiftUI's doc-comment examples: the names they take
// as given, declared with the types an app would have (a value never read is
// `fatalError()`: the examples are type-checked, not run).
// Scripts/doc-comment-code.py puts this file before the examples; see it for
// how they are checked.

/// An app's own field identifiers.
enum Field: Hashable, Sendable { case name, card, cvc, notes }

/// A view of the app: examples that show views are `@ViewBuilder` methods of it.
struct DocCommentExamples: View {
    @State var card = ""
    @State var notes = ""
    let checkout = FormModel([FieldModel(Field.card, format: .cardNumber)])
    let chain = FocusChain<Field>()
    func pay() {}
    var body: some View { EmptyView() }
}

/// A label of the app's toolkit.
@MainActor final class Label { var text: String? }

/// A controller of the app: examples that make adapters are methods of it.
@MainActor final class DocCommentController {
    struct Order { var card = "" }
    var order = Order()
    let chain = FocusChain<Field>()
    var errorLabel: Label { fatalError() }
    var adapter: any RejectionMessageReporting { fatalError() }
    #if canImport(UIKit)
        var cardField: UITextField { fatalError() }
        #if !os(visionOS)
            var toolbar: FocusChainToolbar<Field> { fatalError() }
        #endif
    #endif
}
