/// The Luhn (mod 10) check digit algorithm used by payment card numbers.
public enum Luhn {
    /// Whether `digits` (values 0–9) pass the Luhn check.
    public static func isValid(_ digits: [UInt8]) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            let v = Int(d)
            sum += i % 2 == 1 ? (v * 2 > 9 ? v * 2 - 9 : v * 2) : v
        }
        return sum % 10 == 0
    }

    /// Whether the ASCII digits of `number` pass the Luhn check; other
    /// characters (spaces, dashes) are ignored, and a number without digits fails.
    public static func isValid(_ number: String) -> Bool {
        isValid(CardNumberFormat.digitValues(number))
    }
}
