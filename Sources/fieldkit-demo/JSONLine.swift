/// A JSON value written as one line, with keys in the order given: the
/// demo's stdout contract is compared textually by tests and read by people.
indirect enum JSONValue {
    case string(String)
    case bool(Bool)
    case object([(String, JSONValue)])

    /// The value as compact JSON with a space after each colon and comma.
    var text: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return Self.quoted(value)
        case .object(let members):
            let body = members.map { "\(Self.quoted($0.0)): \($0.1.text)" }.joined(separator: ", ")
            return "{\(body)}"
        }
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
