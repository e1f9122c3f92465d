// flavor: ios
// expect: main actor-isolated property 'text' can not be mutated from a nonisolated context
// A delegate that is not on the main actor cannot touch the text field.
import UIKit
nonisolated final class Delegate {
    func clear(_ field: UITextField) { field.text = "" }
}
