// platforms: ios macos visionos catalyst
// expect: conformance of 'CGSize' to 'Hashable' is only available in
// CoreGraphics declares CGPoint, CGSize and CGRect Hashable only from
// iOS 18 / macOS 15 / visionOS 2 (Equatable, with hash(into:), before that).
// The package deploys to iOS 17, macOS 14, visionOS 1 and Mac Catalyst 17,
// so a CGSize as a set member or dictionary key fails in Xcode there.
import Foundation
func distinctSizes(_ sizes: [CGSize]) -> Set<CGSize> {
    Set(sizes)
}
