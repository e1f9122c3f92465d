/// A regular expression over ASCII digits, in the subset libphonenumber's
/// metadata uses: digits, `\d`, `[...]` classes with ranges, `(...)` and
/// `(?:...)` groups, `|`, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,m}`, `{n,}`.
///
/// Matching tracks the set of positions reachable in the input as a 64-bit
/// mask, so it never backtracks: the cost is the pattern's size times the
/// input's length, for inputs of up to 63 digits (longer inputs never match).
final class DigitPattern: Sendable {
    /// One node of the parsed expression.
    indirect enum Node: Sendable {
        /// One digit from the set (bit d = digit d).
        case digits(UInt16)
        case sequence([Node])
        case choice([Node])
        case repeated(Node, min: Int, max: Int)
        case capture(Node)
    }

    /// The expression as a flat program, matched without reference counting.
    ///
    /// The node tree is dropped once compiled: nothing needs it afterwards,
    /// and LeakSanitizer cannot follow the tagged pointers of indirect enum
    /// payloads held by a global, so a kept tree reads as leaked.
    let program: Program
    /// The capture groups' lengths when the pattern is only a sequence of groups.
    let groupLengths: [(min: Int, max: Int)]?

    /// Parses `source`, or returns `nil` when it is outside the supported subset.
    init?(_ source: String) {
        var parser = Parser(bytes: Array(source.utf8))
        guard let node = parser.parseChoice(), parser.index == parser.bytes.count else { return nil }
        program = Program(node)
        groupLengths = Self.groupLengths(of: node)
    }

    /// Whether the whole of `digits` matches.
    func matches(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return program.run(1, digits, sink: false) & (1 << UInt64(digits.count)) != 0
    }

    /// Whether the pattern matches a prefix of `digits` (libphonenumber's "looking at").
    func matchesPrefix(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return program.run(1, digits, sink: false) != 0
    }

    /// The length of the longest prefix of `digits` the whole pattern
    /// matches (a greedy regular expression's match at the start), or `nil`.
    func longestPrefixMatch(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.count < 64 else { return nil }
        let reached = program.run(1, digits, sink: false)
        return reached == 0 ? nil : 63 - reached.leadingZeroBitCount
    }

    /// Whether more digits could turn `digits` into a whole match.
    func couldMatch(afterMore digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64 else { return false }
        return program.run(1, digits, sink: true) & (1 << UInt64(digits.count)) != 0
    }

    /// A node tree laid out in one array: each instruction names its
    /// children by index, so matching walks plain integers.
    struct Program: Sendable {
        enum Kind: UInt8, Sendable {
            case digits
            case sequence
            case choice
            case repeated
        }

        struct Instruction: Sendable {
            var kind: Kind
            /// Digit set for `digits`; otherwise unused.
            var set: UInt16 = 0
            /// Children: `children[first..<first + count]`.
            var first: Int32 = 0
            var count: Int32 = 0
            var min: Int32 = 0
            var max: Int32 = 0
        }

        var instructions: [Instruction] = []
        var children: [Int32] = []
        var root: Int32 = 0

        init(_ node: Node) { root = add(node) }

        private mutating func add(_ node: Node) -> Int32 {
            switch node {
            case .digits(let set):
                instructions.append(Instruction(kind: .digits, set: set))
            case .capture(let inner):
                return add(inner)
            case .sequence(let nodes), .choice(let nodes):
                let ids = nodes.map { add($0) }
                let first = Int32(children.count)
                children += ids
                var kind = Kind.sequence
                if case .choice = node { kind = .choice }
                instructions.append(Instruction(kind: kind, first: first, count: Int32(ids.count)))
            case .repeated(let inner, let min, let max):
                let id = add(inner)
                let first = Int32(children.count)
                children.append(id)
                instructions.append(
                    Instruction(kind: .repeated, first: first, count: 1, min: Int32(min), max: Int32(max)))
            }
            return Int32(instructions.count - 1)
        }

        /// The positions reachable after the program from `starts`.
        func run(_ starts: UInt64, _ input: ArraySlice<UInt8>, sink: Bool) -> UInt64 {
            instructions.withUnsafeBufferPointer { code in
                children.withUnsafeBufferPointer { kids in
                    input.withUnsafeBufferPointer { digits in
                        Self.step(Int(root), starts, code, kids, digits, sink)
                    }
                }
            }
        }

        private static func step(
            _ id: Int, _ starts: UInt64, _ code: UnsafeBufferPointer<Instruction>,
            _ kids: UnsafeBufferPointer<Int32>, _ input: UnsafeBufferPointer<UInt8>, _ sink: Bool
        ) -> UInt64 {
            if starts == 0 { return 0 }
            let op = code[id]
            switch op.kind {
            case .digits:
                var result: UInt64 = 0
                var remaining = starts
                let end = input.count
                while remaining != 0 {
                    let p = remaining.trailingZeroBitCount
                    remaining &= remaining - 1
                    if p < end {
                        if op.set & (1 << UInt16(input[p])) != 0 { result |= 1 << UInt64(p + 1) }
                    } else if sink {
                        result |= 1 << UInt64(end)
                    }
                }
                return result
            case .sequence:
                var current = starts
                for k in Int(op.first)..<Int(op.first + op.count) {
                    current = step(Int(kids[k]), current, code, kids, input, sink)
                    if current == 0 { return 0 }
                }
                return current
            case .choice:
                var result: UInt64 = 0
                for k in Int(op.first)..<Int(op.first + op.count) {
                    result |= step(Int(kids[k]), starts, code, kids, input, sink)
                }
                return result
            case .repeated:
                let inner = Int(kids[Int(op.first)])
                var current = starts
                for _ in 0..<op.min {
                    current = step(inner, current, code, kids, input, sink)
                    if current == 0 { return 0 }
                }
                var result = current
                var count = op.min
                while count < op.max {
                    let next = step(inner, current, code, kids, input, sink)
                    if next & ~result == 0 { break }
                    result |= next
                    current = next
                    count += 1
                }
                return result
            }
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
    static func groupLengths(of root: Node) -> [(min: Int, max: Int)]? {
        let parts: [Node]
        switch root {
        case .sequence(let nodes): parts = nodes
        case .capture: parts = [root]
        default: return nil
        }
        var result: [(min: Int, max: Int)] = []
        for part in parts {
            guard case .capture(let inner) = part else { return nil }
            result.append(lengths(inner))
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
