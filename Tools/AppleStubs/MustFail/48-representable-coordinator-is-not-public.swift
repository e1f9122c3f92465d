// expect: 'Host' is inaccessible due to 'internal' protection level
// PlatformTextField is a View whose body is an internal representable:
// that representable, its coordinator (one internal generic class for every
// FieldKit view), and the representable requirements that hand it out are no
// part of the public API an app could call.
import FieldKitSwiftUI
import SwiftUI

@MainActor func coordinatorOf(_ field: PlatformTextField) -> PlatformTextField.Host.Coordinator? {
    nil
}
