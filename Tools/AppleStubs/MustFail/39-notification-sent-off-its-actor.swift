// platforms: ios macos visionos catalyst
// expect: stored property 'note' of 'Sendable'-conforming struct 'TextChange' has non-Sendable type 'Notification'
// expect: capture of 'note' with non-Sendable type 'Notification' in a '@Sendable' closure
// Foundation declares Notification's Sendable conformance unavailable (macOS
// 26.1 Foundation interface), so a delegate callback cannot hand the
// Notification itself to a @Sendable closure or keep it in a Sendable value;
// copy the Sendable parts out first. The stubs had it `@unchecked Sendable`.
import Foundation

struct TextChange: Sendable {
    let note: Notification
}

func relay(_ note: Notification) -> @Sendable () -> Void {
    { _ = note.object }
}
