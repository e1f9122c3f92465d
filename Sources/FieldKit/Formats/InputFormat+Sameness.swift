// When two formats are the same format: what lets a view update that hands
// the coordinator an equal format change nothing.

extension TextInputCoordinator {
    /// Whether `a` and `b` are the same format: equal values of one
    /// `Equatable` type, or formats that say so themselves
    /// (``FormatSameness``: a ``CharacterFormat`` built alike from FieldKit's
    /// building blocks, a chain of same formats). Any other format (one
    /// holding the app's closures) is never the same as another value, so
    /// assigning it always counts as a change.
    nonisolated static func isSameFormat(_ a: any InputFormat, _ b: any InputFormat) -> Bool {
        if let a = a as? any FormatSameness { return a.isSame(as: b) }
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

/// A format that is not `Equatable` (it holds closures) but can tell when
/// another format was built the same way.
protocol FormatSameness: InputFormat {
    /// Whether `other` formats exactly as this format does, for a reason
    /// that needs no closure compared.
    func isSame(as other: any InputFormat) -> Bool
}
