// platforms: ios visionos catalyst
// expect: 'textField(_:shouldChangeCharactersInRanges:replacementString:)' is only available in
// textField(_:shouldChangeCharactersInRanges:replacementString:) is new in
// iOS / Mac Catalyst / tvOS / visionOS 26; the package deploys to iOS 17,
// Mac Catalyst 17 and visionOS 1, so calling it needs `if #available`. Only a type-check for a
// real Apple triple enforces availability (a Linux-target build ignores it).
import UIKit
@MainActor func forward(_ delegate: any UITextFieldDelegate, _ field: UITextField) -> Bool {
    delegate.textField(field, shouldChangeCharactersInRanges: [], replacementString: "")
}
