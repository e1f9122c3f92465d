// Must-pass: the real shape of a UITextView subclass with its own
// initializer. UITextView designates `init(frame:textContainer:)` and
// `init(coder:)`, so a subclass's initializer calls one of those (here with
// a nil container: TextKit 2), and `init(coder:)` stays required.
#if canImport(UIKit)
    import UIKit

    final class NotesTextView: UITextView {
        let hint: String

        init(hint: String) {
            self.hint = hint
            super.init(frame: .zero, textContainer: nil)
            isScrollEnabled = false
        }

        required init?(coder: NSCoder) {
            hint = ""
            super.init(coder: coder)
        }
    }

    @MainActor
    enum TextViewSubclassUse {
        /// `UITextView(frame:)` and `UITextView()` are still callable: they
        /// are inherited convenience initializers (the migration guide's
        /// "what you wrote" wrapper makes its view with `UITextView()`).
        static func make() -> [UITextView] {
            [NotesTextView(hint: "Notes"), UITextView(frame: .zero), UITextView()]
        }
    }
#endif
