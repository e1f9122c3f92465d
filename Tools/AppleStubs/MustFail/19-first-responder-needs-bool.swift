// expect: cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Bool>'
import FieldKitSwiftUI
import SwiftUI
struct Broken: View {
    @State private var text = ""
    var body: some View { PlatformTextField("x", text: $text).isFirstResponder($text) }
}
