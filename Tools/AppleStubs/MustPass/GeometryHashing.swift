// Must-pass: a Hashable type that holds CoreGraphics geometry on the
// package's deployment targets (iOS 17, macOS 14, visionOS 1), where CGSize
// and CGRect are Equatable but not yet Hashable: it hashes the fields.
import Foundation

struct MeasuredText: Hashable {
    var text: String
    var size: CGSize

    static func == (lhs: MeasuredText, rhs: MeasuredText) -> Bool {
        lhs.text == rhs.text && lhs.size == rhs.size
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(Double(size.width))
        hasher.combine(Double(size.height))
    }
}
