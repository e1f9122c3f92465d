#if canImport(UIKit) && !os(visionOS)
    import UIKit

    extension ChainMembership {
        /// Shows `toolbar` (if any, and unless its configuration hides it)
        /// above the widget's keyboard through `setAccessoryView`, kept up
        /// to date while this membership lasts (the core's
        /// `ChainMembership.show(_:install:)` decides).
        mutating func showToolbar<ID: Hashable & Sendable>(
            _ toolbar: FocusChainToolbar<ID>?, setAccessoryView: (UIView) -> Void
        ) {
            show(toolbar) { setAccessoryView($0.view) }
        }
    }
#endif
