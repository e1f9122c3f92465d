// flavor: macos
// expect: cannot convert value of type 'String' to expected argument type 'Selector'
import AppKit
@MainActor final class D: NSObject, NSTextFieldDelegate {
    func check(_ control: NSControl, _ textView: NSTextView) -> Bool {
        let name: String = "insertNewline:"
        return self.control(control, textView: textView, doCommandBy: name)
    }
}
