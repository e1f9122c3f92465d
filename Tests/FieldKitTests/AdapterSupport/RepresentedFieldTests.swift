import Testing

@testable import FieldKit

@Suite("What a SwiftUI representable decides (RepresentedField)")
@MainActor
struct RepresentedFieldTests {
    /// A focus-chain container that records what fields ask of it.
    @MainActor
    private final class ChainRecorder: FieldChainContext {
        var attached: [String] = []
        var detached: [String] = []
        var checks: [String: Bool] = [:]
        var roles: [String: ReturnKeyRole] = [:]
        var focusable: [String] = []
        var beginnings = 0

        func attach(_ coordinator: TextInputCoordinator, as field: any Hashable & Sendable, isEnabled: Bool) {
            attached.append("\(field)")
        }
        func detach(_ coordinator: TextInputCoordinator, from field: any Hashable & Sendable) {
            detached.append("\(field)")
        }
        func returnKeyRole(for field: any Hashable & Sendable) -> ReturnKeyRole? { roles["\(field)"] }
        func widgetBecameFocusable(_ field: any Hashable & Sendable) { focusable.append("\(field)") }
        func widgetDidBeginEditing() { beginnings += 1 }
        func setSubmitCheck(_ check: (() -> Bool)?, for field: any Hashable & Sendable) {
            checks["\(field)"] = check != nil
        }
    }

    /// A widget that holds focus when told to and records return keys.
    @MainActor
    private final class Widget: HostedWidget {
        var holdsFocus = false
        /// UIKit refuses first responder to a view outside a window.
        var isInWindow = true
        var returnKeys: [ReturnKeyLabel] = []
        var shown: [String] = []
        var detached = 0
        func show(_ state: TextEditingState) { shown.append(state.text) }
        func select(_ state: TextEditingState) {}
        func focus() { holdsFocus = isInWindow }
        var resigns = 0
        func resignFocus() {
            resigns += 1
            holdsFocus = false
        }
        func showReturnKey(_ label: ReturnKeyLabel) { returnKeys.append(label) }
        func detach() { detached += 1 }
    }

    private final class Box<Value> {
        var value: Value
        var writes = 0
        init(_ value: Value) { self.value = value }
    }

    private func values(_ text: Box<String>, format: any InputFormat = IdentityFormat()) -> FieldViewValues {
        FieldViewValues(
            source: .value(
                get: { text.value },
                set: {
                    text.value = $0
                    text.writes += 1
                }), format: format)
    }

    private func made(_ view: FieldViewValues) -> (RepresentedField, Widget) {
        let field = RepresentedField(view: view, afterUpdate: { $0() })
        let widget = Widget()
        field.make(view) { input in
            input.widget = widget
            return widget
        }
        return (field, widget)
    }

    @Test func aFocusBindingIsWrittenOnlyWhenItChanges() {
        let flag = Box(false)
        let binding = FieldFocusBinding(
            get: { flag.value },
            set: {
                flag.value = $0
                flag.writes += 1
            })
        binding.write(false)
        #expect(flag.writes == 0)
        binding.write(true)
        binding.write(true)
        #expect(flag.value && flag.writes == 1)
    }

    @Test func aFocusStateIsClearedOnlyWhileItNamesThisField() {
        let state = Box<String?>("other")
        let binding = FieldFocusBinding(
            get: { state.value },
            set: {
                state.value = $0
                state.writes += 1
            }, equals: "card")
        #expect(!binding.read())
        binding.write(false)  // another field has focus: leave it
        #expect(state.value == "other" && state.writes == 0)
        binding.write(true)
        #expect(state.value == "card" && binding.read())
        binding.write(false)
        #expect(state.value == nil && state.writes == 2)
    }

    @Test func theModelValueReachesTheCoordinatorWithTheFormatFromTheView() {
        let text = Box("4242424242424242")
        let (field, _) = made(values(text, format: CardNumberFormat()))
        #expect(field.input.state.text == "4242 4242 4242 4242")
        #expect(text.writes == 0)
    }

    @Test func theFieldWritesTheLatestBindingOnly() throws {
        let first = Box("")
        let second = Box("")
        let (field, _) = made(values(first))
        field.update(values(second))
        try field.input.didReplace([TextSpan(caret: 0, unit: .utf16)], with: "a")
        #expect(first.writes == 0)
        #expect(second.value == "a" && second.writes == 1)
    }

    @Test func theReturnKeyTakesTheChainsRoleOverTheFormsAndTheViewsLabel() {
        let chain = ChainRecorder()
        chain.roles["card"] = .next
        var view = values(Box(""))
        let (field, widget) = made(view)
        field.update(view)
        #expect(widget.returnKeys.last == ReturnKeyLabel.automatic.resolved(role: nil))
        view.chain = ChainSlot(context: chain, field: "card")
        field.update(view)
        #expect(widget.returnKeys.last == ReturnKeyLabel.automatic.resolved(role: .next))
        view.returnKey = .search
        field.update(view)
        #expect(widget.returnKeys.last == ReturnKeyLabel.search.resolved(role: .next))
    }

    @Test(arguments: [false, true])
    func secureEntrySwitchesOnlyOnChangeAndRestoresOnlyWhileEditing(editing: Bool) {
        var view = values(Box("secret"))
        let (field, _) = made(view)
        var dots = false
        var restored: [String] = []
        let secureEntry = {
            SecureEntrySwitch(showsDots: dots, switchTo: { dots = $0 }, restore: { restored.append($0.text) })
        }
        field.update(view, secureEntry: secureEntry())
        #expect(!dots)
        if editing { field.input.didBeginEditing() }
        view.isSecure = true
        field.update(view, secureEntry: secureEntry())
        #expect(dots)
        #expect(restored == (editing ? ["secret"] : []))
        field.update(view, secureEntry: secureEntry())
        #expect(restored.count == (editing ? 1 : 0))  // unchanged: nothing to restore
        view.isRevealed = true
        field.update(view, secureEntry: secureEntry())
        #expect(!dots)
    }

    @Test func theFocusBindingMovesFocusOnlyWhenItDisagreesWithTheWidget() {
        let focus = Box(true)
        var view = values(Box(""))
        view.focus = FieldFocusBinding(
            get: { focus.value },
            set: {
                focus.value = $0
                focus.writes += 1
            })
        let (field, widget) = made(view)
        field.update(view)
        #expect(widget.holdsFocus)
        widget.holdsFocus = false  // the user left; the binding has not heard yet
        focus.value = false
        field.update(view)
        #expect(!widget.holdsFocus)
        #expect(focus.writes == 0)
    }

    @Test func dismantlingLeavesTheChainAndStopsTellingTheApp() {
        let chain = ChainRecorder()
        let focus = Box(true)
        var view = values(Box(""))
        view.chain = ChainSlot(context: chain, field: "card")
        view.focus = FieldFocusBinding(
            get: { focus.value },
            set: {
                focus.value = $0
                focus.writes += 1
            })
        let (field, widget) = made(view)
        field.update(view)
        #expect(chain.attached == ["card"])
        #expect(chain.checks["card"] == false)
        field.input.didBeginEditing()
        #expect(chain.beginnings == 1)
        field.dismantle()
        #expect(chain.detached == ["card"])
        #expect(widget.detached == 1)
        field.input.didEndEditing()
        #expect(focus.writes == 0)
        #expect(field.widget == nil && field.input.widget == nil)
    }

    @Test func aValidatedFieldGivesItsChainASubmitCheck() {
        let chain = ChainRecorder()
        let error = Box<ValidationReason?>(nil)
        var view = values(Box(""))
        view.chain = ChainSlot(context: chain, field: "name")
        view.validation = FieldValidationRequest(
            validator: .required(), incompleteReason: .incomplete, readError: { error.value },
            writeError: { error.value = $0 })
        let (field, _) = made(view)
        field.update(view)
        #expect(chain.checks["name"] == true)
        #expect(field.validation.attemptSubmit() == false)
        #expect(error.value != nil)
    }

    @Test func enteringAWindowMakesTheFieldFocusableAndActsOnTheFocusBinding() {
        let chain = ChainRecorder()
        var view = values(Box(""))
        view.chain = ChainSlot(context: chain, field: "card")
        view.focus = FieldFocusBinding(get: { true }, set: { _ in })
        let (field, widget) = made(view)
        widget.isInWindow = false
        field.update(view)
        #expect(!widget.holdsFocus)
        field.widgetMovedToWindow(inWindow: false)
        #expect(chain.focusable.isEmpty, "leaving a window is no news")
        widget.isInWindow = true
        field.widgetMovedToWindow(inWindow: true)
        #expect(chain.focusable == ["card"])
        #expect(widget.holdsFocus)
    }

    @Test func detachingResignsFocusOnlyFromAWidgetThatHasIt() {
        let widget = Widget()
        widget.resignFocusOnDetach(widgetIsFocused: widget.holdsFocus)
        #expect(widget.resigns == 0, "focus elsewhere stays where it is")
        widget.focus()
        widget.resignFocusOnDetach(widgetIsFocused: widget.holdsFocus)
        #expect(widget.resigns == 1)
        #expect(!widget.holdsFocus)
    }
}
