/// A payment card network, detected from the first digits of a card number.
///
/// Use ``CardNumberFormat/brand(of:)`` to show a badge while the user types.
public enum CardBrand: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Visa: starts with 4; 13, 16 or 19 digits.
    case visa
    /// Mastercard: 51–55 and 2221–2720; 16 digits.
    case mastercard
    /// American Express: 34 and 37; 15 digits grouped 4-6-5.
    case americanExpress
    /// Discover: 6011, 644–649 and 65; 16 to 19 digits.
    case discover
    /// Diners Club International: 36, 300–305, 3095, 38–39; 14 to 19 digits
    /// (14 grouped 4-6-4, 15 grouped 4-6-5).
    case dinersClub
    /// JCB: 3528–3589; 16 to 19 digits.
    case jcb
    /// UnionPay: 62 and 81; 16 to 19 digits; the Luhn check is not mandatory.
    case unionPay
    /// Maestro: 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763; 12 to 19 digits.
    case maestro
    /// Mir: 2200–2204; 16 to 19 digits.
    case mir

    /// The card lengths (in digits) the network issues, from its published
    /// rules (sources in `Guides/CardNumber.md`).
    public var lengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .americanExpress: [15]
        case .dinersClub: Array(14...19)
        case .maestro: Array(12...19)
        case .discover, .jcb, .unionPay, .mir: Array(16...19)
        }
    }

    /// The last of ``lengths``, without building the array.
    var longestLength: Int {
        switch self {
        case .visa, .dinersClub, .maestro, .discover, .jcb, .unionPay, .mir: 19
        case .mastercard: 16
        case .americanExpress: 15
        }
    }

    /// Whether every valid number of this network passes the Luhn check.
    ///
    /// UnionPay's rules have long allowed numbers without a Luhn check digit
    /// (older domestic debit cards), so its numbers are accepted by length
    /// alone unless ``CardNumberFormat/unionPayRequiresLuhn`` says otherwise.
    public var requiresLuhn: Bool { self != .unionPay }

    /// How many digits the card security code has (CVV, CVC, CID).
    public var securityCodeLength: Int { self == .americanExpress ? 4 : 3 }

    /// How a number of this network with `count` digits is grouped.
    ///
    /// American Express 4-6-5; Diners Club 4-6-4 and 4-6-5 up to 15 digits
    /// (its 14- and 15-digit cards), then 4-4-4-4-3 like the others.
    public func groups(forLength count: Int) -> [Int] {
        switch self {
        case .americanExpress: CardBrand.fourSixFive
        case .dinersClub where count <= 15: CardBrand.fourSixFive
        default: CardBrand.fours
        }
    }

    static let fourSixFive = [4, 6, 5]
    static let fours = [4, 4, 4, 4, 3]

    /// The network's name for a label or a badge's accessibility text.
    public var description: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        }
    }
}
