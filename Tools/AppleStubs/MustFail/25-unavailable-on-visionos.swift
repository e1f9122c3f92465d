// platforms: visionos
// expect: 'inputAccessoryView' is unavailable in visionOS
// UIKit marks inputAccessoryView API_UNAVAILABLE(visionos); the package
// declares visionOS 1, so an unguarded use must fail there.
import UIKit
@MainActor func attach(_ toolbar: UIView, to field: UITextField) {
    field.inputAccessoryView = toolbar
}
