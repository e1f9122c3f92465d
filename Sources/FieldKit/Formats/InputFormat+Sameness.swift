// When two formats are the same format: what lets a view update that hands
// the coordinator an equal format change nothing.

extension TextInputCoordinator {
    /// Whether `a` and `b` are the same format: equal values of one
    /// `Equatable` type. A format that is not `Equatable` (one built from
    /// closures, such as a ``CharacterFormat``) is never the same as
    /// another value, so assigning it always counts as a change.
    nonisolated static func isSameFormat(_ a: any InputFormat, _ b: any InputFormat) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(toFormat: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toFormat other: any InputFormat) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
