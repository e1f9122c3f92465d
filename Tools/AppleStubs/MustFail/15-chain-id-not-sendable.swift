// expect: does not conform to protocol 'Sendable'
import FieldKit
final class Key: Hashable {
    static func == (a: Key, b: Key) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}
@MainActor func make() -> FocusChain<Key> { FocusChain<Key>() }
