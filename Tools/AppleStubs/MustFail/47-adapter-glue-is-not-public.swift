// expect: cannot find 'SubmitActions' in scope
// The decisions FieldKit's core makes only for its own adapters have
// `package` access: an app, outside the package, cannot
// reach them. Compiled without `-package-name FieldKit`, as every snippet,
// example and document is; the same line compiles inside the package.
import FieldKitSwiftUI

@MainActor func gatheredActions() -> Int {
    SubmitActions().count
}
