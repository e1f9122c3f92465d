/// A declarative focus-chain container as the fields inside it reach it:
/// the ``FocusChain`` with the app's identifiers erased, so that a field
/// that knows only its own identifier can join it.
@MainActor
package protocol FieldChainContext: AnyObject {
    /// Puts `coordinator` in the chain as `field`, enabled or not.
    func attach(_ coordinator: TextInputCoordinator, as field: any Hashable & Sendable, isEnabled: Bool)
    /// Takes `coordinator` out of the chain.
    func detach(_ coordinator: TextInputCoordinator, from field: any Hashable & Sendable)
    /// The field's return-key role, `nil` when the chain does not hold it.
    func returnKeyRole(for field: any Hashable & Sendable) -> ReturnKeyRole?
    /// The field's widget can take focus now (it joined a window).
    func widgetBecameFocusable(_ field: any Hashable & Sendable)
    /// A widget of the chain began editing.
    func widgetDidBeginEditing()
    /// The check the chain runs for `field` before submitting, or none.
    func setSubmitCheck(_ check: (() -> Bool)?, for field: any Hashable & Sendable)
    /// The chain's announcement no field has spoken yet
    /// (``FocusChain/takeAnnouncement()``), or `nil`.
    func takeAnnouncement() -> String?
    /// Whether a failed submit made the chain's latest focus move.
    var focusMovedForValidation: Bool { get }
}

extension FieldChainContext {
    /// No announcements: a container that has none.
    package func takeAnnouncement() -> String? { nil }
    /// No failed submits: a container that has none.
    package var focusMovedForValidation: Bool { false }
}

/// A field's place in a focus-chain container: the container and the
/// field's identifier.
@MainActor
package struct ChainSlot {
    package let context: any FieldChainContext
    package let field: any Hashable & Sendable

    package init(context: any FieldChainContext, field: any Hashable & Sendable) {
        self.context = context
        self.field = field
    }
}
