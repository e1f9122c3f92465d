import FieldKitTesting
import Testing

@testable import FieldKit

/// What every adapter shows and announces by default when a
/// field leaves characters out, decided by ``RejectionNotice`` and driven here
/// through a simulated field as a native widget drives it.
@MainActor
@Suite("Refusals are shown and announced")
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

/// A paste read from the clipboard in chunks keeps only
/// what the bound lets in, and the field cuts and reports it exactly as it
/// would the whole paste.
@MainActor
@Suite("A paste read in pieces is cut and reported as a whole one")
struct BoundedPasteReaderTests {
    private func read(_ text: String, chunk: Int, maximumLength: Int) -> BoundedPasteReader {
        var reader = BoundedPasteReader(maximumLength: maximumLength, margin: 4)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            bytes[start..<end].withUnsafeBytes { reader.append($0) }
            start = end
        }
        return reader
    }

    @Test(arguments: [1, 3, 7, 64, 4096])
    func chunksGiveTheSameCutAndReportAsTheWholePaste(chunk: Int) throws {
        let paste = String(repeating: "Straße 1 🇩🇪\n", count: 50)
        let whole = TextInputCoordinator(text: "ab")
        whole.maximumLength = 100
        var wholeReports: [InputRejection] = []
        whole.onReject = { wholeReports.append($0) }
        try whole.didReplace([TextSpan(caret: 2, unit: .unicodeScalars)], with: paste)

        let reader = read(paste, chunk: chunk, maximumLength: 100)
        #expect(reader.text.unicodeScalars.count == 104)
        #expect(reader.text.unicodeScalars.count + reader.droppedScalars == paste.unicodeScalars.count)
        let pieces = TextInputCoordinator(text: "ab")
        pieces.maximumLength = 100
        var pieceReports: [InputRejection] = []
        pieces.onReject = { pieceReports.append($0) }
        try pieces.didReplace(
            TextSpan(caret: 2, unit: .unicodeScalars), with: reader.text,
            droppedBeyond: reader.droppedScalars)
        #expect(pieces.state.text == whole.state.text)
        #expect(pieceReports == wholeReports)
        #expect(pieceReports.first?.offered == paste.unicodeScalars.count)
    }

    @Test func aShortPasteIsKeptWhole() {
        let reader = read("4242 4242", chunk: 2, maximumLength: 100)
        #expect(reader.text == "4242 4242")
        #expect(reader.droppedScalars == 0)
    }
}

/// Where the message goes once the app shows it itself
/// (`onRejectionMessageChange`), through the core's route the adapters'
/// presenters use.
@MainActor
@Suite("The app can take over the message about left-out characters")
struct RejectionMessageRouteTests {
    @Test func theAppsHandlerEmptiesTheWidgetsPlaceAndGetsTheNextMessages() throws {
        let field = SimulatedField(format: .cardNumber)
        try field.type("4x")
        #expect(field.rejectionMessage == "Characters left out: 1 (not accepted here)")
        var shownByTheApp: [String?] = []
        field.onRejectionMessageChange = { shownByTheApp.append($0) }
        #expect(field.rejectionMessage == nil, "the widget's own place is emptied")
        try field.type("2")
        try field.type("y")
        #expect(shownByTheApp == [nil, "Characters left out: 1 (not accepted here)"])
        #expect(field.rejectionMessage == nil)
        #expect(field.announcements.count == 2, "assistive technology hears it either way")
    }

    @Test func aPlaceSharedWithTheAppKeepsTheAppsView() {
        let message = "3 characters left out"
        #expect(SharedMessagePlace(message, holdsView: true, viewIsFieldKits: false) == .leaveAppsView)
        #expect(SharedMessagePlace(nil, holdsView: true, viewIsFieldKits: false) == .leaveAppsView)
        #expect(SharedMessagePlace(message, holdsView: false, viewIsFieldKits: false) == .show(message))
        #expect(SharedMessagePlace(message, holdsView: true, viewIsFieldKits: true) == .show(message))
        #expect(SharedMessagePlace(nil, holdsView: true, viewIsFieldKits: true) == .remove)
        #expect(SharedMessagePlace(nil, holdsView: false, viewIsFieldKits: false) == .remove)
    }
}
