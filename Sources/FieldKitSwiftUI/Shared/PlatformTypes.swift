#if canImport(UIKit) || canImport(AppKit)
    import SwiftUI
    #if canImport(UIKit)
        import UIKit

        /// The toolkit's responder class, whose undo manager an adapter's
        /// widget uses.
        typealias PlatformResponder = UIResponder
        /// The toolkit's representable protocol.
        typealias PlatformViewRepresentable = UIViewRepresentable
    #else
        import AppKit

        /// The toolkit's responder class, whose undo manager an adapter's
        /// widget uses.
        typealias PlatformResponder = NSResponder
        /// The toolkit's representable protocol.
        typealias PlatformViewRepresentable = NSViewRepresentable
    #endif

    extension FieldRepresentable {
        #if canImport(UIKit)
            /// Leaves the focus chain and releases focus before SwiftUI
            /// removes the view (``RepresentableCoordinator/dismantle()``).
            static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {
                coordinator.dismantle()
            }
        #else
            /// Leaves the focus chain and releases focus before SwiftUI
            /// removes the view (``RepresentableCoordinator/dismantle()``).
            static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {
                coordinator.dismantle()
            }
        #endif
    }

    extension NSRange {
        /// The range as UTF-16 offsets (the unit of both toolkits' ranges).
        var textRange: TextSpan { TextSpan(location: location, length: length, unit: .utf16) }
    }

    extension HistoryUndoRegistration {
        /// A registration of `coordinator`'s steps with the undo manager of
        /// `responder`; `nil` on UIKit when that manager is already the
        /// core's history (``HistoryUndoManager``, FieldKit's own views),
        /// which needs none.
        static func forUndo(of responder: PlatformResponder, coordinator: TextInputCoordinator)
            -> HistoryUndoRegistration?
        {
            #if canImport(UIKit)
                if responder.undoManager is HistoryUndoManager { return nil }
            #endif
            return HistoryUndoRegistration(coordinator: coordinator) { [weak responder] in
                responder?.undoManager
            }
        }
    }
#endif
