// expect: type 'Key' does not conform to the 'Sendable' protocol
import FieldKit
final class Key: Hashable {
    static func == (a: Key, b: Key) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}
@MainActor func make() -> FocusChain<Key> { FocusChain<Key>() }
