// Must-pass twin of MustFail/24: the iOS 26 delegate method is accepted behind
// `if #available`, on every UIKit platform the package declares.
#if canImport(UIKit)
    import UIKit

    @MainActor func forwardWhenAvailable(_ delegate: any UITextFieldDelegate, _ field: UITextField) -> Bool {
        if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
            return delegate.textField(field, shouldChangeCharactersInRanges: [], replacementString: "")
        }
        return true
    }
#endif
