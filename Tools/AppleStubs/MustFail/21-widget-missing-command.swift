// expect: does not conform to protocol 'TextInputWidget'
// An adapter must implement every command the coordinator sends.
import FieldKit
@MainActor final class HalfWidget: TextInputWidget {
    func show(_ state: TextEditingState) {}
    func focus() {}
    func resignFocus() {}
}
