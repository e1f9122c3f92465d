import FieldKit

/// A stand-in for a toolkit's window: it has one first responder and, like
/// UIKit and GTK, tells the old widget it lost focus before telling the new
/// one it gained it, synchronously, from inside the focus call.
@MainActor
final class FakeWindow {
    private(set) weak var firstResponder: ChainWidget?
    /// Every focus transfer, as "old>new" with "-" for nobody.
    private(set) var transfers: [String] = []

    func makeFirstResponder(_ widget: ChainWidget?) {
        guard widget !== firstResponder else { return }
        let old = firstResponder
        firstResponder = widget
        transfers.append("\(old?.name ?? "-")>\(widget?.name ?? "-")")
        old?.coordinator?.didEndEditing()
        widget?.coordinator?.didBeginEditing()
    }
}

/// A native widget double that records the coordinator's commands and moves
/// focus in its window the way a real widget would.
@MainActor
final class ChainWidget: TextInputWidget {
    let name: String
    let window: FakeWindow
    weak var coordinator: TextInputCoordinator?
    /// False while the widget is not in a window: focus requests fail.
    var canTakeFocus = true
    private(set) var focusCalls = 0
    private(set) var resignCalls = 0
    private(set) var shown: [String] = []

    init(_ name: String, window: FakeWindow) {
        self.name = name
        self.window = window
    }

    func show(_ state: TextEditingState) { shown.append(state.text) }
    func select(_ state: TextEditingState) {}

    func focus() {
        focusCalls += 1
        if canTakeFocus { window.makeFirstResponder(self) }
    }

    func resignFocus() {
        resignCalls += 1
        if window.firstResponder === self { window.makeFirstResponder(nil) }
    }

    /// The user taps the widget.
    func tap() { window.makeFirstResponder(self) }

    var hasFocus: Bool { window.firstResponder === self }
}

/// A coordinator wired to a fake widget; keeps both alive for a test.
@MainActor
final class FakeField {
    let coordinator: TextInputCoordinator
    let widget: ChainWidget

    init(_ name: String, window: FakeWindow, coordinator: TextInputCoordinator = TextInputCoordinator()) {
        self.coordinator = coordinator
        widget = ChainWidget(name, window: window)
        widget.coordinator = coordinator
        coordinator.widget = widget
    }
}

/// A deterministic pseudo-random sequence (SplitMix64), so that sweeps are
/// reproducible without Foundation.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
