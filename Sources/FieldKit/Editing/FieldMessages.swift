/// The words FieldKit shows for its own verdicts, produced in one place.
///
/// The core reports values (``InputRejection`` and its ``InputRejection/Reason``);
/// adapters turn them into text here, at the edge, so that a translation
/// (or an app's own wording) replaces one function rather than strings
/// scattered through the adapters. The text is English.
///
/// ```swift
/// coordinator.onReject = { label.text = FieldMessages.text(for: $0) }
/// ```
public enum FieldMessages {
    /// What to tell the user about characters a field left out, such as
    /// "Left out 3 characters this field does not accept."
    public static func text(for rejection: InputRejection) -> String {
        let count = rejection.dropped
        let characters = count == 1 ? "1 character" : "\(grouped(count)) characters"
        switch rejection.reason {
        case .notAccepted:
            return "Left out \(characters) this field does not accept."
        case .tooLong(let maximumLength):
            return "Left out \(characters): this field holds at most \(grouped(maximumLength))."
        case .refusedByWidget:
            return "Left out \(characters): the field is full."
        }
    }

    /// `n` with a comma every three digits (English grouping).
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return n < 0 ? "-" + out : out
    }
}
