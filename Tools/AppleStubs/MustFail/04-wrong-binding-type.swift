// expect: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import FieldKitSwiftUI
import SwiftUI
struct Broken: View {
    @State private var count = 0
    var body: some View { PlatformTextField("Count", text: $count) }
}
