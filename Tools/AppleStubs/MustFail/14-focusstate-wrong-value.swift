// expect: cannot convert value of type 'String' to expected argument type 'Int'
import FieldKitSwiftUI
import SwiftUI
struct Broken: View {
    @FocusState private var focus: Int?
    @State private var text = ""
    var body: some View {
        PlatformTextField("x", text: $text).fieldFocused($focus, equals: "name")
    }
}
