// expect: non-Sendable type 'Box'
// A @Sendable closure (what a detached task or a Sendable callback takes)
// cannot capture a non-Sendable class.
final class Box { var text = "" }
func edit(_ box: Box) {
    let later: @Sendable () -> Void = { box.text = "x" }
    later()
}
