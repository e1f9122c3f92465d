// Must-pass: an app without SwiftUI reads and redirects the message about
// left-out characters of FieldKit's plain adapters, and picks its language,
// through the members `RejectionMessageReporting` gives all four of them
// (written once instead of once per adapter).
#if canImport(UIKit)
    import FieldKitSwiftUI
    import UIKit

    @MainActor func showRejections(of field: TextFieldAdapter, _ editor: TextViewAdapter, in label: UILabel) {
        for adapter in [field, editor] as [any RejectionMessageReporting] {
            adapter.messages = MessageCatalog(locale: "fr_FR")
            adapter.onRejectionMessageChange = { label.text = $0 }
        }
        label.text = field.rejectionMessage ?? editor.rejectionMessage
    }
#elseif canImport(AppKit)
    import AppKit
    import FieldKitSwiftUI

    @MainActor func showRejections(of field: TextFieldAdapter, _ editor: TextViewAdapter, in label: NSTextField) {
        for adapter in [field, editor] as [any RejectionMessageReporting] {
            adapter.messages = MessageCatalog(locale: "fr_FR")
            adapter.onRejectionMessageChange = { label.stringValue = $0 ?? "" }
        }
        label.stringValue = field.rejectionMessage ?? editor.rejectionMessage ?? ""
    }
#endif
