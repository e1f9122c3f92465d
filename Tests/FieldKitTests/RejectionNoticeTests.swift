import FieldKit
import FieldKitTesting
import Testing

/// Issue 18, case 5: what every adapter shows and announces by default when a
/// field leaves characters out, decided by ``RejectionNotice`` and driven here
/// through a simulated field as a native widget drives it.
@MainActor
@Suite("Issue 18: refusals are shown and announced")
struct RejectionNoticeTests {
    @Test func aRefusedKeyIsShownAndAnnouncedAndAKeptKeyHidesIt() throws {
        let field = SimulatedField(format: .cardNumber)
        try field.type("4")
        #expect(field.rejectionMessage == nil)
        #expect(field.announcements.isEmpty)
        try field.type("x")
        #expect(field.text == "4")
        #expect(field.rejectionMessage == "Characters left out: 1 (not accepted here)")
        #expect(field.announcements == ["Characters left out: 1 (not accepted here)"])
        // Another refused key: the same words stay on screen, and are spoken
        // again (the user pressed a key and nothing appeared).
        try field.type("y")
        #expect(field.announcements.count == 2)
        try field.type("2")
        #expect(field.text == "42")
        #expect(field.rejectionMessage == nil)
        #expect(field.announcements.count == 2)
    }

    @Test func aCutPasteSaysHowMuchWasCut() throws {
        let field = SimulatedField()
        field.coordinator.maximumLength = 5
        try field.paste("abcdefgh")
        #expect(field.text == "abcde")
        #expect(field.rejectionMessage == "Characters left out: 3 (at most 5 fit)")
        #expect(field.announcements == [field.rejectionMessage])
    }

    @Test func theAppCanTurnItOffAndChooseTheWords() throws {
        let silent = SimulatedField(format: .cardNumber)
        silent.coordinator.showsRejections = false
        try silent.type("4x")
        #expect(silent.rejectionMessage == nil)
        #expect(silent.announcements.isEmpty)
        #expect(silent.rejections.count == 1)

        let german = SimulatedField(format: .cardNumber)
        german.messages = MessageCatalog(locale: "de")
        try german.type("x")
        #expect(german.rejectionMessage == "Ausgelassene Zeichen: 1 (hier nicht erlaubt)")
    }

    @Test func updatesRedrawOnlyWhenTheTextChanges() {
        var notice = RejectionNotice()
        let letter = InputRejection(source: .user, offered: 1, kept: 0)
        let first = notice.update(letter)
        #expect(first.changesText && first.announcement == first.text && first.text != nil)
        let again = notice.update(letter)
        #expect(!again.changesText && again.announcement == first.text)
        // The app's own value is not the user's doing: nothing changes.
        let model = notice.update(InputRejection(source: .model, offered: 3, kept: 0))
        #expect(!model.changesText && model.announcement == nil && notice.text == first.text)
        let cleared = notice.update(nil)
        #expect(cleared.changesText && cleared.text == nil && cleared.announcement == nil)
        #expect(!notice.update(nil).changesText)
    }
}
