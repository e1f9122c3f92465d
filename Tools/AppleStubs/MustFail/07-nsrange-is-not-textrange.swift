// flavor: ios
// expect: cannot convert value of type 'NSRange'
import FieldKit
import UIKit
@MainActor func report(_ coordinator: TextInputCoordinator, _ range: NSRange) throws {
    try coordinator.didReplace([range], with: "x")
}
