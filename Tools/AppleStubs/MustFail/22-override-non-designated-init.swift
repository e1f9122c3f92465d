// flavor: ios
// expect: must call a designated initializer of the superclass 'UITextView'
// UITextView's designated initializers are init(frame:textContainer:) and
// init(coder:); init(frame:) is only an inherited convenience initializer,
// so calling it through `super` from a subclass initializer is an error.
import UIKit
final class Overriding: UITextView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
