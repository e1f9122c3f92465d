// UIKit declarations that only the hand-written wrappers shown in the
// migration guide ("What you wrote", MigratingFromAHandWrittenWrapper.md) use;
// FieldKit itself does not. They are type-checked like the rest of the
// documents' code (typecheck.sh, flavour `uikit`). Bodies are never run.

extension UIView {
    // Doc: https://developer.apple.com/documentation/uikit/uiview/tag
    public var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // Doc: https://developer.apple.com/documentation/uikit/uiview/superview
    public var superview: UIView? { fatalError() }
    // Doc: https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
    public func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
}
