// expect: cannot convert parent type 'FocusState<String?>' to expected type 'FocusState<Int?>'
// The chain's field type and the @FocusState's must be the same.
import FieldKitSwiftUI
import SwiftUI
struct Broken: View {
    @State private var chain = FocusChain<Int>()
    @FocusState private var focus: String?
    var body: some View { Text("form").focusChain(chain, focus: $focus) }
}
