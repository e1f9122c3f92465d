#if canImport(UIKit)
    import FieldKitSwiftUI
    import UIKit

    /// The UIKit-level API for apps without SwiftUI: three existing text
    /// fields (from a storyboard or code) bound to formats, one focus chain
    /// and its keyboard toolbar (none on visionOS). Keep the binder alive as long as the fields.
    @MainActor
    final class UIKitCheckoutBinder {
        enum Field: Hashable, Sendable {
            case card, expiry, iban
        }

        let chain = FocusChain<Field>()
        private(set) var card = ""
        private(set) var expiry = ""
        private(set) var iban = ""
        private var adapters: [TextFieldAdapter] = []

        init(card cardField: UITextField, expiry expiryField: UITextField, iban ibanField: UITextField) {
            let cardAdapter = TextFieldAdapter(textField: cardField, format: .cardNumber)
            cardAdapter.coordinator.writeModel = { [weak self] in self?.card = $0 }
            let expiryAdapter = TextFieldAdapter(textField: expiryField, format: .expiryDate)
            expiryAdapter.coordinator.writeModel = { [weak self] in self?.expiry = $0 }
            let ibanAdapter = TextFieldAdapter(textField: ibanField, format: .iban)
            ibanAdapter.coordinator.writeModel = { [weak self] in self?.iban = $0 }
            let fields: [(TextFieldAdapter, Field)] = [
                (cardAdapter, .card), (expiryAdapter, .expiry), (ibanAdapter, .iban),
            ]
            #if os(visionOS)
                // No keyboard toolbar on visionOS: the return key walks the chain.
                for (adapter, field) in fields { adapter.attach(to: chain, as: field) }
            #else
                let toolbar = FocusChainToolbar(chain: chain)
                for (adapter, field) in fields { adapter.attach(to: chain, as: field, toolbar: toolbar) }
            #endif
            adapters = [cardAdapter, expiryAdapter, ibanAdapter]
            chain.onSubmit = { [weak self] in self?.submit() }
        }

        /// Unbinds every field; call before the fields go away.
        func unbind() {
            for adapter in adapters { adapter.detach() }
            adapters.removeAll()
        }

        private func submit() {
            chain.resign()
        }
    }
#endif
