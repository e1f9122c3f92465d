// Stubs of the NSEvent declarations FieldKit uses (a text view's own
// keyDown and a field container's performKeyEquivalent, to see Cmd+Return), written from the SDK header cited beside each
// one; see ../../PROVENANCE.md. Bodies are never run.

// SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
open class NSEvent: NSObject {
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
    open var keyCode: UInt16 { fatalError() }
    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
    open var modifierFlags: NSEvent.ModifierFlags { fatalError() }

    // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
    public struct ModifierFlags: OptionSet, Sendable {
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public let rawValue: UInt
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public static var command: NSEvent.ModifierFlags { fatalError() }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public static var shift: NSEvent.ModifierFlags { fatalError() }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public static var control: NSEvent.ModifierFlags { fatalError() }
        // SDK: phracker/MacOSX-SDKs:MacOSX10.15.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSEvent.h (MacOSX10.15.sdk)
        public static var option: NSEvent.ModifierFlags { fatalError() }
    }
}
