import FieldKit

/// Runs `step` on `input` until it is exhausted or `limit` steps ran: the
/// step loop of every harness that drives a session (a coordinator, a pair
/// of them, a form's fields) through one input.
@MainActor
public func runSteps(_ input: inout FuzzInput, limit: Int, _ step: (inout FuzzInput) -> Void) {
    var steps = 0
    while !input.isExhausted && steps < limit {
        steps += 1
        step(&input)
    }
}

/// The length of `s` in `unit`, counted by the standard library's views,
/// independently of the core's offsets.
public func length(of s: String, in unit: TextUnit) -> Int {
    switch unit {
    case .utf16: s.utf16.count
    case .utf8: s.utf8.count
    case .unicodeScalars: s.unicodeScalars.count
    }
}
