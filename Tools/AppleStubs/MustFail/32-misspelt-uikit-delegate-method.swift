// platforms: ios
// tool: check-delegates
// expect: textFieldShouldRetrun(_:) looks like a delegate method but is no requirement of UITextFieldDelegate
// UIKit's delegate requirements are optional: a misspelt one compiles as a
// plain method and is never called. check-delegates.py rejects it.
import UIKit

final class Coordinator: NSObject, UITextFieldDelegate {
    func textFieldShouldRetrun(_ textField: UITextField) -> Bool { true }
}
