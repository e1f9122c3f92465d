// expect: is deprecated: SwiftUI's .focused does not reach the native widget; use .fieldFocused
// SwiftUI's `.focused(_:equals:)` cannot move a wrapped widget's first
// responder; written on a PlatformTextField it warns (an error in this
// check, as in any build with warnings as errors) and names FieldKit's.
import FieldKitSwiftUI
import SwiftUI

struct Broken: View {
    @FocusState private var focus: Int?
    @State private var text = ""
    var body: some View {
        PlatformTextField("x", text: $text).focused($focus, equals: 1)
    }
}
