// Fixture for check-provenance-selftest.sh: the checker must reject this
// file, naming line 9 (no provenance), line 12 (a malformed SDK line) and
// line 15 (an enum case without its own line); line 6 is fine.

// Doc: https://developer.apple.com/documentation/uikit/uiview
@MainActor open class FixtureView {
    // an attribute line does not hide a missing provenance line
    @discardableResult
    open func missing() -> Bool { fatalError() }
    // a plain comment is not provenance
    // SDK: UIView.h
    open var malformed: Int { fatalError() }
    // Doc: https://developer.apple.com/documentation/uikit/uiview/contentmode
    public enum Mode: Int { case fill = 0
        case fit = 1 }
}
