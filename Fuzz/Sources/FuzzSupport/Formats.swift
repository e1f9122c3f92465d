import FieldKit

/// Every format the harnesses drive, by name, so a crash report says which.
///
/// Add each new format here: the coordinator and format harnesses pick from
/// this list, so one entry puts a format under both.
public enum FuzzFormats {
    /// The formats, each with a name for messages.
    public static let all: [(name: String, format: any InputFormat)] = [
        ("identity", IdentityFormat()),
        ("digits", .digits),
        ("digits(max: 4)", .digits(max: 4)),
        ("letters", .letters),
        ("alphanumeric.uppercased().maxLength(9)", .alphanumeric.uppercased().maxLength(9)),
        ("uppercased", .uppercased),
        ("maxLength(0)", .maxLength(0)),
        ("maxLength(3)", .maxLength(3)),
        ("filter(not space)", .filter { $0 != " " }),
    ]
}
