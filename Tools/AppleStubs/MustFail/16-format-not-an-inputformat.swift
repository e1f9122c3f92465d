// expect: requires that 'String' conform to 'InputFormat'
import FieldKitSwiftUI
import SwiftUI
struct Broken: View {
    @State private var text = ""
    var body: some View { PlatformTextField("x", text: $text).inputFormat("####") }
}
