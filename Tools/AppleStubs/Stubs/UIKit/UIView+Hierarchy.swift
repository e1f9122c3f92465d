// UIKit declarations that only the hand-written wrappers shown in the
// migration guide ("What you wrote", MigratingFromAHandWrittenWrapper.md) use;
// FieldKit itself does not. They are type-checked like the rest of the
// documents' code (typecheck.sh, flavour `uikit`). Bodies are never run.

extension UIView {
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    public var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    public var superview: UIView? { fatalError() }
    // SDK: xiangfeidexiaohuo/iOS-SDKs:iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (iPhoneOS18.0.sdk)
    public func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
}
