#if canImport(UIKit) || canImport(AppKit)
    #if canImport(UIKit)
        import UIKit
    #endif

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
            toolbarUpdate = nil
        }

        /// Brings the chain's toolbar up to date when the widget takes focus.
        private var toolbarUpdate: (() -> Void)?

        /// The widget began editing: the toolbar shows this field's moves.
        func widgetDidBeginEditing() {
            toolbarUpdate?()
        }

        #if canImport(UIKit) && !os(visionOS)
            /// Shows `toolbar` (if any) above the widget's keyboard through
            /// `setAccessoryView`, kept up to date while this membership lasts.
            mutating func showToolbar<ID: Hashable & Sendable>(
                _ toolbar: FocusChainToolbar<ID>?, setAccessoryView: (UIView) -> Void
            ) {
                guard let toolbar else { return }
                setAccessoryView(toolbar.view)
                toolbarUpdate = { toolbar.update() }
            }
        #endif
    }
#endif
