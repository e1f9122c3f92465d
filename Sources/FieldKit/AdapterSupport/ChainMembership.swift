/// A widget adapter's place in one ``FocusChain`` at a time (the UIKit and
/// AppKit adapters of apps that drive a chain themselves): joining a chain
/// leaves the previous one, leaving forgets it and its toolbar, and the
/// toolbar follows the field only while the membership lasts.
@MainActor
package struct ChainMembership {
    private var leaveChain: (() -> Void)?
    private var toolbar: (any NativeKeyboardToolbar)?

    package init() {}

    /// Whether the widget is in a chain now.
    package var isJoined: Bool { leaveChain != nil }

    /// Leaves the current chain, then attaches `coordinator` to `chain` as
    /// `id`. The chain and the coordinator are held weakly, so a membership
    /// keeps neither alive.
    package mutating func join<ID: Hashable & Sendable>(
        _ chain: FocusChain<ID>, as id: ID, with coordinator: TextInputCoordinator
    ) {
        leave()
        chain.attach(coordinator, to: id)
        leaveChain = { [weak chain, weak coordinator] in
            guard let chain, let coordinator else { return }
            chain.detach(coordinator, from: id)
        }
    }

    /// Detaches from the chain joined last, if any, and drops its toolbar.
    package mutating func leave() {
        leaveChain?()
        leaveChain = nil
        toolbar = nil
    }

    /// The widget began editing: the toolbar shows this field's moves.
    package func widgetDidBeginEditing() {
        toolbar?.update()
    }

    /// Shows `toolbar` above the widget's keyboard through `install` and
    /// keeps it up to date while this membership lasts; nothing when there
    /// is no toolbar or its configuration hides it.
    package mutating func show<Toolbar: NativeKeyboardToolbar>(
        _ toolbar: Toolbar?, install: (Toolbar) -> Void
    ) {
        guard let toolbar, toolbar.isShown else { return }
        install(toolbar)
        self.toolbar = toolbar
    }
}
