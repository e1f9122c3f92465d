import Testing

@testable import FieldKit

@MainActor
@Suite("What a SwiftUI focus-chain container decides (FocusChainContainer)")
struct FocusChainContainerTests {
    private enum Field: Hashable, Sendable { case name, card, expiry }
    private enum Other: Hashable, Sendable { case name }

    /// A native toolbar that counts its updates.
    private final class Toolbar: NativeKeyboardToolbar {
        var updates = 0
        var isShown = true
        func update() { updates += 1 }
    }

    private func container(_ ids: [Field] = [.name, .card, .expiry]) -> FocusChainContainer<Field> {
        let chain = FocusChain<Field>()
        for id in ids { chain.register(id) }
        return FocusChainContainer(chain: chain)
    }

    @Test func theSameChainKeepsItsContainerAndAnotherChainGetsANewOne() {
        let first = container()
        #expect(FocusChainContainer.current(first, for: first.chain) === first)
        let other = FocusChain<Field>()
        let next = FocusChainContainer.current(first, for: other)
        #expect(next !== first)
        #expect(next.chain === other)
        #expect(FocusChainContainer.current(nil, for: other).chain === other)
    }

    @Test func aKeyOfAnotherTypeIsIgnoredEverywhere() {
        let c = container([])
        let input = TextInputCoordinator()
        c.attach(input, as: Other.name, isEnabled: true)
        c.register(Other.name)
        c.setSubmitCheck({ false }, for: Other.name)
        #expect(c.chain.fields.isEmpty)
        #expect(c.wrappedFields.isEmpty)
        #expect(c.returnKeyRole(for: Other.name) == nil)
        c.attach(input, as: Field.card, isEnabled: true)
        #expect(c.wrappedFields == [.card])
        #expect(c.chain.fields == [.card])
    }

    @Test func aToolkitFieldRegistersOnceAndAReturnRoleNeedsMembership() {
        let c = container([.name])
        #expect(c.returnKeyRole(for: Field.card) == nil)
        c.register(Field.card)
        c.register(Field.card)
        #expect(c.chain.fields == [.name, .card])
        #expect(c.returnKeyRole(for: Field.name) == .next)
        #expect(c.returnKeyRole(for: Field.card) == .submit)
    }

    @Test func aDisabledWrappedFieldIsSkipped() {
        let c = container([])
        c.attach(TextInputCoordinator(), as: Field.name, isEnabled: true)
        c.attach(TextInputCoordinator(), as: Field.card, isEnabled: false)
        c.attach(TextInputCoordinator(), as: Field.expiry, isEnabled: true)
        c.chain.focus(.name)
        #expect(c.moveFocus(forward: true))
        #expect(c.chain.focused == .expiry)
        #expect(c.moveFocus(forward: false))
        #expect(c.chain.focused == .name)
    }

    @Test func aViewUpdateKeepsTheAppsHiddenAndReadOnlyFields() {
        let c = container([])
        let card = TextInputCoordinator()
        let name = TextInputCoordinator()
        c.attach(name, as: Field.name, isEnabled: true)
        c.attach(card, as: Field.card, isEnabled: true)
        c.chain.setAvailability(FieldAvailability(isHidden: true), for: .card)
        c.chain.setAvailability(FieldAvailability(isReadOnly: true), for: .name)
        // SwiftUI updates both views: each attaches again.
        c.attach(name, as: Field.name, isEnabled: true)
        c.attach(card, as: Field.card, isEnabled: true)
        #expect(c.chain.availability(of: .card) == FieldAvailability(isHidden: true))
        #expect(c.chain.availability(of: .name) == FieldAvailability(isReadOnly: true))
        // The view's `.disabled` still reaches the chain, and leaves the rest.
        c.attach(card, as: Field.card, isEnabled: false)
        #expect(c.chain.availability(of: .card) == FieldAvailability(isEnabled: false, isHidden: true))
    }

    @Test func submitChecksEveryFieldThenFocusesTheFirstInvalidOrRunsTheAction() {
        let c = container()
        var submitted = 0
        var checked: [Field] = []
        c.update(submitAction: { submitted += 1 }, toolbar: .standard)
        var cardValid = false
        c.setSubmitCheck(
            {
                checked.append(.expiry)
                return false
            }, for: Field.expiry)
        c.setSubmitCheck(
            {
                checked.append(.card)
                return cardValid
            }, for: Field.card)
        c.chain.submit()
        #expect(checked == [.card, .expiry])
        #expect(c.chain.focused == .card)
        #expect(submitted == 0)
        cardValid = true
        c.setSubmitCheck(nil, for: Field.expiry)
        c.chain.submit()
        #expect(submitted == 1)
    }

    @Test func aFailedSubmitAnnouncesHowManyFieldsToCorrectOnceAfterFocusingTheFirst() {
        let c = container([])
        c.attach(TextInputCoordinator(), as: Field.name, isEnabled: true)
        c.attach(TextInputCoordinator(), as: Field.card, isEnabled: true)
        c.attach(TextInputCoordinator(), as: Field.expiry, isEnabled: true)
        var submitted = 0
        c.update(
            submitAction: { submitted += 1 }, toolbar: .standard,
            messages: MessageCatalog(locale: LocaleIdentifier("de")))
        c.setSubmitCheck({ true }, for: Field.name)
        c.setSubmitCheck({ false }, for: Field.card)
        c.setSubmitCheck({ false }, for: Field.expiry)
        c.chain.focus(.name, cause: .keyboard)
        #expect(!c.focusMovedForValidation)
        c.chain.submit()
        #expect(submitted == 0)
        #expect(c.chain.focused == .card)
        #expect(c.chain.lastMove?.cause == .validation)
        #expect(c.focusMovedForValidation)
        #expect(c.takeAnnouncement() == "Zu korrigierende Felder: 2")
        #expect(c.takeAnnouncement() == nil)
    }

    @Test func aSubmitThatPassesAnnouncesNothing() {
        let c = container()
        c.update(submitAction: {}, toolbar: .standard)
        c.setSubmitCheck({ true }, for: Field.card)
        c.chain.submit()
        #expect(c.takeAnnouncement() == nil)
        #expect(c.chain.announcement == nil)
    }

    @Test func withoutASubmitActionTheChainKeepsItsOwn() {
        let c = container()
        var own = 0
        c.chain.onSubmit = { own += 1 }
        c.update(submitAction: nil, toolbar: .standard)
        c.chain.submit()
        #expect(own == 1)
    }

    @Test func theDeclarativeToolbarShowsOnlyForTheToolkitsOwnFocusedField() {
        let c = container([])
        c.attach(TextInputCoordinator(), as: Field.card, isEnabled: true)
        c.register(Field.name)
        let messages = MessageCatalog()
        #expect(c.declarativeToolbar(messages: messages).isEmpty)
        c.chain.focus(.card)
        #expect(c.toolbarHost == .inputAccessory)
        #expect(c.declarativeToolbar(messages: messages).isEmpty)
        c.chain.focus(.name)
        #expect(c.toolbarHost == .declarative)
        #expect(c.declarativeToolbar(messages: messages).count == 4)
        c.update(submitAction: nil, toolbar: .hidden)
        #expect(c.toolbarHost == .none)
        #expect(c.declarativeToolbar(messages: messages).isEmpty)
    }

    @Test func theAccessoryToolbarIsMadeOnceKeptUpdatedAndNoneWhenHidden() {
        let c = container()
        var made = 0
        let first = c.accessoryToolbar {
            made += 1
            return Toolbar()
        }
        let again = c.accessoryToolbar {
            made += 1
            return Toolbar()
        }
        #expect(made == 1)
        #expect(first === again)
        c.widgetDidBeginEditing()
        #expect(first?.updates == 1)
        c.update(submitAction: nil, toolbar: .hidden)
        #expect(first?.updates == 2)
        #expect(
            c.accessoryToolbar {
                made += 1
                return Toolbar()
            } == nil)
        #expect(made == 1)
    }

    @Test func theToolbarsButtonsActOnTheChain() {
        let c = container()
        var scans = 0
        c.update(
            submitAction: nil,
            toolbar: FocusToolbarConfiguration(buttons: [FocusToolbarButton("Scan") { scans += 1 }]))
        c.chain.focus(.name)
        c.perform(.action(.next))
        #expect(c.chain.focused == .card)
        c.perform(.button(0))
        #expect(scans == 1)
    }

    @Test func focusStateFollowsTheChainWithoutWrappedFieldsOrRepeatedWrites() {
        let c = container([])
        c.attach(TextInputCoordinator(), as: Field.card, isEnabled: true)
        c.register(Field.name)
        var state: Field?
        var writes = 0
        let access = FocusStateAccess<Field>(
            read: { state },
            write: {
                state = $0
                writes += 1
            })
        c.chain.focus(.name)
        c.chainFocusDidChange(focusState: access)
        c.chainFocusDidChange(focusState: access)
        #expect(state == .name)
        #expect(writes == 1)
        c.chain.focus(.card)
        c.chainFocusDidChange(focusState: access)
        #expect(state == nil)
        c.chainFocusDidChange(focusState: nil)
        #expect(writes == 2)
    }

    @Test func theChainFollowsTheFocusState() {
        let c = container([])
        c.attach(TextInputCoordinator(), as: Field.card, isEnabled: true)
        c.register(Field.name)
        c.focusStateDidChange(to: .some(.name))
        #expect(c.chain.focused == .name)
        c.focusStateDidChange(to: .some(nil))
        #expect(c.chain.focused == nil)
        c.chain.focus(.card)
        c.focusStateDidChange(to: nil)
        #expect(c.chain.focused == .card)
    }

    @Test func layoutOrdersTheChainAndRightToLeftReadsFromTheRight() {
        let c = container([.card, .expiry, .name])
        let frames = [
            FieldFrame(id: Field.name, minX: 0, minY: 0, width: 100, height: 20),
            FieldFrame(id: Field.card, minX: 0, minY: 40, width: 50, height: 20),
            FieldFrame(id: Field.expiry, minX: 60, minY: 40, width: 40, height: 20),
        ]
        c.layoutDidChange(frames, rightToLeft: false)
        #expect(c.chain.fields == [.name, .card, .expiry])
        c.layoutDidChange(frames, rightToLeft: true)
        #expect(c.chain.fields == [.name, .expiry, .card])
    }
}

@MainActor
@Suite("Which container a field joins (FocusChainContainers)")
struct FocusChainContainersTests {
    private enum Field: Hashable, Sendable { case name, card }

    @Test func theInnermostContainerOfTheNamedChainWins() {
        let outer = FocusChain<Field>()
        let inner = FocusChain<Field>()
        let containers = FocusChainContainers<String>()
            .entering("outer", of: outer)
            .entering("inner", of: inner)
            .entering("outer again", of: outer)
        #expect(containers.context(of: outer) == "outer again")
        #expect(containers.context(of: inner) == "inner")
        #expect(containers.context(of: FocusChain<Field>()) == nil)
        #expect(FocusChainContainers<String>().context(of: outer) == nil)
    }

    @Test func aFormFieldJoinsItsFormsContainerWithItsOwnKey() {
        let form = FormModel([FieldModel(Field.name), FieldModel(Field.card)])
        let containers = FocusChainContainers<String>().entering("form", of: form.focus)
        let member = containers.member(
            explicit: nil, source: .form(TypedFormFieldReference(form: form, field: Field.card)))
        #expect(member?.context == "form")
        #expect(member?.field as? Field == .card)
    }

    @Test func anExplicitKeyWinsOverTheFormsAndABindingJoinsNothingOnItsOwn() {
        let form = FormModel([FieldModel(Field.name)])
        let containers = FocusChainContainers<String>().entering("form", of: form.focus)
        let explicit = ChainMember(context: "other", field: "custom")
        let member = containers.member(
            explicit: explicit, source: .form(TypedFormFieldReference(form: form, field: Field.name)))
        #expect(member?.context == "other")
        #expect(member?.field as? String == "custom")
        let binding = FieldModelSource.value(get: { "" }, set: { _ in })
        #expect(containers.member(explicit: nil, source: binding) == nil)
    }

    @Test func aFormFieldOutsideItsFormsContainerJoinsNone() {
        let form = FormModel([FieldModel(Field.name)])
        let containers = FocusChainContainers<String>().entering("other", of: FocusChain<Field>())
        #expect(
            containers.member(
                explicit: nil, source: .form(TypedFormFieldReference(form: form, field: Field.name))) == nil)
    }
}

@MainActor
@Suite("A UIKit or AppKit adapter's chain (ChainMembership)")
struct ChainMembershipTests {
    private final class Toolbar: NativeKeyboardToolbar {
        var updates = 0
        var isShown = true
        func update() { updates += 1 }
    }

    @Test func joiningAnotherChainLeavesTheFirst() {
        let first = FocusChain<String>()
        let second = FocusChain<String>()
        let input = TextInputCoordinator()
        var membership = ChainMembership()
        membership.join(first, as: "a", with: input)
        #expect(membership.isJoined)
        first.focus("a")
        membership.join(second, as: "b", with: input)
        #expect(second.fields == ["b"])
        // The first chain keeps the field registered but no longer hears it.
        input.didBeginEditing()
        #expect(second.focused == "b")
        membership.leave()
        #expect(!membership.isJoined)
    }

    @Test func theToolbarFollowsTheFieldOnlyWhileShownAndJoined() {
        var membership = ChainMembership()
        membership.join(FocusChain<String>(), as: "a", with: TextInputCoordinator())
        let toolbar = Toolbar()
        var installed = 0
        membership.show(toolbar) { _ in installed += 1 }
        membership.widgetDidBeginEditing()
        #expect(installed == 1)
        #expect(toolbar.updates == 1)
        membership.leave()
        membership.widgetDidBeginEditing()
        #expect(toolbar.updates == 1)
        let hidden = Toolbar()
        hidden.isShown = false
        membership.show(hidden) { _ in installed += 1 }
        membership.show(Toolbar?.none) { _ in installed += 1 }
        membership.widgetDidBeginEditing()
        #expect(installed == 1)
        #expect(hidden.updates == 0)
    }
}
