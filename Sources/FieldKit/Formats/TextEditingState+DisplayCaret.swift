extension TextEditingState {
    /// A state showing `display` with the caret at `caretOffset` (counted in
    /// bytes when `bytesAreCharacters`, else in `Character`s), or at the end.
    @inline(__always)
    init(display: String, caretOffset: Int?, bytesAreCharacters: Bool) {
        self.init(text: display)
        guard let offset = caretOffset else { return }
        let index =
            bytesAreCharacters
            ? display.utf8.index(display.startIndex, offsetBy: min(offset, display.utf8.count))
            : display.index(display.startIndex, offsetBy: min(offset, display.count))
        select(index..<index)
    }
}
