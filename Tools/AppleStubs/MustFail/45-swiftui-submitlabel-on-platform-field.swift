// expect: is deprecated: SwiftUI's .submitLabel does not reach the native widget; use .fieldSubmitLabel
// SwiftUI's `.submitLabel(_:)` cannot reach a wrapped widget's return key;
// written on a PlatformTextField it warns (an error in this check, as in any
// build with warnings as errors) and names FieldKit's.
import FieldKitSwiftUI
import SwiftUI

struct Broken: View {
    @State private var text = ""
    var body: some View {
        PlatformTextField("x", text: $text).submitLabel(.go)
    }
}
