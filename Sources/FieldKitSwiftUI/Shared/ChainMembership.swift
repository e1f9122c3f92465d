#if canImport(UIKit) || canImport(AppKit)
    /// A widget adapter's place in one ``/FieldKit/FocusChain`` at a time:
    /// joining a chain leaves the previous one, and leaving forgets it, the
    /// same for fields and text views on both toolkits.
    @MainActor
    struct ChainMembership {
        private var leaveChain: (() -> Void)?

        /// Leaves the current chain, then attaches `coordinator` to `chain`
        /// as `id`. The chain and the coordinator are held weakly, so a
        /// membership keeps neither alive.
        mutating func join<ID: Hashable & Sendable>(
            _ chain: FocusChain<ID>, as id: ID, with coordinator: TextInputCoordinator
        ) {
            leave()
            chain.attach(coordinator, to: id)
            leaveChain = { [weak chain, weak coordinator] in
                guard let chain, let coordinator else { return }
                chain.detach(coordinator, from: id)
            }
        }

        /// Detaches from the chain joined last, if any.
        mutating func leave() {
            leaveChain?()
            leaveChain = nil
        }
    }
#endif
