import FieldKit

/// A `PlatformTextField` under SwiftUI, simulated in memory: the
/// representable's lifecycle as SwiftUI runs it, around a
/// ``SimulatedField``.
///
/// SwiftUI makes the representable's coordinator and widget, then updates
/// the widget after every change of the state the view reads: after every
/// write to the text binding (so after every keystroke that changes the
/// value, while the user is still editing or composing), after every write
/// to the focus binding, and whenever the parent view renders again. It
/// dismantles the widget when the view goes away, and makes a new
/// coordinator when the view's identity changes (`.id(_:)`). The host runs
/// those steps through the same core code the real representable runs on
/// `makeUIView`, `updateUIView` and `dismantleUIView`, so a test sees what a
/// user of the SwiftUI field would see.
///
/// ```swift
/// let host = SimulatedSwiftUIHost(format: .cardNumber)
/// try host.type("4242")            // one update after each key
/// host.field.text                  // "4242"
/// host.text                        // "4242", the app's @State
/// host.bindingWritesDuringUpdate   // 0: no "modifying state during view update"
/// ```
///
/// User actions go through ``perform(_:)`` (or ``type(_:)``), so that the
/// update SwiftUI schedules after a state write follows them; the app's own
/// state changes go through ``setText(_:)``, ``setFocus(_:)`` and
/// ``render()``.
@MainActor
public final class SimulatedSwiftUIHost {
    /// The app's `@State` text, which the field's binding reads and writes.
    public private(set) var text: String
    /// The app's focus state for the field (`.fieldFocused(_:)`); `nil`
    /// when the view has no focus binding.
    public private(set) var focusState: Bool?
    /// The view's format (`.inputFormat(_:)`), passed on every update.
    public var format: any InputFormat
    /// Whether the view asks for secure entry (`.secure(_:)`).
    public var isSecure = false
    /// Whether the app asks to show a secure field's text.
    public var isRevealed = false
    /// The text-input traits the view's modifiers set (`.keyboard(_:)`,
    /// `.contentType(_:)`, ...), passed on every update; they win over the
    /// format's (the field's ``SimulatedField/textInputTraits``).
    public var textInputTraits = TextInputTraits()
    /// Whether the view is enabled (SwiftUI's `isEnabled`, which
    /// `.disabled(_:)` turns off); change it with ``setEnabled(_:)``.
    public private(set) var isEnabled = true
    /// The native field of the current identity.
    public private(set) var field: SimulatedField
    /// The window the field lives in; a new identity's field joins the same one.
    public let window: SimulatedWindow
    /// Whether the native field shows dots now.
    public private(set) var showsDots = false
    /// The return key the native field shows now.
    public private(set) var returnKey = ReturnKeyLabel.automatic
    /// How many times SwiftUI made the widget (one per identity).
    public private(set) var makes = 0
    /// How many view updates ran.
    public private(set) var updates = 0
    /// How many times SwiftUI dismantled the widget.
    public private(set) var dismantles = 0
    /// Every value written to the text binding, in order.
    public private(set) var bindingWrites: [String] = []
    /// Writes to the app's state (the text or the focus binding) made while
    /// a view update ran: each is SwiftUI's "modifying state during view
    /// update" on a device. Zero in a correct integration.
    public private(set) var bindingWritesDuringUpdate = 0

    private let toolkit: SimulatedToolkit
    private var represented: RepresentedField
    private var isUpdating = false
    private var needsUpdate = false
    private let afterUpdate = DeferredWork()

    /// A field bound to `text`, formatted with `format`, made and updated
    /// once as SwiftUI shows it, in a window.
    ///
    /// - Parameters:
    ///   - text: the app's initial `@State` value.
    ///   - format: the view's `.inputFormat(_:)`.
    ///   - focus: the initial value of the view's focus binding; `nil` for
    ///     a view without one.
    ///   - toolkit: the toolkit whose widget the field copies.
    public init(
        text: String = "", format: some InputFormat = IdentityFormat(), focus: Bool? = nil,
        toolkit: SimulatedToolkit = .uiKit
    ) {
        self.text = text
        self.format = format
        focusState = focus
        self.toolkit = toolkit
        window = SimulatedWindow()
        (represented, field) = Self.newIdentity(toolkit: toolkit, window: window, afterUpdate: afterUpdate)
        showIdentity()
    }

    // MARK: The user

    /// Runs a user action on the native field (a key, a paste, a
    /// composition step, a tap), then the view updates SwiftUI schedules
    /// for the state the action wrote.
    public func perform<Result, Failure: Error>(
        _ action: (SimulatedField) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result = try action(field)
        settle()
        return result
    }

    /// Types `string` one character at a time, each key followed by the
    /// view update its binding write causes.
    public func type(_ string: String) throws(TextSpanError) {
        for character in string {
            try perform { field throws(TextSpanError) in try field.type(String(character)) }
        }
    }

    // MARK: The app

    /// The app sets its `@State` text: the view updates.
    public func setText(_ value: String) {
        text = value
        update()
    }

    /// The app sets its focus state (`nil` removes the focus binding): the
    /// view updates.
    public func setFocus(_ value: Bool?) {
        focusState = value
        update()
    }

    /// The app disables or enables the view (`.disabled(_:)` around it):
    /// the view updates.
    public func setEnabled(_ value: Bool) {
        isEnabled = value
        update()
    }

    /// The parent view renders again with unchanged state: SwiftUI updates
    /// the representable anyway.
    public func render() {
        update()
    }

    /// The view's identity changed (`.id(_:)` took a new value): SwiftUI
    /// dismantles the old widget and makes a new coordinator and widget,
    /// which show the app's current state.
    public func changeIdentity() {
        dismantle()
        (represented, field) = Self.newIdentity(toolkit: toolkit, window: window, afterUpdate: afterUpdate)
        showIdentity()
    }

    /// The view went away: SwiftUI dismantles the widget.
    public func dismantle() {
        duringUpdate { represented.dismantle() }
        dismantles += 1
    }

    // MARK: The lifecycle

    /// A new identity's coordinator (SwiftUI's `makeCoordinator()`) and the
    /// field its widget will be, not yet in a window: UIKit refuses first
    /// responder until it is.
    private static func newIdentity(
        toolkit: SimulatedToolkit, window: SimulatedWindow, afterUpdate: DeferredWork
    ) -> (RepresentedField, SimulatedField) {
        let represented = RepresentedField(
            view: FieldViewValues(source: .value(get: { "" }, set: { _ in }), format: IdentityFormat()),
            afterUpdate: afterUpdate.add)
        let field = SimulatedField(coordinator: represented.input, toolkit: toolkit, window: window)
        field.canTakeFocus = false
        return (represented, field)
    }

    /// Makes the current identity's widget, updates it once and puts it in
    /// the window, as SwiftUI does for a new view.
    private func showIdentity() {
        duringUpdate {
            represented.make(values()) { _ in HostedSimulatedField(field, host: self) }
            makes += 1
        }
        update()
        field.canTakeFocus = true
        represented.widgetMovedToWindow(inWindow: true)
        settle()
    }

    /// One view update, then the work SwiftUI runs after it.
    private func update() {
        duringUpdate {
            represented.update(
                values(),
                secureEntry: SecureEntrySwitch(
                    showsDots: showsDots, switchTo: { [unowned self] in showsDots = $0 },
                    restore: { [unowned self] in field.show($0) }))
            updates += 1
        }
        settle()
    }

    /// Runs what a view update deferred, and the updates that state writes
    /// scheduled, until nothing is left.
    private func settle() {
        while needsUpdate || !afterUpdate.isEmpty {
            afterUpdate.run()
            guard needsUpdate else { continue }
            needsUpdate = false
            update()
        }
    }

    private func duringUpdate(_ body: () -> Void) {
        isUpdating = true
        body()
        isUpdating = false
    }

    /// The app's state changed: SwiftUI will update the view (after the
    /// current update, when one runs).
    private func stateDidChange() {
        bindingWritesDuringUpdate += isUpdating ? 1 : 0
        needsUpdate = true
    }

    /// What the view's body and modifiers give the representable now.
    private func values() -> FieldViewValues {
        var values = FieldViewValues(
            source: .value(
                get: { [unowned self] in text },
                set: { [unowned self] value in
                    text = value
                    bindingWrites.append(value)
                    stateDidChange()
                }),
            format: format)
        values.isSecure = isSecure
        values.isRevealed = isRevealed
        values.textInputTraits = textInputTraits
        values.isEnabled = isEnabled
        values.focus = focusState.map { _ in
            FieldFocusBinding(
                get: { [unowned self] in focusState ?? false },
                set: { [unowned self] value in
                    focusState = value
                    stateDidChange()
                })
        }
        return values
    }

    fileprivate func showReturnKey(_ label: ReturnKeyLabel) {
        returnKey = label
    }
}

/// The simulated field as the representable's core sees its adapter.
@MainActor
private final class HostedSimulatedField: HostedWidget {
    let field: SimulatedField
    weak var host: SimulatedSwiftUIHost?

    init(_ field: SimulatedField, host: SimulatedSwiftUIHost) {
        self.field = field
        self.host = host
    }

    var holdsFocus: Bool { field.hasFocus }
    func showReturnKey(_ label: ReturnKeyLabel) { host?.showReturnKey(label) }
    func detach() { resignFocusOnDetach(widgetIsFocused: holdsFocus) }
    func show(_ state: TextEditingState) { field.show(state) }
    func select(_ state: TextEditingState) { field.select(state) }
    func focus() { field.focus() }
    func resignFocus() { field.resignFocus() }
}

/// What a view update deferred to the host's next turn.
@MainActor
private final class DeferredWork {
    private var work: [@MainActor () -> Void] = []

    var isEmpty: Bool { work.isEmpty }

    func add(_ item: @escaping @MainActor () -> Void) {
        work.append(item)
    }

    func run() {
        let due = work
        work = []
        for item in due { item() }
    }
}
