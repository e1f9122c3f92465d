// platforms: macos
// expect: stored property 'font' of 'Sendable'-conforming struct 'FieldStyle' has non-Sendable type 'NSFont'
// AppKit's NSFont is not Sendable (MacOSX27.0 NSFont.h is audited for
// sendability and does not mark it; AppKit.apinotes and the 26.1 AppKit
// interface add nothing), unlike UIKit's UIFont. The stubs had it
// `@unchecked Sendable`, so a Sendable style value holding an NSFont passed
// on Linux and failed in Xcode.
import AppKit

struct FieldStyle: Sendable {
    let font: NSFont
}
