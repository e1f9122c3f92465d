// platforms: macos
// tool: check-delegates
// expect: controlTextDidChnage(_:) looks like a delegate method
// The AppKit twin of 32: a misspelt NSTextFieldDelegate method.
import AppKit

@MainActor final class Coordinator: NSObject, NSTextFieldDelegate {
    func controlTextDidChnage(_ obj: Notification) {}
}
