// platforms: ios macos tvos visionos catalyst
// expect: 'shownOnlyFrom26()' is only available in
// expect: or newer
// expect: add 'if #available' version check
// The deployment targets are iOS 17 / macOS 14 / tvOS 17 / visionOS 1 / Mac
// Catalyst 17: an API introduced later needs `if #available`. (The function
// stands for any such SDK API; the stubs' own @available attributes make the
// same error appear for Apple's.)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
func shownOnlyFrom26() {}

func caller() { shownOnlyFrom26() }
