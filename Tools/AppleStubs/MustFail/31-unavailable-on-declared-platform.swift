// platforms: tvos visionos
// expect: 'keyboardAccessory()' is unavailable in
// Code shared by every platform cannot call an API that a declared platform
// does not have; it needs `#if os(...)` around the call.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
func keyboardAccessory() {}

func caller() { keyboardAccessory() }
