// expect: does not conform to protocol 'TextInputWidget'
// expect: protocol requires function 'select'
// An adapter must implement every command the coordinator sends.
import FieldKit
@MainActor final class HalfWidget: TextInputWidget {
    func show(_ state: TextEditingState) {}
    func focus() {}
    func resignFocus() {}
}
