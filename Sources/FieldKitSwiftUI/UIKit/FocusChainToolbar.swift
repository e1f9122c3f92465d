// visionOS has no input accessory views (`inputAccessoryView` is unavailable
// there), so it has no FocusChainToolbar: fields move on with the return key.
#if canImport(UIKit) && !os(visionOS)
    import UIKit

    /// The one Previous / Next / Done keyboard toolbar of a ``/FieldKit/FocusChain``, as
    /// a native input accessory view.
    ///
    /// Not on visionOS, which has no input accessory views: there the return
    /// key moves through the chain and the user taps a field to move on.
    ///
    /// Every wrapped field of the chain shows the same toolbar instance, so it
    /// can never appear twice, and it sits above number and phone pads, which
    /// have no return key. SwiftUI's `.focusChain(_:)` makes one per chain;
    /// UIKit apps make one and pass it to ``TextFieldAdapter/attach(to:as:toolbar:)``.
    @MainActor
    public final class FocusChainToolbar<ID: Hashable & Sendable> {
        /// The toolbar view to use as `inputAccessoryView`.
        public let view: UIToolbar
        private let chain: FocusChain<ID>
        private var previousItem: UIBarButtonItem?
        private var nextItem: UIBarButtonItem?
        private var doneItem: UIBarButtonItem?

        /// A toolbar driving `chain`.
        public init(chain: FocusChain<ID>) {
            self.chain = chain
            view = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let previous = UIBarButtonItem(
                image: UIImage(systemName: "chevron.up"),
                primaryAction: UIAction { [weak self] _ in self?.perform { $0.previous(cause: .toolbar) } })
            let next = UIBarButtonItem(
                image: UIImage(systemName: "chevron.down"),
                primaryAction: UIAction { [weak self] _ in self?.perform { $0.next(cause: .toolbar) } })
            let done = UIBarButtonItem(
                systemItem: .done,
                primaryAction: UIAction { [weak self] _ in self?.perform { _ = $0.done() } })
            view.items = [previous, next, .flexibleSpace(), done]
            view.sizeToFit()
            previousItem = previous
            nextItem = next
            doneItem = done
            update()
        }

        /// Shows the chain's current ``/FieldKit/FocusChain/toolbar`` state. Adapters
        /// call it when a field of the chain begins editing; the toolbar's own
        /// buttons call it after they move focus.
        public func update() {
            let state = chain.toolbar
            previousItem?.isEnabled = state.canGoPrevious
            nextItem?.isEnabled = state.canGoNext
            doneItem?.isEnabled = state.isDoneEnabled
        }

        private func perform(_ move: (FocusChain<ID>) -> Void) {
            move(chain)
            update()
        }
    }
#endif
