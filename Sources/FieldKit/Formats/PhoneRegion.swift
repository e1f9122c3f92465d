/// A region of libphonenumber's metadata, named by its ISO 3166 code (`"DE"`).
///
/// Write a region as a string literal: `.phoneNumber(region: "GB")`. A code
/// FieldKit has no metadata for still formats international numbers typed
/// with `+`.
public struct PhoneRegion: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The upper-case region code.
    public let code: String

    /// The region with code `code` (case-insensitive).
    public init(_ code: String) { self.code = code.uppercased() }

    /// The region with code `value`.
    public init(stringLiteral value: String) { self.init(value) }

    /// Whether FieldKit has metadata for this region.
    public var isSupported: Bool { PhoneMetadata.shared.regions[code] != nil }

    /// The region's country calling code, such as 49 for `DE`.
    public var countryCode: Int? { PhoneMetadata.shared.regions[code]?.countryCode }

    /// Every region FieldKit has metadata for, sorted by code.
    public static var supported: [PhoneRegion] {
        PhoneMetadata.shared.regions.keys.sorted().map { PhoneRegion($0) }
    }

    /// The region code.
    public var description: String { code }
}
