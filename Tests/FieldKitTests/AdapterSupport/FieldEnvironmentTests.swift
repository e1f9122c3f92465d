import FieldKit
import FieldKitTesting
import Testing

@Suite("The declarative environment: what a wrapped widget is told, and only when it changes")
struct FieldEnvironmentTests {
    private typealias Environment = FieldEnvironment<String>

    @Test(
        "Leading and trailing are resolved against the interface's direction; centre stays",
        arguments: FieldTextAlignment.allCases, FieldLayoutDirection.allCases)
    func alignmentFollowsTheDirection(alignment: FieldTextAlignment, direction: FieldLayoutDirection) {
        var environment = Environment()
        environment.textAlignment = alignment
        environment.layoutDirection = direction
        let expected: WidgetTextAlignment =
            switch alignment {
            case .center: .center
            case .leading: direction == .leftToRight ? .left : .right
            case .trailing: direction == .leftToRight ? .right : .left
            }
        #expect(environment.widgetAlignment == expected)
    }

    @Test(
        "The font is the text style at the user's size where the platform scales text, the style alone elsewhere"
    )
    func fontScalesOnlyWherePlatformsScale() {
        var environment = Environment()
        environment.textStyle = .headline
        environment.typeSize = .accessibility3
        #expect(
            environment.font(scalesWithTypeSize: true) == FieldFont(style: .headline, size: .accessibility3))
        #expect(environment.font(scalesWithTypeSize: false) == FieldFont(style: .headline, size: nil))
    }

    @Test("The first update sets state, alignment and font, and no tint when the app gave none")
    func firstUpdateSetsEverythingButAnAbsentTint() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        let update = sync.update(to: Environment())
        #expect(update.isEnabled == true)
        #expect(update.alignment == .left)
        #expect(update.font == FieldFont(style: .body, size: .large))
        #expect(update.tint == nil)
    }

    @Test("An update with nothing changed sets nothing: no property is assigned the value it has")
    func unchangedEnvironmentSetsNothing() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        var environment = Environment()
        environment.tint = "accent"
        _ = sync.update(to: environment)
        for _ in 0..<3 { #expect(sync.update(to: environment).isEmpty) }
    }

    @Test("Each change sets only what it changes")
    func eachChangeSetsOnlyItself() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        var environment = Environment()
        _ = sync.update(to: environment)

        environment.layoutDirection = .rightToLeft
        var update = sync.update(to: environment)
        #expect(update.alignment == .right)
        #expect(update.isEnabled == nil && update.font == nil && update.tint == nil)

        // Trailing in right-to-left is left, a change; leading to trailing
        // and direction back again ends where it started: no change.
        environment.textAlignment = .trailing
        #expect(sync.update(to: environment).alignment == .left)
        environment.layoutDirection = .leftToRight
        environment.textAlignment = .leading
        #expect(sync.update(to: environment).isEmpty)

        environment.isEnabled = false
        update = sync.update(to: environment)
        #expect(update.isEnabled == false)
        #expect(update.alignment == nil && update.font == nil)

        environment.typeSize = .xxxLarge
        #expect(sync.update(to: environment).font == FieldFont(style: .body, size: .xxxLarge))
        environment.textStyle = .caption
        #expect(sync.update(to: environment).font == FieldFont(style: .caption, size: .xxxLarge))
    }

    @Test("A tint is set, changed, then given back to the inherited colour")
    func tintIsSetChangedAndRemoved() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        var environment = Environment()
        environment.tint = "green"
        #expect(sync.update(to: environment).tint == .some("green"))
        environment.tint = "orange"
        #expect(sync.update(to: environment).tint == .some("orange"))
        environment.tint = nil
        let update = sync.update(to: environment)
        #expect(update.tint == .some(nil))
        #expect(!update.isEmpty)
        #expect(sync.update(to: environment).tint == nil)
    }

    @Test("Without Dynamic Type (macOS) a new text size changes nothing; a new style still does")
    func typeSizeIgnoredWithoutScaling() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: false)
        var environment = Environment()
        #expect(sync.update(to: environment).font == FieldFont(style: .body, size: nil))
        environment.typeSize = .accessibility5
        #expect(sync.update(to: environment).isEmpty)
        environment.textStyle = .title2
        #expect(sync.update(to: environment).font == FieldFont(style: .title2, size: nil))
    }
}

/// A widget that records what it is told, in order, as an adapter's
/// `UITextField`, `NSTextView` or any other styled widget would be set.
@MainActor
private final class RecordingStyledWidget: EnvironmentStyledWidget {
    enum Call: Equatable {
        case enabled(Bool)
        case alignment(WidgetTextAlignment)
        case font(FieldFont)
        case tint(String?)
    }

    var calls: [Call] = []

    func showEnabled(_ isEnabled: Bool) { calls.append(.enabled(isEnabled)) }
    func showAlignment(_ alignment: WidgetTextAlignment) { calls.append(.alignment(alignment)) }
    func showFont(_ font: FieldFont) { calls.append(.font(font)) }
    func showTint(_ tint: String?) { calls.append(.tint(tint)) }
}

@Suite("An environment update applied to a widget: one call per change, none for what stayed")
@MainActor
struct FieldEnvironmentApplyTests {
    @Test("The first update sets state, alignment and font; a tint only once the app gives one")
    func firstUpdateCallsEverySetterButTint() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        let widget = RecordingStyledWidget()
        let fontChanged = sync.update(to: FieldEnvironment()).apply(to: widget)
        #expect(
            widget.calls == [.enabled(true), .alignment(.left), .font(FieldFont(style: .body, size: .large))])
        #expect(fontChanged)
    }

    @Test("An unchanged environment calls nothing and reports no font change")
    func unchangedEnvironmentCallsNothing() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        let widget = RecordingStyledWidget()
        sync.update(to: FieldEnvironment()).apply(to: widget)
        widget.calls = []
        let fontChanged = sync.update(to: FieldEnvironment()).apply(to: widget)
        #expect(widget.calls.isEmpty)
        #expect(!fontChanged)
    }

    @Test(
        "Disabling, a right-to-left interface and a tint each make their one call; removing the tint gives nil"
    )
    func eachChangeMakesItsCall() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: false)
        let widget = RecordingStyledWidget()
        var environment = FieldEnvironment<String>()
        sync.update(to: environment).apply(to: widget)
        widget.calls = []

        environment.isEnabled = false
        environment.layoutDirection = .rightToLeft
        environment.tint = "red"
        let fontChanged = sync.update(to: environment).apply(to: widget)
        #expect(widget.calls == [.enabled(false), .alignment(.right), .tint("red")])
        #expect(!fontChanged)

        widget.calls = []
        environment.tint = nil
        sync.update(to: environment).apply(to: widget)
        #expect(widget.calls == [.tint(nil)])
    }

    @Test("A new text style makes one font call, and the update reports it")
    func newStyleMakesOneFontCall() {
        var sync = FieldEnvironmentSync<String>(scalesWithTypeSize: true)
        let widget = RecordingStyledWidget()
        var environment = FieldEnvironment<String>()
        sync.update(to: environment).apply(to: widget)
        widget.calls = []
        environment.textStyle = .title2
        environment.typeSize = .accessibility2
        let fontChanged = sync.update(to: environment).apply(to: widget)
        #expect(widget.calls == [.font(FieldFont(style: .title2, size: .accessibility2))])
        #expect(fontChanged)
    }
}

@Suite("A disabled field: skipped by its chain and toolbar, and giving up focus")
@MainActor
struct DisabledFieldTests {
    private func attached(_ names: [String]) -> (FocusChain<String>, [String: SimulatedField]) {
        let window = SimulatedWindow()
        let chain = FocusChain<String>()
        var fields: [String: SimulatedField] = [:]
        for name in names {
            let field = SimulatedField(name: name, window: window)
            chain.attach(field.coordinator, to: name)
            fields[name] = field
        }
        return (chain, fields)
    }

    @Test("Next and previous skip a disabled widget, and the toolbar offers no move into it")
    func movesSkipADisabledWidget() throws {
        let (chain, fields) = attached(["a", "b", "c"])
        let b = try #require(fields["b"])
        b.coordinator.isEnabled = false
        chain.focus("a")
        #expect(chain.next(cause: .toolbar))
        #expect(chain.focused == "c")
        #expect(chain.previous(cause: .toolbar))
        #expect(chain.focused == "a")
        #expect(chain.focus("b") == .unavailable)
        #expect(chain.availability(of: "b") == .available, "the app's availability is its own")

        // With c disabled too, a has nowhere to go: no Next, and its return
        // key submits.
        try #require(fields["c"]).coordinator.isEnabled = false
        #expect(!chain.toolbar.canGoNext)
        #expect(chain.returnKeyRole(for: "a") == .submit)
        b.coordinator.isEnabled = true
        #expect(chain.toolbar.canGoNext)
        #expect(chain.returnKeyRole(for: "a") == .next)
    }

    @Test("The focused field, disabled, hands focus to its neighbour; the widget loses it")
    func focusedFieldDisabledMovesOn() throws {
        let (chain, fields) = attached(["a", "b"])
        let a = try #require(fields["a"])
        let b = try #require(fields["b"])
        chain.focus("a")
        #expect(a.hasFocus)
        a.coordinator.isEnabled = false
        #expect(chain.focused == "b")
        #expect(b.hasFocus)
        #expect(!a.hasFocus)
        #expect(chain.lastMove?.cause == .fieldUnavailable)
    }

    @Test("Disabled outside any chain, the focused field resigns")
    func focusedFieldWithoutChainResigns() {
        let field = SimulatedField(name: "alone", window: SimulatedWindow())
        var reasons: [EndEditingReason] = []
        field.coordinator.onEndEditing = { reasons.append($0) }
        field.tap()
        #expect(field.hasFocus)
        field.coordinator.isEnabled = false
        #expect(!field.hasFocus)
        #expect(reasons == [.resigned])
        // Enabling it again does not take focus back.
        field.coordinator.isEnabled = true
        #expect(!field.hasFocus)
    }

    @Test("A field waiting for focus gets it once enabled")
    func pendingFocusWaitsForEnabled() throws {
        let (chain, fields) = attached(["a", "b"])
        let b = try #require(fields["b"])
        b.coordinator.isEnabled = false
        chain.focus("b")
        #expect(chain.focused == nil)
        b.coordinator.isEnabled = true
        #expect(chain.focus("b") == .focused)
        #expect(b.hasFocus)
    }

    @Test("SwiftUI's .disabled reaches the coordinator on the view update, and the focused field lets go")
    func viewUpdateDisablesTheCoordinator() {
        let host = SimulatedSwiftUIHost(text: "Ada", focus: true)
        #expect(host.field.hasFocus)
        host.setEnabled(false)
        #expect(!host.field.coordinator.isEnabled)
        #expect(!host.field.hasFocus)
        #expect(host.focusState == false)
        #expect(host.bindingWritesDuringUpdate == 0)
        host.setEnabled(true)
        #expect(host.field.coordinator.isEnabled)
    }
}
