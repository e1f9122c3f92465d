// expect: 'Coordinator' is inaccessible due to 'internal' protection level
// PlatformTextField is a View whose body is an internal representable
// (issue 13, item 7): its coordinator, and the representable requirements
// that handed it out, are no part of the public API an app could call.
import FieldKitSwiftUI
import SwiftUI

@MainActor func coordinatorOf(_ field: PlatformTextField) -> PlatformTextField.Coordinator? {
    nil
}
