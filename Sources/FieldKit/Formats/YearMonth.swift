/// A calendar month: what a card expiry date names.
///
/// The core has no clock (no Foundation); an app passes the current month,
/// usually from `Calendar.current.dateComponents([.year, .month], from: .now)`.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, for example 2026.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int

    /// The month `month` (1–12) of `year`.
    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Earlier months come first.
    public static func < (a: YearMonth, b: YearMonth) -> Bool {
        (a.year, a.month) < (b.year, b.month)
    }

    /// `2026-04`.
    public var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }
}
