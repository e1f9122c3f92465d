// expect: missing argument for parameter 'field' in call
// A form's field names its key once, where it is made; leaving it out is a
// compile error, not a field bound to nothing.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }

struct Broken: View {
    @State private var form = FormModel([FieldModel(Field.card)])
    var body: some View {
        PlatformTextField("Card", form: form)
            .focusChain(form.focus)
    }
}
