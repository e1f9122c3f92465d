// Stubs of the NSEvent declarations FieldKit uses (a text view's own
// keyDown, to see Cmd+Return), transcribed from Apple's documentation pages
// cited beside each one. Bodies are never run.

// Doc: https://developer.apple.com/documentation/appkit/nsevent
open class NSEvent: NSObject {
    // Doc: https://developer.apple.com/documentation/appkit/nsevent/keycode
    open var keyCode: UInt16 { fatalError() }
    // Doc: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.property
    open var modifierFlags: NSEvent.ModifierFlags { fatalError() }

    // Doc: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct
    public struct ModifierFlags: OptionSet, Sendable {
        // Doc: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Doc: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/rawvalue
        public let rawValue: UInt
        // Doc: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/command
        public static var command: NSEvent.ModifierFlags { fatalError() }
    }
}
