/// What a format left out of text that the user or the app put into a field.
///
/// A format never rejects the native edit; it keeps what it can and drops the
/// rest (a letter typed into a card number, the part of a paste past the
/// field's length). The coordinator reports the drop through
/// ``TextInputCoordinator/onReject`` so that an app can tell the user why
/// less arrived than they pasted ("only 16 digits fit") instead of the field
/// silently showing less. It holds counts only, never text, so it is safe to
/// log for secure fields.
///
/// Counting rule: a character is *offered* unless the format lays it out
/// itself (a space pasted into a card number that shows spaces); it is *kept*
/// when the raw value grew by it. A separator the format replaces with its
/// own (a "-" pasted into a card number) counts as dropped. Any space (a
/// no-break space copied from a web page or a banking app) is the format's
/// own space when the format lays out spaces: to the user it is one.
public struct InputRejection: Sendable, Hashable, CustomStringConvertible {
    /// Where the dropped characters came from.
    public enum Source: Sendable, Hashable {
        /// The user typed, pasted or dictated them.
        case user
        /// The app wrote them into the model (see ``TextInputCoordinator/modelDidChange(to:)``).
        case model
    }

    /// Why characters were left out: a value code can inspect, turned into
    /// words only at the edge by ``FieldMessages`` (so that it can be translated).
    public enum Reason: Sendable, Hashable {
        /// The format does not accept them (a letter in a card number, digits
        /// past the format's own length).
        case notAccepted
        /// The field holds at most `maximumLength` Unicode scalars
        /// (``TextInputCoordinator/maximumLength``); the rest of a paste was cut.
        case tooLong(maximumLength: Int)
        /// The toolkit's widget refused them (GTK's `GtkEntry` holds at most
        /// 65,535 bytes); the field follows what the widget kept.
        case refusedByWidget
        /// A decimal separator where the amount has no fraction digits, and
        /// what was typed or pasted after it: `currency` (ISO 4217) has no
        /// minor units in CLDR (`JPY`, `KRW`, `HUF`, ...), or `nil` when the
        /// field holds whole numbers for another reason (`fractionDigits: 0`).
        /// The characters are refused rather than joined to the whole number,
        /// so that `1.5` typed into a yen field is never 15 yen (see
        /// ``AmountFormat``).
        case noFractionDigits(currency: String?)
    }

    /// Where the characters came from.
    public var source: Source
    /// Why they were left out.
    public var reason: Reason
    /// How many characters were offered to the format.
    public var offered: Int
    /// How many of them the field kept.
    public var kept: Int

    /// A report of `kept` out of `offered` characters from `source`, left out for `reason`.
    public init(source: Source, offered: Int, kept: Int, reason: Reason = .notAccepted) {
        self.source = source
        self.reason = reason
        self.offered = offered
        self.kept = min(max(kept, 0), offered)
    }

    /// How many characters the format left out.
    public var dropped: Int { offered - kept }

    /// Counts only, such as `user: kept 16 of 10000000`.
    public var description: String { "\(source): kept \(kept) of \(offered) (\(reason))" }

    /// The characters of `text` that a format does not lay out itself in
    /// `display`: those that are part of its raw value, or absent from it.
    ///
    /// One pass over `text`, plus one over the (short) display.
    static func offered(in text: String, display: String, raw: String) -> Int {
        var layout = Set(display)
        layout.subtract(raw)
        if layout.isEmpty { return text.count }
        let laysOutSpaces = layout.contains(where: isSpace)
        var count = 0
        for character in text where !layout.contains(character) && !(laysOutSpaces && isSpace(character)) {
            count += 1
        }
        return count
    }

    /// Whether `character` is a space of any width (general category Zs:
    /// the space, the no-break space, the narrow no-break space, ...), not a
    /// tab or a line break.
    static func isSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.count == 1 && scalars.first?.properties.generalCategory == .spaceSeparator
    }
}
