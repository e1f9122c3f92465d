// flavor: ios
// expect: no such module 'AppKit'
import AppKit
