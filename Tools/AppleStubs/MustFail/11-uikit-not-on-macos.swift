// flavor: macos
// expect: no such module 'UIKit'
import UIKit
