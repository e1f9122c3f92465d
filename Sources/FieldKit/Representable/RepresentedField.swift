/// What a declarative toolkit's representable of a FieldKit field does on
/// make, update and dismantle, with every decision in it: SwiftUI's
/// `PlatformTextField` and `PlatformTextEditor` call one member per
/// lifecycle step and only translate, and FieldKitTesting's simulated
/// SwiftUI host drives the same type.
///
/// On every view update it takes the latest ``FieldViewValues``: the source's
/// value and format reach the coordinator (which ignores a value the widget
/// already shows), the field joins its chain, the return key and secure
/// entry follow, and the focus binding moves focus only when it disagrees
/// with the widget. Model writes go to the latest source's setter from the
/// coordinator's own events, never from an update; the app's callbacks are
/// those of the latest update.
@MainActor
package final class RepresentedField {
    /// The field's coordinator, alive as long as the representable's identity.
    package let input = TextInputCoordinator()
    /// The values of the last view update.
    package private(set) var view: FieldViewValues
    /// The widget's adapter, from ``make(_:widget:)`` until ``dismantle()``.
    package private(set) var widget: (any HostedWidget)?
    /// The chain the field joined at the last update.
    package private(set) var chain: ChainSlot?
    /// The field's validation when it is bound to a plain binding.
    package let validation: BindingValidation
    private let formBinding = FormBinding()
    /// Runs work after the current view update.
    private let afterUpdate: (@escaping @MainActor () -> Void) -> Void
    /// Whether a view update is running: focus that moves during it (a
    /// field disabled while focused) reaches the focus binding after it.
    private var isUpdating = false

    /// A field that will show `view`; `afterUpdate` runs work after the
    /// current view update (the host's next turn), where a write to app
    /// state that a view update caused belongs.
    package init(
        view: FieldViewValues,
        afterUpdate: @escaping (@escaping @MainActor () -> Void) -> Void = { work in
            Task { @MainActor in work() }
        }
    ) {
        self.view = view
        self.afterUpdate = afterUpdate
        validation = BindingValidation(input: input, afterUpdate: afterUpdate)
        wireCallbacks()
    }

    /// Whether the field shows dots now (``SecureEntryToggle``): secure by
    /// the view or its form field, and not revealed.
    package var showsDots: Bool {
        SecureEntryToggle.showsDots(isSecure: view.isSecure || input.isSecure, isRevealed: view.isRevealed)
    }

    /// The return key the field shows: the view's label, resolved with the
    /// field's role in its chain container or, outside one, its form's chain.
    package var returnKey: ReturnKeyLabel {
        let role = chain.flatMap { $0.context.returnKeyRole(for: $0.field) } ?? view.source.formReturnKeyRole
        return view.returnKey.resolved(role: role)
    }

    /// The representable makes its widget: the coordinator takes `view`'s
    /// value and format first, so the adapter `makeWidget` returns shows them
    /// from the start.
    package func make(_ view: FieldViewValues, widget makeWidget: (TextInputCoordinator) -> any HostedWidget)
    {
        load(view)
        widget = makeWidget(input)
    }

    /// A view update: the new values reach the coordinator, the chain, the
    /// return key, secure entry (through `secureEntry`, for a field that
    /// has it) and focus, each only where it changed.
    package func update(_ view: FieldViewValues, secureEntry: SecureEntrySwitch? = nil) {
        isUpdating = true
        defer { isUpdating = false }
        load(view)
        joinChain()
        widget?.showReturnKey(returnKey)
        secureEntry.map(updateSecureEntry)
        syncFocus()
    }

    /// Replaces the widget's adapter (AppKit swaps a secure field for a
    /// plain one); the coordinator's state goes to the new one.
    package func replaceWidget(_ makeWidget: (TextInputCoordinator) -> any HostedWidget) {
        widget = makeWidget(input)
    }

    /// The widget moved to a window (`inWindow`) or out of one (UIKit's
    /// `didMoveToWindow`): only joining one is news
    /// (``widgetEnteredWindow()``); a widget leaving its window changes
    /// nothing here (the view's dismantle follows when it goes away).
    package func widgetMovedToWindow(inWindow: Bool) {
        guard inWindow else { return }
        widgetEnteredWindow()
    }

    /// The widget joined a window: the first moment it can become first
    /// responder, so the chain and the focus binding may act.
    package func widgetEnteredWindow() {
        chain.map { $0.context.widgetBecameFocusable($0.field) }
        syncFocus()
    }

    /// The view goes away: the field leaves its chain and its form, and gives
    /// up focus without telling the app (this happens during a view update,
    /// when no app state may be written).
    package func dismantle() {
        input.onBeginEditing = nil
        input.onEndEditing = nil
        chain.map { chain in
            chain.context.setSubmitCheck(nil, for: chain.field)
            chain.context.detach(input, from: chain.field)
        }
        widget?.detach()
        formBinding.release(input)
        input.widget = nil
        widget = nil
        chain = nil
    }

    /// Moves focus the way the focus binding asks, when it disagrees with
    /// the widget (``FocusBindingSync``).
    package func syncFocus() {
        guard let widget else { return }
        switch FocusBindingSync.command(
            bindingIsFocused: view.focus?.read(), widgetIsFocused: widget.holdsFocus)
        {
        // A disabled widget does not take focus (UIKit and AppKit refuse it).
        case .focus: if input.isEnabled { input.focus() }
        case .resign: input.resignFocus()
        case .none: break
        }
    }

    private func load(_ view: FieldViewValues) {
        self.view = view
        view.source.update(input, format: view.format, isSecure: view.isSecure, binding: formBinding)
        input.appTextInputTraits = view.textInputTraits
        validation.update(view.validation)
        // A disabled field leaves its chain's moves and toolbar, and gives
        // up focus (TextInputCoordinator.isEnabled).
        input.isEnabled = view.isEnabled
    }

    private func joinChain() {
        chain = view.chain
        guard let chain else { return }
        chain.context.attach(input, as: chain.field, isEnabled: view.isEnabled)
        chain.context.setSubmitCheck(validation.submitCheck, for: chain.field)
    }

    private func updateSecureEntry(_ secureEntry: SecureEntrySwitch) {
        let showsDots = showsDots
        guard showsDots != secureEntry.showsDots else { return }
        secureEntry.switchTo(showsDots)
        guard
            SecureEntryToggle.needsRestore(
                wasSecure: secureEntry.showsDots, isSecure: showsDots, isEditing: input.isEditing)
        else { return }
        secureEntry.restore(input.state)
    }

    /// Tells the focus binding whether the widget has focus; after the view
    /// update when focus moved during one, since no app state may be written
    /// there (the binding reads the latest view's value then, and a write
    /// the widget's focus already agrees with is no write).
    private func writeFocus(_ isFocused: Bool) {
        guard isUpdating else {
            view.focus?.write(isFocused)
            return
        }
        afterUpdate { [weak self] in self?.view.focus?.write(isFocused) }
    }

    /// Routes the coordinator's model writes, changes, submits and editing
    /// transitions to the latest view's source and callbacks.
    private func wireCallbacks() {
        input.writeModel = { [weak self] value in self?.view.source.write(value) }
        input.onChange = { [weak self] value in
            guard let self else { return }
            validation.valueDidChange()
            for action in view.changeActions { action(value) }
        }
        input.onSubmit = { [weak self] in self?.view.submitActions() }
        input.onBeginEditing = { [weak self] in
            guard let self else { return }
            writeFocus(true)
            validation.didTakeFocus()
            chain?.context.widgetDidBeginEditing()
        }
        input.onEndEditing = { [weak self] reason in
            guard let self else { return }
            writeFocus(false)
            validation.didLoseFocus()
            for action in view.endEditingActions { action(reason) }
        }
    }
}
