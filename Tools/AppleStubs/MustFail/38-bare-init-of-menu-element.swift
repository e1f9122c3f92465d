// platforms: ios catalyst
// expect: 'init()' is unavailable
// UIMenuElement declares `- init NS_UNAVAILABLE` (UIMenuElement.h); actions
// come from UIAction's own initializers, never from a bare init().
import UIKit
@MainActor func placeholderElement() -> UIMenuElement {
    UIMenuElement()
}
