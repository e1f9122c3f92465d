/// A card security code (CVV, CVC, CID): 3 digits, or 4 for American Express.
///
/// With no brand (the card number is not typed yet) it accepts up to 4 digits
/// and is complete at 3 or 4. A security code is a secret: FieldKit never puts
/// it in a description or an error message.
///
/// ```swift
/// .inputFormat(.cardSecurityCode(brand: CardNumberFormat.brand(of: cardNumber)))
/// ```
public struct CardSecurityCodeFormat: RawInputFormat, Hashable {
    /// The card's brand, or `nil` when not known.
    public var brand: CardBrand?

    /// A security code for a card of `brand`.
    public init(brand: CardBrand?) { self.brand = brand }

    /// The longest code accepted.
    public var maximumLength: Int { brand?.securityCodeLength ?? 4 }

    /// Each digit is raw.
    public func scan(_ displayText: String) -> RawScan {
        if let fast = RawScan.singleByte(displayText, { $0 >= 48 && $0 <= 57 ? $0 : nil }) { return fast }
        var result = RawScan()
        var offset = 0
        for character in displayText {
            offset += 1
            if character.asciiDigit != nil { result.append(character, end: offset) }
        }
        return result
    }

    /// Keeps inserted digits up to the code's length.
    public func accept(_ raw: [Character], inserted: Range<Int>) -> (raw: [Character], caret: Int) {
        var kept = Array(raw[..<inserted.lowerBound])
        for character in raw[inserted] where character.asciiDigit != nil { kept.append(character) }
        let tail = raw[inserted.upperBound...]
        let limit = max(maximumLength, inserted.lowerBound + tail.count)
        if kept.count + tail.count > limit {
            kept.removeLast(min(kept.count - inserted.lowerBound, kept.count + tail.count - limit))
        }
        let caret = kept.count
        return (kept + tail, caret)
    }

    /// The digits as they are.
    public func layout(_ raw: [Character]) -> String { String(raw) }

    /// Complete at the brand's length (3 or 4 without a brand).
    public func validity(ofRaw raw: [Character]) -> FormatValidity {
        let minimum = brand?.securityCodeLength ?? 3
        if raw.count < minimum { return .incomplete }
        return raw.count <= maximumLength ? .valid : .invalid("Too many digits")
    }
}

extension InputFormat where Self == CardSecurityCodeFormat {
    /// A security code with the length of `brand`'s codes; see ``CardSecurityCodeFormat``.
    public static func cardSecurityCode(brand: CardBrand?) -> CardSecurityCodeFormat {
        CardSecurityCodeFormat(brand: brand)
    }
}
