/// The submit actions that apply to one field, gathered from the modifiers
/// written around it, and the order they run in.
///
/// A declarative adapter collects a field's submit actions from every level
/// of the view tree that names one (the field itself, a row around it, the
/// form's container), wherever in a modifier chain each was written. The
/// adapter reads them outside in, as its environment flows; they run inside
/// out, as an event bubbles: the action written closest to the field first,
/// then its containers' actions, outwards.
///
/// ```swift
/// var actions = SubmitActions()
/// actions = actions.addingInner { print("form") }   // on the container
/// actions = actions.addingInner { print("field") }  // on the field
/// actions()  // prints "field", then "form"
/// ```
package struct SubmitActions {
    private var actions: [() -> Void] = []

    /// No actions: submitting runs nothing.
    package init() {}

    /// Whether no action was added.
    package var isEmpty: Bool { actions.isEmpty }

    /// How many actions run on submit.
    package var count: Int { actions.count }

    /// These actions with `action` added inside them (closer to the field):
    /// it runs before every action already held.
    package func addingInner(_ action: @escaping () -> Void) -> SubmitActions {
        var copy = self
        copy.actions.insert(action, at: 0)
        return copy
    }

    /// Runs every action, innermost first.
    @MainActor
    package func callAsFunction() {
        for action in actions { action() }
    }
}
