// Must-pass: AppKit's NSColor is NS_SWIFT_SENDABLE (macOS 26.1 NSColor.h),
// as UIKit's UIColor is, so a colour may be kept in a Sendable value and
// handed to another isolation domain (fix K7; the stub used to reject this).
#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    struct RejectionStyle: Sendable {
        let color: NSColor
    }

    func styleOffMainActor() async -> RejectionStyle {
        await Task.detached { RejectionStyle(color: .systemRed) }.value
    }
#elseif canImport(UIKit)
    import UIKit

    struct RejectionStyle: Sendable {
        let color: UIColor
    }

    func styleOffMainActor() async -> RejectionStyle {
        await Task.detached { RejectionStyle(color: .systemRed) }.value
    }
#endif
