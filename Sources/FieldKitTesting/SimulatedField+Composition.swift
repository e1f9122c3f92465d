import FieldKit

/// Input-method compositions, as each toolkit delivers them: UIKit and
/// AppKit compose inline with marked text (`setMarkedText`, then
/// `insertText` or `unmarkText`); GTK composes in a preedit outside the text
/// (`preedit-changed`), then commits with an ordinary insertion.
extension SimulatedField {
    /// One composition: each of `steps` is shown as the input method's
    /// provisional text, then `commit` replaces it.
    ///
    /// ```swift
    /// try field.compose(["k", "か", "かn", "かん", "かんj", "かんじ", "漢字"], committing: "漢字")  // Japanese
    /// try field.compose(["n", "ni", "nih", "niha", "nihao"], committing: "你好")               // pinyin
    /// ```
    public func compose(_ steps: [String], committing commit: String) throws(TextSpanError) {
        for step in steps { try setComposition(step) }
        try commitComposition(commit)
    }

    /// Korean typed syllable by syllable: each element holds the steps of
    /// one syllable (`["ㄱ", "기", "김"]`), its last step the finished
    /// syllable, committed as the next syllable starts composing.
    ///
    /// Each toolkit ends the composition at every syllable, so the app hears
    /// ``/FieldKit/TextInputCoordinator/onChange`` (and a model write) once per
    /// committed syllable, the same on every toolkit: 김민 reports `"김"`,
    /// then `"김민"`. UIKit and AppKit replace the marked syllable with
    /// `insertText` before marking the next one; GTK with ibus-hangul empties
    /// the preedit, then commits the syllable with an insertion (the
    /// sequence recorded from ibus-hangul under GTK 4: `preedit-changed ""`,
    /// `insert-text "한"`, then the next syllable's preedit).
    ///
    /// The rule behind it, for every composition: nothing is reported while
    /// an input method composes; each commit that ends a composition is one
    /// change. A Japanese or Chinese conversion commits once, at the end
    /// (``compose(_:committing:)``), so it reports once.
    ///
    /// ```swift
    /// try field.composeHangul([["ㄱ", "기", "김"], ["ㅁ", "미", "민"], ["ㅈ", "지"], ["ㅅ", "수"]])   // 김민지수
    /// ```
    public func composeHangul(_ syllables: [[String]]) throws(TextSpanError) {
        for syllable in syllables {
            guard let finished = syllable.last else { continue }
            for step in syllable { try setComposition(step) }
            switch toolkit {
            case .uiKit, .appKit: try commitMarkedText(finished)
            case .gtk:
                setPreedit("")
                try insert(finished)
            }
        }
    }

    /// Shows `text` as the provisional composition: marked text on UIKit, the preedit on GTK.
    public func setComposition(_ text: String) throws(TextSpanError) {
        switch toolkit {
        case .uiKit, .appKit: try setMarkedText(text)
        case .gtk: setPreedit(text)
        }
    }

    /// Ends the composition with `text`: it replaces the marked text on UIKit,
    /// or is inserted as the preedit empties on GTK.
    public func commitComposition(_ text: String) throws(TextSpanError) {
        switch toolkit {
        case .uiKit, .appKit: try commitMarkedText(text)
        case .gtk: try commitPreedit(text)
        }
    }

    // MARK: UIKit: marked text

    /// `setMarkedText(_:selectedRange:)`: replaces the marked text (or the
    /// selection) with `text`, which stays marked.
    public func setMarkedText(_ text: String) throws(TextSpanError) {
        let range = shown.markedRange.map(utf16) ?? selection
        let marked = range.lowerBound..<(range.lowerBound + text.utf16.count)
        try replace(range, with: text, marked: marked)
    }

    /// `insertText(_:)` while text is marked: `text` replaces the marked text
    /// and the composition ends.
    public func commitMarkedText(_ text: String) throws(TextSpanError) {
        try replace(shown.markedRange.map(utf16) ?? selection, with: text)
    }

    /// `unmarkText()`: the marked text stays as ordinary text; UIKit reports
    /// it through `.editingChanged` without a marked range.
    public func unmarkText() throws(TextSpanError) { try changeText(to: text, selection: selection) }

    // MARK: GTK: preedit

    /// `preedit-changed`: the preedit shown at the caret becomes `text`
    /// (empty ends the composition).
    public func setPreedit(_ text: String) {
        setPreeditText(text)
        coordinator.didChangePreedit(text)
    }

    /// `commit`: `text` is inserted at the caret, then the preedit empties.
    public func commitPreedit(_ text: String) throws(TextSpanError) {
        try insert(text)
        setPreedit("")
    }
}
