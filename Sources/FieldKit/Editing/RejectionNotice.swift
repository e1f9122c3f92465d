/// What a field tells the user about characters it left out: the text it
/// shows and what it announces to assistive technology, decided once for
/// every adapter.
///
/// An adapter keeps one notice per field and passes each
/// ``TextInputWidget/showRejection(_:)`` call through ``update(_:catalog:)``;
/// the returned ``Update`` says what to draw and what to speak, so the
/// toolkits only translate it (a label or an icon, a VoiceOver announcement).
///
/// The rules: every refusal of the user's input is announced, even when the
/// visible text stays the same (a second refused key is news to someone who
/// cannot see the field); characters the app itself wrote are not the user's
/// doing and change nothing; `nil` (the next edit kept everything) hides the
/// text without an announcement.
///
/// ```swift
/// let update = notice.update(rejection, catalog: messages)
/// if update.changesText { label.text = update.text }
/// if let spoken = update.announcement { announce(spoken) }
/// ```
package struct RejectionNotice: Sendable, Equatable {
    /// What the adapter does after one update.
    package struct Update: Sendable, Equatable {
        /// The text to show now, or `nil` for none.
        package var text: String?
        /// Whether ``text`` differs from what was shown before (redraw only then).
        package var changesText: Bool
        /// What to announce to assistive technology now, if anything.
        package var announcement: String?
    }

    /// The text shown now, or `nil` when the field shows no message.
    package private(set) var text: String?

    /// A notice that shows nothing.
    package init() {}

    /// Takes the coordinator's latest report (`nil`: the last message no
    /// longer applies) and returns what to show and announce, in `catalog`'s
    /// language (``FieldMessages/text(for:in:)``).
    package mutating func update(_ rejection: InputRejection?, catalog: MessageCatalog = MessageCatalog())
        -> Update
    {
        guard let rejection else {
            let changed = text != nil
            text = nil
            return Update(text: nil, changesText: changed, announcement: nil)
        }
        guard rejection.source == .user, rejection.dropped > 0 else {
            return Update(text: text, changesText: false, announcement: nil)
        }
        let message = FieldMessages.text(for: rejection, in: catalog)
        let changed = message != text
        text = message
        return Update(text: message, changesText: changed, announcement: message)
    }
}
