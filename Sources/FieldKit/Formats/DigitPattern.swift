/// A regular expression over ASCII digits, in the subset libphonenumber's
/// metadata uses: digits, `\d`, `[...]` classes with ranges, `(...)` and
/// `(?:...)` groups, `|`, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,m}`, `{n,}`.
///
/// Matching tracks the set of positions reachable in the input as a 64-bit
/// mask, so it never backtracks: the cost is the pattern's size times the
/// input's length, for inputs of up to 63 digits (longer inputs never match).
struct DigitPattern: Sendable {
    /// One node of the parsed expression.
    indirect enum Node: Sendable {
        /// One digit from the set (bit d = digit d).
        case digits(UInt16)
        case sequence([Node])
        case choice([Node])
        case repeated(Node, min: Int, max: Int)
        case capture(Node)
    }

    let root: Node

    /// Parses `source`, or returns `nil` when it is outside the supported subset.
    init?(_ source: String) {
        var parser = Parser(bytes: Array(source.utf8))
        guard let node = parser.parseChoice(), parser.index == parser.bytes.count else { return nil }
        root = node
    }

    /// Whether the whole of `digits` matches.
    func matches(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return Self.step(root, 1, digits, sink: false) & (1 << UInt64(digits.count)) != 0
    }

    /// Whether the pattern matches a prefix of `digits` (libphonenumber's "looking at").
    func matchesPrefix(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return Self.step(root, 1, digits, sink: false) != 0
    }

    /// Whether more digits could turn `digits` into a whole match.
    func couldMatch(afterMore digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return Self.step(root, 1, digits, sink: true) & (1 << UInt64(digits.count)) != 0
    }

    /// The positions reachable after `node` from the positions in `starts`.
    /// With `sink`, the end of the input absorbs anything: it stands for
    /// digits still to be typed.
    static func step(_ node: Node, _ starts: UInt64, _ input: ArraySlice<UInt8>, sink: Bool) -> UInt64 {
        if starts == 0 { return 0 }
        switch node {
        case .digits(let set):
            var result: UInt64 = 0
            var remaining = starts
            let end = input.count
            while remaining != 0 {
                let p = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if p < end {
                    if set & (1 << UInt16(input[input.startIndex + p])) != 0 { result |= 1 << UInt64(p + 1) }
                } else if sink {
                    result |= 1 << UInt64(end)
                }
            }
            return result
        case .sequence(let nodes):
            var current = starts
            for n in nodes {
                current = step(n, current, input, sink: sink)
                if current == 0 { return 0 }
            }
            return current
        case .choice(let nodes):
            var result: UInt64 = 0
            for n in nodes { result |= step(n, starts, input, sink: sink) }
            return result
        case .repeated(let inner, let min, let max):
            var current = starts
            for _ in 0..<min {
                current = step(inner, current, input, sink: sink)
                if current == 0 { return 0 }
            }
            var result = current
            var count = min
            while count < max {
                let next = step(inner, current, input, sink: sink)
                if next & ~result == 0 { break }
                result |= next
                current = next
                count += 1
            }
            return result
        case .capture(let inner):
            return step(inner, starts, input, sink: sink)
        }
    }

    /// The shortest and longest number of digits `node` matches.
    static func lengths(_ node: Node) -> (min: Int, max: Int) {
        switch node {
        case .digits: return (1, 1)
        case .sequence(let nodes):
            return nodes.map(lengths).reduce((0, 0)) { ($0.0 + $1.0, min($0.1 + $1.1, 1_000)) }
        case .choice(let nodes):
            let all = nodes.map(lengths)
            return (all.map(\.min).min() ?? 0, all.map(\.max).max() ?? 0)
        case .repeated(let inner, let lo, let hi):
            let (a, b) = lengths(inner)
            return (a * lo, min(b * hi, 1_000))
        case .capture(let inner): return lengths(inner)
        }
    }

    /// The capture groups of a pattern that is only a sequence of groups,
    /// with their lengths; `nil` otherwise.
    var groupLengths: [(min: Int, max: Int)]? {
        let parts: [Node]
        switch root {
        case .sequence(let nodes): parts = nodes
        case .capture: parts = [root]
        default: return nil
        }
        var result: [(min: Int, max: Int)] = []
        for part in parts {
            guard case .capture(let inner) = part else { return nil }
            result.append(Self.lengths(inner))
        }
        return result
    }

    struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func parseChoice() -> Node? {
            var options: [Node] = []
            while true {
                guard let s = parseSequence() else { return nil }
                options.append(s)
                if index < bytes.count, bytes[index] == UInt8(ascii: "|") {
                    index += 1
                } else {
                    break
                }
            }
            return options.count == 1 ? options[0] : .choice(options)
        }

        mutating func parseSequence() -> Node? {
            var items: [Node] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "|"), bytes[index] != UInt8(ascii: ")") {
                guard let atom = parseAtom(), let quantified = parseQuantifier(atom) else { return nil }
                items.append(quantified)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func parseAtom() -> Node? {
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .digits(1 << UInt16(b - 48))
            case UInt8(ascii: "\\"):
                guard index < bytes.count, bytes[index] == UInt8(ascii: "d") else { return nil }
                index += 1
                return .digits(0x3FF)
            case UInt8(ascii: "["):
                var set: UInt16 = 0
                while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                    let lo = bytes[index]
                    guard lo >= 48, lo <= 57 else { return nil }
                    index += 1
                    var hi = lo
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-") {
                        hi = bytes[index + 1]
                        guard hi >= lo, hi <= 57 else { return nil }
                        index += 2
                    }
                    for d in lo...hi { set |= 1 << UInt16(d - 48) }
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .digits(set)
            case UInt8(ascii: "("):
                var capturing = true
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "?"),
                    bytes[index + 1] == UInt8(ascii: ":")
                {
                    capturing = false
                    index += 2
                }
                guard let inner = parseChoice(), index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                    return nil
                }
                index += 1
                return capturing ? .capture(inner) : inner
            default:
                return nil
            }
        }

        mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard index < bytes.count else { return atom }
            switch bytes[index] {
            case UInt8(ascii: "?"):
                index += 1
                return .repeated(atom, min: 0, max: 1)
            case UInt8(ascii: "*"):
                index += 1
                return .repeated(atom, min: 0, max: 64)
            case UInt8(ascii: "+"):
                index += 1
                return .repeated(atom, min: 1, max: 64)
            case UInt8(ascii: "{"):
                index += 1
                guard let lo = number() else { return nil }
                var hi = lo
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    hi = number() ?? 64
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}"), hi >= lo else { return nil }
                index += 1
                return .repeated(atom, min: lo, max: min(hi, 64))
            default:
                return atom
            }
        }

        mutating func number() -> Int? {
            var value: Int?
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = (value ?? 0) * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
    }
}
