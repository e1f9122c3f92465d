extension Array where Element == Character {
    /// The Unicode scalars in the first `count` characters.
    func scalarCount(before count: Int) -> Int {
        self[..<count].reduce(0) { $0 + $1.unicodeScalars.count }
    }

    /// How many characters hold the first `scalars` Unicode scalars: a caret
    /// counted in scalars, as characters (after the character holding it).
    func characterCount(coveringScalars scalars: Int) -> Int {
        var count = 0
        var seen = 0
        for character in self where seen < scalars {
            seen += character.unicodeScalars.count
            count += 1
        }
        return count
    }
}
