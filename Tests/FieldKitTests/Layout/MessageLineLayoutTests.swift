import Testing

@testable import FieldKit

@Suite("The message line under a one-line field")
struct MessageLineLayoutTests {
    @Test func theLineTakesItsHeightOnlyWhileAMessageShows() {
        let shown = MessageLineLayout(textHeight: 14, showsMessage: true)
        #expect(shown.lineHeight == 14)
        #expect(shown.contentHeight(fieldHeight: 22) == 36)
        #expect(shown.fieldHeight(in: 36) == 22)
        let hidden = MessageLineLayout(textHeight: 14, showsMessage: false)
        #expect(hidden.lineHeight == 0)
        #expect(hidden.contentHeight(fieldHeight: 22) == 22)
        #expect(hidden.fieldHeight(in: 22) == 22)
    }

    @Test func aContainerSmallerThanTheLineLeavesTheFieldNoHeight() {
        #expect(MessageLineLayout(textHeight: 14, showsMessage: true).fieldHeight(in: 10) == 0)
    }
}
