import Testing

@testable import FieldKit

@Suite("Layout: field order and growing height")
struct LayoutTests {
    private func frame(_ id: String, _ x: Double, _ y: Double, w: Double = 100, h: Double = 30) -> FieldFrame<
        String
    > {
        FieldFrame(id: id, minX: x, minY: y, width: w, height: h)
    }

    @Test func rowsThenColumns() {
        // expiry and cvc side by side, cvc 4 points higher (baseline alignment).
        let frames = [
            frame("cvc", 120, 96), frame("name", 0, 0), frame("expiry", 0, 100), frame("card", 0, 50),
            frame("iban", 0, 150),
        ]
        #expect(FieldLayoutOrder.order(frames) == ["name", "card", "expiry", "cvc", "iban"])
        #expect(
            FieldLayoutOrder.order(frames, rightToLeft: true) == ["name", "card", "cvc", "expiry", "iban"])
    }

    /// Whatever order the layout pass reports frames in, the result is the same.
    @Test(arguments: 0..<24)
    func independentOfReportOrder(permutation: Int) {
        var frames = [frame("a", 0, 0), frame("b", 150, 2), frame("c", 0, 40), frame("d", 150, 40)]
        var k = permutation
        for i in stride(from: frames.count - 1, to: 0, by: -1) {
            frames.swapAt(i, k % (i + 1))
            k /= i + 1
        }
        #expect(FieldLayoutOrder.order(frames) == ["a", "b", "c", "d"])
    }

    @Test func nonFiniteFramesGoLast() {
        let frames = [frame("x", .nan, 0), frame("a", 0, 10), frame("y", 0, .infinity)]
        #expect(FieldLayoutOrder.order(frames) == ["a", "x", "y"])
    }

    @Test(arguments: [
        (0.0, 1, 8 as Int?, 20.0, false), (60.0, 1, 8, 60.0, false), (200.0, 1, 8, 160.0, true),
        (200.0, 2, nil, 200.0, false), (5.0, 3, 6, 60.0, false), (-4.0, 1, 2, 20.0, false),
    ])
    func growingHeight(content: Double, minLines: Int, maxLines: Int?, expected: Double, scrolls: Bool) {
        let growth = GrowingTextHeight(
            contentHeight: content, lineHeight: 20, verticalInsets: 16, minLines: minLines, maxLines: maxLines
        )
        #expect(growth.height == expected + 16)
        #expect(growth.scrolls == scrolls)
    }

    @Test func garbageMeasurementsGiveAOneLineEditor() {
        let growth = GrowingTextHeight(contentHeight: .nan, lineHeight: 18, verticalInsets: .infinity)
        #expect(growth.height == 18)
        #expect(!growth.scrolls)
    }
}
