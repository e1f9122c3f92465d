// Must-pass twin of MustFail/30: the same newer API is accepted behind
// `if #available`, for every declared platform.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
func shownOnlyFrom26() {}

func callsNewerAPIWhenAvailable() {
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *) {
        shownOnlyFrom26()
    }
}
