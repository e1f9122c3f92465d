import FieldKitTesting
import Testing

@testable import FieldKit

/// IME composition as UIKit and GTK deliver it.
///
/// UIKit (Apple docs, `UITextInput`): `setMarkedText(_:selectedRange:)`
/// "either replaces the existing marked text or, if none is present, inserts it
/// in place of the current selection"; `markedTextRange` is non-nil while
/// composing; the delegate's `shouldChangeCharactersIn` sees every
/// intermediate update ("wo") as well as the final text ("我"); the commit
/// either replaces the marked range (iOS 18: range {0, 2}, "王") or, on iOS 26,
/// arrives as `shouldChangeCharactersInRanges` with ranges [{2, 0}] and "王"
/// (Apple developer forums thread 801013, Zhuyin "ㄨㄤ" → "王").
///
/// GTK (GtkText / GtkTextView docs): the preedit lives outside the text and is
/// reported by `preedit-changed`; the committed string arrives as
/// `insert-text`. GTK's built-in input method turns Ctrl+Shift+U 0 0 e 9 space
/// into preedit "u", "u0", "u00", "u00e", "u00e9", "" and then one
/// `insert-text` of "é" (REFERENCES.md, verified with xdotool under Xvfb).
@Suite("Coordinator: IME composition")
@MainActor
struct CoordinatorCompositionTests {
    // MARK: UIKit, inline marked text

    /// One `setMarkedText` step as the delegate sees it: the old marked range
    /// (or the selection) replaced by the new marked text, which stays marked.
    func mark(_ field: SimulatedField, replacing range: Range<Int>, with text: String) throws {
        let marked = TextSpan(range.lowerBound, range.lowerBound + text.utf16.count, unit: .utf16)
        try field.replace(
            TextSpan(range.lowerBound, range.upperBound, unit: .utf16), with: text, marked: marked)
    }

    /// `unmarkText()`: the text stays, the marking goes; UIKit reports it
    /// through `.editingChanged` with `markedTextRange == nil`.
    func unmark(_ field: SimulatedField) throws {
        try field.coordinator.didChangeText(
            to: field.text,
            selection: TextSpan(
                field.selection.lowerBound, field.selection.upperBound, unit: .utf16))
    }

    /// Japanese romaji input: k → か → かn → かん → かんj → かんじ, space
    /// converts to 漢字 (still marked), confirm commits.
    @Test func japaneseKanaToKanjiUIKit() throws {
        let field = SimulatedField("私は")
        let steps = ["k", "か", "かn", "かん", "かんj", "かんじ", "漢字"]
        var marked = 2..<2
        for step in steps {
            try mark(field, replacing: marked, with: step)
            marked = 2..<(2 + step.utf16.count)
            #expect(field.coordinator.isComposing)
            #expect(field.coordinator.state.text == "私は" + step)
            #expect(
                field.coordinator.state.offsets(of: field.coordinator.state.markedRange!, in: .utf16)
                    == TextSpan(marked.lowerBound, marked.upperBound, unit: .utf16))
        }
        // Design rule 2 (DesignRules.md): nothing was written into the widget or the model while composing.
        #expect(field.commands.isEmpty && field.modelWrites.isEmpty && field.changes.isEmpty)
        try unmark(field)
        #expect(!field.coordinator.isComposing)
        field.expectInSync("私は漢字")
        #expect(field.modelWrites == ["私は漢字"])
        #expect(field.changes == ["私は漢字"])
        #expect(field.commands.isEmpty)
    }

    /// The same composition reported only after the fact, through
    /// `.editingChanged` with `markedTextRange` set (how adapters that observe
    /// the text rather than the delegate see it).
    @Test func japaneseAfterTheFactUIKit() throws {
        let field = SimulatedField("x")
        for step in ["か", "かん", "かんじ", "漢字"] {
            let end = 1 + step.utf16.count
            try field.setNativeText("x" + step)
            try field.coordinator.didChangeText(
                to: "x" + step, selection: TextSpan(caret: end, unit: .utf16),
                markedRange: TextSpan(1, end, unit: .utf16))
        }
        #expect(field.modelWrites.isEmpty && field.coordinator.isComposing)
        try field.coordinator.didChangeText(to: "x漢字", selection: TextSpan(caret: 3, unit: .utf16))
        #expect(field.modelWrites == ["x漢字"])
        #expect(!field.coordinator.isComposing)
    }

    /// Chinese pinyin: the commit replaces the marked pinyin with the hanzi
    /// (range = marked range, no marked text after).
    @Test func chinesePinyinToHanziUIKit() throws {
        let field = SimulatedField()
        var marked = 0..<0
        for step in ["n", "ni", "ni h", "ni ha", "ni hao"] {
            try mark(field, replacing: marked, with: step)
            marked = 0..<step.utf16.count
        }
        #expect(field.modelWrites.isEmpty)
        try field.replace(TextSpan(0, 6, unit: .utf16), with: "你好")
        field.expectInSync("你好")
        #expect(field.modelWrites == ["你好"])
        #expect(field.changes.count == 1)
    }

    /// Zhuyin "ㄨㄤ" → "王": iOS 18 reports the commit as range {0, 2}; iOS 26
    /// as ranges [{2, 0}] (forum thread 801013). Both must give "王", not "ㄨㄤ王".
    @Test(arguments: [TextSpan(0, 2, unit: .utf16), TextSpan(2, 2, unit: .utf16)])
    func zhuyinCommitOnIOS18AndIOS26(_ commitRange: TextSpan) throws {
        let field = SimulatedField()
        try mark(field, replacing: 0..<0, with: "ㄨ")
        try mark(field, replacing: 0..<1, with: "ㄨㄤ")
        try field.coordinator.didReplace([commitRange], with: "王")
        try field.setNativeText("王", selection: 1..<1)
        field.expectInSync("王")
        #expect(field.modelWrites == ["王"])
        #expect(field.changes == ["王"])
    }

    /// The iOS 26 form in the middle of text, with text after the composition.
    @Test func zhuyinCommitAsCaretInMiddle() throws {
        let field = SimulatedField("我姓")
        try field.moveCaret(to: 1)
        try mark(field, replacing: 1..<1, with: "ㄨ")
        try mark(field, replacing: 1..<2, with: "ㄨㄤ")
        #expect(field.coordinator.state.text == "我ㄨㄤ姓")
        try field.coordinator.didReplace([TextSpan(caret: 3, unit: .utf16)], with: "王")
        #expect(field.coordinator.state.text == "我王姓")
        #expect(field.modelWrites == ["我王姓"])
        #expect(
            field.coordinator.state.offsets(of: field.coordinator.state.selection, in: .utf16)
                == TextSpan(caret: 2, unit: .utf16))
    }

    /// An insertion next to marked text that keeps the marked text and grows
    /// it (the marked range after covers both) is an insertion, not a commit.
    @Test func markedInsertionThatGrowsTheMarkedRange() throws {
        let field = SimulatedField()
        try mark(field, replacing: 0..<0, with: "か")
        try field.replace(TextSpan(caret: 1, unit: .utf16), with: "n", marked: TextSpan(0, 2, unit: .utf16))
        #expect(field.coordinator.state.text == "かn")
        #expect(field.coordinator.isComposing)
    }

    /// Korean on iOS: the keyboard does not use marked text; it replaces the
    /// syllable being built with `deleteBackward` + `insertText` (simonbs/Runestone
    /// #11: "When inputting Korean, setMarkedText will not be called";
    /// AvaloniaUI/Avalonia PR 17680). Each step is an ordinary change.
    @Test func koreanHangulOnIOS() throws {
        let field = SimulatedField()
        try field.replace(TextSpan(caret: 0, unit: .utf16), with: "ㅎ")
        try field.replace(TextSpan(0, 1, unit: .utf16), with: "하")
        try field.replace(TextSpan(0, 1, unit: .utf16), with: "한")
        try field.replace(TextSpan(caret: 1, unit: .utf16), with: "ㄱ")
        try field.replace(TextSpan(1, 2, unit: .utf16), with: "그")
        try field.replace(TextSpan(1, 2, unit: .utf16), with: "글")
        field.expectInSync("한글")
        #expect(field.modelWrites == ["ㅎ", "하", "한", "한ㄱ", "한그", "한글"])
        #expect(field.commands.isEmpty)
    }

    /// Korean with inline marked text (AppKit's Korean input method through
    /// `NSTextInputClient.setMarkedText` / `insertText`): the finished
    /// syllable is committed as the next one starts.
    @Test func koreanHangulWithMarkedText() throws {
        let field = SimulatedField()
        try mark(field, replacing: 0..<0, with: "ㅎ")
        try mark(field, replacing: 0..<1, with: "하")
        try mark(field, replacing: 0..<1, with: "한")
        try field.replace(TextSpan(0, 1, unit: .utf16), with: "한")  // insertText: commit
        #expect(field.modelWrites == ["한"])
        try mark(field, replacing: 1..<1, with: "ㄱ")
        try mark(field, replacing: 1..<2, with: "그")
        try mark(field, replacing: 1..<2, with: "글")
        try unmark(field)
        field.expectInSync("한글")
        #expect(field.modelWrites == ["한", "한글"])
    }

    // MARK: GTK, preedit outside the text

    /// GTK's built-in Unicode entry: preedit "u" … "u00e9", then "", then insert-text "é".
    @Test func gtkUnicodeEntry() throws {
        let field = SimulatedField("caf")
        for preedit in ["u", "u0", "u00", "u00e", "u00e9"] {
            field.coordinator.didChangePreedit(preedit)
            #expect(field.coordinator.isComposing)
        }
        field.coordinator.didChangePreedit("")
        #expect(!field.coordinator.isComposing)
        #expect(field.modelWrites.isEmpty)
        try field.coordinator.didReplace([TextSpan(caret: 3, unit: .unicodeScalars)], with: "é")
        try field.setNativeText("café", selection: 4..<4)
        field.expectInSync("café")
        #expect(field.modelWrites == ["café"])
        #expect(field.changes == ["café"])
    }

    /// The order of commit and the preedit emptying differs between input
    /// methods (GtkIMContext emits `commit` and `preedit-changed` separately);
    /// both orders give one committed text, written once.
    @Test(arguments: [true, false])
    func gtkJapaneseKanaToKanji(commitFirst: Bool) throws {
        let field = SimulatedField("私は")
        for preedit in ["か", "かん", "かんじ", "漢字"] { field.coordinator.didChangePreedit(preedit) }
        #expect(field.modelWrites.isEmpty)
        let commit = {
            try field.coordinator.didReplace([TextSpan(caret: 2, unit: .unicodeScalars)], with: "漢字")
        }
        if commitFirst {
            try commit()
            #expect(field.modelWrites.isEmpty)
            field.coordinator.didChangePreedit("")
        } else {
            field.coordinator.didChangePreedit("")
            try commit()
        }
        #expect(field.coordinator.state.text == "私は漢字")
        #expect(field.modelWrites == ["私は漢字"])
        #expect(field.changes == ["私は漢字"])
        #expect(field.commands.isEmpty)
    }

    /// Pinyin through an input method such as ibus-pinyin: preedit, then commit.
    @Test func gtkPinyinToHanzi() throws {
        let field = SimulatedField()
        for preedit in ["n", "ni", "nih", "niha", "nihao"] { field.coordinator.didChangePreedit(preedit) }
        field.coordinator.didChangePreedit("")
        try field.coordinator.didReplace([TextSpan(caret: 0, unit: .unicodeScalars)], with: "你好")
        #expect(field.coordinator.state.text == "你好")
        #expect(field.modelWrites == ["你好"])
    }

    /// Hangul through ibus-hangul: a finished syllable is committed while the
    /// next one is already in the preedit, so the composition never pauses
    /// until the word ends.
    @Test func gtkHangul() throws {
        let field = SimulatedField()
        for preedit in ["ㅎ", "하", "한"] { field.coordinator.didChangePreedit(preedit) }
        try field.coordinator.didReplace([TextSpan(caret: 0, unit: .unicodeScalars)], with: "한")
        field.coordinator.didChangePreedit("ㄱ")
        for preedit in ["그", "글"] { field.coordinator.didChangePreedit(preedit) }
        try field.coordinator.didReplace([TextSpan(caret: 1, unit: .unicodeScalars)], with: "글")
        field.coordinator.didChangePreedit("")
        #expect(field.coordinator.state.text == "한글")
        #expect(field.modelValue == "한글")
        #expect(field.modelWrites == ["한글"])
        #expect(field.commands.isEmpty)
    }

    // MARK: App writes during a composition (design rule 2)

    /// UIKit: the app rewrites the model while the user composes. Nothing is
    /// written into the widget until the composition ends; then the app's
    /// value is shown with the committed text where the user put it, and the
    /// model gets that once: nothing lost, nothing doubled.
    @Test func appWriteWaitsForUIKitComposition() throws {
        let field = SimulatedField("Hello")
        try mark(field, replacing: 5..<5, with: "かんじ")
        field.appSets("Dear Hello")
        #expect(field.commands.isEmpty)
        #expect(field.coordinator.state.text == "Helloかんじ")
        try mark(field, replacing: 5..<8, with: "漢字")
        #expect(field.commands.isEmpty)
        try unmark(field)
        field.expectInSync("Dear Hello漢字")
        #expect(field.shownTexts == ["Dear Hello漢字"])
        #expect(field.modelWrites == ["Dear Hello漢字"])
        #expect(field.changes == ["Dear Hello漢字"])
        #expect(field.selection == 12..<12)
    }

    /// Design rule 1 (DesignRules.md) during a composition: the model echoing the last synchronised
    /// value (a view update for an unrelated reason) is not an app write, so
    /// nothing is written into the widget when the composition ends.
    @Test func modelEchoDuringCompositionIsNoWrite() throws {
        let field = SimulatedField("Hello")
        try mark(field, replacing: 5..<5, with: "か")
        field.appSets(field.modelValue)
        field.appSets(String(Array("Hello")))
        try field.replace(TextSpan(5, 6, unit: .utf16), with: "蚊")
        field.expectInSync("Hello蚊")
        #expect(field.commands.isEmpty)
        #expect(field.modelWrites == ["Hello蚊"])
    }

    /// The app clears the field during a composition: the committed text survives.
    @Test func appClearsFieldDuringComposition() throws {
        let field = SimulatedField("Hello")
        try mark(field, replacing: 5..<5, with: "ni")
        field.appSets("")
        try field.replace(TextSpan(5, 7, unit: .utf16), with: "你")
        field.expectInSync("你")
        #expect(field.modelWrites == ["你"])
    }

    /// The app writes and then restores the synchronised value during a
    /// composition: the composition then ends as if nothing happened.
    @Test func appWriteRevertedDuringComposition() throws {
        let field = SimulatedField("Hello")
        try mark(field, replacing: 5..<5, with: "か")
        field.appSets("Other")
        field.appSets("Hello")
        try field.replace(TextSpan(5, 6, unit: .utf16), with: "蚊")
        field.expectInSync("Hello蚊")
        #expect(field.commands.isEmpty)
        #expect(field.modelWrites == ["Hello蚊"])
    }

    /// GTK: the app writes during a preedit; the preedit ends before the
    /// commit arrives, so the widget shows the app's value first and the commit
    /// lands at the caret the user had, in the new text.
    @Test(arguments: [true, false])
    func appWriteWaitsForGtkPreedit(commitFirst: Bool) throws {
        let field = SimulatedField("ab")
        try field.moveCaret(to: 1)
        field.coordinator.didChangePreedit("k")
        field.coordinator.didChangePreedit("か")
        field.appSets("xxab")
        #expect(field.commands.isEmpty)
        if commitFirst {
            try field.replace(TextSpan(caret: 1, unit: .utf16), with: "か")
            field.coordinator.didChangePreedit("")
        } else {
            field.coordinator.didChangePreedit("")
            #expect(field.text == "xxab")
            #expect(field.selection == 3..<3)
            try field.insert("か")
        }
        field.expectInSync("xxaかb")
        #expect(field.modelWrites == ["xxaかb"])
        #expect(field.changes == ["xxaかb"])
    }

    /// A format applies to the committed text, and waits until it is committed.
    @Test func formatWaitsForComposition() throws {
        let field = SimulatedField(format: .uppercased)
        try mark(field, replacing: 0..<0, with: "é")
        #expect(field.coordinator.state.text == "é")
        #expect(field.commands.isEmpty)
        try unmark(field)
        field.expectInSync("É")
        #expect(field.modelWrites == ["É"])
    }

    // MARK: Composition and the session

    /// Return confirms the composition (it belongs to the input method), so
    /// it is not a submit.
    @Test func returnDuringCompositionIsNotSubmit() throws {
        let field = SimulatedField()
        try mark(field, replacing: 0..<0, with: "かな")
        #expect(field.coordinator.didPressReturn() == false)
        #expect(field.submits == 0)
        try unmark(field)
        #expect(field.coordinator.didPressReturn())
        #expect(field.submits == 1)
    }

    /// The app resigns focus while the user composes and an app write waits:
    /// the widget ends editing inside the resign command (UIKit calls
    /// `textFieldDidEndEditing` before `resignFirstResponder` returns), and the
    /// rebased text must still reach the widget, not be dropped as an echo.
    @Test func resignDuringCompositionWithPendingAppWrite() throws {
        let field = SimulatedField("ab")
        let coordinator = field.coordinator
        field.onResignFocus = { coordinator.didEndEditing() }
        coordinator.didBeginEditing()
        try mark(field, replacing: 2..<2, with: "漢")
        field.appSets("Xab")
        coordinator.resignFocus()
        field.expectInSync("Xab漢")
        #expect(field.commands == [.resignFocus, .show(text: "Xab漢", selection: 4..<4)])
        #expect(field.modelWrites == ["Xab漢"])
        #expect(field.endings == [.resigned])
    }

    /// Losing focus mid-composition commits what is shown, once.
    @Test func endingEditingFinishesComposition() throws {
        let field = SimulatedField()
        field.coordinator.didBeginEditing()
        try mark(field, replacing: 0..<0, with: "かな")
        field.coordinator.didEndEditing()
        #expect(!field.coordinator.isComposing)
        #expect(field.modelWrites == ["かな"])
        #expect(field.endings == [.focusMoved])
        #expect(!field.coordinator.state.hasMarkedText)
    }
}
