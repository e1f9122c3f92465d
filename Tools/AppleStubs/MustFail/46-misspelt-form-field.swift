// expect: type 'Field' has no member 'crad'
// A form is keyed by the app's own field type: a misspelt field is a compile
// error, where a string key compiled and read nil at run time.
import FieldKitSwiftUI
import SwiftUI

enum Field: Hashable, Sendable { case name, card }

@MainActor func cardError(in form: FormModel<Field>) -> ValidationReason? {
    form[.crad]?.error
}
