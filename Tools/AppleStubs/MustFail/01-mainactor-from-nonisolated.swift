// flavor: ios
// expect: main actor-isolated property 'placeholder' can not be referenced from a nonisolated context
// A UIKit property read from a nonisolated function.
import UIKit
nonisolated func placeholder(of field: UITextField) -> String? { field.placeholder }
