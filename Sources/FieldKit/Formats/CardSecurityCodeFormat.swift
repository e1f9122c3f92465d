/// A card security code (CVV, CVC, CID): 3 digits, or 4 for American Express.
///
/// With no brand (the card number is not typed yet) it accepts up to 4 digits
/// and is complete at 3 or 4. A security code is a secret: FieldKit never puts
/// it in a description or an error message.
///
/// ```swift
/// let cvc = CardSecurityCodeFormat.cardSecurityCode(brand: CardNumberFormat.brand(of: "3782 822463 10005"))
/// cvc.validity(of: "123")    // .incomplete: American Express has 4 digits
/// ```
public struct CardSecurityCodeFormat: RawInputFormat, Hashable, ContextFreeSingleByteRules {
    /// The card's brand, or `nil` when not known.
    public var brand: CardBrand?

    /// A security code for a card of `brand`.
    public init(brand: CardBrand?) { self.brand = brand }

    /// The longest code accepted.
    public var maximumLength: Int { brand?.securityCodeLength ?? 4 }

    /// Each digit is raw.
    public func scan(_ displayText: String) -> RawScan { scanBytes(displayText) }

    /// Keeps inserted digits up to the code's length.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        acceptAsBytes(raw, inserted: inserted)
    }

    func acceptBytes(_ raw: [UInt8], inserted: Range<Int>) -> (raw: [UInt8], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        for b in raw[inserted] where b.isASCIIDigit { kept.append(b) }
        let tail = raw[inserted.upperBound...]
        kept.dropInsertedOverflow(after: inserted.lowerBound, tailCount: tail.count, limit: maximumLength)
        let caret = kept.count
        return (kept + tail, caret)
    }

    /// The digits as they are.
    public func layout(_ raw: [Character]) -> String { String(raw) }

    func layoutBytes(_ raw: [UInt8]) -> String { String(decoding: raw, as: UTF8.self) }

    func rawByte(_ byte: UInt8) -> UInt8? { byte.isASCIIDigit ? byte : nil }

    /// Applies `edit` on bytes when the text is ASCII, with the rules of every ``RawInputFormat``.
    public func apply(_ edit: TextEdit, to state: TextEditingState) -> TextEditingState {
        applySingleByte(edit, to: state) ?? applyGeneral(edit, to: state)
    }

    /// Complete at the brand's length (3 or 4 without a brand).
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        let minimum = brand?.securityCodeLength ?? 3
        if raw.count < minimum { return .incomplete }
        return raw.count <= maximumLength ? .valid : .invalid(.tooManyDigits)
    }
}

extension CardSecurityCodeFormat {
    /// Left to right in every language, also in a right-to-left interface.
    public var isLeftToRightContent: Bool { true }
}

extension InputFormat where Self == CardSecurityCodeFormat {
    /// A security code with the length of `brand`'s codes; see ``CardSecurityCodeFormat``.
    public static func cardSecurityCode(brand: CardBrand?) -> CardSecurityCodeFormat {
        CardSecurityCodeFormat(brand: brand)
    }
}
